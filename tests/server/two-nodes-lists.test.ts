/**
 * Two Glossa servers on the loopback, each a process of its own with a data folder of its own
 * (and its own copy of the word database), sharing one PostgreSQL database: a sign-in and a
 * list made on one are good on the other, a guesser's wrong passwords count on both, and a
 * server killed (SIGKILL) in the middle of a flood of list writes loses none it acknowledged.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { spawnServer, type ServerProcess } from '../../bench/support/server-process.ts';
import { createDatabase } from '../../dev/postgres-cluster.ts';
import { PROJECT_ROOT, TEST_WORDS_FILE } from '../../dev/paths.ts';

const run = promisify(execFile);
const CLI = join(PROJECT_ROOT, 'server/bin/glossa-server.mjs');
/** List writes sent at once to the server that is killed, and how many it answers before. */
const WRITES = 400;
const IN_FLIGHT = 16;
const KILL_AFTER = 60;

let databaseUrl: string;
const folders: string[] = [];
const nodes: ServerProcess[] = [];
let apiKey: string;

/** A data folder with its own copy of the word database. */
function dataFolder(): string {
  const dir = mkdtempSync(join(PROJECT_ROOT, '.tmp', 'node-'));
  folders.push(dir);
  copyFileSync(TEST_WORDS_FILE, join(dir, 'words.sqlite'));
  return dir;
}

async function startNode(): Promise<ServerProcess> {
  const node = await spawnServer(dataFolder(), ['--database-url', databaseUrl]);
  nodes.push(node);
  return node;
}

beforeAll(async () => {
  databaseUrl = await createDatabase(inject('postgresUrl'));
  const admin = (...args: string[]) => run('node', [CLI, ...args, '--database-url', databaseUrl, '--data-dir', dataFolder()]);
  await admin('users', 'add', '--username', 'ann', '--password', 'ann-password', '--email', 'ann@example.org');
  const { stdout } = await admin('keys', 'add', '--username', 'ann', '--per-minute', '100000', '--per-hour', '1000000');
  apiKey = (JSON.parse(stdout) as { apiKey: string }).apiKey;
}, 60_000);

afterAll(async () => {
  for (const node of nodes) if (node.child.exitCode === null && node.child.signalCode === null) await node.stop();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** One call with Node's own http (a fresh connection, so a killed server fails it at once). */
function call(node: ServerProcess, method: string, path: string, token?: string, body?: unknown) {
  return new Promise<{ status: number; json: unknown }>((resolve, reject) => {
    const headers: Record<string, string> = { api_key: apiKey, connection: 'close' };
    if (token) headers.auth_token = token;
    if (body !== undefined) headers['content-type'] = typeof body === 'string' ? 'text/plain' : 'application/json';
    const sent = request({ host: '127.0.0.1', port: node.port, method, path: `/v4${path}`, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, json: text ? (JSON.parse(text) as unknown) : undefined }));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body));
  });
}

async function signIn(node: ServerProcess): Promise<string> {
  const answer = await call(node, 'POST', '/account.json/authenticate/ann', undefined, 'ann-password');
  expect(answer.status).toBe(200);
  return (answer.json as { token: string }).token;
}

async function wordsOf(node: ServerProcess, token: string, permalink: string): Promise<string[]> {
  const answer = await call(node, 'GET', `/wordList.json/${permalink}/words?limit=1000`, token);
  expect(answer.status).toBe(200);
  return (answer.json as { word: string }[]).map((entry) => entry.word).sort();
}

it('a sign-in and a list made on one server are read on the other', async () => {
  const [one, two] = [await startNode(), await startNode()];
  const token = await signIn(one);
  const made = await call(one, 'POST', '/wordLists.json', token, { name: 'Garden birds' });
  expect(made.status).toBe(200);
  const permalink = (made.json as { permalink: string }).permalink;
  expect((await call(one, 'POST', `/wordList.json/${permalink}/words`, token, [{ word: 'wren' }, { word: 'owl' }])).status).toBe(200);

  expect(await wordsOf(two, token, permalink)).toEqual(['owl', 'wren']);
  // A change on the second is read on the first, as is its count of lists.
  expect((await call(two, 'POST', `/wordList.json/${permalink}/words`, token, [{ word: 'robin' }])).status).toBe(200);
  const onOne = await call(one, 'GET', `/wordList.json/${permalink}`, token);
  expect(onOne.json).toMatchObject({ permalink, numberWordsInList: 3 });
  // A second list of the same name made on the other server gets the next permalink.
  const again = await call(two, 'POST', '/wordLists.json', token, { name: 'Garden birds' });
  expect(again.json).toMatchObject({ permalink: 'garden-birds-2' });
}, 60_000);

it('a server killed mid-write loses no write it acknowledged', async () => {
  const survivor = nodes[0] ?? (await startNode());
  const victim = await startNode();
  const token = await signIn(victim);
  const made = await call(victim, 'POST', '/wordLists.json', token, { name: 'Flood' });
  const permalink = (made.json as { permalink: string }).permalink;

  const acknowledged: string[] = [];
  let failed = 0;
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (next < WRITES) {
      const word = `word-${next++}`;
      try {
        const answer = await call(victim, 'POST', `/wordList.json/${permalink}/words`, token, [{ word }]);
        if (answer.status >= 200 && answer.status < 300) acknowledged.push(word);
        else failed++;
      } catch {
        failed++;
      }
      if (!killed && acknowledged.length >= KILL_AFTER) {
        killed = true;
        victim.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  expect(killed).toBe(true);
  expect(failed).toBeGreaterThan(0); // the kill came mid-flood

  const kept = new Set(await wordsOf(survivor, token, permalink));
  expect(acknowledged.filter((word) => !kept.has(word))).toEqual([]);
  // The list's count agrees with its rows: no write was half kept.
  const list = await call(survivor, 'GET', `/wordList.json/${permalink}`, token);
  expect(list.json).toMatchObject({ numberWordsInList: kept.size });
}, 60_000);

it('counts a guesser’s wrong passwords on every server: five spread over two, and the sixth waits on both', async () => {
  // Last: the address it guesses from waits a while after it, at that account.
  const [one, two] = [nodes[0] ?? (await startNode()), await startNode()];
  const guess = (node: ServerProcess) => call(node, 'POST', '/account.json/authenticate/ann', undefined, 'not-the-password');
  for (const node of [one, two, one, two, one]) expect((await guess(node)).status).toBe(403);
  // Both at once, within the first wait (2 s) after the fifth.
  expect((await Promise.all([guess(two), guess(one)])).map((answer) => answer.status)).toEqual([429, 429]);
}, 60_000);
