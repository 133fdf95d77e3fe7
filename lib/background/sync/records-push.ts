/**
 * Sending the reader's records (X7) that wait in the outbox (records.ts queues them): the
 * latest change of each, read as it is here when sent, a call's worth at a time, in halves
 * when something on the way finds the body too large (pieces.ts).
 *
 * Nothing the service refuses is let go in silence. A record it will not keep (the account
 * at its cap even after the server compacted it, a record too large even alone, a body it
 * finds invalid) stays in this browser, as it always does, and its change stays in the
 * outbox marked refused, in an entry of its kind kept for refusals: the sync's status counts
 * them and says why, until the reader tries them again or lets them be.
 */
import { isApiError, RECORDS_BODY_MAX_BYTES, type models, type RecordKind } from '../../shared/api';
import type { GlossaDatabase, OutboxEntry, RecordTouch } from '../store/db';
import { t } from '../../shared/i18n';
import type { SignedIn } from './session';
import { sendInPieces } from './pieces';
import { changeKey } from './change-keys';
import {
  changeRecordsState,
  dropAllRecords,
  idOf,
  merged,
  offeredFor,
  readRecordsState,
  take,
  type RecordKeeper,
  type RecordsSync,
} from './records';

/**
 * At most this many records go in one call (X7's bound), and about this much data: a quarter
 * of the body X7 takes, as the data is measured in characters, each up to three bytes of
 * UTF-8, and the records' envelopes come on top.
 */
const RECORDS_PER_CALL = 100;
const BYTES_PER_CALL = RECORDS_BODY_MAX_BYTES / 4;
/** A record's data the server takes (X7): a larger one is kept here as refused. */
const RECORD_MAX_BYTES = 16 * 1024;

/** Refusals of records that will not pass by themselves: the account is full (409), the body is invalid (400, 422). */
const REFUSING = new Set([400, 409, 422]);

/** The lane of a kind's refused records: apart from its own, so that they hold back no later change. */
const refusedLane = (kind: RecordKind) => `records:${kind}:refused`;

/** The outcome of sending records, as the drain counts it. */
export type RecordsOutcome = { kind: 'sent' } | { kind: 'dropped' } | { kind: 'refused'; error: string };

/** One record's change as it is sent: the touch it answers (its `changedAt`) is what leaves the outbox once it lands. */
type Change = models.RecordChange;

/**
 * Sends the records entries waiting (the head of the outbox is one): up to a call's worth of
 * records, each the latest change of its kind and key, read as it is here now. The entries
 * sent leave the outbox; what the server holds later is taken here. Throws what the drain
 * handles (a refusal of the budget, the network, a 429, a lost session).
 */
export async function sendRecords(
  { db, now, keeper }: Pick<RecordsSync, 'db' | 'now' | 'keeper'>,
  session: SignedIn,
): Promise<RecordsOutcome> {
  const { account } = session;
  if (!keeper || !(await offeredFor(db, keeper, account))) {
    await dropAllRecords(db, account);
    return { kind: 'dropped' };
  }
  let refusal: string | undefined;
  const call = await thisCall(db, keeper.read, account);
  if (call.tooLarge.length > 0) {
    refusal = t('syncRecordTooLarge', RECORD_MAX_BYTES / 1024);
    await keepRefused(db, account, call.tooLarge, refusal, now());
  }
  let waiting = call.changes;
  const nowSending = (changes: Change[]) =>
    changeRecordsState(db, account, (state) => ({ ...state, sending: changes.length > 0 ? { changes } : undefined }));
  await nowSending(waiting);
  try {
    const refusedAlone = await sendInPieces(
      session,
      waiting,
      async (piece) => {
        // The key is the changes': each attempt says when it is sent, for the service to bring their times to its clock.
        const idempotencyKey = await changeKey(db, ['X7', piece]);
        // By the service's clock as known now, as the changes were dated (service-clock.ts).
        const offset = (await readRecordsState(db, account)).clockOffsetMs ?? 0;
        return session.client.putRecords({ body: { sentAt: now() + offset, records: piece } }, { idempotencyKey });
      },
      async (piece, answer) => {
        const landed = new Set(piece);
        waiting = waiting.filter((change) => !landed.has(change));
        await nowSending(waiting);
        await forgetSent(db, account, piece);
        await take(db, keeper, account, answer.later);
      },
    );
    for (const { item, error } of refusedAlone) {
      refusal = error.serverMessage ?? error.message;
      await keepRefused(db, account, [item], refusal, now());
    }
    await nowSending([]);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 405)) {
      await changeRecordsState(db, account, (state) => ({ ...state, refused: true, sending: undefined }));
      await dropAllRecords(db, account);
      return { kind: 'dropped' };
    }
    // The network, a 5xx, a 429, the rate gate: what is on its way is sent again as it is.
    if (!isApiError(error) || !REFUSING.has(error.status ?? 0)) throw error;
    // The account holds as many as the service keeps (or the service will not take these): they stay here, and the reader is told.
    refusal = error.serverMessage ?? error.message;
    await keepRefused(db, account, waiting, refusal, now());
    await nowSending([]);
  }
  return refusal === undefined ? { kind: 'sent' } : { kind: 'refused', error: t('syncRecordsRefused', refusal) };
}

/**
 * Every records change waiting for the account is kept as refused, for the reason given: the
 * service refused the records for something that is not about one of them (a 403 while the
 * session is good).
 */
export async function refuseAllRecords(db: GlossaDatabase, account: string, reason: string, at: number): Promise<void> {
  const changes = (await waitingEntries(db, account)).flatMap((entry) => {
    const kind = entry.payload.recordKind;
    return kind ? (entry.payload.records ?? []).map((touch) => ({ kind, key: touch.key, changedAt: touch.at })) : [];
  });
  await keepRefused(db, account, changes, reason, at);
  await changeRecordsState(db, account, (state) => ({ ...state, sending: undefined }));
}

/** The account's records entries not refused: what a call may send. */
function waitingEntries(db: GlossaDatabase, account: string): Promise<OutboxEntry[]> {
  return db.outbox
    .where('account')
    .equals(account)
    .filter((entry) => entry.kind === 'records' && !entry.refused)
    .toArray();
}

/**
 * What this call sends: the changes of the put still on its way, as they were sent (their key
 * then answers what the first attempt did, if it landed unheard), or the next call's changes.
 */
async function thisCall(
  db: GlossaDatabase,
  read: RecordKeeper['read'],
  account: string,
): Promise<{ changes: Change[]; tooLarge: Change[] }> {
  const { sending } = await readRecordsState(db, account);
  if (sending && sending.changes.length > 0) return { changes: sending.changes, tooLarge: [] };
  return nextCall(db, read, account);
}

/**
 * The changes of the next call: the latest of each record, in the order they were first
 * changed, up to a call's worth, each read as it is here now (absent: deleted here, sent as a
 * tombstone); and those whose data is larger than the service keeps.
 */
async function nextCall(
  db: GlossaDatabase,
  read: RecordKeeper['read'],
  account: string,
): Promise<{ changes: Change[]; tooLarge: Change[] }> {
  const latest = new Map<string, { kind: RecordKind; key: string; at: number }>();
  for (const entry of await waitingEntries(db, account)) {
    const kind = entry.payload.recordKind;
    if (!kind) continue;
    for (const touch of entry.payload.records ?? []) {
      const id = idOf(kind, touch.key);
      const before = latest.get(id);
      if (before || latest.size < RECORDS_PER_CALL) latest.set(id, { kind, key: touch.key, at: Math.max(before?.at ?? 0, touch.at) });
    }
  }
  const chosen = [...latest.values()];
  const contents = new Map<string, Record<string, unknown>>();
  for (const kind of new Set(chosen.map((c) => c.kind))) {
    const keys = chosen.filter((c) => c.kind === kind).map((c) => c.key);
    for (const [key, data] of await read(kind, keys, account)) contents.set(idOf(kind, key), data);
  }
  const changes: Change[] = [];
  const tooLarge: Change[] = [];
  let bytes = 0;
  for (const { kind, key, at } of chosen) {
    const data = contents.get(idOf(kind, key));
    const change: Change = { kind, key, changedAt: at, ...(data ? { data } : { deleted: true as const }) };
    const size = data ? JSON.stringify(data).length : 0;
    if (size > RECORD_MAX_BYTES) {
      tooLarge.push(change);
      continue;
    }
    // A later change waits for the next call.
    if (bytes + size > BYTES_PER_CALL && changes.length > 0) break;
    bytes += size;
    changes.push(change);
  }
  return { changes, tooLarge };
}

/** The touches of `changes`, by record: each as of the time it was sent. */
function touchesOf(changes: readonly Change[]): Map<string, number> {
  return new Map(changes.map((change) => [idOf(change.kind, change.key), change.changedAt]));
}

/**
 * The changes sent leave the entries (read again: a change made while they were sent may
 * have joined one, and it stays, being later); an entry left with none leaves the outbox.
 */
async function forgetSent(db: GlossaDatabase, account: string, changes: readonly Change[]): Promise<void> {
  const sent = touchesOf(changes);
  await db.transaction('rw', db.outbox, async () => {
    for (const entry of await waitingEntries(db, account)) {
      const kind = entry.payload.recordKind;
      if (entry.seq === undefined || !kind) continue;
      const held = entry.payload.records ?? [];
      const rest = held.filter((touch) => touch.at > (sent.get(idOf(kind, touch.key)) ?? Number.NEGATIVE_INFINITY));
      if (rest.length === 0) await db.outbox.delete(entry.seq);
      else if (rest.length !== held.length) await db.outbox.update(entry.seq, { payload: { ...entry.payload, records: rest } });
    }
  });
}

/**
 * Changes the service refused leave the entries waiting and join the refused entry of their
 * kind (one per kind, its reason the latest): not sent again until the reader tries them again.
 */
async function keepRefused(db: GlossaDatabase, account: string, changes: readonly Change[], reason: string, at: number): Promise<void> {
  if (changes.length === 0) return;
  await db.transaction('rw', db.outbox, async () => {
    await forgetSent(db, account, changes);
    for (const kind of new Set(changes.map((change) => change.kind))) {
      const touches: RecordTouch[] = changes.filter((change) => change.kind === kind).map(({ key, changedAt }) => ({ key, at: changedAt }));
      const held = await db.outbox
        .where('listLocalId')
        .equals(refusedLane(kind))
        .filter((entry) => entry.account === account && entry.refused !== undefined)
        .first();
      if (held?.seq !== undefined) {
        await db.outbox.update(held.seq, {
          payload: { ...held.payload, records: merged(held.payload.records ?? [], touches) },
          refused: { reason, at },
        });
        continue;
      }
      await db.outbox.add({
        account,
        kind: 'records',
        listLocalId: refusedLane(kind),
        payload: { recordKind: kind, records: merged([], touches) },
        createdAt: at,
        attempts: 0,
        notBefore: 0,
        refused: { reason, at },
      });
    }
  });
}
