/**
 * The toolbar popup: a look-up box first, answered in place as the bubble answers; the word
 * of the day as a short card; the account and lists; the pattern search and a random word a
 * step away; the key and its budget only when something needs the user's attention; whether
 * the reader's words are marked on the current tab's site.
 */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';
import { openExtensionPage } from '../../lib/shared/extension-pages';
import { SettleGate, useSettling } from '../../components/settle';
import { LookUp } from './LookUp';

export function App() {
  return (
    <main>
      <header class="row">
        <h1 class="grow">{t('extName')}</h1>
        {/* The viewer asks for the file: a popup closes as soon as a file dialog takes the focus. */}
        <button type="button" class="link small" onClick={() => openExtensionPage('/pdf.html')}>
          {t('pdfChooseFile')}
        </button>
        <button type="button" class="link small" onClick={() => openExtensionPage('/options.html')}>
          {t('openOptions')}
        </button>
      </header>
      <LookUp />
      {/* Shown together once loaded, so none pushes another down as it fills in. */}
      <SettleGate>
        <LaterSections />
      </SettleGate>
    </main>
  );
}

/**
 * The sections below the look-up box, loaded once it has taken focus: their code (the
 * account, lists, word of the day, the stores they read and the settings' theme, which the
 * theme last shown stands in for meanwhile: see components/remembered-theme.ts) is most of the
 * popup's, and a reader who opened the popup to type a word should not wait for it. The gate
 * above keeps them hidden until they have loaded and answered.
 */
function LaterSections() {
  const [sections, setSections] = useState<typeof import('./Sections')>();
  useSettling(!sections);
  useEffect(() => void import('./Sections').then(setSections), []);
  return sections ? <sections.Sections /> : null;
}
