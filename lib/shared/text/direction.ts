/** The direction of the catalogue's script, for laying out Glossa's own words whatever the page's. */
import { t } from '../i18n';

export function textDirection(): 'ltr' | 'rtl' {
  return t('dir') === 'rtl' ? 'rtl' : 'ltr';
}
