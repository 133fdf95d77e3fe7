/**
 * The lookup cache: answers of word operations kept in the `cache` table, so a word
 * looked up again costs no call of the user's small hourly budget.
 *
 * - Fresh entries answer at once. Freshness is judged by the *current* TTL setting
 *   (`ttlMs`, a user setting; 0 turns caching off), so changing the setting applies to
 *   entries already stored. A 404 is kept as "not found" for a shorter time.
 * - Expired entries stay until evicted: when the service cannot be asked (offline, a
 *   timeout, over the rate limit, failing) the stale entry is served, marked `stale`.
 * - Concurrent identical calls share one fetch, cached or not.
 * - The table is capped (`maxBytes`); the least recently used entries go first. Uses are
 *   recorded in batches, to the minute, so a hot word costs no write per hit.
 * - A database that fails (cannot open, blocked, throws) is bypassed: answers come from
 *   the network, and the failure is logged once. The database is tried again a minute
 *   later.
 *
 * This module puts the parts together:
 * - cache-key.ts: the key an answer is filed under (`cacheKeyOf`); it refuses the
 *   operations whose answers must never be stored, and keeps credentials out of keys;
 * - freshness.ts: how long an entry is fresh, and when a stale one may answer;
 * - memory-lru.ts: the last entries read or written, kept in memory too;
 * - single-flight.ts: one fetch shared by concurrent identical calls;
 * - entry-table.ts: the entries in the database, with their running size for the cap;
 * - use-log.ts: when entries were last used, written in batches, for the eviction order;
 * - breaker.ts: database calls that may fail or hang, left alone a while after a failure.
 */
import { isApiError } from '../../shared/api/errors';
import { normalizeBaseUrl } from '../../shared/service-identity/service-key';
import type { CacheEntry, GlossaDatabase } from '../store/db';
import { withTimeout } from '../../shared/util/timeout';
import { createBreaker } from './breaker';
import { cacheKeyOf, type CacheKey } from './cache-key';
import { clearEntries, entrySize, evictOverCap, putEntry, readEntry, recordUses, storedKeysOf, tableStats } from './entry-table';
import { answerOf, couldNotAsk, isFresh, lifetimeOf, type CacheResult } from './freshness';
import { createMemoryLru } from './memory-lru';
import { createSingleFlight } from './single-flight';
import { createUseLog } from './use-log';

export interface CacheOptions {
  /** How long an answer is fresh (a user setting); 0 turns caching off. */
  ttlMs: number;
  /** How long a 404 is trusted. Default 10 minutes, never more than `ttlMs`. */
  notFoundTtlMs?: number;
  /** Size cap of the table, in (approximate) bytes. Default 20 MB. */
  maxBytes?: number;
  now?: () => number;
}

export interface LookupCache {
  /**
   * A fresh answer from the cache, or from `fetch` (stored on success or 404); concurrent
   * identical calls share one fetch. When `fetch` fails for a reason that means "could
   * not ask" (ApiError kind network, timeout, rate-limited, server) and a stale entry
   * exists, the stale entry is returned marked stale: true. A 404 (ApiError kind
   * not-found) is answered as `{ status: 404 }`; any other failure is thrown.
   */
  get<T>(key: CacheKey, fetch: () => Promise<T>, options?: GetOptions): Promise<CacheResult<T>>;
  /** What the cache holds for a key, fresh or stale, without fetching or counting as a use. */
  peek<T>(key: CacheKey): Promise<CacheResult<T> | undefined>;
  /** Empties the cache ("clear cache"). Rejects when the database fails. */
  clear(): Promise<void>;
  /** Entries and their approximate size. Rejects when the database fails. */
  stats(): Promise<{ entries: number; bytes: number }>;
  /** When the writes queued so far have ended (answers go back before their write). */
  settled(): Promise<void>;
  setOptions(options: Partial<CacheOptions>): void;
}

const DEFAULT_MAX_BYTES = 20 * 1024 * 1024;
/** How many recently used entries are also kept in memory. */
const RECENT_ENTRIES = 200;

/** A database that does not answer in this time (blocked, hung) counts as failed. */
const DB_TIMEOUT_MS = 3_000;
const DB_TIMEOUT_MESSAGE = `The cache's database did not answer within ${DB_TIMEOUT_MS} ms`;
/** After a failure the database is left alone this long, then tried again. */
const DB_RETRY_MS = 60_000;

// ---------------------------------------------------------------- the cache

type Outcome<T> = { result: CacheResult<T> } | { error: unknown; stale?: CacheEntry };

interface GetOptions {
  allowStale?: boolean;
  /**
   * A lookup from a private window: what it fetches is kept in memory only (gone when the
   * worker stops), never written to the database. It may read what the database holds.
   */
  memoryOnly?: boolean;
}

export function createLookupCache(db: GlossaDatabase, options: CacheOptions): LookupCache {
  let settings = checkOptions(options);
  const now = () => (settings.now ?? Date.now)();
  const flights = createSingleFlight<string, Outcome<unknown>>();
  /** Eviction and the writing of uses, in order; `stats` and `clear` wait for them. */
  let maintenance: Promise<void> = Promise.resolve();
  let evictionQueued = false;
  /** Bumped by `clear`: answers fetched before it are not written after it. */
  let generation = 0;
  /**
   * The last entries read or written, kept in memory: a word looked up again (the bubble
   * reopened, a synonym and back) is answered without an IndexedDB read. The database
   * stays the truth; this only spares reads of what was just seen.
   */
  const recent = createMemoryLru<string, CacheEntry>(RECENT_ENTRIES);
  /**
   * The keys the database holds, read once it first answers: a word never looked up is then
   * known to be a miss without an IndexedDB read, which would wait behind the write of the
   * call before it (a new word's definitions, then its pronunciations). Until they are read,
   * or when they cannot be, a miss asks the database. A key in the set that is not stored
   * costs only that read, so keys join the set before their write and leave it after their
   * deletion.
   */
  let storedKeys: Set<string> | undefined;
  let storedKeysAsked = false;

  const enabled = () => settings.ttlMs > 0;
  const maxBytes = () => settings.maxBytes ?? DEFAULT_MAX_BYTES;

  // ------------------------------------------------------------ database access, guarded

  /** Database calls that may fail or hang: undefined (and logged once) when they do. */
  const breaker = createBreaker({
    now,
    timeoutMs: DB_TIMEOUT_MS,
    timeoutMessage: DB_TIMEOUT_MESSAGE,
    retryMs: DB_RETRY_MS,
    onFirstFailure: (error) => console.warn('Glossa cache: the database failed, so lookups go to the network', error),
  });

  async function read(key: string): Promise<CacheEntry | undefined> {
    const known = recent.get(key);
    if (known) return known;
    if (storedKeys && !storedKeys.has(key)) return undefined;
    const got = await breaker.call(() => readEntry(db, key));
    if (got) readStoredKeys();
    // A record that is not an entry (a corrupt or foreign write) is a miss; it is replaced.
    if (!got?.value) return undefined;
    recent.set(key, got.value);
    return got.value;
  }

  async function write(key: string, cacheKey: CacheKey, status: 200 | 404, data: unknown, at: number, since: number, memoryOnly = false) {
    if (!enabled() || since !== generation) return;
    let json: string;
    try {
      json = status === 200 ? (JSON.stringify(data) ?? '') : '';
    } catch {
      return; // Not serializable: not an answer the client produced.
    }
    const size = entrySize(key, json);
    if (size > maxBytes()) return;
    const entry: CacheEntry = {
      key,
      baseUrl: normalizeBaseUrl(cacheKey.baseUrl),
      operationId: cacheKey.operationId,
      status,
      storedAt: at,
      expiresAt: at + lifetimeOf(status, settings),
      lastUsedAt: at,
      size,
    };
    if (status === 200) entry.data = data;
    recent.set(key, entry);
    if (memoryOnly) return;
    storedKeys?.add(key);
    // The answer goes back at once; the database write follows in the background's queue
    // (a transaction's commit would otherwise add its time to every new lookup). A clear
    // waits for the queue, and a write queued before it is dropped.
    queue(async () => {
      if (since !== generation) return;
      // (Again here: a write asked for before the keys were read is written after they were.)
      storedKeys?.add(key);
      const written = await breaker.call(() => putEntry(db, entry));
      if (written && written.value > maxBytes()) queueEviction();
    });
  }

  // ------------------------------------------------------------ use order and eviction

  /** Uses of entries, for the eviction order; written in batches, in order with eviction. */
  const uses = createUseLog({ now, schedule: queue, write: (batch) => breaker.call(() => recordUses(db, batch)) });

  function queueEviction() {
    if (evictionQueued) return;
    evictionQueued = true;
    queue(async () => {
      evictionQueued = false;
      await evict();
    });
  }

  async function evict() {
    // Recent hits must count before choosing what is least recently used.
    await uses.flush();
    const cap = maxBytes();
    await breaker.call(() =>
      evictOverCap(db, cap, (key) => {
        recent.delete(key);
        storedKeys?.delete(key);
      }),
    );
  }

  function queue(task: () => Promise<void>) {
    maintenance = maintenance.then(task).catch((error: unknown) => breaker.failed(error));
  }

  /** Waits for the queue, and for what its tasks queue meanwhile (the eviction a write asks for). */
  async function drained(): Promise<void> {
    let seen: Promise<void>;
    do {
      seen = maintenance;
      await seen;
    } while (seen !== maintenance);
  }

  /** Reads the stored keys once, in the queue: every write queued after it finds its key in the set. */
  function readStoredKeys() {
    if (storedKeysAsked) return;
    storedKeysAsked = true;
    queue(async () => {
      const keys = await breaker.call(() => storedKeysOf(db));
      if (keys) storedKeys = new Set(keys.value);
      else storedKeysAsked = false;
    });
  }

  // ------------------------------------------------------------ lookups

  /** The shared part of a lookup: read, and on a miss fetch and store. Never rejects. */
  async function lookup<T>(key: string, cacheKey: CacheKey, fetch: () => Promise<T>, memoryOnly: boolean): Promise<Outcome<T>> {
    const since = generation;
    const entry = enabled() ? await read(key) : undefined;
    if (entry && isFresh(entry, now(), settings)) {
      uses.record(key, entry.lastUsedAt);
      return { result: answerOf<T>(entry, false) };
    }
    try {
      const data = await fetch();
      const at = now();
      await write(key, cacheKey, 200, data, at, since, memoryOnly);
      return { result: { data, status: 200, stale: false, storedAt: at } };
    } catch (error) {
      if (isApiError(error, 'not-found')) {
        const at = now();
        await write(key, cacheKey, 404, undefined, at, since, memoryOnly);
        return { result: { status: 404, stale: false, storedAt: at } };
      }
      return { error, stale: entry };
    }
  }

  async function get<T>(cacheKey: CacheKey, fetch: () => Promise<T>, options: GetOptions = {}, rejoined = false): Promise<CacheResult<T>> {
    const key = cacheKeyOf(cacheKey);
    const { promise, joined } = flights.run(key, () => lookup(key, cacheKey, fetch, options.memoryOnly ?? false));
    const outcome = (await promise) as Outcome<T>;
    if ('result' in outcome) return outcome.result;
    // The caller who started the shared fetch cancelled it; this caller did not.
    if (joined && !rejoined && isAbort(outcome.error)) return get(cacheKey, fetch, options, true);
    if ((options.allowStale ?? true) && outcome.stale && couldNotAsk(outcome.error)) {
      uses.record(key, outcome.stale.lastUsedAt);
      return answerOf<T>(outcome.stale, true);
    }
    throw outcome.error;
  }

  return {
    get: (key, fetch, options) => get(key, fetch, options),

    async peek<T>(cacheKey: CacheKey) {
      if (!enabled()) return undefined;
      const entry = await read(cacheKeyOf(cacheKey));
      return entry ? answerOf<T>(entry, !isFresh(entry, now(), settings)) : undefined;
    },

    async clear() {
      recent.clear();
      storedKeys?.clear();
      generation++;
      uses.forget();
      await drained();
      await withTimeout(clearEntries(db), DB_TIMEOUT_MS, DB_TIMEOUT_MESSAGE);
    },

    async settled() {
      await drained();
    },

    async stats() {
      queue(uses.flush);
      await drained();
      return withTimeout(tableStats(db), DB_TIMEOUT_MS, DB_TIMEOUT_MESSAGE);
    },

    setOptions(next) {
      const previousCap = maxBytes();
      settings = checkOptions({ ...settings, ...next });
      if (maxBytes() < previousCap) queueEviction();
    },
  };
}

// ---------------------------------------------------------------- helpers

function checkOptions(options: CacheOptions): CacheOptions {
  const nonNegative = (name: string, value: number | undefined) => {
    if (value !== undefined && !(Number.isFinite(value) && value >= 0)) {
      throw new RangeError(`${name} must be a number of at least 0`);
    }
  };
  nonNegative('ttlMs', options.ttlMs);
  nonNegative('notFoundTtlMs', options.notFoundTtlMs);
  nonNegative('maxBytes', options.maxBytes);
  return { ...options };
}

function isAbort(error: unknown): boolean {
  return isApiError(error, 'aborted') || (error instanceof Error && error.name === 'AbortError');
}
