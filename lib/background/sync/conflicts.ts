/**
 * Changes made here meeting changes made elsewhere, resolved predictably and told to the
 * reader (a note in the sync status, until dismissed), never lost silently:
 *
 * - a list renamed here and elsewhere: the later rename by the service's clock wins. Ours,
 *   waiting here, is dated when it was made (engine clock, brought to the service's by the
 *   skew of its Date header); theirs by the list's `updatedAt`, that is when it reached the
 *   service (the interface has no field for when a change was made), which the service also
 *   moves when words change: a rename elsewhere followed by new words there counts as that
 *   late, and of two renames made offline the one that reached the service first is dated
 *   by its arrival;
 * - a word removed here while offline, added again elsewhere later: it stays (the pull,
 *   which syncing runs first when changes waited, reads the word's date on the service);
 * - a word added here while offline, removed elsewhere later: it stays removed. Only a
 *   Glossa server says when a word was removed (X6); it is asked before additions that
 *   waited are sent (one call each). Elsewhere (the live service) such a word is added;
 * - a list deleted elsewhere while changes to it waited here: it stays deleted (nothing
 *   deleted comes back from a browser that was offline), and the words added here that
 *   went with it are named in the note.
 */
import { isApiError, type models } from '../../shared/api';
import type { SyncNote } from '../../shared/messages/answers';
import type { ListRecord, OutboxEntry } from '../store/db';
import { askPermit, type SignedIn } from './session';
import { countWords, forgetList, isoAt, type Mirror } from './mirror';
import { removedHere, waited, type SentHere } from './own-changes';
import { changeState, forgetSeen, withNote, withoutMarks } from './state';

type NoteFields = SyncNote extends infer N ? (N extends SyncNote ? Omit<N, 'id' | 'at'> : never) : never;

function noteOf(fields: NoteFields, at: number): SyncNote {
  return { ...fields, id: crypto.randomUUID(), at } as SyncNote;
}

/**
 * A pending rename met the list as the service has it (L4). Answers true when the rename
 * made elsewhere is later, so ours is not sent: the mirror takes their name. Either way a
 * rename made elsewhere is noted. Runs inside no transaction; writes its own.
 */
export async function judgeRename(
  { db, now, changed }: Mirror,
  account: string,
  list: ListRecord,
  entry: OutboxEntry,
  remote: models.WordList,
  skewMs: number | undefined,
): Promise<boolean> {
  const ours = entry.payload.name;
  const theirs = remote.name;
  if (ours === undefined || entry.payload.base === undefined || theirs == null) return false;
  if (theirs === ours || theirs === entry.payload.base) return false;
  const oursAt = entry.createdAt + (skewMs ?? 0);
  const theirsAt = remote.updatedAt ? Date.parse(remote.updatedAt) : Number.NaN;
  const theirsLater = Number.isFinite(theirsAt) && theirsAt > oursAt;
  await db.transaction('rw', db.lists, db.meta, async () => {
    if (theirsLater && (await db.lists.get(list.localId))) await db.lists.update(list.localId, { name: theirs });
    const note = noteOf(
      {
        kind: 'renamed',
        listLocalId: list.localId,
        kept: theirsLater ? theirs : ours,
        notKept: theirsLater ? ours : theirs,
        keptHere: !theirsLater,
      },
      now(),
    );
    await changeState(db, account, (state) => withNote(state, note));
  });
  if (theirsLater) changed();
  return theirsLater;
}

/**
 * The service no longer has a list that it had (a 404 on it): deleted elsewhere. Every
 * change of it still waiting here goes, the list leaves the mirror, and the reader is told
 * which words added here went with it.
 */
export async function deletedElsewhere({ db, now, changed }: Mirror, account: string, list: ListRecord): Promise<void> {
  await db.transaction('rw', [db.lists, db.listWords, db.outbox, db.meta], async () => {
    const waiting = db.outbox.where('listLocalId').equals(list.localId);
    const added = (await waiting.toArray()).flatMap((entry) => (entry.kind === 'addWords' ? (entry.payload.words ?? []) : []));
    await waiting.delete();
    await forgetSeen(db, account, list.permalink);
    const note = noteOf({ kind: 'deletedElsewhere', listName: list.name, words: [...new Set(added)] }, now());
    await changeState(db, account, (state) =>
      withNote(
        withoutMarks(state, (mark) => mark.listLocalId === list.localId),
        note,
      ),
    );
    await forgetList(db, list.localId);
  });
  changed();
}

/**
 * How much later than a removal made here a word's date on the service must be to count as
 * added again elsewhere: the skew is read from the Date header, which counts whole seconds,
 * so a word added a moment before it was removed here could otherwise seem added after.
 */
const SKEW_UNCERTAINTY_MS = 2_000;

/**
 * A pull read a list's words while removals of it waited here: a word the service holds
 * with a date later than the removal was made (added again elsewhere) leaves the removal,
 * and the reader is told. Runs inside the pull's transaction.
 */
export async function keepWordsAddedLater(
  { db, now }: Pick<Mirror, 'db' | 'now'>,
  backlog: ReadonlySet<number>,
  account: string,
  list: ListRecord,
  onService: readonly { word: string; createdAt?: string }[],
  skewMs: number | undefined,
): Promise<void> {
  const addedAt = new Map(onService.flatMap((w) => (w.createdAt ? [[w.word, Date.parse(w.createdAt)] as const] : [])));
  const kept = new Set<string>();
  const entries = await db.outbox.where('listLocalId').equals(list.localId).toArray();
  for (const entry of entries) {
    if (entry.kind !== 'removeWords' || entry.seq === undefined || entry.refused || !waited(entry, backlog, now)) continue;
    const madeAt = entry.createdAt + (skewMs ?? 0);
    const words = entry.payload.words ?? [];
    // Added again here after this removal: the reader's own order of things, sent as it is.
    const readdedHere = (word: string) =>
      entries.some((e) => e.kind === 'addWords' && (e.seq ?? 0) > (entry.seq ?? 0) && e.payload.words?.includes(word));
    const later = words.filter(
      (word) => (addedAt.get(word) ?? Number.NEGATIVE_INFINITY) > madeAt + SKEW_UNCERTAINTY_MS && !readdedHere(word),
    );
    if (later.length === 0) continue;
    for (const word of later) kept.add(word);
    const rest = words.filter((word) => !later.includes(word));
    if (rest.length === 0) await db.outbox.delete(entry.seq);
    else await db.outbox.update(entry.seq, { payload: { ...entry.payload, words: rest } });
  }
  if (kept.size === 0) return;
  const note = noteOf({ kind: 'addedAgainElsewhere', listLocalId: list.localId, listName: list.name, words: [...kept] }, now());
  await changeState(db, account, (state) => withNote(state, note));
}
/** How far before an addition X6 is asked from: past any clock a browser keeps wrong. */
const CLOCKS_APART_MS = 24 * 60 * 60_000;

/**
 * An addition that waited, about to be sent: the words of it removed elsewhere after it
 * was made (X6, on a Glossa server) leave it and the mirror, and the reader is told.
 * Answers the words still to add. A service without X6 (404, 405, any refusal) adds them all.
 */
export async function withoutWordsRemovedLater(
  { db, now, changed }: Mirror,
  backlog: ReadonlySet<number>,
  sent: SentHere,
  session: SignedIn,
  list: ListRecord,
  entry: OutboxEntry & { seq: number },
): Promise<string[]> {
  const words = entry.payload.words ?? [];
  if (!waited(entry, backlog, now) || list.permalink === undefined || words.length === 0) return words;
  // Made on the service by this browser after these additions were made: nothing of them was there to remove.
  if ((sent.lists.get(list.localId) ?? Number.NEGATIVE_INFINITY) > entry.createdAt) return words;
  askPermit(session);
  let removed: models.RemovedWord[];
  let skewMs = 0;
  try {
    const answer = await session.client.request('getRemovedWords', {
      wordListId: list.permalink,
      since: isoAt(entry.createdAt - CLOCKS_APART_MS),
    });
    removed = answer.data;
    if (answer.date !== undefined) skewMs = answer.date - now();
  } catch (error) {
    if (isApiError(error, 'not-found') || isApiError(error, 'bad-request') || isApiError(error, 'credentials')) return words;
    throw error;
  }
  const madeAt = entry.createdAt + skewMs;
  // A removal this browser sent before this addition (both waited) is the reader's own order of things.
  const ownRemoval = (word: string) => removedHere(sent, list.localId, word);
  const later = new Set(removed.filter((r) => Date.parse(r.removedAt) > madeAt && !ownRemoval(r.word)).map((r) => r.word));
  const gone = words.filter((word) => later.has(word));
  if (gone.length === 0) return words;
  const kept = words.filter((word) => !later.has(word));
  await db.transaction('rw', [db.lists, db.listWords, db.outbox, db.meta], async () => {
    if (!(await db.outbox.get(entry.seq))) return;
    await db.outbox.update(entry.seq, { payload: { ...entry.payload, words: kept } });
    await db.listWords.bulkDelete(gone.map((word) => [list.localId, word] as [string, string]));
    await db.lists.update(list.localId, { numberWordsInList: await countWords(db, list.localId) });
    const note = noteOf({ kind: 'removedElsewhere', listLocalId: list.localId, listName: list.name, words: gone }, now());
    await changeState(db, session.account, (state) => withNote(state, note));
  });
  changed();
  return kept;
}
