/** What a stored entry answers: fresh, stale, and when a stale answer may be served. */
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from '../../../../lib/shared/api';
import { answerOf, couldNotAsk, isFresh, lifetimeOf } from '../../../../lib/background/cache/freshness';
import type { CacheEntry } from '../../../../lib/background/store/db';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const AT = Date.UTC(2024, 8, 13, 12, 0, 0);

const entry = (status: 200 | 404, storedAt: number): CacheEntry => ({
  key: 'k',
  baseUrl: 'https://api.wordnik.com/v4',
  operationId: 'W4',
  status,
  ...(status === 200 ? { data: ['ruby'] } : {}),
  storedAt,
  expiresAt: storedAt + DAY,
  lastUsedAt: storedAt,
  size: 100,
});

const error = (kind: ApiErrorKind) => new ApiError(kind, { kind, operationId: 'W4', operationName: 'getDefinitions' });

describe('freshness', () => {
  it('keeps an answer for the TTL, and a 404 for ten minutes unless told otherwise, never longer than the TTL', () => {
    expect(lifetimeOf(200, { ttlMs: DAY })).toBe(DAY);
    expect(lifetimeOf(404, { ttlMs: DAY })).toBe(10 * MINUTE);
    expect(lifetimeOf(404, { ttlMs: DAY, notFoundTtlMs: MINUTE })).toBe(MINUTE);
    expect(lifetimeOf(404, { ttlMs: MINUTE, notFoundTtlMs: DAY })).toBe(MINUTE);
  });

  it('judges an entry fresh until its lifetime has passed', () => {
    expect(isFresh(entry(200, AT - DAY + 1), AT, { ttlMs: DAY })).toBe(true);
    expect(isFresh(entry(200, AT - DAY), AT, { ttlMs: DAY })).toBe(false);
    expect(isFresh(entry(404, AT - 10 * MINUTE), AT, { ttlMs: DAY })).toBe(false);
  });

  it('does not trust an entry from the future as fresh', () => {
    expect(isFresh(entry(200, AT + 1), AT, { ttlMs: DAY })).toBe(false);
  });

  it('answers with the entry’s data or its 404, marked stale or not', () => {
    expect(answerOf(entry(200, AT), false)).toEqual({ data: ['ruby'], status: 200, stale: false, storedAt: AT });
    expect(answerOf(entry(404, AT), true)).toEqual({ status: 404, stale: true, storedAt: AT });
  });

  it('serves stale answers only when the service could not be asked', () => {
    for (const kind of ['network', 'timeout', 'rate-limited', 'server'] as const) expect(couldNotAsk(error(kind))).toBe(true);
    for (const kind of ['credentials', 'not-found', 'aborted'] as const) expect(couldNotAsk(error(kind))).toBe(false);
    expect(couldNotAsk(new Error('network'))).toBe(false);
  });
});
