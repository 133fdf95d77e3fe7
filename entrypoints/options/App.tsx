/**
 * Options: the API key of the service being configured (checked with A4 on save), the service's base URL (asking for host
 * access at run time for a custom one), the dictionaries' order, the lookup trigger, the
 * cache's lifetime and "clear cache", excluded sites, the marks of the reader's words on pages, the theme, and whether PDFs open in Glossa's viewer. Every change is saved
 * at once and the background applies it to the next lookup; nothing needs a reload. Last, the
 * problems: work done on the side that failed; and a link to the privacy page. Each section is a component of its own, beside this file.
 */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';
import type { Settings, SettingsPatch } from '../../lib/shared/settings/settings';
import type { ShownSettings } from '../../lib/shared/messages/answers';
import { ask, messageOf } from '../../lib/shared/messages/client';
import { followTheme } from '../../components/theme';
import { useLive } from '../../components/live';
import { stores } from '../../components/stores';
import { Anki } from './Anki';
import { ApiKey } from './ApiKey';
import { BaseUrl } from './BaseUrl';
import { Cache } from './Cache';
import { ExcludedSites } from './ExcludedSites';
import { LookupTrigger } from './LookupTrigger';
import { Marks } from './Marks';
import { PdfDocuments } from './PdfDocuments';
import { Problems } from './Problems';
import { SenseChoices } from './SenseChoices';
import { Review } from './Review';
import { Shortcut } from './Shortcut';
import { Sources } from './Sources';
import { Theme } from './Theme';
import { Voice } from './Voice';

export function App() {
  // The page's settings are the store the theme follows too (components/stores.ts).
  useEffect(() => followTheme(), []);
  const loaded = useLive(stores.settings);
  const settings = loaded.value;
  const setSettings = (next: ShownSettings) => stores.settings.set(next);
  const [status, setStatus] = useState<{ text: string; error?: boolean }>();

  async function save(patch: SettingsPatch) {
    setStatus(undefined);
    // Shown at once; the background's answer follows (components/live.ts says how quick changes in turn keep their order).
    try {
      const saved = ask({ type: 'updateSettings', patch });
      // The store's value, not this render's: a second change may come before the first is drawn.
      const shown = stores.settings.value;
      await (shown ? stores.settings.change({ ...shown, ...(patch as Partial<Settings>) }, saved) : saved);
      setStatus({ text: t('optionsSaved') });
    } catch (failure) {
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
      <LookupTrigger settings={settings} onSave={save} />
      <Shortcut />
      <PdfDocuments open={settings.openPdfs} onSave={(openPdfs) => save({ openPdfs })} />
      <Cache hours={settings.cacheHours} onSave={(cacheHours) => save({ cacheHours })} />
      <ExcludedSites sites={settings.excludedSites} onSave={(excludedSites) => save({ excludedSites })} />
      <Marks settings={settings} onSave={save} />
      <Review settings={settings} onSave={save} />
      <SenseChoices />
      <Anki settings={settings} onSave={save} />
      <Voice settings={settings} onSave={save} />
      <Theme settings={settings} onSave={save} />
      <Problems />
      {/* A page of the extension (entrypoints/privacy/), so it reads the same offline. */}
      <p>
        <a href="/privacy.html" target="_blank" rel="noopener" data-testid="options-privacy">
          {t('optionsPrivacy')}
        </a>
      </p>
    </main>
  );
}
