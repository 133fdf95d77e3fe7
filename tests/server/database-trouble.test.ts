/**
 * The server keeps serving when its app database cannot be written: another process holding
 * its write lock for 15 s, or a full disk (simulated with `max_page_count` on the server's
 * connection). Changes are answered 503 with `retry-after`, in the contract's error shape,
 * having changed nothing; reads and lookups go on, none held up by the database's waits; the
 * keys' request counts are kept until they can be written; and the log says what is wrong in
 * one line, and one more when it is mended.
 */
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { afterEach, expect, it, vi } from 'vitest';
import { secretHash } from '../../server/stores/secret-hash.ts';
import { PROJECT_ROOT } from '../../dev/paths.ts';
import { ANN, startTestServer, type TestServer } from '../../dev/test-server.ts';

const LOCK_MS = 15_000;

/** Holds the database's write lock (BEGIN EXCLUSIVE) until told to let go, saying when it has it and when it let go. */
const HOLD_LOCK = `
const Database = require('better-sqlite3');
const db = new Database(process.argv[1]);
db.exec('BEGIN EXCLUSIVE');
console.log('locked');
process.stdin.once('data', () => { db.exec('COMMIT'); db.close(); console.log('released'); });
`;

let t: TestServer | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

interface LogLine {
  level: number;
  msg?: string;
  err?: unknown;
}

/** A server whose log is kept, with a key of Ann's of its own, signed in, and a list of one word. */
async function startServerWithLog() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  t = await startTestServer({ flushSeconds: 0.25, logger: { level: 'info', stream } });
  const server = t;
  const appFile = join(server.dataDir, 'glossa.sqlite');
  const annId = (await server.server.accounts.userByName(ANN.username))?.id ?? 0;
  const key = (await server.server.accounts.addKey(annId, { perMinute: 1_000_000, perHour: 1_000_000 })).key;
  let calls = 0;
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    calls++;
    const started = performance.now();
    const text = typeof body === 'string';
    const response = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { api_key: key, ...headers, ...(body === undefined ? {} : { 'content-type': text ? 'text/plain' : 'application/json' }) },
      body: body === undefined ? undefined : text ? body : JSON.stringify(body),
    });
    const json = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    return { status: response.status, retryAfter: response.headers.get('retry-after'), json, ms: performance.now() - started };
  };
  const signIn = () => call('POST', `/account.json/authenticate/${ANN.username}`, ANN.password);
  const { token } = await server.client({ apiKey: key }).authenticatePost({ username: ANN.username, body: ANN.password });
  calls++;
  const signedIn = { auth_token: token };
  const list = await call('POST', '/wordLists.json', { name: 'Birds' }, signedIn);
  const listId = String(list.json?.permalink);
  await call('POST', `/wordList.json/${listId}/words`, [{ word: 'wren' }], signedIn);
  /** Words in Ann's list, by L4. */
  const wordsInList = async () => Number((await call('GET', `/wordList.json/${listId}`, undefined, signedIn)).json?.numberWordsInList);
  /** The key's total as written in the database, read by another connection. */
  const writtenTotal = () => {
    const db = new Database(appFile, { readonly: true });
    try {
      return (db.prepare('SELECT total_requests FROM api_keys WHERE key_hash = ?').pluck().get(secretHash(key)) as number) ?? 0;
    } finally {
      db.close();
    }
  };
  const troubleLines = () => lines.filter((line) => line.msg?.includes(appFile));
  return { server, appFile, lines, troubleLines, call, calls: () => calls, signIn, signedIn, listId, wordsInList, writtenTotal };
}

function expectRefusal(
  answer: { status: number; retryAfter: string | null; json?: Record<string, unknown> },
  message: RegExp,
  retryAfter: string,
) {
  expect(answer.status).toBe(503);
  expect(answer.retryAfter).toBe(retryAfter);
  expect(answer.json).toEqual({ statusCode: 503, error: 'Service Unavailable', message: expect.stringMatching(message) });
}

it('keeps serving through a write lock another process holds for 15 s, and loses no count of calls', async () => {
  const s = await startServerWithLog();
  // The counts so far are written.
  await vi.waitFor(() => expect(s.writtenTotal()).toBe(s.calls()), { timeout: 5000, interval: 50 });
  const holder = spawn(process.execPath, ['-e', HOLD_LOCK, s.appFile], {
    cwd: PROJECT_ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const said = createInterface({ input: holder.stdout });
  const locked = new Promise<void>((resolve) => said.on('line', (line) => line === 'locked' && resolve()));
  const released = new Promise<void>((resolve) => said.on('line', (line) => line === 'released' && resolve()));
  await locked;
  const lockedAt = performance.now();

  const slowest = { lookup: 0, read: 0 };
  let refusals = 0;
  // Call after call, for as long as the lock is held.
  while (performance.now() - lockedAt < LOCK_MS) {
    const lookup = await s.call('GET', '/word.json/dog/definitions?limit=1');
    expect(lookup.status).toBe(200);
    slowest.lookup = Math.max(slowest.lookup, lookup.ms);
    const read = await s.call('GET', `/wordList.json/${s.listId}/words`, undefined, s.signedIn);
    expect(read.status).toBe(200);
    slowest.read = Math.max(slowest.read, read.ms);
    expectRefusal(await s.call('POST', `/wordList.json/${s.listId}/words`, [{ word: 'robin' }], s.signedIn), /database is busy/, '5');
    expectRefusal(await s.call('POST', '/wordLists.json', { name: 'Owls' }, s.signedIn), /database is busy/, '5');
    expectRefusal(await s.signIn(), /database is busy/, '5');
    refusals += 3;
  }
  expect(refusals).toBeGreaterThan(20);
  // The database's waits held no request up (its write lock held one for 4.6 s, then ended the process).
  expect(slowest.lookup).toBeLessThan(1000);
  expect(slowest.read).toBeLessThan(1000);
  expect(await s.wordsInList()).toBe(1);

  holder.stdin?.end('let go\n');
  await released;
  expect((await s.call('POST', `/wordList.json/${s.listId}/words`, [{ word: 'robin' }], s.signedIn)).status).toBe(200);
  expect(await s.wordsInList()).toBe(2);
  // Every call counted, those of the lock included, reaches the database once it is free.
  await vi.waitFor(() => expect(s.writtenTotal()).toBe(s.calls()), { timeout: 20_000, interval: 200 });

  // One line when the lock was met, one when it was gone; no stack, no error per refusal.
  const trouble = s.troubleLines();
  expect(trouble.map((line) => line.msg)).toEqual([
    expect.stringMatching(/^The app database .* is locked by another process \(SQLITE_BUSY\): changes are answered 503/),
    expect.stringMatching(/^The app database .* can be written again \(after \d+ s\)$/),
  ]);
  expect(trouble.every((line) => line.level === 40)).toBe(true);
  expect(s.lines.filter((line) => line.level >= 50 || line.err !== undefined)).toEqual([]);
}, 60_000);

it('answers changes 503 while the disk is full, keeps serving reads, and takes changes again once there is room', async () => {
  const s = await startServerWithLog();
  const db = s.server.server.appDatabase.sqlite;
  if (!db) throw new Error('the disk-full test runs on SQLite');
  const pages = db.pragma('page_count', { simple: true }) as number;
  db.pragma(`max_page_count = ${pages}`);
  const many = Array.from({ length: 500 }, (_, i) => ({ word: `a-rather-long-word-that-takes-room-${i}` }));
  try {
    expectRefusal(await s.call('POST', `/wordList.json/${s.listId}/words`, many, s.signedIn), /disk is full/, '60');
    expectRefusal(await s.call('POST', `/wordList.json/${s.listId}/words`, many, s.signedIn), /disk is full/, '60');
    expect(await s.wordsInList()).toBe(1);
    expect((await s.call('GET', '/word.json/dog/definitions?limit=1')).status).toBe(200);
    expect((await s.call('GET', `/wordList.json/${s.listId}/words`, undefined, s.signedIn)).status).toBe(200);
    // The keys' counts still reach the file (they change rows in place), which shows nothing
    // of room: the change after them is refused, and the log does not say the disk mended.
    await vi.waitFor(() => expect(s.writtenTotal()).toBe(s.calls()), { timeout: 5000, interval: 50 });
    expectRefusal(await s.call('POST', `/wordList.json/${s.listId}/words`, many, s.signedIn), /disk is full/, '60');
  } finally {
    db.pragma('max_page_count = 1073741823');
  }
  expect((await s.call('POST', `/wordList.json/${s.listId}/words`, many, s.signedIn)).status).toBe(200);
  expect(await s.wordsInList()).toBe(501);
  expect(s.troubleLines().map((line) => line.msg)).toEqual([
    expect.stringMatching(/^The disk of the app database .* is full \(SQLITE_FULL\): changes are answered 503/),
    expect.stringMatching(/^The app database .* can be written again \(after \d+ s\)$/),
  ]);
  expect(s.lines.filter((line) => line.level >= 50 || line.err !== undefined)).toEqual([]);
});
