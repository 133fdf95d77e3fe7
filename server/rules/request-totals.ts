/**
 * The keys' running totals (`totalRequests` of A4), written from the rate limiter's counts
 * every `intervalMs`, all keys in one transaction. A flush that cannot be written (the app
 * database locked by another process, its disk full) loses nothing: the counts stay in memory
 * and the flush is tried again after twice the wait each time, up to `MAX_BACKOFF_MS`; the
 * log says what is wrong once (see app-db-writes.ts), and any other failure once too.
 */
import { Refusal } from '../shared/errors.ts';
import type { Accounts } from './accounts.ts';
import type { ServerLog } from './app-db-writes.ts';
import type { RateLimiter } from './rate-limits.ts';

/** The longest wait between two tries of a flush that failed. */
const MAX_BACKOFF_MS = 30_000;

/** The keys' counts among the limiter's (which counts addresses too), by key hash. */
function keyTotals(totals: ReadonlyMap<string, number>): [string, number][] {
  const keys: [string, number][] = [];
  for (const [subject, calls] of totals) if (subject.startsWith('key:')) keys.push([subject.slice(4), calls]);
  return keys;
}

export function startTotalsFlush(deps: { limiter: RateLimiter; accounts: Accounts; intervalMs: number; log: ServerLog }) {
  const { limiter, accounts, intervalMs, log } = deps;
  /** Flushes failed in a row. */
  let failures = 0;
  /** The unexpected failure last said in the log, so that it is said once. */
  let said: string | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  /** The keys' counts of the last flush tried. */
  let tried: [string, number][] = [];

  /** A flush under way: the next waits for it. */
  let flushing: Promise<boolean> | undefined;

  /** Writes the counts; true when they are written (or there were none). */
  async function flushNow(): Promise<boolean> {
    tried = [];
    try {
      await limiter.flushTotals(async (totals) => {
        tried = keyTotals(totals);
        await accounts.addRequests(tried);
      });
      failures = 0;
      said = undefined;
      return true;
    } catch (error) {
      failures++;
      // A database that cannot be written is said by the write watch; anything else here.
      const unavailable = error instanceof Refusal && error.reason === 'unavailable';
      const message = error instanceof Error ? error.message : String(error);
      if (!unavailable && said !== message) {
        log.error(`The keys' request counts could not be written (${message}): they are kept, and tried again`);
        said = message;
      }
      return false;
    }
  }

  /** One flush at a time: the timer's and the last one at close never write the same calls twice. */
  function flush(): Promise<boolean> {
    const next = (flushing ?? Promise.resolve(true)).then(flushNow);
    flushing = next;
    return next;
  }

  function schedule() {
    const wait = failures === 0 ? intervalMs : Math.min(intervalMs * 2 ** failures, Math.max(intervalMs, MAX_BACKOFF_MS));
    timer = setTimeout(() => {
      void flush().then(() => {
        if (!stopped) schedule();
      });
    }, wait);
    timer.unref();
  }
  schedule();

  return {
    /**
     * Stops the timer and writes what is left (the app database's connection may wait
     * longer for a lock now). Says in the log how many calls could not be added.
     */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      if ((await flush()) || tried.length === 0) return;
      const calls = tried.reduce((sum, [, count]) => sum + count, 0);
      log.error(`${calls} calls of ${tried.length} keys could not be added to the keys' request totals`);
    },
  };
}
