/**
 * Where nginx is installed: the tests run docs/server.md's recipe with it, as they run
 * PostgreSQL (README's apt line and CI install both; Glossa itself does not need nginx).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, vi } from 'vitest';
import { PROJECT_ROOT } from '../../dev/paths.ts';

export function nginxBinary(): string {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => {
    try {
      execFileSync(path, ['-v'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  });
  if (!found) throw new Error("nginx is not installed: apt-get install nginx (README's apt line has it)");
  return found;
}

/**
 * nginx running docs/nginx.conf in front of the nodes at `ports` (its upstream addresses and
 * port changed to the loopback's), in a folder of its own; answers when it is listening.
 */
export async function startRecipe(ports: readonly string[], port: number): Promise<{ close(): Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), 'glossa-nginx-'));
  const site = readFileSync(join(PROJECT_ROOT, 'docs', 'nginx.conf'), 'utf8')
    .replace('10.0.0.11:8787', `127.0.0.1:${ports[0]}`)
    .replace('10.0.0.12:8787', `127.0.0.1:${ports[1]}`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  writeFileSync(join(folder, 'site.conf'), site);
  writeFileSync(
    join(folder, 'nginx.conf'),
    `pid ${folder}/nginx.pid;\nerror_log ${folder}/error.log;\ndaemon off;\nevents {}\nhttp { access_log off; include ${folder}/site.conf; }\n`,
  );
  const balancer = spawn(nginxBinary(), ['-c', join(folder, 'nginx.conf'), '-p', folder], { stdio: 'ignore' });
  const exited = new Promise((resolve) => balancer.once('exit', resolve));
  await vi.waitFor(async () => expect(await listening(port), 'nginx did not start').toBe(true), { timeout: 5000, interval: 50 });
  return {
    async close() {
      balancer.kill('SIGTERM');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket.end() !== undefined));
    socket.once('error', () => resolve(false));
  });
}
