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
import { isApiError, type ApiError } from '../../shared/api';
import type { GlossaDatabase, OutboxEntry } from '../store/db';
import { backoffDelay } from './backoff';
import { noteBacklog } from './own-changes';
import { askSessionFirst, confirmSession, signedInNow, Stop, type SessionSource, type SignedIn } from './session';
import type { Mirror } from './mirror';
import { refuseAllRecords } from './records-push';
import { nextEntry, refuseEntry } from './refused';
import { dropEntry, EntryGone, sendEntry, type EntryParts, type Outcome } from './send-entry';
import { changeState, readState } from './state';
import type { DrainOptions, DrainResult } from './types';
import { t } from '../../shared/i18n';

/** Refusals that may pass: a proxy's timeout (408), too early (425); they back off like a 5xx. */
const TRANSIENT = new Set([408, 425]);
/** Refusals of the input itself: the entry can never succeed as it is. */
const INVALID = new Set([400, 422]);

const DEFAULT_RATE_LIMIT_WAIT_MS = 60_000;

/** What a drain works with, made once by the engine (what it knows of its own changes lasts as long as it does). */
export interface DrainParts extends EntryParts {
  /** The session, read as each drain starts. */
  sessions: SessionSource;
  /** In [0, 1): the jitter of backoff delays. */
  random: () => number;
}

export async function pendingCount(db: GlossaDatabase, account: string | undefined): Promise<number> {
  return account === undefined ? 0 : db.outbox.where('account').equals(account).count();
}

export async function drainOutbox(parts: DrainParts, options: DrainOptions = {}): Promise<DrainResult> {
  const { mirror, random, backlog } = parts;
  const { db, now, changed } = mirror;
  const session = signedInNow(parts.sessions);
  if (!session) {
    return { sent: 0, dropped: 0, pending: await pendingCount(db, parts.sessions.account()?.account), stopped: 'signed-out' };
  }
  const { account } = session;
  let sent = 0;
  let dropped = 0;
  let refused = 0;
  /** Whether a list's change was sent or dropped: only then may the mirror have changed (records change no list). */
  let listsTouched = false;
  const errors: string[] = [];

  const finish = async (stop?: Stop): Promise<DrainResult> => {
    const pending = await pendingCount(db, account);
    const at = now();
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
          : state.rateLimitedUntil !== undefined && state.rateLimitedUntil > at
            ? state.rateLimitedUntil
            : undefined,
      waitingUntil: stop?.waitingUntil,
      lastError: error ?? (stop || !progressed ? state.lastError : undefined),
      lastSyncAt: !stop && progressed ? at : state.lastSyncAt,
    }));
    if (listsTouched) changed();
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
  if (waitUntil !== undefined && waitUntil > now()) {
    return finish(new Stop('rate-limited', waitUntil, t('syncPaused')));
  }
  noteBacklog(backlog, await db.outbox.where('account').equals(account).toArray());

  for (;;) {
    const entry = await nextEntry(db, account);
    if (!entry?.seq) return finish();
    if (!options.ignoreBackoff && entry.notBefore > now()) {
      return finish(new Stop('backoff', entry.notBefore, entry.lastError ?? t('syncWaitingToRetry')));
    }
    let outcome: Outcome | Stop;
    try {
      outcome = await sendEntry(parts, session, { ...entry, seq: entry.seq });
    } catch (error) {
      if (error instanceof EntryGone) continue;
      outcome = await afterFailure(mirror, random, session, entry, error);
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
async function afterFailure(
  mirror: Pick<Mirror, 'db' | 'now'>,
  random: () => number,
  session: SignedIn,
  entry: OutboxEntry,
  error: unknown,
): Promise<Outcome | Stop> {
  if (error instanceof Stop) return error;
  if (isApiError(error)) {
    if (error.kind === 'rate-limited') {
      const wait = (error.rateLimit?.resetSeconds ?? DEFAULT_RATE_LIMIT_WAIT_MS / 1000) * 1000;
      return new Stop('rate-limited', mirror.now() + Math.max(1000, wait), error.message);
    }
    if (error.kind === 'credentials') {
      if (!askSessionFirst(error)) return new Stop('signed-out', undefined, error.message);
      // Refused something that is not a list (those are handled by onList) with a token that may be good.
      try {
        await confirmSession(session);
      } catch (confirmError) {
        return afterFailure(mirror, random, session, entry, confirmError);
      }
      return refuse(mirror, session.account, entry, error);
    }
    if (error.kind === 'invalid-input' || (error.kind === 'bad-request' && INVALID.has(error.status ?? 400))) {
      return dropEntry(mirror.db, session.account, entry, refusedMessage(entry, error));
    }
    if (error.kind === 'bad-request' && !TRANSIENT.has(error.status ?? 0)) return refuse(mirror, session.account, entry, error);
  }
  // Network, timeout, 5xx, 408, 425, an answer that does not fit, anything unforeseen: try this entry again later.
  const message = error instanceof Error ? error.message : String(error);
  const notBefore = await backOff(mirror, random, entry, message);
  return new Stop('backoff', notBefore, message);
}

async function refuse({ db, now }: Pick<Mirror, 'db' | 'now'>, account: string, entry: OutboxEntry, error: ApiError): Promise<Outcome> {
  const reason = error.serverMessage ?? error.message;
  // Records refused stay in this browser (they are the reader's there), and their changes wait, refused, for the reader to try again.
  if (entry.kind === 'records') {
    await refuseAllRecords(db, account, reason, now());
    return { kind: 'refused', error: t('syncRecordsRefused', reason) };
  }
  await refuseEntry(db, account, entry, reason, now());
  return { kind: 'refused', error: t('syncChangeHeld', entry.kind, reason) };
}

function refusedMessage(entry: OutboxEntry, error: ApiError): string {
  return t('syncChangeRefused', entry.kind, error.serverMessage ?? error.message);
}

async function backOff(
  { db, now }: Pick<Mirror, 'db' | 'now'>,
  random: () => number,
  entry: OutboxEntry,
  message: string,
): Promise<number> {
  const attempts = entry.attempts + 1;
  const notBefore = now() + backoffDelay(attempts, random);
  if (entry.seq !== undefined) await db.outbox.update(entry.seq, { attempts, notBefore, lastError: message });
  return notBefore;
}
