/**
 * The limiter's own arithmetic, on an injected clock: when a refused call may come again and
 * when an allowed minute is whole again, counted from the slots that are still live.
 */
import { expect, it } from 'vitest';
import { createRateLimiter } from '../../server/rules/rate-limits.ts';

const SECOND = 1000;
const plan = { perMinute: 3, perHour: 100 };

it('says a refused call may come when the oldest call of the minute leaves it', () => {
  const clock = { t: 1_000_000 * SECOND };
  const limiter = createRateLimiter(() => clock.t);
  const start = clock.t;
  for (const offset of [0, 10, 20]) {
    clock.t = start + offset * SECOND;
    expect(limiter.take('key:a', plan).allowed).toBe(true);
  }
  clock.t = start + 30 * SECOND;
  const refused = limiter.take('key:a', plan);
  expect(refused.allowed).toBe(false);
  expect(refused.remainingMinute).toBe(0);
  // The call at 0 s counts in the 1 s slots until the 61st slot after it begins: 61 s − 30 s.
  expect(refused.resetSeconds).toBe(31);
});

it('says an allowed minute is whole again when its newest call leaves it', () => {
  const clock = { t: 2_000_000 * SECOND };
  const limiter = createRateLimiter(() => clock.t);
  const start = clock.t;
  limiter.take('key:b', plan);
  clock.t = start + 20 * SECOND;
  const allowed = limiter.take('key:b', plan);
  expect(allowed).toMatchObject({ allowed: true, remainingMinute: 1 });
  expect(allowed.resetSeconds).toBe(61);
  // Nothing counted: nothing to wait for.
  expect(limiter.peek('key:c', plan).resetSeconds).toBe(0);
});

it("counts each call once in a key's total read while a flush writes the calls", async () => {
  const limiter = createRateLimiter(() => 3_000_000 * SECOND);
  const roomy = { perMinute: 10, perHour: 100 };
  for (let call = 0; call < 3; call++) limiter.take('key:d', roomy);
  const database = { total: 10 };
  const flushToDatabase = () =>
    limiter.flushTotals(async (totals) => {
      database.total += totals.get('key:d') ?? 0;
    });
  // The database answers with the total before the flush, which then writes and ends: read again.
  let flushedDuringRead = false;
  const readDuringFlush = async () => {
    const seen = database.total;
    if (!flushedDuringRead) {
      flushedDuringRead = true;
      await flushToDatabase();
    }
    return seen;
  };
  expect(await limiter.totalCalls('key:d', readDuringFlush)).toBe(13);
  // A flush under way when the total is asked for is waited for: its calls are neither here nor there yet.
  limiter.take('key:d', roomy);
  const flush = flushToDatabase();
  expect(await limiter.totalCalls('key:d', () => Promise.resolve(database.total))).toBe(14);
  await flush;
  expect(await limiter.totalCalls('key:d', () => Promise.resolve(database.total))).toBe(14);
});
