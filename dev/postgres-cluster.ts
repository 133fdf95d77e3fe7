/**
 * A throwaway PostgreSQL cluster for the tests and benchmarks: Debian's `postgresql` package,
 * started in a temporary folder on a free loopback port, and removed when stopped.
 *
 * PostgreSQL refuses to run as root, so when the tests run as root (as CI does) the cluster
 * belongs to the package's `postgres` user; otherwise it runs as whoever runs the tests.
 * Each test file asks for a database of its own (`createDatabase`), so files never see each
 * other's rows.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port.ts';

const run = promisify(execFile);

export interface PostgresCluster {
  /** The cluster's own `postgres` database, for administration. */
  url: string;
  stop(): Promise<void>;
  /** Stops the server at once, keeping its data: its clients find it gone until `resume`. */
  halt(): Promise<void>;
  resume(): Promise<void>;
}

/** The newest PostgreSQL server binaries Debian installed (they are not on PATH). */
function serverBinaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (newest === undefined) {
    throw new Error("PostgreSQL's server is not installed: apt-get install postgresql (README's apt line has it)");
  }
  return join(root, newest, 'bin');
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = serverBinaries();
  const asRoot = userInfo().uid === 0;
  const folder = mkdtempSync(join(tmpdir(), 'glossa-postgres-'));
  const dataDir = join(folder, 'data');
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(folder, Number(stdout.trim()), Number(group.trim()));
  }
  const as = (command: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args]) : run(join(bin, command), args);

  await as('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const start = () => as('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(folder, 'log'), '-w', 'start']);
  await start();

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await as('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
    async halt() {
      await as('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    },
    async resume() {
      await start();
    },
  };
}

/** A new, empty database in the cluster at `clusterUrl`; answers its address. */
export async function createDatabase(
  clusterUrl: string,
  name = `glossa_${process.pid}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`,
): Promise<string> {
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
