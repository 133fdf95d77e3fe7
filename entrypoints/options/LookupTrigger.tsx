/** How a lookup starts: a double-click, a double-click with a key held, or off. */
import { t, type MessageKey } from '../../lib/shared/i18n';
import type { Settings, SettingsPatch } from '../../lib/shared/settings/settings';
import { LOOKUP_TRIGGERS, MODIFIER_KEYS } from '../../lib/shared/settings/choices';

type TriggerSettings = Pick<Settings, 'lookupTrigger' | 'modifierKey'>;

export function LookupTrigger({ settings, onSave }: { settings: TriggerSettings; onSave: (patch: SettingsPatch) => Promise<void> }) {
  return (
    <fieldset>
      <legend>{t('optionsLookup')}</legend>
      <label>
        {t('optionsTrigger')}{' '}
        <select
          value={settings.lookupTrigger}
          onChange={(e) => void onSave({ lookupTrigger: e.currentTarget.value as Settings['lookupTrigger'] })}
        >
          {LOOKUP_TRIGGERS.map((trigger) => (
            <option key={trigger} value={trigger}>
              {t(`trigger_${trigger.replace(/-/g, '_')}` as MessageKey)}
            </option>
          ))}
        </select>
      </label>{' '}
      {settings.lookupTrigger === 'modifier-double-click' && (
        <label>
          {t('optionsModifier')}{' '}
          <select
            value={settings.modifierKey}
            onChange={(e) => void onSave({ modifierKey: e.currentTarget.value as Settings['modifierKey'] })}
          >
            {MODIFIER_KEYS.map((key) => (
              <option key={key} value={key}>
                {t(`modifier_${key}` as MessageKey)}
              </option>
            ))}
          </select>
        </label>
      )}
    </fieldset>
  );
}
