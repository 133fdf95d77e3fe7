/** Uses of cache entries, recorded to the minute and written in batches. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUseLog } from '../../../../lib/background/cache/use-log';

const MINUTE = 60_000;

let t: number;

function logOf() {
  const write = vi.fn((uses: { key: string; lastUsedAt: number }[]) => Promise.resolve(uses.length));
  const schedule = vi.fn((flush: () => Promise<void>) => void flush());
  const log = createUseLog({ now: () => t, schedule, write });
  return { log, write, schedule };
}

beforeEach(() => {
  vi.useFakeTimers();
  t = Date.UTC(2024, 8, 13, 12, 0, 0);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('use log', () => {
  it('writes the uses waiting a moment after the first, in one batch', async () => {
    const { log, write, schedule } = logOf();
    log.record('a', t - 2 * MINUTE);
    log.record('b', t - 2 * MINUTE);
    expect(write).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(schedule).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenCalledExactlyOnceWith([
      { key: 'a', lastUsedAt: t },
      { key: 'b', lastUsedAt: t },
    ]);
  });

  it('keeps uses to the minute: an entry used within the minute records nothing', async () => {
    const { log, write } = logOf();
    log.record('a', t - MINUTE + 1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(write).not.toHaveBeenCalled();
  });

  it('records a use of an entry last used in the future (the clock was turned back)', async () => {
    const { log, write } = logOf();
    log.record('a', t + MINUTE);
    await log.flush();
    expect(write).toHaveBeenCalledExactlyOnceWith([{ key: 'a', lastUsedAt: t }]);
  });

  it('asks for a flush at once when a full batch is waiting', () => {
    const { log, schedule } = logOf();
    for (let i = 0; i < 100; i++) log.record(`w${i}`, t - 2 * MINUTE);
    expect(schedule).toHaveBeenCalledTimes(1);
  });

  it('writes each use once, the latest of one entry', async () => {
    const { log, write } = logOf();
    log.record('a', t - 2 * MINUTE);
    t += 5_000;
    log.record('a', t - 2 * MINUTE);
    await log.flush();
    await log.flush();
    expect(write).toHaveBeenCalledExactlyOnceWith([{ key: 'a', lastUsedAt: t }]);
  });

  it('forgets the uses waiting', async () => {
    const { log, write } = logOf();
    log.record('a', t - 2 * MINUTE);
    log.forget();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(write).not.toHaveBeenCalled();
  });
});
