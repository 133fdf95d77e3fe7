/** The lookup cache over a database that fails: it cannot open, is blocked, or throws; no lookup hangs. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheKeyOf } from '../../../../lib/background/cache/cache-key';
import { CACHE_BYTES_META_KEY } from '../../../../lib/background/cache/entry-table';
import { openDatabase, type GlossaDatabase } from '../../../../lib/background/store/db';
import { DEFS, answering, cacheOf, clock, db, definitions, failing, uniqueName } from './support';

describe('a database that fails', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('that cannot be opened: answers come from the network and are kept in memory while the worker lives, logged once', async () => {
    const broken = await unopenableDatabase();
    const cache = cacheOf({}, broken);
    const fetch = answering(DEFS);
    expect(await cache.get(definitions('ruby'), fetch)).toMatchObject({ status: 200, data: DEFS, stale: false });
    expect(await cache.get(definitions('ruby'), fetch)).toMatchObject({ status: 200, data: DEFS });
    expect(await cache.get(definitions('xqzv'), failing('not-found', 404))).toMatchObject({ status: 404 });
    expect(await cache.peek(definitions('ruby'))).toMatchObject({ data: DEFS });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    await expect(cache.clear()).rejects.toThrow();
  });

  it('whose open is blocked by another connection: no lookup hangs', async () => {
    const { database, holder } = await blockedDatabase();
    const cache = cacheOf({}, database);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetch = answering(DEFS);
    const first = cache.get(definitions('ruby'), fetch);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await first).toMatchObject({ status: 200, data: DEFS });
    // Once failed, the database is left alone: the next lookup does not wait at all.
    expect(await cache.get(definitions('opal'), fetch)).toMatchObject({ status: 200 });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(1);
    holder.close();
    database.close();
  });

  it('whose reads and writes throw: answers come from the network, and it is tried again later', async () => {
    // An answer stored by a worker that has since stopped: reading it asks the database.
    const earlier = cacheOf();
    await earlier.get(definitions('opal'), answering(DEFS));
    await earlier.settled();
    const cache = cacheOf();
    const quota = Object.assign(new Error('The quota has been exceeded'), { name: 'QuotaExceededError' });
    const transaction = vi.spyOn(db, 'transaction').mockRejectedValueOnce(quota);
    const fetch = answering(DEFS);
    expect(await cache.get(definitions('ruby'), fetch)).toMatchObject({ status: 200 });
    // The write follows the answer, in the background's queue.
    await vi.waitFor(() => expect(transaction).toHaveBeenCalledTimes(1));

    vi.spyOn(db.cache, 'get').mockRejectedValueOnce(new Error('corrupt'));
    clock.t += 61_000;
    expect(await cache.get(definitions('opal'), fetch)).toMatchObject({ status: 200 });
    expect(fetch).toHaveBeenCalledTimes(2);

    // A minute after the last failure the database is used again: a new answer is written.
    clock.t += 61_000;
    await cache.get(definitions('jade'), fetch);
    expect(fetch).toHaveBeenCalledTimes(3);
    await cache.stats();
    expect(await db.cache.get(cacheKeyOf(definitions('jade')))).toBeDefined();
    expect(await db.cache.get(cacheKeyOf(definitions('ruby')))).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('holding a record that is not an entry: treated as a miss and replaced', async () => {
    const cache = cacheOf();
    const key = cacheKeyOf(definitions('ruby'));
    await db.cache.put({ key, garbage: true } as never);
    await db.meta.put({ key: CACHE_BYTES_META_KEY, value: 'not a number' });
    const fetch = answering(DEFS);
    expect(await cache.get(definitions('ruby'), fetch)).toMatchObject({ status: 200, data: DEFS });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await cache.peek(definitions('ruby'))).toMatchObject({ data: DEFS });
    const stats = await cache.stats();
    expect(stats.entries).toBe(1);
    expect(stats.bytes).toBeGreaterThan(0);
  });
});

/** A database Glossa cannot open: one of the same name exists at a newer version. */
async function unopenableDatabase(): Promise<GlossaDatabase> {
  const name = uniqueName('newer');
  const connection = await rawOpen(name, 999);
  connection.close();
  return openDatabase(name);
}

/** A database whose open waits forever: an older connection ignores the request to close. */
async function blockedDatabase(): Promise<{ database: GlossaDatabase; holder: IDBDatabase }> {
  const name = uniqueName('blocked', false);
  const holder = await rawOpen(name, 1);
  holder.onversionchange = () => undefined;
  return { database: openDatabase(name), holder };
}

function rawOpen(name: string, version: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, version);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('open failed'));
  });
}
