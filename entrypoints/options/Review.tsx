import { t } from '../../lib/shared/i18n';
import type { Settings, SettingsPatch } from '../../lib/shared/settings/settings';
import { useLive } from '../../components/live';
import { stores } from '../../components/stores';
import { serviceName } from '../../components/ListsHome';

/** The review's choices: the due count on the toolbar button, and whether looked-up words join. */
export function Review({ settings, onSave }: { settings: Settings; onSave: (patch: SettingsPatch) => Promise<void> }) {
  return (
    <fieldset>
      <legend>{t('optionsReview')}</legend>
      <RecordsHome />
      <label>
        <input type="checkbox" checked={settings.reviewBadge} onChange={(e) => void onSave({ reviewBadge: e.currentTarget.checked })} />{' '}
        {t('optionsReviewBadge')}
      </label>
      <br />
      <label>
        <input
          type="checkbox"
          checked={settings.reviewLookedUp}
          onChange={(e) => void onSave({ reviewLookedUp: e.currentTarget.checked })}
        />{' '}
        {t('optionsReviewLookedUp')}
      </label>
    </fieldset>
  );
}

/** Where the lookup history and the review are kept, in one true line: following the account, or in this browser. */
function RecordsHome() {
  const home = useLive(stores.recordsHome).value;
  if (!home) return null;
  const host = serviceName(home.baseUrl);
  return (
    <p class="small muted" data-testid="records-home">
      {home.kind === 'account'
        ? t('recordsWhereAccount', host, home.username)
        : home.why === 'not-on-service'
          ? t('recordsWhereService', host)
          : t('recordsWhereSignedOut')}
    </p>
  );
}
