/**
 * When cache entries were last used, recorded in batches: IndexedDB cannot update one
 * field, so recording a use rewrites the whole entry, and a write per hit would cost
 * more than the hit. Uses are kept to the minute, which is all the least-recently-used
 * order of eviction needs, so a hot entry costs no write per hit either.
 */
import { unref } from '../../shared/util/timeout';

/** Uses wait at most this long to be written. */
const FLUSH_DELAY_MS = 2_000;
/** This many waiting uses are written at once. */
const FLUSH_BATCH = 100;
/** Uses closer together than this are one use: eviction order is kept to the minute. */
const GRANULARITY_MS = 60_000;

interface UseLogOptions {
  now: () => number;
  /** Runs a flush when one is due (the cache runs it in order with its other upkeep). */
  schedule: (flush: () => Promise<void>) => void;
  /** Writes a batch of uses. */
  write: (uses: { key: string; lastUsedAt: number }[]) => Promise<unknown>;
}

interface UseLog {
  /** Records a use, now, of an entry last used at `lastUsedAt`, unless that was within the minute. */
  record(key: string, lastUsedAt: number): void;
  /** Writes every use waiting. */
  flush(): Promise<void>;
  /** Drops the uses waiting, unwritten (the entries are gone). */
  forget(): void;
}

export function createUseLog(options: UseLogOptions): UseLog {
  const waiting = new Map<string, number>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function flush() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (waiting.size === 0) return;
    const uses = [...waiting].map(([key, lastUsedAt]) => ({ key, lastUsedAt }));
    waiting.clear();
    await options.write(uses);
  }

  return {
    record(key, lastUsedAt) {
      const at = options.now();
      if (at >= lastUsedAt && at - lastUsedAt < GRANULARITY_MS) return;
      waiting.set(key, at);
      if (waiting.size === FLUSH_BATCH) {
        // Once: the flush takes everything waiting when it runs.
        options.schedule(flush);
      } else if (timer === undefined) {
        timer = setTimeout(() => options.schedule(flush), FLUSH_DELAY_MS);
        unref(timer);
      }
    },
    flush,
    forget() {
      waiting.clear();
    },
  };
}
