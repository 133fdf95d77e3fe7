/**
 * The sync engine's durable facts per account, in `meta`: `sync:<account>` holds the
 * status (last sync, last error, waits) and the mark of a list creation whose outcome
 * is unknown; `sync:<account>:seen` holds which version of each list's words the mirror
 * last read. A service worker killed at any point finds them where it left them.
 */
import type { SyncNote } from '../../shared/messages/answers';
import type { GlossaDatabase } from '../store/db';

/** The reader is told of this many resolved conflicts at most; older notes give way. */
const NOTES_KEPT = 20;

/**
 * A list creation (L1) that may have reached the service without an answer reaching
 * us: written before the request is sent, removed once the outcome is known. While it
 * is there, a list of this name created since `since` may be ours (see adopt.ts).
 */
export interface CreationMark {
  /** The outbox entry that creates the list: a `create`, or an `addWords` re-creating a list deleted on the service. */
  seq: number;
  listLocalId: string;
  /** The name sent. */
  name: string;
  /** When the first attempt was sent (engine clock, epoch ms). */
  since: number;
}

export interface SyncState {
  lastSyncAt?: number;
  /** When the service's lists were last read whole (a drain alone does not set it): a view opened after a minute reads them again. */
  lastPullAt?: number;
  /** When a view's opening last asked for a pull (see `freshen`). */
  pullAskedAt?: number;
  lastError?: string;
  /** The service refused the token (401/403); cleared by the next answer that is not a refusal. */
  signedOut?: boolean;
  /** The service answered 429: nothing goes to it before this (engine clock). */
  rateLimitedUntil?: number;
  /** When the last stop said to come back (429, rate gate, backoff), for the status. */
  waitingUntil?: number;
  /** At most one per list. */
  creations?: CreationMark[];
  /** Conflicts resolved, newest last, until the reader dismisses them. */
  notes?: SyncNote[];
}

/** The state with one more note (kept to the newest NOTES_KEPT). */
export function withNote(state: SyncState, note: SyncNote): SyncState {
  return { ...state, notes: [...(state.notes ?? []), note].slice(-NOTES_KEPT) };
}

/** The state without the note of this id. */
export function withoutNote(state: SyncState, id: string): SyncState {
  const notes = state.notes?.filter((note) => note.id !== id);
  return { ...state, notes: notes?.length ? notes : undefined };
}

export function markOf(state: SyncState, listLocalId: string): CreationMark | undefined {
  return state.creations?.find((mark) => mark.listLocalId === listLocalId);
}

/** The state without the marks that match. */
export function withoutMarks(state: SyncState, match: (mark: CreationMark) => boolean): SyncState {
  const creations = state.creations?.filter((mark) => !match(mark));
  return { ...state, creations: creations?.length ? creations : undefined };
}

/** Server list id -> the version of its words the mirror holds (see pull.ts). */
export type SeenVersions = Record<string, string>;

const stateKey = (account: string) => `sync:${account}`;
const seenKey = (account: string) => `sync:${account}:seen`;

export async function readState(db: GlossaDatabase, account: string): Promise<SyncState> {
  const entry = await db.meta.get(stateKey(account));
  return (entry?.value as SyncState | undefined) ?? {};
}

/**
 * Changes the state in one read-modify-write. Inside a caller's transaction that
 * includes `meta` it joins that transaction; otherwise it makes its own.
 */
export async function changeState(db: GlossaDatabase, account: string, change: (state: SyncState) => SyncState): Promise<SyncState> {
  return db.transaction('rw', db.meta, async () => {
    const next = dropUndefined(change(await readState(db, account)));
    await db.meta.put({ key: stateKey(account), value: next });
    return next;
  });
}

export async function readSeen(db: GlossaDatabase, account: string): Promise<SeenVersions> {
  const entry = await db.meta.get(seenKey(account));
  return (entry?.value as SeenVersions | undefined) ?? {};
}

export async function changeSeen(db: GlossaDatabase, account: string, change: (seen: SeenVersions) => SeenVersions): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    await db.meta.put({ key: seenKey(account), value: change({ ...(await readSeen(db, account)) }) });
  });
}

/** Forgets what the mirror read of a list, so the next pull reads its words again. */
export function forgetSeen(db: GlossaDatabase, account: string, permalink: string | undefined): Promise<void> {
  if (permalink === undefined) return Promise.resolve();
  return changeSeen(db, account, (seen) => Object.fromEntries(Object.entries(seen).filter(([id]) => id !== permalink)));
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
