/** The pronunciation voice, where the service speaks both (Glossa's server does). */
import { t, type MessageKey } from '../../lib/shared/i18n';
import type { Settings, SettingsPatch } from '../../lib/shared/settings/settings';
import { VOICES } from '../../lib/shared/settings/choices';

export function Voice({ settings, onSave }: { settings: Pick<Settings, 'voice'>; onSave: (patch: SettingsPatch) => Promise<void> }) {
  return (
    <fieldset>
      <legend>{t('optionsVoice')}</legend>
      <p class="muted small">{t('optionsVoiceHint')}</p>
      <div class="choices">
        {VOICES.map((voice) => (
          <label key={voice}>
            <input type="radio" name="voice" value={voice} checked={settings.voice === voice} onChange={() => void onSave({ voice })} />{' '}
            {t(`voice_${voice}` as MessageKey)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
