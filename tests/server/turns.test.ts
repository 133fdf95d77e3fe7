/**
 * The turns the word operations take, with jobs that really take time: a caller who has
 * kept the thread busy yields to one who arrives while its request runs, and callers that
 * keep asking share the thread by the time their requests take.
 */
import { expect, it } from 'vitest';
import { createTurns } from '../../server/http/turns.ts';

/** Keeps the thread busy for `ms`, as a costly search does. */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

it('serves a caller who arrives during a costly request before the flooder’s next one', async () => {
  const turns = createTurns();
  const order: string[] = [];
  let lookup: Promise<void> | undefined;
  const flood = Array.from({ length: 4 }, (_, i) =>
    turns.take('flooder', () => {
      order.push(`flood ${i}`);
      // The lookup is asked while the first costly request runs.
      if (i === 0) lookup = turns.take('reader', () => void order.push('lookup'));
      busy(5);
    }),
  );
  await Promise.all(flood);
  await lookup;
  expect(order).toEqual(['flood 0', 'lookup', 'flood 1', 'flood 2', 'flood 3']);
});

it('shares the thread by time: a cheap caller gets many turns for one costly one', async () => {
  const turns = createTurns();
  const order: string[] = [];
  const costly = Array.from({ length: 3 }, () => turns.take('costly', () => (busy(6), void order.push('costly'))));
  const cheap = Array.from({ length: 12 }, () => turns.take('cheap', () => (busy(1), void order.push('cheap'))));
  await Promise.all([...costly, ...cheap]);
  // The costly caller's second request waits until the cheap one has used about as much time:
  // about six cheap requests (taken turn about, it would be one; a loaded machine stretches
  // the cheap ones, so fewer are asked for).
  const secondCostly = order.indexOf('costly', order.indexOf('costly') + 1);
  expect(order.slice(0, secondCostly).filter((who) => who === 'cheap').length).toBeGreaterThanOrEqual(3);
});

it('answers what the work answers, and passes on what it throws', async () => {
  const turns = createTurns();
  await expect(turns.take('a', () => 42)).resolves.toBe(42);
  await expect(
    turns.take('a', () => {
      throw new Error('no');
    }),
  ).rejects.toThrow('no');
});
