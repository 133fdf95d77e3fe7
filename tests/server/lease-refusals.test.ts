/**
 * One node's leases of a small plan, on the real stores of shared counters: a lease asked for
 * ahead of need ("half spent: more is asked for") can be refused because the calls this node
 * holds unspent fill the minute. That refusal says nothing once those calls are given back: the
 * next call, in the next second, is judged again, and a key gets every call of its plan.
 */
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createDatabase } from '../../dev/postgres-cluster.ts';
import { startRedisServer, type RedisServer } from '../../dev/redis-server.ts';
import { createSharedRateLimiter } from '../../server/rules/shared-rate-limits.ts';
import { openSharedState, type SharedState } from '../../server/stores/shared-state.ts';

let redis: RedisServer;
const stores: Record<'PostgreSQL' | 'Redis', SharedState> = {} as never;
beforeAll(async () => {
  redis = await startRedisServer();
  stores.Redis = await openSharedState(redis.url);
  stores.PostgreSQL = await openSharedState(await createDatabase(inject('postgresUrl')));
});
afterAll(async () => {
  await Promise.all(Object.values(stores).map((store) => store.close()));
  await redis?.stop();
});

/**
 * A limiter of one node over `store`, on a clock set late in a second (the calls that follow fall
 * in the next), whose store's answers are counted: the test knows when the lease asked ahead was
 * answered. `answering` runs as each answer comes, before it is counted.
 */
function lateLimiter(store: SharedState, node: string, answering: (answers: number[], clock: { t: number }) => void = () => undefined) {
  const clock = { t: (Math.floor(Date.now() / 1000) + 5) * 1000 + 950 };
  const answers: number[] = [];
  const counters = {
    ...store,
    lease: async (...args: Parameters<SharedState['lease']>) => {
      const grants = await store.lease(...args);
      answering(answers, clock);
      answers.push(...grants.map((grant) => grant.granted));
      return grants;
    },
  };
  const limiter = createSharedRateLimiter({
    counters,
    node,
    log: { warn: () => undefined, error: () => undefined },
    now: () => clock.t,
    liveNodes: 1,
  });
  return { limiter, answers, clock };
}

const plan = { perMinute: 3, perHour: 100 };

describe.each(['PostgreSQL', 'Redis'] as const)('leases in %s', (name) => {
  it('a key of 3 calls a minute gets its three, the third in the next second, then is refused', async () => {
    const { limiter, answers, clock } = lateLimiter(stores[name], `lease-test-${name}`);
    try {
      const subject = `small-key-${name}`;
      expect(await limiter.take(subject, plan)).toMatchObject({ allowed: true });
      expect(await limiter.take(subject, plan)).toMatchObject({ allowed: true });
      // The first lease took the whole minute; the one asked ahead, with a call still unspent, is refused.
      await vi.waitFor(() => expect(answers).toEqual([3, 0]));
      clock.t += 60;
      // The next second: the unspent call goes back, and the third call is allowed.
      expect(await limiter.take(subject, plan)).toMatchObject({ allowed: true, remainingMinute: 0 });
      const refused = await limiter.take(subject, plan);
      expect(refused).toMatchObject({ allowed: false, remainingMinute: 0 });
      // The oldest of the three calls leaves the minute in about a minute.
      expect(refused.resetSeconds).toBeGreaterThanOrEqual(59);
      expect(refused.resetSeconds).toBeLessThanOrEqual(61);
    } finally {
      await limiter.close();
    }
  });

  it('a refusal answered once its second has passed says nothing of the next: the third call is allowed', async () => {
    // The answer to the lease asked ahead comes in the next second.
    const { limiter, answers } = lateLimiter(stores[name], `lease-late-${name}`, (counted, clock) => {
      if (counted.length === 1) clock.t += 60;
    });
    try {
      const subject = `late-key-${name}`;
      expect(await limiter.take(subject, plan)).toMatchObject({ allowed: true });
      expect(await limiter.take(subject, plan)).toMatchObject({ allowed: true });
      await vi.waitFor(() => expect(answers).toEqual([3, 0]));
      // The unspent call goes back, and the refusal, given for the second that passed, holds nothing back.
      expect(await limiter.take(subject, plan)).toMatchObject({ allowed: true, remainingMinute: 0 });
      expect(await limiter.take(subject, plan)).toMatchObject({ allowed: false, remainingMinute: 0 });
    } finally {
      await limiter.close();
    }
  });
});
