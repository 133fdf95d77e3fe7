/**
 * Draining the outbox: strictly in order per account, one entry at a time, each one
 * removed only once the service confirmed it (or it was dropped for a defined reason).
 *
 * Every request asks the rate gate first. What a failure does:
 * - network, timeout, 5xx, 408, 425, an unreadable answer: the entry backs off
 *   (attempts, notBefore, lastError) and the drain stops, since later entries may
 *   depend on it;
 * - 429: the drain stops, and nothing goes to the service before the reset it gave;
 * - 401: signed out; the drain stops, every pending entry is kept. A 403 is asked
 *   about first (A5): only if A5 is refused too is the user signed out; otherwise a
 *   403 about a list means the list is no longer ours (as a 404), and about anything
 *   else the change is refused;
 * - 400, 422 (or input the table refuses): the entry can never succeed; it is dropped,
 *   the error recorded, and the drain goes on;
 * - 413 on words or records: sent again in halves, down to one word or record (pieces.ts);
 * - any other 4xx (409, a word too large even alone …): the change is refused and
 *   kept, with its words, until the user retries or discards it (refused.ts); the list
 *   and its words stay, and the drain goes on with other lists; records refused (the
 *   account full, 409) stay in this browser and their changes wait, refused, likewise
 *   (records-push.ts);
 * - 404: the list was deleted elsewhere, and stays deleted: every change of it waiting
 *   here goes, and the reader is told which words added here went with it (conflicts.ts).
 *   A list now at our permalink with another number (ours was deleted, another made) is
 *   gone too: an update or delete looks (L4) before it is sent;
 * - a rename meeting a rename made elsewhere: the later by the service's clock wins
 *   (conflicts.ts), and the reader is told.
 *
 * Retries are safe: adding (L5), removing (L7), updating (L2) twice leave the same
 * state; a delete answered 404 the second time is done. Each of them carries an
 * idempotency key besides (change-keys.ts: the same request, the same key), so a repeat
 * whose first attempt landed unheard is answered, not made again: a word removed
 * elsewhere in between is not added back by a retry of its addition. Creating (L1) is guarded, see
 * adopt.ts: its mark is written before the request, so even a worker killed while the
 * request was in flight leaves enough behind for the next drain to look before it
 * creates again.
 */
import { isApiError, type ApiError, type models } from '../../shared/api';
import type { ListRecord, OutboxEntry } from '../store/db';
import { backoffDelay } from './backoff';
import { deletedElsewhere, judgeRename, withoutWordsRemovedLater } from './conflicts';
import { noteBacklog, noteRemovalsSent } from './own-changes';
import { askPermit, askSessionFirst, confirmSession, signedInNow, Stop, type SignedIn, type SyncContext } from './context';
import { forgetList } from './mirror';
import { changeKey } from './change-keys';
import { sendWordsInPieces } from './pieces';
import { refuseAllRecords, sendRecords } from './records-push';
import { nextEntry, refuseEntry } from './refused';
import { forgetIfOrphan, recordServiceIds, serviceLostList, settleCreation } from './service-lists';
import { permalinkOf } from './service-reads';
import { changeState, forgetSeen, markOf, readState, withoutMarks, type CreationMark } from './state';
import type { DrainOptions, DrainResult, NewListFields } from './types';
import { changeFields, createFields, listFields } from './list-fields';
import { t } from '../../shared/i18n';

type Outcome = { kind: 'sent' } | { kind: 'dropped' | 'refused'; error?: string };

/** Refusals that may pass: a proxy's timeout (408), too early (425); they back off like a 5xx. */
const TRANSIENT = new Set([408, 425]);
/** Refusals of the input itself: the entry can never succeed as it is. */
const INVALID = new Set([400, 422]);

/** A local change removed the entry while it was being sent: read the head again. */
class EntryGone extends Error {}

const DEFAULT_RATE_LIMIT_WAIT_MS = 60_000;

export async function pendingCount(ctx: SyncContext, account: string | undefined): Promise<number> {
  return account === undefined ? 0 : ctx.db.outbox.where('account').equals(account).count();
}

export async function drainOutbox(ctx: SyncContext, options: DrainOptions = {}): Promise<DrainResult> {
  const session = signedInNow(ctx.deps);
  if (!session) {
    return { sent: 0, dropped: 0, pending: await pendingCount(ctx, ctx.deps.account()?.account), stopped: 'signed-out' };
  }
  const { db } = ctx;
  const { account } = session;
  let sent = 0;
  let dropped = 0;
  let refused = 0;
  /** Whether a list's change was sent or dropped: only then may the mirror have changed (records change no list). */
  let listsTouched = false;
  const errors: string[] = [];

  const finish = async (stop?: Stop): Promise<DrainResult> => {
    const pending = await pendingCount(ctx, account);
    const now = ctx.now();
    // A refusal is an answer too: the session is good.
    const progressed = sent + dropped + refused > 0;
    const error = errors.at(-1) ?? (stop && stop.reason !== 'budget' ? stop.message : undefined);
    await changeState(db, account, (state) => ({
      ...state,
      // Only an answer clears what earlier answers said: a drain with nothing to send knows nothing new.
      signedOut: stop?.reason === 'signed-out' ? true : progressed ? undefined : state.signedOut,
      rateLimitedUntil:
        stop?.reason === 'rate-limited'
          ? stop.waitingUntil
          : state.rateLimitedUntil !== undefined && state.rateLimitedUntil > now
            ? state.rateLimitedUntil
            : undefined,
      waitingUntil: stop?.waitingUntil,
      lastError: error ?? (stop || !progressed ? state.lastError : undefined),
      lastSyncAt: !stop && progressed ? now : state.lastSyncAt,
    }));
    if (listsTouched) ctx.changed();
    return {
      sent,
      dropped,
      pending,
      ...(stop && { stopped: stop.reason }),
      ...(stop?.waitingUntil !== undefined && { waitingUntil: stop.waitingUntil }),
      ...(error !== undefined && { error }),
    };
  };

  const waitUntil = (await readState(db, account)).rateLimitedUntil;
  if (waitUntil !== undefined && waitUntil > ctx.now()) {
    return finish(new Stop('rate-limited', waitUntil, t('syncPaused')));
  }
  noteBacklog(ctx.backlog, await db.outbox.where('account').equals(account).toArray());

  for (;;) {
    const entry = await nextEntry(ctx.db, account);
    if (!entry?.seq) return finish();
    if (!options.ignoreBackoff && entry.notBefore > ctx.now()) {
      return finish(new Stop('backoff', entry.notBefore, entry.lastError ?? t('syncWaitingToRetry')));
    }
    let outcome: Outcome | Stop;
    try {
      outcome = await sendEntry(ctx, session, { ...entry, seq: entry.seq });
    } catch (error) {
      if (error instanceof EntryGone) continue;
      outcome = await afterFailure(ctx, session, entry, error);
    }
    if (outcome instanceof Stop) return finish(outcome);
    if (entry.kind !== 'records') listsTouched = true;
    if (outcome.kind === 'sent') sent++;
    if (outcome.kind === 'dropped') dropped++;
    if (outcome.kind === 'refused') refused++;
    if (outcome.kind !== 'sent' && outcome.error) errors.push(outcome.error);
  }
}

/** What a failed entry comes to: the drain stops (and why), or the entry is dropped or refused and the drain goes on. */
async function afterFailure(ctx: SyncContext, session: SignedIn, entry: OutboxEntry, error: unknown): Promise<Outcome | Stop> {
  if (error instanceof Stop) return error;
  if (isApiError(error)) {
    if (error.kind === 'rate-limited') {
      const wait = (error.rateLimit?.resetSeconds ?? DEFAULT_RATE_LIMIT_WAIT_MS / 1000) * 1000;
      return new Stop('rate-limited', ctx.now() + Math.max(1000, wait), error.message);
    }
    if (error.kind === 'credentials') {
      if (!askSessionFirst(error)) return new Stop('signed-out', undefined, error.message);
      // Refused something that is not a list (those are handled by onList) with a token that may be good.
      try {
        await confirmSession(session);
      } catch (confirmError) {
        return afterFailure(ctx, session, entry, confirmError);
      }
      return refuse(ctx, session.account, entry, error);
    }
    if (error.kind === 'invalid-input' || (error.kind === 'bad-request' && INVALID.has(error.status ?? 400))) {
      return dropEntry(ctx, session.account, entry, refusedMessage(entry, error));
    }
    if (error.kind === 'bad-request' && !TRANSIENT.has(error.status ?? 0)) return refuse(ctx, session.account, entry, error);
  }
  // Network, timeout, 5xx, 408, 425, an answer that does not fit, anything unforeseen: try this entry again later.
  const message = error instanceof Error ? error.message : String(error);
  const notBefore = await backOff(ctx, entry, message);
  return new Stop('backoff', notBefore, message);
}

async function refuse(ctx: SyncContext, account: string, entry: OutboxEntry, error: ApiError): Promise<Outcome> {
  const reason = error.serverMessage ?? error.message;
  // Records refused stay in this browser (they are the reader's there), and their changes wait, refused, for the reader to try again.
  if (entry.kind === 'records') {
    await refuseAllRecords(ctx.db, account, reason, ctx.now());
    return { kind: 'refused', error: t('syncRecordsRefused', reason) };
  }
  await refuseEntry(ctx.db, account, entry, reason, ctx.now());
  return { kind: 'refused', error: t('syncChangeHeld', entry.kind, reason) };
}

function refusedMessage(entry: OutboxEntry, error: ApiError): string {
  return t('syncChangeRefused', entry.kind, error.serverMessage ?? error.message);
}

async function backOff(ctx: SyncContext, entry: OutboxEntry, message: string): Promise<number> {
  const attempts = entry.attempts + 1;
  const notBefore = ctx.now() + backoffDelay(attempts, ctx.random);
  if (entry.seq !== undefined) await ctx.db.outbox.update(entry.seq, { attempts, notBefore, lastError: message });
  return notBefore;
}

// ---------------------------------------------------------------- one entry

async function sendEntry(ctx: SyncContext, session: SignedIn, entry: OutboxEntry & { seq: number }): Promise<Outcome> {
  const { db } = ctx;
  const { account, client } = session;
  // History entries, review cards and grades: the records waiting go together (records.ts).
  if (entry.kind === 'records') return sendRecords(ctx.records, session);
  let list = await db.lists.get(entry.listLocalId);
  if (!list || list.account !== account) return dropEntry(ctx, account, entry);

  // A creation of this list may have landed unheard: look before anything that depends on it.
  const mark = markOf(await readState(db, account), list.localId);
  if (list.permalink === undefined && mark) list = await settleCreation(ctx, session, list, mark);

  switch (entry.kind) {
    case 'create': {
      // Deleted locally before the service had it: nothing to create (the delete that follows finds nothing to send).
      if (list.permalink === undefined && list.deleted) return dropEntry(ctx, account, entry);
      if (list.permalink === undefined) await createOnService(ctx, session, entry, list, createFields(entry, list));
      return confirm(ctx, account, entry);
    }
    case 'update': {
      const permalink = list.permalink;
      if (permalink === undefined) return dropEntry(ctx, account, entry);
      const renamed = entry.payload.name !== undefined && entry.payload.base !== undefined;
      const seen = await lookAt(ctx, session, list, renamed);
      if (!seen.ours) return listGone(ctx, account, list, entry);
      let fields = changeFields(entry);
      if (seen.remote && (await judgeRename(ctx, account, list, entry, seen.remote, seen.skewMs))) {
        const { name: _notKept, ...rest } = fields;
        fields = rest;
      }
      if (Object.keys(fields).length === 0) return confirm(ctx, account, entry);
      askPermit(session);
      const key = await changeKey(db, ['L2', entry.seq, permalink, fields]);
      const done = await onList(ctx, session, () =>
        client.updateWordList({ wordListId: permalink, body: fields }, { idempotencyKey: key }),
      );
      if (!done) return listGone(ctx, account, list, entry);
      return confirm(ctx, account, entry);
    }
    case 'delete': {
      const permalink = list.permalink;
      // Gone (404), not ours (403), or another list at its permalink: ours is gone, which is what was asked.
      if (permalink !== undefined && (await stillOurs(ctx, session, list))) {
        askPermit(session);
        const key = await changeKey(db, ['L3', entry.seq, permalink]);
        await onList(ctx, session, () => client.deleteWordList({ wordListId: permalink }, { idempotencyKey: key }));
      }
      return confirm(ctx, account, entry);
    }
    case 'addWords': {
      if (list.deleted) return dropEntry(ctx, account, entry);
      if (!entry.payload.words?.length) return dropEntry(ctx, account, entry);
      // Words removed elsewhere after this addition was made stay removed (a Glossa server says when).
      if ((await withoutWordsRemovedLater(ctx, ctx.backlog, ctx.sent, session, list, entry)).length === 0)
        return confirm(ctx, account, entry);
      const seq = entry.seq;
      const addTo = (wordListId: string) =>
        sendWordsInPieces(db, session, seq, async (words) =>
          client.addWordsToWordList(
            { wordListId, body: words.map((word) => ({ word })) },
            { idempotencyKey: await changeKey(db, ['L5', seq, wordListId, words]) },
          ),
        );
      const known = list.permalink;
      const permalink = known ?? (await createOnService(ctx, session, entry, list, listFields(list)));
      if (!(await onList(ctx, session, () => addTo(permalink)))) {
        // Deleted elsewhere (or no longer ours) while these additions waited: it stays
        // deleted, and the reader is told which words went with it.
        if (known !== undefined) return listGone(ctx, account, list, entry);
        // Gone between its creation here and these words: made again from the mirror's fields.
        list = await serviceLostList(db, account, list);
        await addTo(await createOnService(ctx, session, entry, list, listFields(list)));
      }
      return confirm(ctx, account, entry);
    }
    case 'removeWords': {
      const permalink = list.permalink;
      if (permalink === undefined) return dropEntry(ctx, account, entry);
      if (!entry.payload.words?.length) return dropEntry(ctx, account, entry);
      const seq = entry.seq;
      const removed = await onList(ctx, session, () =>
        sendWordsInPieces(db, session, seq, async (words) =>
          client.deleteWordsFromWordList(
            { wordListId: permalink, body: words.map((word) => ({ word })) },
            { idempotencyKey: await changeKey(db, ['L7', seq, permalink, words]) },
          ),
        ),
      );
      if (!removed) return listGone(ctx, account, list, entry);
      return confirm(ctx, account, entry);
    }
  }
}

/**
 * Runs a call about one list: false when the list is gone for us, that is when the
 * service answered 404 (no such list), or 403 while the session is good (A5 answers):
 * the list at that address is someone else's now.
 */
async function onList(ctx: SyncContext, session: SignedIn, call: () => Promise<unknown>): Promise<boolean> {
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
async function stillOurs(ctx: SyncContext, session: SignedIn, list: ListRecord): Promise<boolean> {
  return (await lookAt(ctx, session, list, false)).ours;
}

/**
 * The list as the service has it (L4), and the service's clock then: read when the list's
 * number is known (is it still ours?) or when `always` (a rename to judge).
 */
async function lookAt(
  ctx: SyncContext,
  session: SignedIn,
  list: ListRecord,
  always: boolean,
): Promise<{ ours: boolean; remote?: models.WordList; skewMs?: number }> {
  const { permalink, serverId } = list;
  if (permalink === undefined || (serverId === undefined && !always)) return { ours: true };
  let remote: models.WordList | undefined;
  let skewMs: number | undefined;
  askPermit(session);
  const found = await onList(ctx, session, async () => {
    const answer = await session.client.request('getWordListById', { wordListId: permalink });
    remote = answer.data;
    if (answer.date !== undefined) skewMs = answer.date - ctx.now();
  });
  const ours = found && remote !== undefined && (serverId === undefined || remote.id === serverId);
  return { ours, ...(ours && { remote, skewMs }) };
}

/** A change for a list the service no longer has: deleted elsewhere, it stays deleted (conflicts.ts). */
async function listGone(ctx: SyncContext, account: string, list: ListRecord, entry: OutboxEntry): Promise<Outcome> {
  if (entry.seq !== undefined && !(await ctx.db.outbox.get(entry.seq))) throw new EntryGone();
  await deletedElsewhere(ctx, account, list);
  return { kind: 'dropped' };
}

/**
 * Creates the list on the service. The creation mark goes to the database before the
 * request, in a transaction that also checks the entry is still wanted (a local delete
 * may have just removed it), so an answer that never comes can be looked for later.
 */
async function createOnService(
  ctx: SyncContext,
  session: SignedIn,
  entry: OutboxEntry,
  list: ListRecord,
  fields: NewListFields,
): Promise<string> {
  const { db } = ctx;
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
        since: earlier?.since ?? ctx.now(),
      };
      return { ...state, creations: [...(state.creations ?? []).filter((m) => m !== earlier), mark] };
    });
    return true;
  });
  if (!marked) throw new EntryGone();
  // One key per list: however often its creation is sent again (an answer lost on the way, a
  // retry by this browser), the service makes it once and answers the first result.
  const created = await session.client.createWordList({ body: fields }, { idempotencyKey: `list-${list.localId}` });
  ctx.sent.lists.set(list.localId, ctx.now());
  await recordServiceIds(db, session.account, list.localId, created);
  return permalinkOf(created);
}

/** The service confirmed the entry: it leaves the outbox, and what it finished is tidied up. */
async function confirm(ctx: SyncContext, account: string, entry: OutboxEntry): Promise<Outcome> {
  const { db } = ctx;
  await db.transaction('rw', [db.lists, db.listWords, db.outbox, db.meta], async () => {
    if (entry.seq !== undefined) await db.outbox.delete(entry.seq);
    await changeState(db, account, (state) => withoutMarks(state, (mark) => mark.seq === entry.seq));
    if (entry.kind === 'delete') {
      const list = await db.lists.get(entry.listLocalId);
      await forgetSeen(db, account, list?.permalink);
      await forgetList(db, entry.listLocalId);
    }
    if (entry.kind === 'removeWords') {
      noteRemovalsSent(ctx.sent, entry.listLocalId, entry.payload.words ?? []);
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
export async function dropEntry(ctx: SyncContext, account: string, entry: OutboxEntry, error?: string): Promise<Outcome> {
  const { db } = ctx;
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
