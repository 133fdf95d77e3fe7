/**
 * Sending one outbox entry (drain.ts sends them in order, and meets their failures): what
 * each kind asks of the service, the list looked at first where it may have changed hands
 * (L4), and what the answer does to the mirror and the outbox.
 */
import { isApiError, type models } from '../../shared/api';
import type { GlossaDatabase, ListRecord, OutboxEntry } from '../store/db';
import { deletedElsewhere, judgeRename, withoutWordsRemovedLater } from './conflicts';
import { noteRemovalsSent, type Backlog, type SentHere } from './own-changes';
import { askPermit, askSessionFirst, confirmSession, type SignedIn } from './session';
import { forgetList, type Mirror } from './mirror';
import { changeKey } from './change-keys';
import { sendWordsInPieces } from './pieces';
import { sendRecords } from './records-push';
import type { RecordsSync } from './records';
import { forgetIfOrphan, recordServiceIds, serviceLostList, settleCreation } from './service-lists';
import { permalinkOf } from './service-reads';
import { changeState, forgetSeen, markOf, readState, withoutMarks, type CreationMark } from './state';
import type { NewListFields } from './types';
import { changeFields, createFields, listFields } from './list-fields';

/** What came of an entry: sent, or dropped or refused (and why); the drain goes on after each. */
export type Outcome = { kind: 'sent' } | { kind: 'dropped' | 'refused'; error?: string };

/** A local change removed the entry while it was being sent: read the head again. */
export class EntryGone extends Error {}

/** What sending an entry may touch: the mirror, what this engine knows of its own changes, and the records' sync. */
export interface EntryParts {
  mirror: Mirror;
  backlog: Backlog;
  sent: SentHere;
  records: RecordsSync;
}

export async function sendEntry(
  { mirror, backlog, sent, records }: EntryParts,
  session: SignedIn,
  entry: OutboxEntry & { seq: number },
): Promise<Outcome> {
  const { db, now } = mirror;
  const { account, client } = session;
  // History entries, review cards and grades: the records waiting go together (records.ts).
  if (entry.kind === 'records') return sendRecords(records, session);
  let list = await db.lists.get(entry.listLocalId);
  if (!list || list.account !== account) return dropEntry(db, account, entry);

  // A creation of this list may have landed unheard: look before anything that depends on it.
  const mark = markOf(await readState(db, account), list.localId);
  if (list.permalink === undefined && mark) list = await settleCreation(mirror, session, list, mark);

  switch (entry.kind) {
    case 'create': {
      // Deleted locally before the service had it: nothing to create (the delete that follows finds nothing to send).
      if (list.permalink === undefined && list.deleted) return dropEntry(db, account, entry);
      if (list.permalink === undefined) await createOnService(mirror, sent, session, entry, list, createFields(entry, list));
      return confirm(db, sent, account, entry);
    }
    case 'update': {
      const permalink = list.permalink;
      if (permalink === undefined) return dropEntry(db, account, entry);
      const renamed = entry.payload.name !== undefined && entry.payload.base !== undefined;
      const seen = await lookAt(session, now, list, renamed);
      if (!seen.ours) return listGone(mirror, account, list, entry);
      let fields = changeFields(entry);
      if (seen.remote && (await judgeRename(mirror, account, list, entry, seen.remote, seen.skewMs))) {
        const { name: _notKept, ...rest } = fields;
        fields = rest;
      }
      if (Object.keys(fields).length === 0) return confirm(db, sent, account, entry);
      askPermit(session);
      const key = await changeKey(db, ['L2', entry.seq, permalink, fields]);
      const done = await onList(session, () => client.updateWordList({ wordListId: permalink, body: fields }, { idempotencyKey: key }));
      if (!done) return listGone(mirror, account, list, entry);
      return confirm(db, sent, account, entry);
    }
    case 'delete': {
      const permalink = list.permalink;
      // Gone (404), not ours (403), or another list at its permalink: ours is gone, which is what was asked.
      if (permalink !== undefined && (await stillOurs(session, now, list))) {
        askPermit(session);
        const key = await changeKey(db, ['L3', entry.seq, permalink]);
        await onList(session, () => client.deleteWordList({ wordListId: permalink }, { idempotencyKey: key }));
      }
      return confirm(db, sent, account, entry);
    }
    case 'addWords': {
      if (list.deleted) return dropEntry(db, account, entry);
      if (!entry.payload.words?.length) return dropEntry(db, account, entry);
      // Words removed elsewhere after this addition was made stay removed (a Glossa server says when).
      if ((await withoutWordsRemovedLater(mirror, backlog, sent, session, list, entry)).length === 0)
        return confirm(db, sent, account, entry);
      const seq = entry.seq;
      const addTo = (wordListId: string) =>
        sendWordsInPieces(db, session, seq, async (words) =>
          client.addWordsToWordList(
            { wordListId, body: words.map((word) => ({ word })) },
            { idempotencyKey: await changeKey(db, ['L5', seq, wordListId, words]) },
          ),
        );
      const known = list.permalink;
      const permalink = known ?? (await createOnService(mirror, sent, session, entry, list, listFields(list)));
      if (!(await onList(session, () => addTo(permalink)))) {
        // Deleted elsewhere (or no longer ours) while these additions waited: it stays
        // deleted, and the reader is told which words went with it.
        if (known !== undefined) return listGone(mirror, account, list, entry);
        // Gone between its creation here and these words: made again from the mirror's fields.
        list = await serviceLostList(db, account, list);
        await addTo(await createOnService(mirror, sent, session, entry, list, listFields(list)));
      }
      return confirm(db, sent, account, entry);
    }
    case 'removeWords': {
      const permalink = list.permalink;
      if (permalink === undefined) return dropEntry(db, account, entry);
      if (!entry.payload.words?.length) return dropEntry(db, account, entry);
      const seq = entry.seq;
      const removed = await onList(session, () =>
        sendWordsInPieces(db, session, seq, async (words) =>
          client.deleteWordsFromWordList(
            { wordListId: permalink, body: words.map((word) => ({ word })) },
            { idempotencyKey: await changeKey(db, ['L7', seq, permalink, words]) },
          ),
        ),
      );
      if (!removed) return listGone(mirror, account, list, entry);
      return confirm(db, sent, account, entry);
    }
  }
}

/**
 * Runs a call about one list: false when the list is gone for us, that is when the
 * service answered 404 (no such list), or 403 while the session is good (A5 answers):
 * the list at that address is someone else's now.
 */
async function onList(session: SignedIn, call: () => Promise<unknown>): Promise<boolean> {
  try {
    await call();
    return true;
  } catch (error) {
    if (isApiError(error, 'not-found')) return false;
    if (askSessionFirst(error)) {
      await confirmSession(session);
      return false;
    }
    throw error;
  }
}

/**
 * Whether the list at our permalink is still ours (L4), checked before it is changed or
 * deleted: the user may have deleted it elsewhere and made another of the same name,
 * which took the permalink. A list whose number was never learnt is taken as ours.
 */
async function stillOurs(session: SignedIn, now: () => number, list: ListRecord): Promise<boolean> {
  return (await lookAt(session, now, list, false)).ours;
}

/**
 * The list as the service has it (L4), and the service's clock then: read when the list's
 * number is known (is it still ours?) or when `always` (a rename to judge).
 */
async function lookAt(
  session: SignedIn,
  now: () => number,
  list: ListRecord,
  always: boolean,
): Promise<{ ours: boolean; remote?: models.WordList; skewMs?: number }> {
  const { permalink, serverId } = list;
  if (permalink === undefined || (serverId === undefined && !always)) return { ours: true };
  let remote: models.WordList | undefined;
  let skewMs: number | undefined;
  askPermit(session);
  const found = await onList(session, async () => {
    const answer = await session.client.request('getWordListById', { wordListId: permalink });
    remote = answer.data;
    if (answer.date !== undefined) skewMs = answer.date - now();
  });
  const ours = found && remote !== undefined && (serverId === undefined || remote.id === serverId);
  return { ours, ...(ours && { remote, skewMs }) };
}

/** A change for a list the service no longer has: deleted elsewhere, it stays deleted (conflicts.ts). */
async function listGone(mirror: Mirror, account: string, list: ListRecord, entry: OutboxEntry): Promise<Outcome> {
  if (entry.seq !== undefined && !(await mirror.db.outbox.get(entry.seq))) throw new EntryGone();
  await deletedElsewhere(mirror, account, list);
  return { kind: 'dropped' };
}

/**
 * Creates the list on the service. The creation mark goes to the database before the
 * request, in a transaction that also checks the entry is still wanted (a local delete
 * may have just removed it), so an answer that never comes can be looked for later.
 */
async function createOnService(
  { db, now }: Pick<Mirror, 'db' | 'now'>,
  sent: SentHere,
  session: SignedIn,
  entry: OutboxEntry,
  list: ListRecord,
  fields: NewListFields,
): Promise<string> {
  const seq = entry.seq;
  if (seq === undefined) throw new EntryGone();
  askPermit(session);
  const marked = await db.transaction('rw', db.outbox, db.meta, async () => {
    if (!(await db.outbox.get(seq))) return false;
    await changeState(db, session.account, (state) => {
      const earlier = markOf(state, list.localId);
      const mark: CreationMark = {
        seq,
        listLocalId: list.localId,
        name: fields.name,
        // The earliest attempt counts: any of them may be the one that landed.
        since: earlier?.since ?? now(),
      };
      return { ...state, creations: [...(state.creations ?? []).filter((m) => m !== earlier), mark] };
    });
    return true;
  });
  if (!marked) throw new EntryGone();
  // One key per list: however often its creation is sent again (an answer lost on the way, a
  // retry by this browser), the service makes it once and answers the first result.
  const created = await session.client.createWordList({ body: fields }, { idempotencyKey: `list-${list.localId}` });
  sent.lists.set(list.localId, now());
  await recordServiceIds(db, session.account, list.localId, created);
  return permalinkOf(created);
}

/** The service confirmed the entry: it leaves the outbox, and what it finished is tidied up. */
async function confirm(db: GlossaDatabase, sent: SentHere, account: string, entry: OutboxEntry): Promise<Outcome> {
  await db.transaction('rw', [db.lists, db.listWords, db.outbox, db.meta], async () => {
    if (entry.seq !== undefined) await db.outbox.delete(entry.seq);
    await changeState(db, account, (state) => withoutMarks(state, (mark) => mark.seq === entry.seq));
    if (entry.kind === 'delete') {
      const list = await db.lists.get(entry.listLocalId);
      await forgetSeen(db, account, list?.permalink);
      await forgetList(db, entry.listLocalId);
    }
    if (entry.kind === 'removeWords') {
      noteRemovalsSent(sent, entry.listLocalId, entry.payload.words ?? []);
      // The removal is done: the words' tombstones are no longer needed (unless re-added since).
      const keys = (entry.payload.words ?? []).map((word) => [entry.listLocalId, word] as [string, string]);
      const records = await db.listWords.bulkGet(keys);
      await db.listWords.bulkDelete(keys.filter((_, i) => records[i]?.removed === true));
    }
  });
  return { kind: 'sent' };
}

/**
 * The entry leaves the outbox without being sent (or after being refused). A create
 * that goes takes its list with it: nothing after it could ever reach the service.
 */
export async function dropEntry(db: GlossaDatabase, account: string, entry: OutboxEntry, error?: string): Promise<Outcome> {
  let message = error;
  await db.transaction('rw', [db.lists, db.listWords, db.outbox, db.meta], async () => {
    if (entry.seq !== undefined) await db.outbox.delete(entry.seq);
    const list = await db.lists.get(entry.listLocalId);
    await changeState(db, account, (state) =>
      withoutMarks(state, (mark) => mark.seq === entry.seq || (entry.kind === 'create' && mark.listLocalId === entry.listLocalId)),
    );
    if (!list || list.account !== account) return;
    if (entry.kind === 'create' && list.permalink === undefined) {
      // The list could never reach the service, nor could anything done to it since.
      if (error) message = `${error}; the list “${list.name}” could not be made there and was removed`;
      await db.outbox.where('listLocalId').equals(list.localId).delete();
      await forgetList(db, list.localId);
      return;
    }
    // The mirror may now differ from the service: the next pull reads this list again.
    await forgetSeen(db, account, list.permalink);
    await forgetIfOrphan(db, list.localId);
  });
  return { kind: 'dropped', ...(message !== undefined && { error: message }) };
}
