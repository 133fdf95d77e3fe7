import { t } from '../../lib/shared/i18n';
import type { Settings, SettingsPatch } from '../../lib/shared/settings/settings';

/** Where "Send to Anki" sends notes: AnkiConnect's address, the deck and the note type. */
export function Anki({ settings, onSave }: { settings: Settings; onSave: (patch: SettingsPatch) => Promise<void> }) {
  const field = (name: 'ankiConnectUrl' | 'ankiDeck' | 'ankiNoteType', label: string) => (
    <p>
      <label>
        {label}{' '}
        <input type="text" value={settings[name]} spellcheck={false} onChange={(e) => void onSave({ [name]: e.currentTarget.value })} />
      </label>
    </p>
  );
  return (
    <fieldset>
      <legend>{t('optionsAnki')}</legend>
      <p class="muted small">{t('optionsAnkiHint')}</p>
      {field('ankiDeck', t('optionsAnkiDeck'))}
      {field('ankiNoteType', t('optionsAnkiNoteType'))}
      {field('ankiConnectUrl', t('optionsAnkiUrl'))}
    </fieldset>
  );
}
