/**
 * Rate-limit headers (`x-ratelimit-{limit,remaining}-{minute,hour}`, `ratelimit-reset`,
 * and the live service's extras) read into one snapshot.
 * Every response yields one, errors included; missing or malformed headers leave
 * their field undefined rather than failing the call.
 */

export interface RateLimitSnapshot {
  limitMinute?: number;
  remainingMinute?: number;
  limitHour?: number;
  remainingHour?: number;
  /** Seconds until the current window resets (`ratelimit-reset`, or `retry-after` on a 429). */
  resetSeconds?: number;
  /** When the window resets, in epoch milliseconds, counted from when the response was seen. */
  resetAt?: number;
  /** When the response was seen, in epoch milliseconds. */
  observedAt: number;
}

/** The header names, in one place for the client and the server. */
export const RATE_LIMIT_HEADERS = {
  limitMinute: 'x-ratelimit-limit-minute',
  remainingMinute: 'x-ratelimit-remaining-minute',
  limitHour: 'x-ratelimit-limit-hour',
  remainingHour: 'x-ratelimit-remaining-hour',
  reset: 'ratelimit-reset',
  limit: 'ratelimit-limit',
  remaining: 'ratelimit-remaining',
  retryAfter: 'retry-after',
} as const;

interface HeaderSource {
  get(name: string): string | null;
}

/** A whole number of at least zero, or undefined for anything else. */
function count(headers: HeaderSource, name: string): number | undefined {
  const raw = headers.get(name)?.trim();
  if (!raw || !/^\d{1,15}$/.test(raw)) return undefined;
  return Number(raw);
}

export function readRateLimit(headers: HeaderSource, now: number = Date.now()): RateLimitSnapshot {
  const resetSeconds = count(headers, RATE_LIMIT_HEADERS.reset) ?? count(headers, RATE_LIMIT_HEADERS.retryAfter);
  const snapshot: RateLimitSnapshot = {
    limitMinute: count(headers, RATE_LIMIT_HEADERS.limitMinute),
    remainingMinute: count(headers, RATE_LIMIT_HEADERS.remainingMinute),
    limitHour: count(headers, RATE_LIMIT_HEADERS.limitHour),
    remainingHour: count(headers, RATE_LIMIT_HEADERS.remainingHour),
    resetSeconds,
    resetAt: resetSeconds === undefined ? undefined : now + resetSeconds * 1000,
    observedAt: now,
  };
  return snapshot;
}
