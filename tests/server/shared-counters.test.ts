/**
 * The two stores of the counters the nodes share, PostgreSQL's function and Redis's script,
 * decide leases alike: given the same asks, give-backs and write-backs at the same times, they
 * grant the same calls and say the same minute, hour and wait. And each keeps a key within its
 * sliding minute and hour, its burst, and the live nodes and the secret as every node sees them.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../../dev/postgres-cluster.ts';
import { startRedisServer, type RedisServer } from '../../dev/redis-server.ts';
import { openSharedState, type LeaseAsk, type SharedState } from '../../server/stores/shared-state.ts';

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

/** A small seeded generator, so a failing sequence can be run again. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

it('grant the same leases for the same asks, in PostgreSQL and in Redis', async () => {
  const next = random(28);
  const start = Math.floor(Date.now() / 1000) * 1000;
  const plans = [
    { perMinute: 30, perHour: 100, burst: 10 },
    { perMinute: 200, perHour: 250, burst: 40 },
    { perMinute: 5, perHour: 1000, burst: 5 },
  ];
  let at = start;
  let steps = 0;
  let refused = 0;
  const hourSpent = new Set<string>();
  // Three keys over about seventy minutes of calls, with gaps: the minute, the hour and the burst each refuse in turn.
  while (at < start + 70 * 60_000) {
    at += Math.floor(next() < 0.9 ? next() * 1500 : next() * 120_000);
    const second = Math.floor(at / 1000);
    const asks: LeaseAsk[] = plans
      .map((plan, k) => ({ subject: `key-${k}`, slot: second + (next() < 0.2 ? 1 : 0), want: 1 + Math.floor(next() * 12), ...plan }))
      .filter(() => next() < 0.7);
    const [pg, redis] = await Promise.all([stores.PostgreSQL.lease(asks, at), stores.Redis.lease(asks, at)]);
    expect(redis, `step ${steps} at ${at - start} ms`).toEqual(pg);
    for (const [i, grant] of (pg ?? []).entries()) {
      if (grant.granted === 0 && grant.waitMs > 0) refused++;
      if (grant.hourUsed >= (asks[i]?.perHour ?? 0)) hourSpent.add(grant.subject);
    }
    // Some of what was granted is given back, some spent alone is written back.
    const back = (pg ?? [])
      .map((grant, i) => ({
        subject: grant.subject,
        slot: asks[i]?.slot ?? second,
        calls: Math.floor(grant.granted * next()),
        burst: asks[i]?.burst ?? 1,
      }))
      .filter((row) => row.calls > 0);
    await Promise.all([stores.PostgreSQL.giveBack(back), stores.Redis.giveBack(back)]);
    if (next() < 0.05) {
      const alone = [{ subject: 'key-1', slot: second, calls: 3, burst: 0 }];
      await Promise.all([stores.PostgreSQL.writeBack(alone), stores.Redis.writeBack(alone)]);
    }
    steps++;
  }
  expect(steps).toBeGreaterThan(500);
  // Refusals of every kind were compared, not only grants: the two keys with a small hour spent it.
  expect(refused).toBeGreaterThan(100);
  expect([...hourSpent].sort()).toEqual(['key-0', 'key-1']);
});

describe.each(['PostgreSQL', 'Redis'] as const)('the counters in %s', (name) => {
  it('keep a key within its sliding minute and say when the next call may come', async () => {
    const store = stores[name];
    const at = Math.floor(Date.now() / 1000) * 1000 + 10 * 60_000;
    const second = at / 1000;
    const plan = { perMinute: 10, perHour: 1000, burst: 10 };
    const [first] = await store.lease([{ subject: `${name}-minute`, slot: second, want: 10, ...plan }], at);
    expect(first).toMatchObject({ granted: 10, minuteUsed: 10, waitMs: 0 });
    // Thirty seconds on, the burst has refilled by half, but the minute is spent until its first second leaves the span.
    const later = at + 30_000;
    const [refused] = await store.lease([{ subject: `${name}-minute`, slot: second + 30, want: 1, ...plan }], later);
    expect(refused).toMatchObject({ granted: 0, minuteUsed: 10, waitMs: (second + 61) * 1000 - later });
    const [again] = await store.lease([{ subject: `${name}-minute`, slot: second + 61, want: 3, ...plan }], (second + 61) * 1000);
    expect(again).toMatchObject({ granted: 3, minuteUsed: 3 });
  });

  it('count the nodes alive and keep one secret for all of them', async () => {
    const store = stores[name];
    const at = Date.now();
    expect(await store.heartbeat(`${name}-a`, at, 15_000)).toBe(1);
    expect(await store.heartbeat(`${name}-b`, at + 1000, 15_000)).toBe(2);
    // Node a not heard from for 15 s is gone.
    expect(await store.heartbeat(`${name}-b`, at + 16_000, 15_000)).toBe(1);
    const secret = await store.secret('test');
    expect(secret).toHaveLength(32);
    expect(await store.secret('test')).toEqual(secret);
  });
});
