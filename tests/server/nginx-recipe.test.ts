/**
 * docs/server.md's recipe, run: two nodes over one PostgreSQL database behind nginx with
 * docs/nginx.conf (its upstream addresses and port changed to the loopback's). Calls with a key
 * go through to both nodes, the key's burst holds across them, and an audio address handed out
 * names the balancer and plays whichever node is asked. With PostgreSQL stopped for 10 s under
 * lookups, list reads and list writes, nginx keeps both nodes in: every lookup is answered 200
 * throughout, and the list's reads and writes 503 during the outage and 200 after it.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { ANN } from '../../dev/test-server.ts';
import { createDatabase, startPostgresCluster, type PostgresCluster } from '../../dev/postgres-cluster.ts';
import { startRecipe } from '../support/nginx.ts';
import { keyOnEveryNode, startNode, type Node } from '../support/nodes.ts';

const PORT = 20_000 + (process.pid % 20_000);

/** A call to the balancer by the name it serves (fetch would send the address it connects to as Host). */
const call = (method: string, path: string, headers: Record<string, string>, body?: string) => callAt(PORT, method, path, headers, body);

function callAt(port: number, method: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; type: string; body: Buffer }>((resolve, reject) => {
    const sent = request(
      { host: '127.0.0.1', port, method, path: `/v4${path}`, headers: { host: 'glossa.example.org', ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), body: Buffer.concat(chunks) }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

const nodePorts = (nodes: Node[]) => nodes.map((node) => new URL(node.server.baseUrl).port);

describe('two nodes behind nginx, as docs/server.md says', () => {
  const nodes: Node[] = [];
  let balancer: { close(): Promise<void> } | undefined;
  const served = [0, 0];
  beforeAll(async () => {
    const databaseUrl = await createDatabase(inject('postgresUrl'));
    for (let i = 0; i < 2; i++) nodes.push(await startNode({ databaseUrl, audio: true, trustProxy: '127.0.0.1' }));
    for (const [i, node] of nodes.entries()) {
      node.server.app.server.on('request', () => void (served[i] = (served[i] ?? 0) + 1));
    }
    balancer = await startRecipe(nodePorts(nodes), PORT);
  }, 30_000);
  afterAll(async () => {
    await balancer?.close();
    await Promise.all(nodes.map((node) => node.close()));
  });

  const get = (path: string, key?: string) => call('GET', path, key ? { api_key: key } : {});

  it('lets calls with a key through to both nodes, and holds the key’s burst across them', async () => {
    const key = await keyOnEveryNode(nodes, { perMinute: 100, perHour: 1000 });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await get('/word.json/dog', key)).status);
    // A burst of 10, refilled at 100 a minute: 10 or 11 of 30 calls made at once.
    const allowed = statuses.filter((status) => status === 200).length;
    expect(allowed).toBeGreaterThanOrEqual(10);
    expect(allowed).toBeLessThanOrEqual(12);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 429)).toBe(true);
    expect(served.every((count) => count >= 10)).toBe(true);
  });

  it('hands out audio addresses that name the balancer and play on either node', async () => {
    const key = await keyOnEveryNode(nodes, { perMinute: 10_000, perHour: 100_000 });
    if (process.env.CI) expect(nodes[0]?.server.audio.available).toBe(true);
    if (!nodes[0]?.server.audio.available) return;
    const files = JSON.parse((await get('/word.json/house/audio', key)).body.toString()) as { fileUrl: string }[];
    const address = new URL(files[0]?.fileUrl ?? '');
    expect(address.host).toBe('glossa.example.org');
    const before = [...served];
    for (let i = 0; i < 2; i++) {
      const spoken = await get(`${address.pathname.slice('/v4'.length)}${address.search}`);
      expect(spoken.status).toBe(200);
      expect(spoken.type).toBe('audio/mpeg');
    }
    // Round robin: one play on each node.
    expect(served.map((count, i) => count - (before[i] ?? 0))).toEqual([1, 1]);
  });
});

describe('the recipe while PostgreSQL is stopped for 10 s', () => {
  const OUTAGE_MS = 10_000;
  const nodes: Node[] = [];
  let cluster: PostgresCluster | undefined;
  let balancer: { close(): Promise<void> } | undefined;
  beforeAll(async () => {
    // A cluster of its own: it is stopped and started again.
    cluster = await startPostgresCluster();
    const databaseUrl = await createDatabase(cluster.url);
    for (let i = 0; i < 2; i++) nodes.push(await startNode({ databaseUrl, trustProxy: '127.0.0.1' }));
    balancer = await startRecipe(nodePorts(nodes), PORT + 1);
  }, 60_000);
  afterAll(async () => {
    await balancer?.close();
    await Promise.all(nodes.map((node) => node.close()));
    await cluster?.stop();
  });

  it('answers every lookup 200 throughout, and list writes 503 during the outage and 200 after', async () => {
    const key = await keyOnEveryNode(nodes, { perMinute: 100_000, perHour: 1_000_000 });
    const through = (method: string, path: string, headers: Record<string, string>, body?: string) =>
      callAt(PORT + 1, method, path, { api_key: key, ...headers }, body);
    const signIn = await through('POST', `/account.json/authenticate/${ANN.username}`, { 'content-type': 'text/plain' }, ANN.password);
    const token = (JSON.parse(signIn.body.toString()) as { token: string }).token;
    const signedIn = { auth_token: token, 'content-type': 'application/json' };
    const list = await through('POST', '/wordLists.json', signedIn, JSON.stringify({ name: 'Outage' }));
    const listId = (JSON.parse(list.body.toString()) as { permalink: string }).permalink;

    type Phase = 'before' | 'stopping' | 'during' | 'starting' | 'after';
    let phase: Phase = 'before';
    let running = true;
    const lookups: { from: Phase; to: Phase; status: number }[] = [];
    const writes: { from: Phase; to: Phase; status: number }[] = [];
    const words = ['dog', 'cat', 'house', 'run', 'tree'];
    const lookupLoop = async () => {
      for (let i = 0; running; i++) {
        const from = phase;
        const { status } = await through('GET', `/word.json/${words[i % words.length]}/definitions?limit=${(i % 50) + 1}`, {});
        lookups.push({ from, to: phase, status });
      }
    };
    const writeLoop = async () => {
      for (let i = 0; running; i++) {
        const from = phase;
        const { status } = await through('POST', `/wordList.json/${listId}/words`, signedIn, JSON.stringify([{ word: `word${i}` }]));
        writes.push({ from, to: phase, status });
      }
    };
    // A sync's reads of the list need the database too: answered 503 during the outage, each
    // would count against its node if the recipe took a 503 for a node that does not answer.
    const reads: { from: Phase; to: Phase; status: number }[] = [];
    const readLoop = async () => {
      while (running) {
        const from = phase;
        const { status } = await through('GET', `/wordList.json/${listId}/words`, signedIn);
        reads.push({ from, to: phase, status });
      }
    };
    const load = Promise.all([lookupLoop(), lookupLoop(), writeLoop(), readLoop()]);
    const waitFor = (done: () => boolean) => vi.waitFor(() => expect(done()).toBe(true), { timeout: 30_000, interval: 10 });
    await waitFor(() => writes.length >= 5 && reads.length >= 5 && lookups.length >= 10);
    phase = 'stopping';
    await cluster?.halt();
    phase = 'during';
    // The outage the recipe must ride out, as long as the issue's: 10 s of the database away.
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    phase = 'starting';
    await cluster?.resume();
    phase = 'after';
    const afterFrom = writes.length;
    await waitFor(() => writes.length >= afterFrom + 20);
    running = false;
    await load;

    const statuses = (calls: typeof writes, at: Phase) =>
      calls.filter((made) => made.from === at && made.to === at).map((made) => made.status);
    expect(lookups.filter((made) => made.status !== 200)).toEqual([]);
    expect(statuses(lookups, 'during').length).toBeGreaterThan(20);
    expect(statuses(writes, 'before').every((status) => status === 200)).toBe(true);
    const during = statuses(writes, 'during');
    expect(during.length).toBeGreaterThan(5);
    expect(during.filter((status) => status !== 503)).toEqual([]);
    expect(statuses(writes, 'after').filter((status) => status !== 200)).toEqual([]);
    expect(statuses(writes, 'after').length).toBeGreaterThanOrEqual(20);
    expect(statuses(reads, 'during').filter((status) => status !== 503)).toEqual([]);
    expect(statuses(reads, 'after').filter((status) => status !== 200)).toEqual([]);
  }, 90_000);
});
