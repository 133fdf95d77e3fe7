import { t } from '../../lib/shared/i18n';
import { SitesField } from './SitesField';

/** Sites where double-click does nothing; the list is saved when the field is left. */
export function ExcludedSites({ sites, onSave }: { sites: readonly string[]; onSave: (sites: string[]) => Promise<void> }) {
  return (
    <fieldset>
      <legend>{t('optionsExcluded')}</legend>
      <SitesField id="excluded-sites" hint={t('excludedHint')} sites={sites} onSave={onSave} />
    </fieldset>
  );
}
