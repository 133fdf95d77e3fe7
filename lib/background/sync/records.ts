/**
 * The reader's records beside the lists — the lookup history, the review's cards and its log
 * of grades — following the reader to every browser signed in to a Glossa server (X7, X8, its
 * own operations). The live service has no place for them: there, and signed out, they stay in
 * each browser, and nothing of them is queued.
 *
 * They go through the lists' outbox, budget and rules:
 * - a change here is an outbox entry (`records`: the kind, the keys and when), durable in
 *   Dexie, pushed at once by the drain in its turn (records-push.ts); what is sent is read when it is sent, so a
 *   word looked up five times offline is one record, and a record gone here is a tombstone;
 * - of two changes to one record the later by the service's clock stays (the server brings
 *   each browser's clock to its own): a history entry looked up later, a card reviewed later
 *   (the one with the later last review), a deletion made later. A grade is never changed,
 *   only added (or taken back by an undo), so the logs are merged grade by grade by id;
 * - a deleted record stays deleted: the server keeps its tombstone, and an older change sent
 *   late by a browser that was offline is not taken (the server answers the later one, which
 *   this browser takes at once);
 * - a pull reads what changed after the cursor of the last one (one call when nothing did),
 *   leaving alone the records changed here and not yet sent: the server judges those when
 *   they arrive.
 */
import { z } from 'zod';
import { isApiError, type models, type RecordKind } from '../../shared/api';
import { BackupCard, BackupGrade } from '../../shared/export/backup';
import type { LookedUpWord } from '../../shared/model/history';
import type { GlossaDatabase, RecordTouch } from '../store/db';
import { askPermit, type SignedIn } from './session';
import { readerId } from './reader-id';
import { measuredOffset, offsetToKeep } from './service-clock';
import type { History } from '../history/history';
import type { Review } from '../review/review';

/** A record from the service, its data checked for its kind; without data, it was deleted. */
type RemoteRecord = { key: string; changedAt: number } & (
  { kind: 'history'; data?: Omit<LookedUpWord, 'key'> } | { kind: 'card'; data?: BackupCard } | { kind: 'grade'; data?: BackupGrade }
);

/** What keeps the records in this browser: the history and the review (see lib/background/start.ts). */
export interface RecordKeeper {
  /** The records of `keys` as they are here now, for `account` (cards and grades are an owner's); absent: deleted here. */
  read(kind: RecordKind, keys: readonly string[], account: string): Promise<Map<string, Record<string, unknown>>>;
  /** Records changed elsewhere, taken here. */
  apply(records: readonly RemoteRecord[], account: string): Promise<void>;
  /** Every record kept here for `account`, and when each last changed: what a first sync sends. */
  all(account: string): Promise<{ kind: RecordKind; touches: RecordTouch[] }[]>;
  /**
   * Whether the service keeps records: a Glossa server does (X5 tells one), the live service
   * does not. Asked before anything is sent or read.
   */
  offered(): Promise<boolean>;
}

/**
 * The keeper over the history and the review: history entries are the browser's (whoever is
 * signed in), cards and grades an owner's.
 */
export function recordKeeper(
  history: Pick<History, 'read' | 'touches' | 'takeRemote'>,
  review: Pick<Review, 'read' | 'touches' | 'takeRemote'>,
  offered: () => Promise<boolean>,
): RecordKeeper {
  return {
    read: async (kind, keys, owner) => (kind === 'history' ? history.read(keys) : review.read(kind, keys, owner)),
    async apply(records, owner) {
      await history.takeRemote(records.flatMap((r) => (r.kind === 'history' ? [r] : [])));
      await review.takeRemote(
        records.flatMap((r) => (r.kind === 'history' ? [] : [r])),
        owner,
      );
    },
    async all(owner) {
      const { cards, grades } = await review.touches(owner);
      return [
        { kind: 'history', touches: await history.touches() },
        { kind: 'card', touches: cards },
        { kind: 'grade', touches: grades },
      ];
    },
    offered,
  };
}

/**
 * What the records' sync works with: the database, the engine's clock, the keeper of the
 * records here (none: they stay here), the account that syncs now (read afresh: it may change
 * while a pull runs), and the status's listener (records change no list, only what waits).
 */
export interface RecordsSync {
  db: GlossaDatabase;
  now: () => number;
  keeper: RecordKeeper | undefined;
  syncing(): string | undefined;
  statusChanged(): void;
}

/** The data of a history entry as it travels (the key travels beside it). */
const HistoryData = z.object({
  headword: z.string().max(300),
  asked: z.string().max(300),
  count: z.number().int().min(1),
  firstAt: z.number().finite().min(0),
  lastAt: z.number().finite().min(0),
  sentence: z.string().max(1000).optional(),
  title: z.string().max(500).optional(),
  url: z.string().max(8000).optional(),
  site: z.string().max(300).optional(),
  definition: z.string().max(1000).optional(),
  attribution: z.string().max(500).optional(),
});

const DATA = { history: HistoryData, card: BackupCard, grade: BackupGrade } as const;

/** Records one outbox entry holds at most (a history cleared is several). */
const RECORDS_PER_ENTRY = 1000;
/** Records read in one call of a pull (X8). */
const RECORDS_PER_READ = 500;

const lane = (kind: RecordKind) => `records:${kind}`;
export const idOf = (kind: string, key: string) => `${kind}\n${key}`;

/** What the sync engine keeps of the records per account, in `meta`. */
interface RecordsState {
  /** The place of the last change read (X8's cursor); absent before the first pull. */
  cursor?: number;
  /** The service answered X7 or X8 with 404 or 405: it keeps no records, whatever it said before. */
  refused?: boolean;
  /** What this browser kept before its first pull was queued for the account. */
  joined?: boolean;
  /** The service has answered X8: it keeps records, even when it cannot be asked now (offline). */
  kept?: boolean;
  /**
   * The changes of the put on its way, as they were sent, until each piece of it landed or was
   * refused: sent again as they were, so with the same keys (records-push.ts).
   */
  sending?: { changes: models.RecordChange[] };
  /** The service's clock minus this browser's, as last measured (service-clock.ts). */
  clockOffsetMs?: number;
}

const stateKey = (account: string) => `records:${account}`;

export async function readRecordsState(db: GlossaDatabase, account: string): Promise<RecordsState> {
  return ((await db.meta.get(stateKey(account)))?.value as RecordsState | undefined) ?? {};
}

async function writeRecordsState(db: GlossaDatabase, account: string, state: RecordsState): Promise<void> {
  await db.meta.put({ key: stateKey(account), value: state });
}

/** Changes the records' state in one read-modify-write. */
export function changeRecordsState(db: GlossaDatabase, account: string, change: (state: RecordsState) => RecordsState): Promise<void> {
  return db.transaction('rw', db.meta, async () => writeRecordsState(db, account, change(await readRecordsState(db, account))));
}

/** Whether the signed-in account's service keeps records. */
export async function offeredFor(db: GlossaDatabase, keeper: RecordKeeper | undefined, account: string): Promise<boolean> {
  if (!keeper) return false;
  const state = await readRecordsState(db, account);
  if (state.refused) return false;
  return state.kept === true || keeper.offered();
}

/** The checked record, or undefined when its data does not fit its kind (it is left out, not taken). */
function checked(record: models.StoredRecord): RemoteRecord | undefined {
  const { kind, key, changedAt } = record;
  if (kind !== 'history' && kind !== 'card' && kind !== 'grade') return undefined;
  if (record.deleted) return { kind, key, changedAt } as RemoteRecord;
  const data = DATA[kind].safeParse(record.data);
  return data.success ? ({ kind, key, changedAt, data: data.data } as RemoteRecord) : undefined;
}

/** The records of the account changed here and not yet sent, by kind and key. */
async function pendingRecords(db: GlossaDatabase, account: string): Promise<Set<string>> {
  const pending = new Set<string>();
  await db.outbox
    .where('account')
    .equals(account)
    .each((entry) => {
      if (entry.kind !== 'records' || !entry.payload.recordKind) return;
      for (const touch of entry.payload.records ?? []) pending.add(idOf(entry.payload.recordKind, touch.key));
    });
  return pending;
}

/** Takes records changed elsewhere, except those changed here since (the server judges those when they arrive). */
export async function take(
  db: GlossaDatabase,
  keeper: RecordKeeper,
  account: string,
  records: readonly models.StoredRecord[],
): Promise<void> {
  if (records.length === 0) return;
  const pending = await pendingRecords(db, account);
  const taken = records.flatMap((record) => {
    const ok = checked(record);
    return ok && !pending.has(idOf(ok.kind, ok.key)) ? [ok] : [];
  });
  if (taken.length > 0) await keeper.apply(taken, account);
}

/**
 * Records changed here, into the outbox of the account they belong to, if it is the one
 * that syncs now (signed out, or on the browser's own lists, nothing is queued: they stay
 * here). Answers whether anything was queued (then a drain sends it).
 */
export async function queueRecords(
  { db, now, keeper, syncing, statusChanged }: RecordsSync,
  kind: RecordKind,
  touches: readonly RecordTouch[],
  account?: string,
): Promise<boolean> {
  const owner = syncing();
  if (owner === undefined || touches.length === 0 || !keeper) return false;
  if (account !== undefined && account !== owner) return false;
  if (!(await offeredFor(db, keeper, owner))) return false;
  const createdAt = now();
  // Dated by the service's clock as known now: a clock set right before they are sent makes them no later.
  const offset = (await readRecordsState(db, owner)).clockOffsetMs ?? 0;
  const dated = touches.map(({ key, at }) => ({ key, at: at + offset }));
  await db.transaction('rw', db.outbox, async () => {
    // Joined to the last entry when it holds records of this kind too: words looked up offline are one change waiting.
    const last = await db.outbox.where('account').equals(owner).last();
    const held = last?.kind === 'records' && last.payload.recordKind === kind && !last.refused ? (last.payload.records ?? []) : undefined;
    if (last?.seq !== undefined && held && held.length + touches.length <= RECORDS_PER_ENTRY) {
      await db.outbox.update(last.seq, { payload: { ...last.payload, records: merged(held, dated) } });
      return;
    }
    await db.outbox.add({
      account: owner,
      kind: 'records',
      listLocalId: lane(kind),
      payload: { recordKind: kind, records: merged([], dated) },
      createdAt,
      attempts: 0,
      notBefore: 0,
    });
  });
  // The count of changes waiting may have changed; no list did.
  statusChanged();
  return true;
}

/** Touches of records, each key once with its latest time. */
export function merged(held: readonly RecordTouch[], touches: readonly RecordTouch[]): RecordTouch[] {
  const latest = new Map(held.map((touch) => [touch.key, touch.at]));
  for (const { key, at } of touches) latest.set(key, Math.max(at, latest.get(key) ?? at));
  return [...latest].map(([key, at]) => ({ key, at }));
}

/** Drops every records entry of the account: the service keeps none (they stay in this browser). */
export async function dropAllRecords(db: GlossaDatabase, account: string): Promise<number> {
  return db.outbox
    .where('account')
    .equals(account)
    .filter((entry) => entry.kind === 'records')
    .delete();
}

/** Keeps the offset between the clocks a read measured (service-clock.ts). */
function keepOffset(db: GlossaDatabase, account: string, measured: number): Promise<void> {
  return changeRecordsState(db, account, (state) => ({ ...state, clockOffsetMs: offsetToKeep(state.clockOffsetMs, measured) }));
}

/**
 * Reads what changed on the service since the last pull (X8, from its cursor: one call when
 * nothing did) and takes it here. The first pull of an account reads everything, then queues
 * every record kept here (once), so that what this browser knew before joins the account (the server
 * keeps the later of each). A service without records (404, 405) is remembered as such.
 */
export async function pullRecords(records: RecordsSync, session: SignedIn): Promise<void> {
  const { account } = session;
  const { db, now, keeper } = records;
  if (!keeper || !(await offeredFor(db, keeper, account))) return;
  const state = await readRecordsState(db, account);
  let cursor = state.cursor ?? 0;
  let restarted = false;
  // Named, so that the service knows how far this browser has read (its tombstones can go once every browser has).
  const client = await readerId(db);
  for (;;) {
    askPermit(session);
    let page: models.RecordsPage;
    try {
      const sentAt = now();
      const answer = await session.client.request('getRecords', { since: cursor, limit: RECORDS_PER_READ, client });
      page = answer.data;
      if (answer.date !== undefined) await keepOffset(db, account, measuredOffset(answer.date, sentAt, now()));
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 405)) {
        await changeRecordsState(db, account, (current) => ({ ...current, refused: true }));
        await dropAllRecords(db, account);
        return;
      }
      throw error;
    }
    // A cursor past the service's last change: its records were made afresh; read them all again.
    if (page.cursor < cursor && !restarted) {
      restarted = true;
      cursor = 0;
      continue;
    }
    await take(db, keeper, account, page.records);
    cursor = page.cursor;
    await changeRecordsState(db, account, (current) => ({ ...current, cursor, kept: true }));
    if (!page.more || page.records.length === 0) break;
  }
  if (!state.joined) {
    for (const { kind, touches } of await keeper.all(account)) {
      for (let i = 0; i < touches.length; i += RECORDS_PER_ENTRY) {
        await queueRecords(records, kind, touches.slice(i, i + RECORDS_PER_ENTRY), account);
      }
    }
    await changeRecordsState(db, account, (current) => ({ ...current, joined: true }));
  }
}
