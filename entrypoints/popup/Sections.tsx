/** What the popup shows below its look-up box, once loaded (see App.tsx). */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';
import { useLive } from '../../components/live';
import { stores } from '../../components/stores';
import { followTheme } from '../../components/theme';
import { Account } from './Account';
import { Lists } from './Lists';
import { ReviewLine } from './ReviewLine';
import { MarkHere } from './MarkHere';
import { Service } from './Service';
import { WordOfTheDay } from './WordOfTheDay';

export function Sections() {
  useEffect(() => followTheme(), []);
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
