/**
 * The real server for a benchmark: the `glossa-server` command in its own process (so the
 * load generator in this process does not share its event loop), a fresh data folder of
 * accounts beside the built word database, and keys with plans no benchmark exhausts.
 */
import Database from 'better-sqlite3';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { get, request, type Agent } from 'node:http';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { DEFAULTS, dataFiles } from '../../server/config';
import { ensureWordData } from '../../server/setup';

const root = resolve(import.meta.dirname, '..', '..');
const cli = join(root, 'server', 'bin', 'glossa-server.mjs');
const UNLIMITED = ['--per-minute', '100000000', '--per-hour', '100000000'];

/**
 * Builds the word database if needed and makes `.tmp/<name>` a data folder with one user,
 * `bench` (password `bench-password`); `addUser` makes more. Accounts go to the data folder's
 * SQLite file, or to the PostgreSQL database `databaseUrl` (give the server the same).
 */
export async function prepareBenchData(name: string, options: { databaseUrl?: string } = {}) {
  const wordsFile = dataFiles(DEFAULTS.dataDir).words;
  await ensureWordData(DEFAULTS.dataDir, { log: (line) => console.log(line) });
  const dataDir = join(root, '.tmp', name);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  spawnSync('ln', ['-s', wordsFile, dataFiles(dataDir).words]);
  const runIn = (folder: string, command: string, ...args: string[]) => {
    const database = options.databaseUrl ? ['--database-url', options.databaseUrl] : [];
    const result = spawnSync(process.execPath, [command, ...args, '--data-dir', folder, ...database], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(result.stderr);
    return JSON.parse(result.stdout) as Record<string, string>;
  };
  const run = (...args: string[]) => runIn(dataDir, cli, ...args);
  const userArgs = (username: string) => [
    'users',
    'add',
    '--username',
    username,
    '--password',
    `${username}-password`,
    '--email',
    `${username}@localhost`,
  ];
  const addUser = (username: string) => run(...userArgs(username));
  addUser('bench');
  const twins: string[] = [];
  const emptyFolder = (folderName: string, words: string) => {
    const folder = join(root, '.tmp', folderName);
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    spawnSync('ln', ['-s', words, dataFiles(folder).words]);
    twins.push(folder);
    return folder;
  };
  return {
    dataDir,
    wordsFile,
    /**
     * Another data folder beside this one, with the same accounts and keys (a copy of the
     * accounts database) and the same word database, or another one (`otherWords`, as another
     * build of another layout needs): a second node of one service.
     */
    twin(twinName: string, otherWords = wordsFile): string {
      const twinDir = emptyFolder(twinName, otherWords);
      const accounts = new Database(dataFiles(dataDir).app);
      accounts.pragma('wal_checkpoint(TRUNCATE)');
      accounts.close();
      copyFileSync(dataFiles(dataDir).app, dataFiles(twinDir).app);
      return twinDir;
    },
    /**
     * A data folder for another build's server (`command`, its `glossa-server.mjs`), whose
     * accounts that build makes itself: a copy of this one's may be of a layout it does not
     * read yet. Its bench user has a key of its own, with a plan no run spends.
     */
    otherBuild(folderName: string, command: string, otherWords = wordsFile): { dataDir: string; apiKey: string } {
      const folder = emptyFolder(folderName, otherWords);
      runIn(folder, command, ...userArgs('bench'));
      const apiKey = runIn(folder, command, 'keys', 'add', '--username', 'bench', ...UNLIMITED).apiKey ?? '';
      return { dataDir: folder, apiKey };
    },
    /** Another user, whose password is `<username>-password`. */
    addUser: (username: string) => void addUser(username),
    /** A new key of the bench user (or another), with a plan no run spends. */
    addKey: (username = 'bench') => run('keys', 'add', '--username', username, ...UNLIMITED).apiKey ?? '',
    remove: () => {
      for (const dir of [dataDir, ...twins]) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Up to `count` distinct words with definitions, from common to less common. */
export function commonDefinedWords(wordsFile: string, count: number): string[] {
  const db = new Database(wordsFile, { readonly: true });
  const rows = db
    .prepare(
      'SELECT coalesce(word, lower) AS word FROM entries WHERE dictionary_count > 0 AND corpus_count > 0 ORDER BY corpus_count DESC LIMIT ?',
    )
    .all(count) as { word: string }[];
  db.close();
  return rows.map((row) => row.word);
}

export interface ServerProcess {
  child: ChildProcess;
  /** Ending with /v4. */
  baseUrl: string;
  port: string;
  /** Resident memory now and at its peak, in MB, from /proc. */
  memory(): { rss: number; peak: number; anon: number; file: number };
  stop(): Promise<void>;
}

/**
 * Starts `glossa-server serve --quiet` on a free port and waits for its listening line; `command`
 * is another build's `server/bin/glossa-server.mjs` to run instead of this one's.
 */
export async function spawnServer(dataDir: string, extraArgs: string[] = [], command = cli): Promise<ServerProcess> {
  const child = spawn(process.execPath, [command, 'serve', '--port', '0', '--quiet', '--data-dir', dataDir, ...extraArgs], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const { stdout } = child;
  const baseUrl = await new Promise<string>((resolveUrl, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
    createInterface({ input: stdout }).once('line', (line) => resolveUrl((JSON.parse(line) as { listening: string }).listening));
  });
  return {
    child,
    baseUrl,
    port: new URL(baseUrl).port,
    memory() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const mb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
      return { rss: mb('VmRSS'), peak: mb('VmHWM'), anon: mb('RssAnon'), file: mb('RssFile') };
    },
    async stop() {
      const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * One GET with Node's own http (not fetch: fetch's first use in a process costs the client
 * time, not the server's); answers the status and the milliseconds to the last byte.
 */
export function timedGet(url: string, apiKey: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolveAnswer, reject) => {
    get(url, { headers: { api_key: apiKey } }, (response) => {
      response.resume().on('end', () => resolveAnswer({ status: response.statusCode ?? 0, ms: performance.now() - started }));
    }).on('error', reject);
  });
}

/**
 * One request to the server's interface (`path` after /v4) with Node's own http; answers the
 * status, the body and the milliseconds to the last byte.
 */
export function timedRequest(
  port: string,
  call: { method: string; path: string; headers: Record<string, string>; body?: string; agent?: Agent },
): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolveAnswer, reject) => {
    const { method, path, headers, body, agent } = call;
    const sent = request({ host: '127.0.0.1', port, method, path: `/v4${path}`, headers, agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolveAnswer({ status: response.statusCode ?? 0, body: text, ms: performance.now() - started }));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}
