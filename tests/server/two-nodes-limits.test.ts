/**
 * Two nodes of one service on the loopback, over one PostgreSQL database, with their rate
 * counters in it or in Redis: a key's minute and hour hold across both (calls alternated between
 * them), an audio address one node hands out plays on the other, the word of the day is the same
 * on both, and when the counters' store stops each node allows its own share of a plan, says so,
 * and counts with the other again once the store is back. Every test runs on both stores.
 *
 * The accounts are made on the first node; a node that does not know its key (accounts in each
 * node's own SQLite file) is given the same user and key, so the test holds whether accounts
 * live in the shared database or not.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { PROJECT_ROOT, TEST_WORDS_FILE } from '../../dev/paths.ts';
import { createDatabase, startPostgresCluster } from '../../dev/postgres-cluster.ts';
import { startRedisServer } from '../../dev/redis-server.ts';
import { runChecks } from '../../server/doctor.ts';
import { startServer } from '../../server/server.ts';
import { keyOnEveryNode, startNode, type Node } from '../support/nodes.ts';

const SECOND = 1000;
/** Polls `check` (real time) until it holds, for up to `ms`. */
async function until(check: () => boolean, ms = 10_000) {
  await vi.waitFor(() => expect(check()).toBe(true), { timeout: ms, interval: 50 });
}

const STORES = ['PostgreSQL', 'Redis'] as const;
type Store = (typeof STORES)[number];

/** A store of the counters of this test's own, which it may stop: a new PostgreSQL cluster, or a Redis server. */
async function countersIn(store: Store) {
  if (store === 'Redis') return startRedisServer();
  const cluster = await startPostgresCluster();
  return { ...cluster, url: await createDatabase(cluster.url) };
}

describe.each(STORES)('two nodes on one PostgreSQL database, counting limits in %s', (store) => {
  // The nodes count limits by one clock the test moves (the store compares the seconds they give).
  const clock = { t: Math.floor(Date.now() / SECOND) * SECOND };
  const nodes: Node[] = [];
  let stopRedis = async (): Promise<void> => undefined;
  beforeAll(async () => {
    const databaseUrl = await createDatabase(inject('postgresUrl'));
    let countersUrl: string | undefined;
    if (store === 'Redis') {
      const redis = await startRedisServer();
      countersUrl = redis.url;
      stopRedis = redis.stop;
    }
    for (let i = 0; i < 2; i++) nodes.push(await startNode({ databaseUrl, countersUrl, audio: true, rateClock: () => clock.t }));
  });
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.close()));
    await stopRedis();
  });

  it("hold a key's minute and hour across both, calls alternated between them", async () => {
    const plan = { perMinute: 300, perHour: 400 };
    const key = await keyOnEveryNode(nodes, plan);
    const allowed: number[] = [];
    let refusedWithReset = 0;
    // 20 calls a second for two minutes, alternately on each node.
    for (let i = 0; i < 2400; i++) {
      const node = nodes[i % 2] as Node;
      const answer = await node.get('/word.json/dog', key);
      await answer.arrayBuffer();
      if (answer.status === 200) allowed.push(clock.t);
      else {
        expect(answer.status).toBe(429);
        if (Number(answer.headers.get('retry-after')) >= 1) refusedWithReset++;
      }
      clock.t += 50;
    }
    const start = allowed[0] ?? 0;
    // Never more than the minute in any span of 61 one-second slots, the hour in 61 minutes.
    for (const at of allowed) {
      const second = Math.floor(at / SECOND);
      const inSpan = allowed.filter((other) => {
        const s = Math.floor(other / SECOND);
        return s >= second - 60 && s <= second;
      }).length;
      expect(inSpan).toBeLessThanOrEqual(plan.perMinute);
    }
    expect(allowed.length).toBeLessThanOrEqual(plan.perHour);
    // And not much less: within 1% of the plan, plus the two calls a node may hold unspent at this pace.
    const firstMinute = allowed.filter((at) => at < start + 60 * SECOND).length;
    expect(firstMinute).toBeGreaterThanOrEqual(Math.floor(plan.perMinute * 0.99) - 2 * nodes.length);
    expect(allowed.length).toBeGreaterThanOrEqual(Math.floor(plan.perHour * 0.99) - 2 * nodes.length);
    expect(refusedWithReset).toBeGreaterThan(1000);
    // 2,400 requests one after another: a busy machine takes longer than the default 20 s, which this test does not judge.
  }, 60_000);

  it('honour on one node an audio address the other handed out', async () => {
    const key = await keyOnEveryNode(nodes, { perMinute: 10_000, perHour: 100_000 });
    const [a, b] = nodes as [Node, Node];
    // Without a synthesizer (never in CI, see audio.test.ts) the list is empty.
    if (process.env.CI) expect(a.server.audio.available).toBe(true);
    if (!a.server.audio.available) return;
    const files = (await (await a.get('/word.json/cat/audio', key)).json()) as { fileUrl: string }[];
    const address = files[0]?.fileUrl ?? '';
    expect(address.startsWith(a.server.baseUrl)).toBe(true);
    const onB = address.replace(a.server.baseUrl, b.server.baseUrl);
    const spoken = await fetch(onB);
    expect(spoken.status).toBe(200);
    expect(spoken.headers.get('content-type')).toBe('audio/mpeg');
    expect((await spoken.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    // The UK voice's file, made by neither yet, is made by the node asked.
    const uk = (files[1]?.fileUrl ?? '').replace(a.server.baseUrl, b.server.baseUrl);
    expect((await fetch(uk)).status).toBe(200);
    const forged = onB.replace(/Signature=[^&]+/, 'Signature=forged');
    expect((await fetch(forged)).status).toBe(403);
  });

  it('choose the same word of the day on both', async () => {
    const key = await keyOnEveryNode(nodes, { perMinute: 10_000, perHour: 100_000 });
    for (const query of ['', '?date=2026-03-14', '?date=2031-01-01']) {
      const [first, second] = await Promise.all(
        nodes.map(async (node) => (await node.get(`/words.json/wordOfTheDay${query}`, key)).json() as Promise<{ word: string }>),
      );
      expect(first?.word).toBeTruthy();
      expect(second).toEqual(first);
    }
  });
});

it.each([
  ['postgres://glossa@127.0.0.1:1/glossa', /^The shared database at 127\.0\.0\.1:1\/glossa cannot be reached \(.+\): start it/],
  ['redis://127.0.0.1:1', /^The shared Redis at 127\.0\.0\.1:1 cannot be reached \(.+\): start it/],
])('a node refuses to start, saying why, when the counters it is to share cannot be reached (%s)', async (countersUrl, why) => {
  const dataDir = mkdtempSync(join(PROJECT_ROOT, '.tmp', 'node-'));
  try {
    await expect(startServer({ dataDir, wordsFile: TEST_WORDS_FILE, port: 0, audio: false, countersUrl })).rejects.toThrow(why);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

describe.each(STORES)('two nodes when their counters in %s stop', (store) => {
  const clock = { t: Math.floor(Date.now() / SECOND) * SECOND };
  const nodes: Node[] = [];
  const lines: string[] = [];
  let counters: Awaited<ReturnType<typeof countersIn>>;
  let countersUrl: string;
  beforeAll(async () => {
    // A store of this test's own, since it is stopped: the counters' alone (each node keeps its
    // accounts in its own folder), as when an operator gives them a store of their own.
    counters = await countersIn(store);
    countersUrl = counters.url;
    const logger = { level: 'warn', stream: { write: (line: string) => void lines.push(line) } };
    for (let i = 0; i < 2; i++) nodes.push(await startNode({ countersUrl, rateClock: () => clock.t, logger }));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.close()));
    await counters?.stop();
  });

  it('allow each its share of a plan, say so, and count together again when it is back', async () => {
    const plan = { perMinute: 60, perHour: 1000 };
    const key = await keyOnEveryNode(nodes, plan);
    const [a, b] = nodes as [Node, Node];
    // Each node learns of the other at its next heartbeat.
    clock.t += 6 * SECOND;
    await until(() => a.server.limits().nodes === 2 && b.server.limits().nodes === 2);

    await counters.halt();
    // 45 s of calls, two a second on each node: each allows half of the minute (its burst is
    // spent in the first seconds, then it refills at its share's pace).
    const allowed = [0, 0];
    for (let i = 0; i < 90; i++) {
      for (const [n, node] of nodes.entries())
        if ((await node.get('/word.json/dog', key)).status === 200) allowed[n] = (allowed[n] ?? 0) + 1;
      clock.t += SECOND / 2;
    }
    expect(allowed).toEqual([plan.perMinute / 2, plan.perMinute / 2]);
    for (const node of nodes) expect(node.server.limits()).toMatchObject({ shared: false, nodes: 2 });
    expect(lines.join('\n')).toMatch(/shared rate counters cannot be reached .*its own share of its plan, 1\/2 of it/);
    const doctor = async () => (await runChecks(PROJECT_ROOT, { countersUrl })).find((c) => c.name === 'shared counters');
    expect(await doctor()).toMatchObject({ present: false, fix: expect.stringContaining('its own share of its plan') });

    await counters.resume();
    clock.t += 2 * SECOND;
    await until(() => a.server.limits().shared && b.server.limits().shared, 20_000);
    expect(lines.join('\n')).toMatch(/shared rate counters are back/);
    expect(await doctor()).toMatchObject({ present: true, adds: expect.stringContaining('2 nodes alive') });
    // What each allowed alone is counted: the minute is spent on both.
    expect((await a.get('/word.json/dog', key)).status).toBe(429);
    expect((await b.get('/word.json/dog', key)).status).toBe(429);
    // And once it has passed, calls go through again.
    clock.t += 61 * SECOND;
    expect((await a.get('/word.json/dog', key)).status).toBe(200);
    expect((await b.get('/word.json/dog', key)).status).toBe(200);
  }, 60_000);
});
