/**
 * The word-list sync engine: local-first changes into the mirror and the outbox, the
 * outbox drained to the service in order within the rate budget, and the service's
 * state pulled back with pending changes kept on top.
 *
 * Everything pending lives in Dexie, so an engine made afresh over the same database
 * (a service worker woken again) carries on where the last one stopped. Within one
 * engine, drains and pulls run one at a time: a pull that read the service before a
 * drain confirmed an entry would otherwise write back a state without it.
 */
import { noteBacklog, sentHere, waited, type Backlog } from './own-changes';
import { oneAtATime } from '../one-at-a-time';
import { signedInNow } from './session';
import { drainOutbox, pendingCount, type DrainParts } from './drain';
import { dropEntry } from './send-entry';
import { browserLists } from './browser-lists';
import { localChanges, ownerOf } from './local-changes';
import { createWordReader, readLists, type Mirror } from './mirror';
import { pullService, type PullParts } from './pull';
import { queueRecords, type RecordsSync } from './records';
import { nextEntry, refusedChanges, refusedEntry, refusedRecords, retryEntry } from './refused';
import { changeState, readState, withoutNote } from './state';
import type { OutboxEntry } from '../store/db';
import type { SyncStatus } from '../../shared/messages/answers';
import type { DrainOptions, SyncDeps, SyncEngine } from './types';

export type * from './types';

/** How long a pull stays fresh for a view that opens: readers on two browsers see each other's changes within this. */
export const FRESH_FOR_MS = 60_000;
/**
 * Pulls that views ask for may spend about a tenth of the hour's calls (a pull costs one to
 * three: the lists, the words of a list that changed, and on a Glossa server the records).
 */
const VIEW_PULLS_SHARE = 10;

/**
 * How long a pull stays fresh on a plan of `perHour` calls: a minute, or longer on a plan
 * so small that a pull a minute would take more than its share (100 an hour: 6 minutes).
 */
export function freshFor(perHour: number | undefined): number {
  if (perHour === undefined || perHour <= 0) return FRESH_FOR_MS;
  return Math.max(FRESH_FOR_MS, Math.ceil((3_600_000 * VIEW_PULLS_SHARE) / perHour));
}
export { SyncInputError } from './local-changes';

export function createSyncEngine(deps: SyncDeps): SyncEngine {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  /** Moves on with every change to the mirror: a page of words read before it may be stale. */
  let generation = 0;
  const tellViews = quietly(deps.onChange);
  const mirror: Mirror = {
    db,
    now,
    changed() {
      generation++;
      tellViews();
    },
  };
  const statusChanged = quietly(deps.onStatus);
  const syncing = () => deps.account()?.account;
  const owner = () => ownerOf(deps.account());
  const changes = localChanges(mirror, owner);
  const meeting = browserLists(mirror, changes, syncing, deps.adoptReview);
  const readWords = createWordReader(db, () => generation);

  // What drains and pulls work with, for as long as this engine lives.
  const backlog: Backlog = new Set();
  const records: RecordsSync = { db, now, keeper: deps.records, syncing, statusChanged };
  const drainParts: DrainParts = { sessions: deps, mirror, random: deps.random ?? Math.random, backlog, sent: sentHere(), records };
  const pullParts: PullParts = { sessions: deps, mirror, backlog, records, onListsRefused: deps.onListsRefused };

  const inTurn = oneAtATime();
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = inTurn(work);
    run.then(statusChanged, statusChanged);
    return run;
  }

  /**
   * The user decided about a refused change. The refusal's error is cleared with it: it
   * was answered (the next drain or pull says anew what fails).
   */
  function decide(seq: number, act: (account: string, entry: OutboxEntry) => Promise<unknown>): Promise<SyncStatus> {
    return exclusive(async () => {
      const session = deps.account();
      const entry = session && (await refusedEntry(db, session.account, seq));
      if (session && entry) {
        await act(session.account, entry);
        await changeState(db, session.account, (state) => ({ ...state, lastError: undefined }));
        mirror.changed();
      }
      return status();
    });
  }

  async function status(): Promise<SyncStatus> {
    const session = deps.account();
    if (!session) return { pending: 0, signedOut: true };
    const state = await readState(db, session.account);
    const at = now();
    // The next entry to send: a refused one waits for the user, not for a time.
    const head = await nextEntry(db, session.account);
    const refused = await refusedChanges(db, session.account);
    const refusedKept = await refusedRecords(db, session.account);
    const waits = [state.waitingUntil, state.rateLimitedUntil, head?.notBefore].filter(
      (until): until is number => until !== undefined && until > at,
    );
    return {
      pending: await pendingCount(db, session.account),
      ...(refused.length > 0 && { refused }),
      ...(refusedKept.length > 0 && { refusedRecords: refusedKept }),
      ...(state.lastSyncAt !== undefined && { lastSyncAt: state.lastSyncAt }),
      ...(state.lastError !== undefined && { lastError: state.lastError }),
      ...(state.notes?.length && { notes: state.notes }),
      signedOut: state.signedOut === true || signedInNow(deps) === undefined,
      ...(waits.length > 0 && { waitingUntil: Math.max(...waits) }),
    };
  }

  const syncNow = (options?: DrainOptions) =>
    exclusive(async () => {
      // Changes that waited here (offline) are judged against what happened elsewhere
      // meanwhile: the service is read first, then they are sent.
      const session = deps.account();
      const pending = session ? await db.outbox.where('account').equals(session.account).toArray() : [];
      noteBacklog(backlog, pending);
      if (pending.some((entry) => !entry.refused && waited(entry, backlog, now))) {
        const read = await pullService(pullParts);
        if (read.stopped === 'signed-out' || read.stopped === 'rate-limited' || read.stopped === 'budget') return status();
      }
      const first = await drainOutbox(drainParts, options);
      // Signed out, rate-limited or held back by the gate: a pull would meet the same refusal.
      if (first.stopped === 'signed-out' || first.stopped === 'rate-limited' || first.stopped === 'budget') return status();
      const pulled = await pullService(pullParts);
      if (pulled.ok && first.stopped === undefined) await drainOutbox(drainParts, options);
      return status();
    });

  // Asked for in the state, in one transaction: views opening together (the popup and its
  // lists, say) ask for one sync, and a pull that failed is not tried again by every view
  // opening within the minute.
  async function freshen(): Promise<boolean> {
    const session = deps.account();
    if (!session) return false;
    const fresh = freshFor(deps.budget.budget?.(session.service).hour.limit);
    const recent = (at: number | undefined) => at !== undefined && at <= now() && now() - at < fresh;
    // Most views' reads find a fresh pull: they write nothing.
    const seen = await readState(db, session.account);
    if (recent(seen.lastPullAt) || recent(seen.pullAskedAt)) return false;
    let due = false;
    await changeState(db, session.account, (state) => {
      due = !recent(state.lastPullAt) && !recent(state.pullAskedAt);
      return due ? { ...state, pullAskedAt: now() } : state;
    });
    if (!due) return false;
    // The reader is looking: changes waiting for their backoff go now, as with "Sync now"
    // (at most once a minute; 429 waits and the rate gate still hold).
    await syncNow({ ignoreBackoff: true });
    return true;
  }

  return {
    ...changes,

    // The lists of whoever owns them now: the account that syncs, or this browser.
    lists: () => readLists(db, owner()),

    words: (localId, options) => readWords(owner(), localId, options),

    browserListsOffer: () => meeting.offer(),
    uploadBrowserLists: () => meeting.upload(),
    keepBrowserListsApart: () => meeting.keepApart(),

    drain: (options?: DrainOptions) => exclusive(() => drainOutbox(drainParts, options)),

    pull: () => exclusive(() => pullService(pullParts)),

    syncNow,

    freshen,

    retryRefused: (seq: number) => decide(seq, (_, entry) => retryEntry(db, entry)),

    discardRefused: (seq: number) => decide(seq, (account, entry) => dropEntry(db, account, entry)),

    async dismissNote(id: string) {
      const session = deps.account();
      if (session) await changeState(db, session.account, (state) => withoutNote(state, id));
      statusChanged();
      return status();
    },

    status,

    async recordsChanged(kind, touches, account) {
      if (await queueRecords(records, kind, touches, account))
        void exclusive(() => drainOutbox(drainParts)).catch((error: unknown) => deps.failed?.(error));
    },
  };
}

/** Calls the listener, if any: an observer's failure must not fail a sync. */
function quietly(listener: (() => void) | undefined): () => void {
  return () => {
    try {
      listener?.();
    } catch {
      // A view's listener is not the sync's business.
    }
  };
}
