/**
 * docs/server.md's recipe, run: two nodes over one PostgreSQL database behind nginx with
 * docs/nginx.conf (its upstream addresses and port changed to the loopback's). Calls with a key
 * go through to both nodes, the key's burst holds across them, and an audio address handed out
 * names the balancer and plays whichever node is asked.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { PROJECT_ROOT } from '../../dev/paths.ts';
import { createDatabase } from '../../dev/postgres-cluster.ts';
import { nginxBinary } from '../support/nginx.ts';
import { keyOnEveryNode, startNode, type Node } from '../support/nodes.ts';

const PORT = 20_000 + (process.pid % 20_000);

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket.end() !== undefined));
    socket.once('error', () => resolve(false));
  });
}

describe('two nodes behind nginx, as docs/server.md says', () => {
  const nodes: Node[] = [];
  let balancer: ChildProcess | undefined;
  let dir: string | undefined;
  const served = [0, 0];
  beforeAll(async () => {
    const databaseUrl = await createDatabase(inject('postgresUrl'));
    for (let i = 0; i < 2; i++) nodes.push(await startNode({ databaseUrl, audio: true, trustProxy: '127.0.0.1' }));
    for (const [i, node] of nodes.entries()) {
      node.server.app.server.on('request', () => void (served[i] = (served[i] ?? 0) + 1));
    }
    dir = mkdtempSync(join(tmpdir(), 'glossa-nginx-'));
    const ports = nodes.map((node) => new URL(node.server.baseUrl).port);
    const site = readFileSync(join(PROJECT_ROOT, 'docs', 'nginx.conf'), 'utf8')
      .replace('10.0.0.11:8787', `127.0.0.1:${ports[0]}`)
      .replace('10.0.0.12:8787', `127.0.0.1:${ports[1]}`)
      .replace('listen 80;', `listen 127.0.0.1:${PORT};`);
    const folder = dir;
    writeFileSync(join(folder, 'site.conf'), site);
    writeFileSync(
      join(folder, 'nginx.conf'),
      `pid ${folder}/nginx.pid;\nerror_log ${folder}/error.log;\ndaemon off;\nevents {}\nhttp { access_log off; include ${folder}/site.conf; }\n`,
    );
    balancer = spawn(nginxBinary(), ['-c', join(folder, 'nginx.conf'), '-p', folder], { stdio: 'ignore' });
    await vi.waitFor(async () => expect(await listening(PORT), 'nginx did not start').toBe(true), { timeout: 5000, interval: 50 });
  }, 30_000);
  afterAll(async () => {
    if (balancer) {
      const exited = new Promise((resolve) => balancer?.once('exit', resolve));
      balancer.kill('SIGTERM');
      await exited;
    }
    await Promise.all(nodes.map((node) => node.close()));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** A GET to the balancer by the name it serves (fetch would send the address it connects to as Host). */
  const get = (path: string, key?: string) =>
    new Promise<{ status: number; type: string; body: Buffer }>((resolve, reject) => {
      const headers = { host: 'glossa.example.org', ...(key && { api_key: key }) };
      request({ host: '127.0.0.1', port: PORT, path: `/v4${path}`, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    });

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
