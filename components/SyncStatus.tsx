/**
 * The sync state in one line: pending changes, the last sync, the last error, and "Sync
 * now"; under it, the changes the service refused, each with its reason, its words, and
 * a way to try it again or discard it (they are kept until the user says), and how many
 * changes of the history and the review it refused, and why (they stay in this browser).
 */
import type { RefusedChange, RefusedRecords, SyncNote, SyncStatus } from '../lib/shared/messages/answers';
import { t, tCount } from '../lib/shared/i18n';
import { ask } from '../lib/shared/messages/client';
import { useAction } from './action';

function formatWhen(at: number): string {
  return new Date(at).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });
}

export function SyncLine({ status, onSync, busy }: { status: SyncStatus | undefined; onSync: () => void; busy: boolean }) {
  if (!status) return null;
  return (
    <div class="sync" data-testid="sync-status" aria-live="polite">
      <p class="small">
        {status.pending > 0 ? <span class="warn">{tCount('syncPending', status.pending)}</span> : <span>{t('syncUpToDate')}</span>}
        {' · '}
        <span class="muted">{status.lastSyncAt !== undefined ? t('syncLast', formatWhen(status.lastSyncAt)) : t('syncNever')}</span>
      </p>
      {status.lastError && <p class="error small">{t('syncLastError', status.lastError)}</p>}
      {status.waitingUntil !== undefined && <p class="muted small">{t('syncWaiting', formatWhen(status.waitingUntil))}</p>}
      <button type="button" onClick={onSync} disabled={busy || status.signedOut}>
        {busy ? t('syncing') : t('syncNow')}
      </button>
      {(status.refused || status.refusedRecords) && <RefusedChanges changes={status.refused ?? []} records={status.refusedRecords ?? []} />}
    </div>
  );
}

/** Words shown for one refused change; the rest are counted. */
const WORDS_SHOWN = 10;

function wordsOf(change: RefusedChange): string {
  const words = change.words ?? [];
  const shown = words.slice(0, WORDS_SHOWN).join(', ');
  return words.length > WORDS_SHOWN ? t('refusedMoreWords', shown, words.length - WORDS_SHOWN) : shown;
}

function describe(change: RefusedChange): string {
  switch (change.kind) {
    case 'create':
      return t('refusedCreate', change.listName);
    case 'update':
      return t('refusedUpdate', change.listName);
    case 'delete':
      return t('refusedDelete', change.listName);
    case 'addWords':
      return t('refusedAddWords', change.listName, wordsOf(change));
    case 'removeWords':
      return t('refusedRemoveWords', change.listName, wordsOf(change));
  }
}

function RefusedChanges({ changes, records }: { changes: RefusedChange[]; records: RefusedRecords[] }) {
  // The background announces the new status; the list re-renders from it.
  const { busy, error, run: decide } = useAction((type: 'retryRefused' | 'discardRefused', seq: number) => ask({ type, seq }));

  return (
    <section class="refused" data-testid="refused-changes" aria-labelledby="refused-heading">
      <h3 id="refused-heading" class="small">
        {t('refusedHeading')}
      </h3>
      <ul class="plain">
        {changes.map((change) => (
          <li key={change.seq}>
            <p class="small">{describe(change)}</p>
            <p class="error small">{change.reason}</p>
            {change.kind === 'create' && <p class="muted small">{t('refusedDiscardCreateNote')}</p>}
            <button type="button" disabled={busy} onClick={() => void decide('retryRefused', change.seq)}>
              {t('refusedRetry')}
            </button>{' '}
            <button type="button" disabled={busy} onClick={() => void decide('discardRefused', change.seq)}>
              {t('refusedDiscard')}
            </button>
          </li>
        ))}
        {records.map((kept) => (
          <li key={kept.seq} data-testid="refused-records">
            <p class="small">{tCount('refusedRecords', kept.count)}</p>
            <p class="error small">{kept.reason}</p>
            <button type="button" disabled={busy} onClick={() => void decide('retryRefused', kept.seq)}>
              {t('refusedRetry')}
            </button>{' '}
            <button type="button" disabled={busy} onClick={() => void decide('discardRefused', kept.seq)}>
              {t('refusedRecordsLetBe')}
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p class="error small" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

function noteText(note: SyncNote): string {
  switch (note.kind) {
    case 'renamed':
      return note.keptHere
        ? t('syncNoteRenamedHereKept', note.kept, note.notKept)
        : t('syncNoteRenamedElsewhereKept', note.kept, note.notKept);
    case 'deletedElsewhere':
      return note.words.length > 0
        ? t('syncNoteDeletedWithWords', note.listName, note.words.join(', '))
        : t('syncNoteDeleted', note.listName);
    case 'addedAgainElsewhere':
      return t('syncNoteAddedAgainElsewhere', note.listName, note.words.join(', '));
    case 'removedElsewhere':
      return t('syncNoteRemovedElsewhere', note.listName, note.words.join(', '));
  }
}

/**
 * Changes made elsewhere that met changes made here, and what was kept: each note stays
 * until the reader dismisses it. Words added here to a list deleted elsewhere can be put
 * in a list of the same name again.
 */
export function SyncNotes({ status }: { status: SyncStatus | undefined }) {
  const { busy, error, run } = useAction((work: () => Promise<unknown>) => work());
  const notes = status?.notes ?? [];
  if (notes.length === 0) return null;
  const dismiss = (id: string) => ask({ type: 'dismissSyncNote', id });
  return (
    <section class="sync-notes" data-testid="sync-notes" aria-labelledby="sync-notes-heading">
      <h2 id="sync-notes-heading" class="small">
        {t('syncNotesHeading')}
      </h2>
      <ul class="plain">
        {notes.map((note) => (
          <li key={note.id}>
            <p class="small">{noteText(note)}</p>
            {note.kind === 'deletedElsewhere' && note.words.length > 0 && (
              <button
                type="button"
                disabled={busy}
                onClick={() =>
                  void run(async () => {
                    await ask({ type: 'importList', into: { name: note.listName }, words: note.words });
                    await dismiss(note.id);
                  })
                }
              >
                {t('syncNoteMakeAgain')}
              </button>
            )}{' '}
            <button type="button" disabled={busy} onClick={() => void run(() => dismiss(note.id))}>
              {t('syncNoteDismiss')}
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p class="error small" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
