/**
 * Exponential backoff with jitter for an entry that failed for a passing reason
 * (network, timeout, 5xx): 2 s, 4 s, 8 s … up to 15 minutes, each drawn between half
 * and all of that, so many clients coming back online do not retry in step.
 */
export const BACKOFF_BASE_MS = 2_000;
const BACKOFF_MAX_MS = 15 * 60_000;

/** The wait after the given number of failed attempts (1 or more); `random` is in [0, 1). */
export function backoffDelay(attempts: number, random: () => number): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
