/** The lookup cache's tests share this: a fresh Dexie database per test, a clock, and fetches that answer or fail. */
import { afterEach, beforeEach, vi } from 'vitest';
import { ApiError, type ApiErrorKind } from '../../../../lib/shared/api';
import type { CacheKey } from '../../../../lib/background/cache/cache-key';
import { createLookupCache, type CacheOptions, type LookupCache } from '../../../../lib/background/cache/lookup-cache';
import { openDatabase, type GlossaDatabase } from '../../../../lib/background/store/db';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const BASE = 'https://api.wordnik.com/v4';

/** The cache's clock: tests move `clock.t` forward. */
export const clock = { t: 0 };
const now = () => clock.t;
/** The database of the running test. */
export let db: GlossaDatabase;
let names: string[] = [];
/** The caches made in the running test: their writes, queued after each answer, end before the database closes. */
let caches: LookupCache[] = [];
let counter = 0;

/** A database name no other test uses; unless told otherwise it is deleted after the test. */
export function uniqueName(prefix: string, cleanUp = true): string {
  const name = `${prefix}-${++counter}-${Math.random()}`;
  if (cleanUp) names.push(name);
  return name;
}

function freshDatabase(): GlossaDatabase {
  return openDatabase(uniqueName('cache-test'));
}

beforeEach(() => {
  clock.t = Date.UTC(2024, 8, 13, 12, 0, 0);
  db = freshDatabase();
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  await Promise.all(caches.map((cache) => cache.settled()));
  caches = [];
  db.close();
  await Promise.all(names.map((name) => openDatabase(name).delete()));
  names = [];
});

export function cacheOf(options: Partial<CacheOptions> = {}, database = db): LookupCache {
  const cache = createLookupCache(database, { ttlMs: DAY, now, ...options });
  caches.push(cache);
  return cache;
}

export const definitions = (word: string): CacheKey => ({ baseUrl: BASE, operationId: 'W4', params: { word, limit: 20 } });

/** A fetch that answers `value` and counts its calls. */
export function answering<T>(value: T) {
  return vi.fn(() => Promise.resolve(value));
}

export function failing(kind: ApiErrorKind, status?: number) {
  return vi.fn(() => Promise.reject(new ApiError(`failed: ${kind}`, { kind, operationId: 'W4', operationName: 'getDefinitions', status })));
}

export const DEFS = [{ word: 'ruby', text: 'A deep red precious stone.', partOfSpeech: 'noun' }];
