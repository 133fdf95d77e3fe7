/**
 * Options: the API key of the service being configured (checked with A4 on save), the service's base URL (asking for host
 * access at run time for a custom one), the dictionaries' order, the lookup trigger, the
 * cache's lifetime and "clear cache", excluded sites, the marks of the reader's words on pages, the theme, and whether PDFs open in Glossa's viewer. Every change is saved
 * at once and the background applies it to the next lookup; nothing needs a reload.
 */
import { useEffect, useState } from 'preact/hooks';
import { DEFINITION_SOURCES, isLiveService, LIVE_SERVICE_BASE_URL } from '../../lib/shared/api';
import { t, tCount, type MessageKey } from '../../lib/shared/i18n';
import {
  checkBaseUrl,
  LOCAL_SERVER_BASE_URL,
  MAX_CACHE_HOURS,
  type Settings,
  type SettingsPatch,
} from '../../lib/shared/settings/settings';
import { INSTALL_HOST_PATTERNS, LOOKUP_TRIGGERS, MODIFIER_KEYS, THEMES, VOICES } from '../../lib/shared/settings/choices';
import { originPattern, requestHostPermission } from '../../lib/shared/settings/permissions';
import { serviceDictionaries } from '../../lib/shared/settings/service-dictionaries';
import type { KeyStatus, ShownSettings } from '../../lib/shared/messages/answers';
import { ask, call, messageOf } from '../../lib/shared/messages/client';
import { followTheme } from '../../components/theme';
import { useAction } from '../../components/action';
import { useLive, useQuery } from '../../components/live';
import { stores } from '../../components/stores';
import { serviceName } from '../../components/ListsHome';
import { Marks } from './Marks';
import { Shortcut } from './Shortcut';
import { SitesField } from './SitesField';

type Source = (typeof DEFINITION_SOURCES)[number];

/** Hosts granted at install need no prompt. */
function needsPermission(url: string): boolean {
  return !(INSTALL_HOST_PATTERNS as readonly string[]).includes(originPattern(url));
}

export function App() {
  // The page's settings are the store the theme follows too (components/stores.ts).
  useEffect(() => followTheme(), []);
  const loaded = useLive(stores.settings);
  const settings = loaded.value;
  const setSettings = (next: ShownSettings) => stores.settings.set(next);
  const [status, setStatus] = useState<{ text: string; error?: boolean }>();

  async function save(patch: SettingsPatch) {
    setStatus(undefined);
    // Shown at once; the background's answer (or the stored value, on failure) follows.
    const before = settings;
    if (settings) setSettings({ ...settings, ...(patch as Partial<Settings>) });
    try {
      setSettings(await ask({ type: 'updateSettings', patch }));
      setStatus({ text: t('optionsSaved') });
    } catch (failure) {
      if (before) setSettings(before);
      setStatus({ text: messageOf(failure), error: true });
    }
  }

  const failure = loaded.state === 'failed' ? loaded.error : undefined;
  if (!settings) return <main class="loading">{failure ? <p class="error">{failure}</p> : t('loading')}</main>;
  return (
    <main>
      <h1>{t('optionsHeading')}</h1>
      <p role="status" aria-live="polite" class={status?.error ? 'error' : 'muted'} data-testid="options-status">
        {status?.text ?? '\u00a0'}
      </p>
      <ApiKey baseUrl={settings.baseUrl} hasKey={settings.hasApiKey} onChanged={(hasApiKey) => setSettings({ ...settings, hasApiKey })} />
      <BaseUrl baseUrl={settings.baseUrl} onSave={save} onError={(text) => setStatus({ text, error: true })} />
      <Sources
        baseUrl={settings.baseUrl}
        stored={settings.sourceDictionaries}
        onSave={(sourceDictionaries) => save({ sourceDictionaries })}
      />
      <fieldset>
        <legend>{t('optionsLookup')}</legend>
        <label>
          {t('optionsTrigger')}{' '}
          <select
            value={settings.lookupTrigger}
            onChange={(e) => void save({ lookupTrigger: e.currentTarget.value as Settings['lookupTrigger'] })}
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
              onChange={(e) => void save({ modifierKey: e.currentTarget.value as Settings['modifierKey'] })}
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
      <Shortcut />
      <PdfDocuments open={settings.openPdfs} onSave={(openPdfs) => save({ openPdfs })} />
      <Cache hours={settings.cacheHours} onSave={(cacheHours) => save({ cacheHours })} />
      <ExcludedSites sites={settings.excludedSites} onSave={(excludedSites) => save({ excludedSites })} />
      <Marks settings={settings} onSave={save} />
      <Review settings={settings} onSave={save} />
      <Anki settings={settings} onSave={save} />
      <fieldset>
        <legend>{t('optionsVoice')}</legend>
        <p class="muted small">{t('optionsVoiceHint')}</p>
        <div class="choices">
          {VOICES.map((voice) => (
            <label key={voice}>
              <input type="radio" name="voice" value={voice} checked={settings.voice === voice} onChange={() => void save({ voice })} />{' '}
              {t(`voice_${voice}` as MessageKey)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('optionsTheme')}</legend>
        <div class="choices">
          {THEMES.map((theme) => (
            <label key={theme}>
              <input type="radio" name="theme" value={theme} checked={settings.theme === theme} onChange={() => void save({ theme })} />{' '}
              {t(`theme_${theme}` as MessageKey)}
            </label>
          ))}
        </div>
      </fieldset>
    </main>
  );
}

/** What the options say of a key the background has checked: "not valid" only when the service said so. */
function keyStatusResult(status: KeyStatus): { text: string; error?: boolean } {
  if (!status.hasKey) return { text: t('keyMissing') };
  if (status.verdict === 'invalid') return { text: t('keyInvalid'), error: true };
  return { text: status.verdict === 'valid' ? t('keyValid') : t('wpKeyUnconfirmed') };
}

/** The key of the service being configured: each service has its own, set and shown here. */
function ApiKey({ baseUrl, hasKey, onChanged }: { baseUrl: string; hasKey: boolean; onChanged: (hasKey: boolean) => void }) {
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

function BaseUrl({
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

/**
 * The dictionaries the service has, in the order the user chose. Sources the service does not
 * have stay in the stored order, out of sight, so they come back with a service that has them.
 */
function Sources({ baseUrl, stored, onSave }: { baseUrl: string; stored: readonly Source[]; onSave: (order: Source[]) => Promise<void> }) {
  // A Glossa server says which dictionaries it has; the live service is known to have them all.
  const reported = useQuery(
    () =>
      isLiveService(baseUrl)
        ? Promise.resolve(undefined)
        : call('getDefinitionDictionaries', {}).then(
            (answer) => (answer.found ? answer.data.map((dictionary) => dictionary.source) : undefined),
            () => undefined,
          ),
    [baseUrl],
  );
  const served = serviceDictionaries(baseUrl, reported.value);
  const order = stored.filter((s) => served.includes(s));
  const elsewhere = stored.filter((s) => !served.includes(s));
  const all: Source[] = [...order, ...served.filter((s) => !order.includes(s))];
  const saveOrder = (next: Source[]) => void onSave([...next, ...elsewhere]);
  const move = (index: number, by: number) => {
    const enabled = [...order];
    const [item] = enabled.splice(index, 1);
    if (item) enabled.splice(index + by, 0, item);
    saveOrder(enabled);
  };
  return (
    <fieldset>
      <legend>{t('optionsSources')}</legend>
      <p class="muted small">{t('optionsSourcesHint')}</p>
      <ol class="plain sources" data-testid="sources">
        {all.map((source) => {
          const index = order.indexOf(source);
          const on = index >= 0;
          const name = t(`source_${source}` as MessageKey);
          return (
            <li key={source}>
              <input
                type="checkbox"
                id={`source-${source}`}
                checked={on}
                disabled={on && order.length === 1}
                onChange={() => saveOrder(on ? order.filter((s) => s !== source) : [...order, source])}
              />
              <label class="name" for={`source-${source}`}>
                {name}
              </label>
              <button type="button" disabled={!on || index === 0} aria-label={t('moveUp', name)} onClick={() => move(index, -1)}>
                ↑
              </button>
              <button
                type="button"
                disabled={!on || index === order.length - 1}
                aria-label={t('moveDown', name)}
                onClick={() => move(index, 1)}
              >
                ↓
              </button>
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}

/** "12 answers, about 48 kB": what the lookup cache holds now. */
function cacheSizeText(stats: { entries: number; bytes: number }): string {
  const kilobytes = Math.max(stats.entries > 0 ? 1 : 0, Math.round(stats.bytes / 1024));
  return kilobytes >= 1024
    ? tCount('wpCacheSizeMegabytes', stats.entries, (kilobytes / 1024).toFixed(1))
    : tCount('wpCacheSizeKilobytes', stats.entries, kilobytes);
}

/** The cache's lifetime (applied as changed) and its contents: how much, and "clear cache". */
function Cache({ hours, onSave }: { hours: number; onSave: (hours: number) => Promise<void> }) {
  const [value, setValue] = useState(String(hours));
  const stats = useQuery(() => ask({ type: 'cacheStats' }), []);
  const [cleared, setCleared] = useState<string>();
  const clear = useAction(async () => {
    try {
      await ask({ type: 'clearCache' });
      setCleared(t('cacheCleared'));
    } finally {
      stats.reload();
    }
  });
  const note = clear.error ?? cleared;
  return (
    <fieldset>
      <legend>{t('optionsCache')}</legend>
      <label>
        {t('cacheHours')}{' '}
        <input
          id="cache-hours"
          type="number"
          min={0}
          max={MAX_CACHE_HOURS}
          step={1}
          value={value}
          onInput={(e) => setValue(e.currentTarget.value)}
          // A number field changes as it is typed in: it is saved when left (or Enter).
          onChange={(e) => {
            const n = Number(e.currentTarget.value);
            if (e.currentTarget.value !== '' && Number.isFinite(n)) void onSave(Math.min(MAX_CACHE_HOURS, Math.max(0, Math.round(n))));
          }}
        />
      </label>
      <p class="muted small">{t('cacheHint')}</p>
      <div class="row">
        <span data-testid="cache-size">{stats.value ? cacheSizeText(stats.value) : '\u00a0'}</span>
        <button type="button" onClick={() => void clear.run()}>
          {t('clearCache')}
        </button>
      </div>
      {note && <p role="status">{note}</p>}
    </fieldset>
  );
}

/** Sites where double-click does nothing; the list is saved when the field is left. */
function ExcludedSites({ sites, onSave }: { sites: readonly string[]; onSave: (sites: string[]) => Promise<void> }) {
  return (
    <fieldset>
      <legend>{t('optionsExcluded')}</legend>
      <SitesField id="excluded-sites" hint={t('excludedHint')} sites={sites} onSave={onSave} />
    </fieldset>
  );
}

/** Whether PDFs opened in a tab go to Glossa's viewer, and how to let it open files on this computer. */
function PdfDocuments({ open, onSave }: { open: boolean; onSave: (open: boolean) => void }) {
  return (
    <fieldset>
      <legend>{t('pdfOptions')}</legend>
      <label>
        <input type="checkbox" checked={open} onChange={(e) => onSave(e.currentTarget.checked)} /> {t('pdfOptionsOpen')}
      </label>
      <p class="muted small">{t('pdfOptionsExplain')}</p>
      <p class="muted small">{t('pdfOptionsFiles')}</p>
    </fieldset>
  );
}

/** The review's choices: the due count on the toolbar button, and whether looked-up words join. */
function Review({ settings, onSave }: { settings: Settings; onSave: (patch: SettingsPatch) => Promise<void> }) {
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

/** Where "Send to Anki" sends notes: AnkiConnect's address, the deck and the note type. */
function Anki({ settings, onSave }: { settings: Settings; onSave: (patch: SettingsPatch) => Promise<void> }) {
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
