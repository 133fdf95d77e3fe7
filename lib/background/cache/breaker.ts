/**
 * A circuit breaker for calls to something that may fail or hang (the cache's
 * database): a call that throws or does not answer in time counts as a failure, and
 * after a failure no call is made for a while, so a broken database costs each lookup
 * nothing. Once that while has passed, the next call tries again.
 */
import { withTimeout } from '../../shared/util/timeout';

interface BreakerOptions {
  now: () => number;
  /** A call that does not answer in this time (blocked, hung) counts as failed. */
  timeoutMs: number;
  /** The message of the error a call that did not answer in time is failed with. */
  timeoutMessage?: string;
  /** After a failure, calls are left alone this long, then tried again. */
  retryMs: number;
  /** Told of the first failure only, so a broken database is reported once. */
  onFirstFailure: (error: unknown) => void;
}

interface Breaker {
  /** The call's value, or undefined when it fails or hangs, or when calls are left alone after a failure. */
  call<R>(operation: () => Promise<R>): Promise<{ value: R } | undefined>;
  /** Counts a failure seen outside `call`. */
  failed(error: unknown): void;
}

export function createBreaker(options: BreakerOptions): Breaker {
  let failedAt: number | undefined;
  let told = false;

  function usable(): boolean {
    if (failedAt === undefined) return true;
    const since = options.now() - failedAt;
    // A clock turned back must not shut calls out for as long.
    return since >= options.retryMs || since < 0;
  }

  function failed(error: unknown) {
    failedAt = options.now();
    if (told) return;
    told = true;
    options.onFirstFailure(error);
  }

  return {
    async call(operation) {
      if (!usable()) return undefined;
      try {
        const value = await withTimeout(operation(), options.timeoutMs, options.timeoutMessage);
        failedAt = undefined;
        return { value };
      } catch (error) {
        failed(error);
        return undefined;
      }
    },
    failed,
  };
}
