/** The signed-in user's lists (A3, from the local mirror) with word counts, and the sync state. */
import { useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import { ask, messageOf } from '../../lib/messages/client';
import { openExtensionPage, pageUrl } from '../../components/page-links';
import { SyncLine } from '../../components/SyncStatus';
import { useLive } from '../../components/use-live';

export function Lists({ signedIn }: { signedIn: boolean }) {
  // The background syncs on its own too, and other pages change lists: it says when.
  const [lists] = useLive('lists', () => ask({ type: 'lists' }), [signedIn]);
  const [status] = useLive('sync', () => ask({ type: 'syncStatus' }), [signedIn]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function syncNow() {
    setBusy(true);
    setError(undefined);
    try {
      await ask({ type: 'syncNow' });
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  if (!signedIn) {
    return (
      <section aria-labelledby="lists-heading">
        <h2 id="lists-heading">{t('listsHeading')}</h2>
        <p class="muted">{t('listsSignedOut')}</p>
      </section>
    );
  }
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
      </div>
      {lists.state === 'failed' && <p class="error">{lists.error}</p>}
      {lists.state === 'loading' && !lists.value && <p class="loading">{t('loading')}</p>}
      {lists.value && all.length === 0 && <p class="muted">{t('listsEmpty')}</p>}
      {all.length > 0 && (
        <ul class="plain lists" data-testid="lists">
          {all.map((list) => (
            <li key={list.localId} class="row">
              <a class="grow" href={pageUrl('/lists.html', `?list=${encodeURIComponent(list.localId)}`)} target="_blank" rel="noopener">
                {list.name}
              </a>
              <span class="muted small">{t('wordCount', list.numberWordsInList)}</span>
              {list.serverId === undefined && <span class="warn small">{t('notYetSynced')}</span>}
            </li>
          ))}
        </ul>
      )}
      <SyncLine status={status.value} onSync={() => void syncNow()} busy={busy} />
      {error && <p class="error">{error}</p>}
    </section>
  );
}
