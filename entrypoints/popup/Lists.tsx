/**
 * The word lists with word counts: the signed-in account's (A3, from the local mirror) and
 * the sync state, or, with no account that keeps lists, the browser's own. Where they are
 * kept is said in one line.
 */
import { t, tCount } from '../../lib/shared/i18n';
import { ask } from '../../lib/shared/messages/client';
import { openExtensionPage, pageUrl } from '../../lib/shared/extension-pages';
import { SyncLine, SyncNotes } from '../../components/SyncStatus';
import { BrowserListsOffer, WhereLine } from '../../components/ListsHome';
import { useAction } from '../../components/action';
import { useLive } from '../../components/live';
import { stores } from '../../components/stores';

export function Lists() {
  // The background syncs on its own too, and other pages change lists: it says when.
  const lists = useLive(stores.lists);
  const status = useLive(stores.syncStatus);
  const home = useLive(stores.listsHome);
  const sync = useAction(() => ask({ type: 'syncNow' }));

  const all = lists.value ?? [];
  return (
    <section aria-labelledby="lists-heading" aria-busy={lists.state === 'loading'}>
      <div class="row">
        <h2 id="lists-heading" class="grow">
          {t('listsHeading')}
        </h2>
        <button type="button" class="link" onClick={() => openExtensionPage('/lists.html')}>
          {t('manageLists')}
        </button>
        <button type="button" class="link" onClick={() => openExtensionPage('/lookup-history.html')}>
          {t('keepHistoryLink')}
        </button>
      </div>
      {lists.state === 'failed' && <p class="error">{lists.error}</p>}
      {lists.state === 'loading' && !lists.value && <p class="loading">{t('loading')}</p>}
      {lists.value && all.length === 0 && <p class="muted">{t('listsEmpty')}</p>}
      {all.length > 0 && (
        <ul class="plain lists" data-testid="lists">
          {all.map((list) => (
            <li key={list.localId} class="row">
              <a
                class="grow list-name"
                href={pageUrl('/lists.html', `?list=${encodeURIComponent(list.localId)}`)}
                target="_blank"
                rel="noopener"
                title={list.name}
              >
                {list.name}
              </a>
              <span class="muted small">{tCount('wordCount', list.numberWordsInList)}</span>
              {home.value?.kind === 'account' && list.permalink === undefined && <span class="warn small">{t('notYetSynced')}</span>}
            </li>
          ))}
        </ul>
      )}
      {/* The popup is short: where the lists are kept is said once there are some (the lists page always says it). */}
      {all.length > 0 && <WhereLine home={home.value} />}
      <BrowserListsOffer home={home.value} />
      {home.value?.kind === 'account' && <SyncLine status={status.value} onSync={() => void sync.run()} busy={sync.busy} />}
      {home.value?.kind === 'account' && <SyncNotes status={status.value} />}
      {sync.error && <p class="error">{sync.error}</p>}
    </section>
  );
}
