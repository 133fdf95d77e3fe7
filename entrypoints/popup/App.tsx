/**
 * The toolbar popup: a look-up box first, answered in place as the bubble answers; the word
 * of the day as a short card; the account and lists; the pattern search and a random word a
 * step away; the key and its budget only when something needs the user's attention; whether
 * the reader's words are marked on the current tab's site.
 */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';
import { openExtensionPage } from '../../lib/shared/extension-pages';
import { SettleGate } from '../../components/settle';
import { followTheme } from '../../components/theme';
import { useLive } from '../../components/live';
import { stores } from '../../components/stores';
import { Account } from './Account';
import { Lists } from './Lists';
import { ReviewLine } from './ReviewLine';
import { LookUp } from './LookUp';
import { MarkHere } from './MarkHere';
import { Service } from './Service';
import { WordOfTheDay } from './WordOfTheDay';

export function App() {
  useEffect(() => followTheme(), []);
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
        <Sections />
      </SettleGate>
    </main>
  );
}

function Sections() {
  const account = useLive(stores.account);
  return (
    <>
      <WordOfTheDay />
      <Account account={account.value} />
      {account.state === 'failed' && <p class="error">{account.error}</p>}
      <ReviewLine />
      <Lists key={account.value?.username ?? ''} />
      <FindWords />
      <Service />
      <MarkHere />
    </>
  );
}

/**
 * The pattern search and a random word, loaded when first opened: the search reads its filters
 * from the operation table, which the rest of the popup does without (about 100 kB it would
 * otherwise load before the look-up box could take focus).
 */
function FindWords() {
  const [search, setSearch] = useState<typeof import('./Search')>();
  return (
    <details class="find-words" onToggle={(event) => event.currentTarget.open && !search && void import('./Search').then(setSearch)}>
      <summary>{t('findWordsSummary')}</summary>
      {search && <search.Search />}
    </details>
  );
}
