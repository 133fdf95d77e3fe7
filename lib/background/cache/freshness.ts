/**
 * What a stored entry answers. It is fresh for a time judged by the *current* settings,
 * so changing them applies to entries already stored; a 404 ("not found") is trusted
 * for a shorter time than an answer. After that the entry is stale: it still answers,
 * marked stale, when the service cannot be asked.
 */
import { isApiError } from '../../shared/api/errors';
import type { CacheEntry } from '../store/db';

export type CacheResult<T> = { data: T; status: 200; stale: boolean; storedAt: number } | { status: 404; stale: boolean; storedAt: number };

/** How long answers stay fresh, in ms: `ttlMs` for answers, `notFoundTtlMs` for 404s (never more than `ttlMs`). */
interface Lifetimes {
  ttlMs: number;
  notFoundTtlMs?: number;
}

const DEFAULT_NOT_FOUND_TTL_MS = 10 * 60_000;

/** ApiError kinds that mean the service could not be asked, so a stale answer beats none. */
const COULD_NOT_ASK = new Set(['network', 'timeout', 'rate-limited', 'server']);

/** How long an answer of this status stays fresh. */
export function lifetimeOf(status: 200 | 404, lifetimes: Lifetimes): number {
  return status === 404 ? Math.min(lifetimes.notFoundTtlMs ?? DEFAULT_NOT_FOUND_TTL_MS, lifetimes.ttlMs) : lifetimes.ttlMs;
}

export function isFresh(entry: CacheEntry, at: number, lifetimes: Lifetimes): boolean {
  // An entry from the future (the clock was turned back) is not trusted as fresh.
  return entry.storedAt <= at && at - entry.storedAt < lifetimeOf(entry.status, lifetimes);
}

/** The entry's answer, marked stale or not. */
export function answerOf<T>(entry: CacheEntry, stale: boolean): CacheResult<T> {
  return entry.status === 404
    ? { status: 404, stale, storedAt: entry.storedAt }
    : { data: entry.data as T, status: 200, stale, storedAt: entry.storedAt };
}

/** Whether a failed fetch means the service could not be asked, so a stale answer may be served. */
export function couldNotAsk(error: unknown): boolean {
  return isApiError(error) && COULD_NOT_ASK.has(error.kind);
}
