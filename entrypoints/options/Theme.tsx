/** The theme: light, dark, or like the browser. */
import { t, type MessageKey } from '../../lib/shared/i18n';
import type { Settings, SettingsPatch } from '../../lib/shared/settings/settings';
import { THEMES } from '../../lib/shared/settings/choices';

export function Theme({ settings, onSave }: { settings: Pick<Settings, 'theme'>; onSave: (patch: SettingsPatch) => Promise<void> }) {
  return (
    <fieldset>
      <legend>{t('optionsTheme')}</legend>
      <div class="choices">
        {THEMES.map((theme) => (
          <label key={theme}>
            <input type="radio" name="theme" value={theme} checked={settings.theme === theme} onChange={() => void onSave({ theme })} />{' '}
            {t(`theme_${theme}` as MessageKey)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
