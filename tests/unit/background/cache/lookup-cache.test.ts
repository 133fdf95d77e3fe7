/**
 * The lookup cache over a real Dexie database (fake IndexedDB): freshness, 404s, the
 * size cap, stale answers when the service cannot be asked, sharing of concurrent
 * fetches, keys and credentials.
 */
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiErrorKind } from '../../../../lib/shared/api';
import { cacheKeyOf, type CacheKey } from '../../../../lib/background/cache/cache-key';
import type { LookupCache } from '../../../../lib/background/cache/lookup-cache';
import { BASE, DAY, DEFS, HOUR, MINUTE, answering, cacheOf, clock, db, definitions, failing } from './support';

describe('freshness', () => {
  it('answers a fresh entry from the cache, and fetches again once it has expired', async () => {
    const cache = cacheOf({ ttlMs: HOUR });
    const fetch = answering(DEFS);
    const stored = clock.t;
    expect(await cache.get(definitions('ruby'), fetch)).toEqual({ data: DEFS, status: 200, stale: false, storedAt: stored });

    clock.t += HOUR - 1;
    expect(await cache.get(definitions('ruby'), fetch)).toEqual({ data: DEFS, status: 200, stale: false, storedAt: stored });
    expect(fetch).toHaveBeenCalledTimes(1);

    clock.t += 1;
    const refetched = await cache.get(definitions('ruby'), answering([{ ...DEFS[0], text: 'new' }]));
    expect(refetched).toMatchObject({ status: 200, stale: false, storedAt: clock.t, data: [{ text: 'new' }] });
    expect(await cache.peek(definitions('ruby'))).toMatchObject({ stale: false, storedAt: clock.t });
  });

  it('judges freshness by the current setting, so changing it applies to what is stored', async () => {
    const cache = cacheOf({ ttlMs: DAY });
    await cache.get(definitions('ruby'), answering(DEFS));
    clock.t += 2 * HOUR;
    cache.setOptions({ ttlMs: HOUR });
    const fetch = answering(DEFS);
    await cache.get(definitions('ruby'), fetch);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps a 404 as "not found" for ten minutes, without throwing', async () => {
    const cache = cacheOf();
    const missing = failing('not-found', 404);
    expect(await cache.get(definitions('xqzv'), missing)).toEqual({ status: 404, stale: false, storedAt: clock.t });
    clock.t += 10 * MINUTE - 1;
    expect(await cache.get(definitions('xqzv'), missing)).toMatchObject({ status: 404, stale: false });
    expect(missing).toHaveBeenCalledTimes(1);
    clock.t += 1;
    const found = answering(DEFS);
    expect(await cache.get(definitions('xqzv'), found)).toMatchObject({ status: 200, data: DEFS });
    expect(found).toHaveBeenCalledTimes(1);
  });

  it('never trusts a 404 longer than the TTL', async () => {
    const cache = cacheOf({ ttlMs: 2 * MINUTE, notFoundTtlMs: HOUR });
    const missing = failing('not-found', 404);
    await cache.get(definitions('xqzv'), missing);
    clock.t += 2 * MINUTE;
    await cache.get(definitions('xqzv'), missing);
    expect(missing).toHaveBeenCalledTimes(2);
  });

  it('throws other errors, and does not keep them', async () => {
    const cache = cacheOf();
    await expect(cache.get(definitions('ruby'), failing('bad-request', 400))).rejects.toMatchObject({ kind: 'bad-request' });
    await expect(cache.get(definitions('ruby'), failing('credentials', 401))).rejects.toMatchObject({ kind: 'credentials' });
    expect(await cache.peek(definitions('ruby'))).toBeUndefined();
    expect(await cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });
});

describe('a TTL of 0 turns caching off', () => {
  it('neither reads nor writes', async () => {
    const cache = cacheOf();
    await cache.get(definitions('ruby'), answering(DEFS));
    cache.setOptions({ ttlMs: 0 });
    const get = vi.spyOn(db.cache, 'get');
    const put = vi.spyOn(db.cache, 'put');
    const fetch = answering(DEFS);
    await cache.get(definitions('ruby'), fetch);
    await cache.get(definitions('opal'), fetch);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(get).not.toHaveBeenCalled();
    expect(put).not.toHaveBeenCalled();
    expect(await cache.peek(definitions('ruby'))).toBeUndefined();
  });

  it('serves nothing stale', async () => {
    const cache = cacheOf();
    await cache.get(definitions('ruby'), answering(DEFS));
    cache.setOptions({ ttlMs: 0 });
    await expect(cache.get(definitions('ruby'), failing('network'))).rejects.toMatchObject({ kind: 'network' });
  });

  it('still shares one fetch among concurrent identical calls', async () => {
    const cache = cacheOf({ ttlMs: 0 });
    const fetch = answering(DEFS);
    const results = await Promise.all(Array.from({ length: 10 }, () => cache.get(definitions('ruby'), fetch)));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(results.every((r) => r.status === 200 && r.data === DEFS)).toBe(true);
  });
});

describe('stale answers when the service cannot be asked', () => {
  async function expired(cache: LookupCache) {
    const stored = clock.t;
    await cache.get(definitions('ruby'), answering(DEFS));
    clock.t += 2 * DAY;
    return stored;
  }

  it.each<ApiErrorKind>(['network', 'timeout', 'rate-limited', 'server'])('serves the stale entry, marked, on %s', async (kind) => {
    const cache = cacheOf();
    const stored = await expired(cache);
    const fetch = failing(kind);
    expect(await cache.get(definitions('ruby'), fetch)).toEqual({ data: DEFS, status: 200, stale: true, storedAt: stored });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('serves a stale 404 too', async () => {
    const cache = cacheOf();
    await cache.get(definitions('xqzv'), failing('not-found', 404));
    clock.t += HOUR;
    expect(await cache.get(definitions('xqzv'), failing('network'))).toMatchObject({ status: 404, stale: true });
  });

  it.each<ApiErrorKind>(['credentials', 'bad-request', 'invalid-response', 'aborted'])(
    'throws on %s: the service was asked, or the caller gave up',
    async (kind) => {
      const cache = cacheOf();
      await expired(cache);
      await expect(cache.get(definitions('ruby'), failing(kind))).rejects.toMatchObject({ kind });
    },
  );

  it('throws when stale answers are not wanted', async () => {
    const cache = cacheOf();
    await expired(cache);
    await expect(cache.get(definitions('ruby'), failing('network'), { allowStale: false })).rejects.toBeInstanceOf(ApiError);
  });

  it('throws when there is nothing stale to serve', async () => {
    const cache = cacheOf();
    await expect(cache.get(definitions('ruby'), failing('network'))).rejects.toMatchObject({ kind: 'network' });
  });

  it('peek shows an expired entry as stale', async () => {
    const cache = cacheOf();
    const stored = await expired(cache);
    expect(await cache.peek(definitions('ruby'))).toEqual({ data: DEFS, status: 200, stale: true, storedAt: stored });
  });
});

describe('concurrent identical calls share one fetch', () => {
  it('ten gets, one fetch, one answer', async () => {
    const cache = cacheOf();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetch = vi.fn(async () => {
      await gate;
      return DEFS;
    });
    const pending = Array.from({ length: 10 }, () => cache.get(definitions('ruby'), fetch));
    release();
    const results = await Promise.all(pending);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(new Set(results.map((r) => r.status === 200 && r.data)).size).toBe(1);
    expect((await cache.stats()).entries).toBe(1);
  });

  it('shares a failure too, and forgets it afterwards', async () => {
    const cache = cacheOf();
    const fetch = failing('server', 503);
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => cache.get(definitions('ruby'), fetch)));
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    const again = answering(DEFS);
    await cache.get(definitions('ruby'), again);
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('does not share across different parameters', async () => {
    const cache = cacheOf();
    const fetch = answering(DEFS);
    await Promise.all([cache.get(definitions('ruby'), fetch), cache.get(definitions('Ruby'), fetch)]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not let one caller’s cancellation fail the others', async () => {
    const cache = cacheOf();
    const cancelled = failing('aborted');
    const first = cache.get(definitions('ruby'), cancelled);
    const second = cache.get(definitions('ruby'), answering(DEFS));
    await expect(first).rejects.toMatchObject({ kind: 'aborted' });
    expect(await second).toMatchObject({ status: 200, data: DEFS });
  });
});

describe('the size cap', () => {
  /** An answer of about 1 kB. */
  const kilobyte = (word: string) => [{ word, text: word.padEnd(1000, '.') }];

  it('evicts the least recently used entries when the table grows past the cap', async () => {
    const cache = cacheOf({ maxBytes: 10_000 });
    for (const word of ['w0', 'w1', 'w2', 'w3', 'w4', 'w5', 'w6']) {
      clock.t += MINUTE;
      await cache.get(definitions(word), answering(kilobyte(word)));
    }
    // Use w0 again: it becomes the most recently used.
    clock.t += MINUTE;
    await cache.get(definitions('w0'), answering([]));
    for (const word of ['w7', 'w8', 'w9']) {
      clock.t += MINUTE;
      await cache.get(definitions(word), answering(kilobyte(word)));
    }

    const stats = await cache.stats();
    expect(stats.bytes).toBeLessThanOrEqual(10_000);
    expect(stats.bytes).toBeGreaterThan(5_000);
    const left = (await db.cache.toArray()).map((entry) => entry.key);
    expect(left).toContain(cacheKeyOf(definitions('w0')));
    expect(left).toContain(cacheKeyOf(definitions('w9')));
    expect(left).not.toContain(cacheKeyOf(definitions('w1')));
    expect(left).not.toContain(cacheKeyOf(definitions('w2')));
    // The running total agrees with the entries.
    const sum = (await db.cache.toArray()).reduce((total, entry) => total + entry.size, 0);
    expect(stats).toEqual({ entries: left.length, bytes: sum });
  });

  it('evicts when the cap is lowered', async () => {
    const cache = cacheOf();
    for (const word of ['a', 'b', 'c', 'd']) {
      clock.t += 1000;
      await cache.get(definitions(word), answering(kilobyte(word)));
    }
    cache.setOptions({ maxBytes: 3_000 });
    const stats = await cache.stats();
    expect(stats.entries).toBe(2);
    expect(await cache.peek(definitions('d'))).toBeDefined();
    expect(await cache.peek(definitions('a'))).toBeUndefined();
  });

  it('does not store an answer larger than the whole cap', async () => {
    const cache = cacheOf({ maxBytes: 500 });
    const fetch = answering(kilobyte('big'));
    expect(await cache.get(definitions('big'), fetch)).toMatchObject({ status: 200 });
    expect(await cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it('records hits in batches, not with a write per hit', async () => {
    const cache = cacheOf();
    await cache.get(definitions('ruby'), answering(DEFS));
    await cache.get(definitions('opal'), answering(DEFS));
    const bulkUpdate = vi.spyOn(db.cache, 'bulkUpdate');
    const put = vi.spyOn(db.cache, 'put');
    for (let i = 0; i < 50; i++) {
      clock.t += 2 * MINUTE;
      await cache.get(definitions(i % 2 ? 'ruby' : 'opal'), answering(DEFS));
    }
    expect(put).not.toHaveBeenCalled();
    expect(bulkUpdate).not.toHaveBeenCalled();
    await cache.stats(); // flushes what is pending
    expect(bulkUpdate).toHaveBeenCalledTimes(1);
    expect((await db.cache.toArray()).map((entry) => entry.lastUsedAt).sort()).toEqual([clock.t - 2 * MINUTE, clock.t]);
  });

  it('records no use of an entry used within the minute', async () => {
    const cache = cacheOf();
    await cache.get(definitions('ruby'), answering(DEFS));
    const bulkUpdate = vi.spyOn(db.cache, 'bulkUpdate');
    for (let i = 0; i < 50; i++) {
      clock.t += 1000;
      await cache.get(definitions('ruby'), answering(DEFS));
    }
    await cache.stats();
    expect(bulkUpdate).not.toHaveBeenCalled();
    expect((await db.cache.toArray())[0]?.lastUsedAt).toBe(clock.t - 50_000);
  });
});

describe('clear()', () => {
  it('empties the cache in one call', async () => {
    const cache = cacheOf();
    await cache.get(definitions('ruby'), answering(DEFS));
    await cache.get(definitions('opal'), answering(DEFS));
    expect((await cache.stats()).entries).toBe(2);
    await cache.clear();
    expect(await cache.stats()).toEqual({ entries: 0, bytes: 0 });
    const fetch = answering(DEFS);
    await cache.get(definitions('ruby'), fetch);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not let an answer fetched before it be written after it', async () => {
    const cache = cacheOf();
    let release!: () => void;
    let fetching!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchStarted = new Promise<void>((resolve) => (fetching = resolve));
    const pending = cache.get(definitions('ruby'), async () => {
      fetching();
      await gate;
      return DEFS;
    });
    await fetchStarted;
    await cache.clear();
    release();
    expect(await pending).toMatchObject({ status: 200, data: DEFS });
    expect(await cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });
});

describe('keys', () => {
  it('do not depend on the order of parameters or on undefined ones', () => {
    expect(cacheKeyOf({ baseUrl: BASE, operationId: 'W4', params: { word: 'ruby', limit: 5, partOfSpeech: undefined } })).toBe(
      cacheKeyOf({ baseUrl: `${BASE}/`, operationId: 'W4', params: { limit: 5, word: 'ruby' } }),
    );
  });

  it('keep the word’s case ("Polish" is not "polish") and lists’ order', () => {
    expect(cacheKeyOf(definitions('Polish'))).not.toBe(cacheKeyOf(definitions('polish')));
    const types = (type: string[]): CacheKey => ({ baseUrl: BASE, operationId: 'W9', params: { word: 'x', type } });
    expect(cacheKeyOf(types(['synonym', 'antonym']))).not.toBe(cacheKeyOf(types(['antonym', 'synonym'])));
  });

  it('are different for different services and operations', () => {
    const key = definitions('ruby');
    expect(cacheKeyOf(key)).not.toBe(cacheKeyOf({ ...key, baseUrl: 'http://127.0.0.1:8080/v4' }));
    expect(cacheKeyOf(key)).not.toBe(cacheKeyOf({ ...key, operationId: 'W7' }));
  });

  it.each([
    ['A1', 'account operation'],
    ['A3', 'account operation'],
    ['L6', 'one signed-in user'],
    ['L1', 'only GET'],
    ['W10', 'expire'],
  ])('refuse %s, whose answers must not be cached', async (operationId, reason) => {
    const key = { baseUrl: BASE, operationId, params: {} };
    expect(() => cacheKeyOf(key)).toThrow(reason);
    const fetch = answering(DEFS);
    await expect(cacheOf().get(key, fetch)).rejects.toBeInstanceOf(TypeError);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('credentials never reach the cache', () => {
  it('leaves credential parameters and credentials in base URLs out of keys and entries', async () => {
    const cache = cacheOf();
    const key: CacheKey = {
      baseUrl: 'https://ann:SECRET-PW@api.wordnik.com/v4/?api_key=SECRET-KEY#frag',
      operationId: 'W4',
      params: { word: 'ruby', api_key: 'SECRET-KEY', auth_token: 'SECRET-TOKEN', Password: 'SECRET-PW', apiKey: 'SECRET-KEY' },
    };
    expect(cacheKeyOf(key)).toBe(cacheKeyOf({ baseUrl: BASE, operationId: 'W4', params: { word: 'ruby' } }));
    expect(cacheKeyOf(key)).not.toContain('SECRET');

    await cache.get(key, answering(DEFS));
    await cache.get(definitions('opal'), failing('not-found', 404));
    const everything = JSON.stringify([await db.cache.toArray(), await db.meta.toArray()]);
    expect(everything).toContain('ruby');
    expect(everything).not.toContain('SECRET');
    expect(everything).not.toMatch(/api_key|auth_token|password/i);
  });
});

describe('a new word', () => {
  it('is known as a miss without reading the database, once the database has answered; a stored word is still read', async () => {
    const cache = cacheOf();
    await cache.get(definitions('ruby'), answering(DEFS));
    await cache.settled();
    const reads = vi.spyOn(db.cache, 'get');
    // By the time the service is asked, nothing was read: the database holds no such key.
    const fetch = vi.fn(async () => {
      expect(reads).not.toHaveBeenCalled();
      return DEFS;
    });
    expect(await cache.get(definitions('opal'), fetch)).toMatchObject({ status: 200, data: DEFS });
    expect(fetch).toHaveBeenCalledTimes(1);
    await cache.settled();

    // A worker started again reads the database for what it holds, and knows its keys again.
    const restarted = cacheOf();
    const again = answering([]);
    expect(await restarted.get(definitions('opal'), again)).toMatchObject({ status: 200, data: DEFS });
    expect(await restarted.get(definitions('ruby'), again)).toMatchObject({ status: 200, data: DEFS });
    expect(again).not.toHaveBeenCalled();
  });
});

describe('a lookup from a private window', () => {
  it('is answered again from memory, and never written to the database; a later cache read in a new worker does not find it', async () => {
    const cache = cacheOf({ ttlMs: HOUR });
    const fetch = answering(DEFS);
    expect(await cache.get(definitions('ruby'), fetch, { memoryOnly: true })).toMatchObject({ data: DEFS, status: 200 });
    expect(await cache.get(definitions('ruby'), fetch, { memoryOnly: true })).toMatchObject({ data: DEFS, status: 200 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await db.cache.count()).toBe(0);
    // A 404 too.
    await cache.get(definitions('zzxq'), failing('not-found'), { memoryOnly: true });
    expect(await db.cache.count()).toBe(0);
    // A restarted worker (a new cache over the same database) knows nothing of them.
    expect(await cacheOf({ ttlMs: HOUR }).peek(definitions('ruby'))).toBeUndefined();
  });

  it('may read what the database already holds', async () => {
    const earlier = cacheOf({ ttlMs: HOUR });
    await earlier.get(definitions('ruby'), answering(DEFS));
    await earlier.settled();
    const fetch = answering(DEFS);
    expect(await cacheOf({ ttlMs: HOUR }).get(definitions('ruby'), fetch, { memoryOnly: true })).toMatchObject({ data: DEFS });
    expect(fetch).not.toHaveBeenCalled();
  });
});
