/** The service's base URL: the live service, the local Glossa server or another, asking for host access at run time for another. */
import { useState } from 'preact/hooks';
import { LIVE_SERVICE_BASE_URL } from '../../lib/shared/api';
import { t } from '../../lib/shared/i18n';
import { checkBaseUrl, LOCAL_SERVER_BASE_URL, type SettingsPatch } from '../../lib/shared/settings/settings';
import { INSTALL_HOST_PATTERNS } from '../../lib/shared/settings/choices';
import { originPattern, requestHostPermission } from '../../lib/shared/settings/permissions';

/** Hosts granted at install need no prompt. */
function needsPermission(url: string): boolean {
  return !(INSTALL_HOST_PATTERNS as readonly string[]).includes(originPattern(url));
}

export function BaseUrl({
  baseUrl,
  onSave,
  onError,
}: {
  baseUrl: string;
  onSave: (patch: SettingsPatch) => Promise<void>;
  onError: (text: string) => void;
}) {
  const kindOf = (url: string) => (url === LIVE_SERVICE_BASE_URL ? 'live' : url === LOCAL_SERVER_BASE_URL ? 'local' : 'custom');
  const [kind, setKind] = useState(kindOf(baseUrl));
  const [custom, setCustom] = useState(kindOf(baseUrl) === 'custom' ? baseUrl : '');

  async function apply(url: string) {
    // Only http and https: anything else would end in a permission prompt for a scheme no service speaks.
    const checked = checkBaseUrl(url);
    if (!checked) return onError(t('baseUrlInvalid'));
    // Asked first, while the click still counts as the user's gesture.
    if (needsPermission(checked)) {
      const granted = await requestHostPermission(checked).catch(() => false);
      if (!granted) return onError(t('baseUrlNoPermission', new URL(checked).host));
    }
    await onSave({ baseUrl: checked });
  }

  return (
    <fieldset>
      <legend>{t('optionsService')}</legend>
      <div class="choices">
        <label>
          <input
            type="radio"
            name="service"
            checked={kind === 'live'}
            onChange={() => (setKind('live'), void apply(LIVE_SERVICE_BASE_URL))}
          />{' '}
          {t('serviceLive')}
        </label>
        <label>
          <input
            type="radio"
            name="service"
            checked={kind === 'local'}
            onChange={() => (setKind('local'), void apply(LOCAL_SERVER_BASE_URL))}
          />{' '}
          {t('serviceLocal', LOCAL_SERVER_BASE_URL)}
        </label>
        <label>
          <input type="radio" name="service" checked={kind === 'custom'} onChange={() => setKind('custom')} /> {t('serviceCustom')}
        </label>
      </div>
      {kind === 'custom' && (
        <form
          class="row"
          onSubmit={(e) => {
            e.preventDefault();
            void apply(custom.trim());
          }}
        >
          <label class="visually-hidden" for="base-url">
            {t('serviceCustomUrl')}
          </label>
          <input
            id="base-url"
            class="grow"
            type="url"
            placeholder="https://example.org/v4"
            value={custom}
            onInput={(e) => setCustom(e.currentTarget.value)}
          />
          <button type="submit">{t('useThisService')}</button>
        </form>
      )}
      <p class="muted small">{t('serviceNow', baseUrl)}</p>
    </fieldset>
  );
}
