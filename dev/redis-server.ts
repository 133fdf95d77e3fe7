/**
 * A throwaway Redis server for the tests and benchmarks: Debian's `redis-server` package, started
 * on a free loopback port in a temporary folder, keeping nothing on disk (`--save ''
 * --appendonly no`), and killed when stopped. It starts in a few milliseconds, so each test file
 * that shares counters in Redis starts its own: files never see each other's keys.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
  /** Kills the server: its clients find it gone (and it forgets everything) until `resume`. */
  halt(): Promise<void>;
  /** Starts it again, empty, on the same port. */
  resume(): Promise<void>;
}

const REDIS_SERVER = '/usr/bin/redis-server';

/** Resolves once the port takes connections (Redis is then ready), for up to five seconds. */
async function listening(port: number): Promise<void> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`redis-server did not start on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const ended = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

export async function startRedisServer(): Promise<RedisServer> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error("Redis's server is not installed: apt-get install redis-server (README's apt line has it)");
  }
  const folder = mkdtempSync(join(tmpdir(), 'glossa-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--dir', folder, '--save', '', '--appendonly', 'no', '--loglevel', 'warning'],
      { stdio: 'ignore' },
    );
    await listening(port);
  };
  const kill = async () => {
    if (!child) return;
    const running = child;
    child = undefined;
    running.kill('SIGKILL');
    await ended(running);
  };
  // A test process that ends without stopping it (a crash, a timeout) takes its server with it.
  const orphaned = () => child?.kill('SIGKILL');
  process.once('exit', orphaned);
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      process.off('exit', orphaned);
      await kill();
      rmSync(folder, { recursive: true, force: true });
    },
    halt: kill,
    resume: start,
  };
}
