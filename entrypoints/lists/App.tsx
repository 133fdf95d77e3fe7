/**
 * Word lists: create, rename, describe and delete them (L1–L3), their words sorted and
 * paged (L4, L6), words added and removed (L5, L7), export as CSV or for Anki. Every change
 * goes through the sync engine: it shows at once, works offline, and says what is not synced.
 */
import { useEffect, useState } from 'preact/hooks';
import type { ListType } from '../../lib/shared/api';
import type { ListSummary } from '../../lib/shared/messages/answers';
import { t, tCount } from '../../lib/shared/i18n';
import { ask } from '../../lib/shared/messages/client';
import { pageUrl } from '../../lib/shared/extension-pages';
import { SyncLine, SyncNotes } from '../../components/SyncStatus';
import { BrowserListsOffer, WhereLine } from '../../components/ListsHome';
import { followTheme } from '../../components/theme';
import { useAction } from '../../components/action';
import { useLive } from '../../components/live';
import { stores } from '../../components/stores';
import { ImportList } from './ImportList';
import { Backup } from './Backup';
import { ListView, VisibilityChoice, visibilityName } from './ListView';

function selectedFromUrl(): string | undefined {
  return new URLSearchParams(location.search).get('list') ?? undefined;
}

export function App() {
  useEffect(() => followTheme(), []);
  // Changes made here, in other pages, in the bubble, or by a sync: the background says when.
  const lists = useLive(stores.lists);
  const status = useLive(stores.syncStatus);
  // Another user is announced on every topic: where the lists are kept is read again then.
  const home = useLive(stores.listsHome);
  const synced = home.value?.kind === 'account';
  const [selected, setSelected] = useState<string | undefined>(selectedFromUrl());
  const sync = useAction(() => ask({ type: 'syncNow' }));

  function select(localId: string | undefined) {
    setSelected(localId);
    const url = new URL(location.href);
    if (localId) url.searchParams.set('list', localId);
    else url.searchParams.delete('list');
    history.replaceState(null, '', url);
  }

  const all = lists.value ?? [];
  const current = all.find((l) => l.localId === selected);
  return (
    <main>
      <nav aria-labelledby="lists-nav-heading">
        <h1 id="lists-nav-heading">{t('listsPageHeading')}</h1>
        {synced && <SyncNotes status={status.value} />}
        <p>
          <a href={pageUrl('/review.html')}>{t('reviewOpen')}</a>
        </p>
        {lists.state === 'loading' && !lists.value && <p class="loading">{t('loading')}</p>}
        {lists.state === 'failed' && <p class="error">{lists.error}</p>}
        {lists.value && all.length === 0 && <p class="muted">{t('listsEmpty')}</p>}
        <ul class="plain list-picker" data-testid="list-picker">
          {all.map((list) => (
            <li key={list.localId}>
              <button type="button" aria-current={list.localId === selected} onClick={() => select(list.localId)}>
                <span>{list.name}</span>
                <span class="muted small">
                  {tCount('wordCount', list.numberWordsInList)}
                  {synced && ` · ${visibilityName(list)}`}
                  {synced && list.permalink === undefined && ` · ${t('notYetSynced')}`}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <WhereLine home={home.value} keptHere />
        <BrowserListsOffer home={home.value} />
        <NewList synced={synced} onCreated={(list) => select(list.localId)} />
        <ImportList lists={all} onImported={(list) => select(list.localId)} />
        <Backup />
        {synced && <SyncLine status={status.value} onSync={() => void sync.run()} busy={sync.busy} />}
        {sync.error && <p class="error">{sync.error}</p>}
      </nav>
      <div>
        {current ? (
          <ListView key={current.localId} list={current} synced={synced} onDeleted={() => select(undefined)} />
        ) : (
          <p class="muted">{selected && lists.value ? t('listGone') : t('listPick')}</p>
        )}
      </div>
    </main>
  );
}

function NewList({ synced, onCreated }: { synced: boolean; onCreated: (list: ListSummary) => void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [listType, setListType] = useState<ListType>('PRIVATE');
  const { error, run: create } = useAction(async () => {
    const list = await ask({ type: 'createList', name, description: description || undefined, ...(synced && { listType }) });
    setName('');
    setDescription('');
    setListType('PRIVATE');
    onCreated(list);
  });

  return (
    <section aria-labelledby="new-list-heading">
      <h2 id="new-list-heading">{t('newList')}</h2>
      <form
        class="stack"
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
      >
        <label>
          {t('listName')}
          <input value={name} onInput={(e) => setName(e.currentTarget.value)} />
        </label>
        <label>
          {t('listDescription')}
          <input maxLength={1000} value={description} onInput={(e) => setDescription(e.currentTarget.value)} />
        </label>
        {synced && <VisibilityChoice value={listType} onChange={setListType} />}
        <button type="submit" class="primary">
          {t('createList')}
        </button>
      </form>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
