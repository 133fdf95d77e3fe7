/**
 * The lookup cache's entries in the database: the `cache` table, and beside it in
 * `meta` the running total of the entries' sizes, so the size cap is kept without ever
 * scanning the table at start-up. Every change of the table keeps the total in the same
 * transaction.
 *
 * These calls may fail or hang like any database call; the cache decides what that
 * means (see breaker.ts).
 */
import type { CacheEntry, GlossaDatabase } from '../store/db';

/** The running total of entry sizes, kept beside the entries so start-up never scans them. */
export const CACHE_BYTES_META_KEY = 'cache:bytes';
/** Bytes an entry costs beyond its key and data (fields, indexes), roughly. */
const ENTRY_OVERHEAD = 100;
/** Eviction frees a little more than needed, so the next writes do not evict again at once. */
const EVICT_TO_FRACTION = 0.9;

/** The approximate size of an entry stored under `key` with the answer `json`. */
export function entrySize(key: string, json: string): number {
  return key.length + json.length + ENTRY_OVERHEAD;
}

/** The entry stored under `key`. A record that is not an entry (a corrupt or foreign write) reads as none. */
export async function readEntry(db: GlossaDatabase, key: string): Promise<CacheEntry | undefined> {
  const value = await db.cache.get(key);
  return isEntry(value) ? value : undefined;
}

/** The keys of every entry stored (read once, to tell a miss without a read). */
export async function storedKeysOf(db: GlossaDatabase): Promise<string[]> {
  return (await db.cache.toCollection().primaryKeys()) as string[];
}

/** Stores the entry in place of any under its key; answers the new total. */
export function putEntry(db: GlossaDatabase, entry: CacheEntry): Promise<number> {
  return db.transaction('rw', db.cache, db.meta, async () => {
    const previous = await db.cache.get(entry.key);
    const total = (await totalBytes(db)) - sizeOf(previous) + entry.size;
    await db.cache.put(entry);
    await db.meta.put({ key: CACHE_BYTES_META_KEY, value: total });
    return total;
  });
}

/**
 * When the total is over `cap`, deletes the least recently used entries until it is
 * down to a little under it, telling `forget` each key deleted.
 */
export function evictOverCap(db: GlossaDatabase, cap: number, forget: (key: string) => void): Promise<void> {
  const target = cap * EVICT_TO_FRACTION;
  return db.transaction('rw', db.cache, db.meta, async () => {
    let total = await totalBytes(db);
    if (total <= cap) return;
    const victims: string[] = [];
    await db.cache
      .orderBy('lastUsedAt')
      .until(() => total <= target)
      .each((entry) => {
        victims.push(entry.key);
        total -= sizeOf(entry);
      });
    await db.cache.bulkDelete(victims);
    for (const victim of victims) forget(victim);
    await db.meta.put({ key: CACHE_BYTES_META_KEY, value: Math.max(0, total) });
  });
}

/** Records when entries were last used. Entries deleted meanwhile are simply not updated. */
export function recordUses(db: GlossaDatabase, uses: { key: string; lastUsedAt: number }[]): Promise<number> {
  return db.cache.bulkUpdate(uses.map(({ key, lastUsedAt }) => ({ key, changes: { lastUsedAt } })));
}

/** Deletes every entry. */
export function clearEntries(db: GlossaDatabase): Promise<void> {
  return db.transaction('rw', db.cache, db.meta, async () => {
    await db.cache.clear();
    await db.meta.put({ key: CACHE_BYTES_META_KEY, value: 0 });
  });
}

/** How many entries there are, and their total size. */
export function tableStats(db: GlossaDatabase): Promise<{ entries: number; bytes: number }> {
  return db.transaction('r', db.cache, db.meta, async () => ({ entries: await db.cache.count(), bytes: await totalBytes(db) }));
}

/** The running total; counted from the entries once when it is missing or implausible. Inside a transaction. */
async function totalBytes(db: GlossaDatabase): Promise<number> {
  const stored = (await db.meta.get(CACHE_BYTES_META_KEY))?.value;
  if (typeof stored === 'number' && Number.isFinite(stored) && stored >= 0) return stored;
  let total = 0;
  await db.cache.each((entry) => {
    total += sizeOf(entry);
  });
  return total;
}

function isEntry(value: unknown): value is CacheEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<CacheEntry>;
  return (
    typeof entry.key === 'string' &&
    (entry.status === 404 || (entry.status === 200 && 'data' in entry)) &&
    typeof entry.storedAt === 'number' &&
    Number.isFinite(entry.storedAt)
  );
}

function sizeOf(entry: CacheEntry | undefined): number {
  return entry && typeof entry.size === 'number' && Number.isFinite(entry.size) && entry.size > 0 ? entry.size : 0;
}
