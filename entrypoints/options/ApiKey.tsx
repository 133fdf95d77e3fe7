/** The API key of the service being configured: set, checked with A4 on save, or removed; never shown. */
import { useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';
import type { KeyStatus } from '../../lib/shared/messages/answers';
import { ask, messageOf } from '../../lib/shared/messages/client';
import { useAction } from '../../components/action';

/** What the options say of a key the background has checked: "not valid" only when the service said so. */
function keyStatusResult(status: KeyStatus): { text: string; error?: boolean } {
  if (!status.hasKey) return { text: t('keyMissing') };
  if (status.verdict === 'invalid') return { text: t('keyInvalid'), error: true };
  return { text: status.verdict === 'valid' ? t('keyValid') : t('wpKeyUnconfirmed') };
}

/** The key of the service being configured: each service has its own, set and shown here. */
export function ApiKey({ baseUrl, hasKey, onChanged }: { baseUrl: string; hasKey: boolean; onChanged: (hasKey: boolean) => void }) {
  const [key, setKey] = useState('');
  const [checked, setChecked] = useState<{ text: string; error?: boolean }>();
  // The background answers a refused key as `invalid`: a failure here is the check's own.
  const { error, run: save } = useAction(
    async (value: string) => {
      setChecked(undefined);
      await ask({ type: 'setApiKey', apiKey: value });
      onChanged(Boolean(value));
      setKey('');
      setChecked(value ? keyStatusResult(await ask({ type: 'keyStatus' })) : { text: t('apiKeyRemoved') });
    },
    (failure) => t('keyStatusFailed', messageOf(failure)),
  );
  const result = error ? { text: error, error: true } : checked;

  return (
    <fieldset>
      <legend>{t('optionsApiKey')}</legend>
      <p class="muted small" data-testid="api-key-state">
        {hasKey ? t('apiKeySet', new URL(baseUrl).host) : t('keyMissingFor', new URL(baseUrl).host)}
      </p>
      <form
        class="row"
        onSubmit={(e) => {
          e.preventDefault();
          void save(key.trim());
        }}
      >
        <label class="visually-hidden" for="api-key">
          {t('optionsApiKey')}
        </label>
        <input
          id="api-key"
          class="grow"
          type="password"
          autocomplete="off"
          placeholder={t('apiKeyPlaceholder')}
          value={key}
          onInput={(e) => setKey(e.currentTarget.value)}
        />
        <button type="submit" class="primary" disabled={!key.trim()}>
          {t('saveAndCheck')}
        </button>
        {hasKey && (
          <button type="button" onClick={() => void save('')}>
            {t('removeKey')}
          </button>
        )}
      </form>
      {result && (
        <p class={result.error ? 'error' : ''} data-testid="api-key-result">
          {result.text}
        </p>
      )}
    </fieldset>
  );
}
