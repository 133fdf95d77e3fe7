/**
 * Where the server keeps accounts and lists, as its command line chooses: a PostgreSQL database
 * by `--database-url` or `GLOSSA_DATABASE_URL`, else the data folder's SQLite file; migrations
 * run by `migrate` and on start, once however many servers start at once; an unreachable
 * PostgreSQL answered 503, never a crash; and a word database of another layout refused.
 */
import Database from 'better-sqlite3';
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer, Socket, type Server } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../../dev/postgres-cluster.ts';
import { PROJECT_ROOT, TEST_WORDS_FILE } from '../../dev/paths.ts';
import { ANN, startTestServer } from '../../dev/test-server.ts';
import { SCHEMA_VERSION } from '../../server/data/schema.ts';
import { startServer } from '../../server/server.ts';
import { MIGRATIONS } from '../../server/stores/app-db-migrations.ts';
import { DATABASES } from '../support/databases.ts';

const run = promisify(execFile);
const CLI = join(PROJECT_ROOT, 'server/bin/glossa-server.mjs');
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function folder(): string {
  const made = mkdtempSync(join(PROJECT_ROOT, '.tmp', 'app-db-'));
  folders.push(made);
  return made;
}

async function rows<T>(url: string, query: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(query)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('glossa-server on PostgreSQL', () => {
  it('migrates once when several start at once, records each step, and makes the shared counters ready', async () => {
    const url = await createDatabase(inject('postgresUrl'));
    const answers = await Promise.all([1, 2, 3].map(() => run('node', [CLI, 'migrate', '--database-url', url])));
    for (const { stdout } of answers) expect(JSON.parse(stdout)).toMatchObject({ version: MIGRATIONS.length });
    const steps = await rows<{ version: number }>(url, 'SELECT version FROM glossa_migrations ORDER BY version');
    expect(steps.map((step) => step.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
    // The rate counters every node shares are made ready there too.
    const counters = await rows<{ name: string }>(url, "SELECT to_regclass('glossa_rate_slots')::text AS name");
    expect(counters).toEqual([{ name: 'glossa_rate_slots' }]);
  }, 60_000);

  it('adds users and keys there, by --database-url or GLOSSA_DATABASE_URL, and leaves the data folder without a database', async () => {
    const url = await createDatabase(inject('postgresUrl'));
    const dataDir = folder();
    await run('node', [
      CLI,
      'users',
      'add',
      '--username',
      'gus',
      '--password',
      'gus-password',
      '--email',
      'g@x.org',
      '--database-url',
      url,
      '--data-dir',
      dataDir,
    ]);
    const { stdout } = await run('node', [CLI, 'keys', 'add', '--username', 'gus', '--data-dir', dataDir], {
      env: { ...process.env, GLOSSA_DATABASE_URL: url },
    });
    const { apiKey } = JSON.parse(stdout) as { apiKey: string };
    expect(await rows(url, 'SELECT username FROM users')).toEqual([{ username: 'gus' }]);
    expect(JSON.stringify(await rows(url, 'SELECT * FROM api_keys'))).not.toContain(apiKey);
    expect(existsSync(join(dataDir, 'glossa.sqlite'))).toBe(false);
  }, 60_000);

  it('refuses an address that is not PostgreSQL’s', async () => {
    await expect(run('node', [CLI, 'migrate', '--database-url', 'mysql://localhost/glossa'])).rejects.toMatchObject({
      stderr: expect.stringContaining('--database-url must be a PostgreSQL address'),
    });
    await expect(run('node', [CLI, 'migrate', '--counters-url', 'memcached://localhost'])).rejects.toMatchObject({
      stderr: expect.stringContaining('--counters-url must be a PostgreSQL address, postgres://…, or a Redis or Valkey one'),
    });
  });
});

describe.each(DATABASES)('a database on %s that a newer Glossa took forward', (database) => {
  it('is refused by migrate and serve, saying which layout it has and which the server reads', async () => {
    const dataDir = folder();
    const url = database === 'PostgreSQL' ? await createDatabase(inject('postgresUrl')) : undefined;
    const where = url ? ['--database-url', url] : ['--data-dir', dataDir];
    await run('node', [CLI, 'migrate', ...where]);
    const newer = MIGRATIONS.length + 1;
    if (url) await rows(url, `INSERT INTO glossa_migrations (version, applied_at) VALUES (${newer}, 'later')`);
    else {
      const db = new Database(join(dataDir, 'glossa.sqlite'));
      db.pragma(`user_version = ${newer}`);
      db.close();
    }
    const why = `has layout ${newer}, newer than this Glossa server's ${MIGRATIONS.length}: run the newer glossa-server`;
    await expect(run('node', [CLI, 'migrate', ...where])).rejects.toMatchObject({ stderr: expect.stringContaining(why) });
    await expect(startServer({ dataDir, databaseUrl: url, wordsFile: TEST_WORDS_FILE, port: 0, audio: false })).rejects.toThrow(why);
    // Nothing was changed: the layout is still the newer one.
    if (url) expect(await rows(url, 'SELECT max(version) AS v FROM glossa_migrations')).toEqual([{ v: newer }]);
    else {
      const db = new Database(join(dataDir, 'glossa.sqlite'), { readonly: true });
      expect(db.pragma('user_version', { simple: true })).toBe(newer);
      db.close();
    }
  }, 60_000);
});

/**
 * A loopback relay to PostgreSQL that can be cut and mended, as a network would be; or cut
 * inside a transaction: once a connection has begun one, at its next statement.
 */
async function relayTo(url: string) {
  const target = new URL(url);
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  let cutInTransaction: (() => void) | undefined;
  const cut = () =>
    new Promise<void>((resolve) => {
      server?.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = new Socket();
        upstream.connect(Number(target.port), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => undefined);
          socket.on('close', () => sockets.delete(socket));
        }
        let inTransaction = false;
        client.on('data', (data: Buffer) => {
          if (cutInTransaction && inTransaction) {
            cutInTransaction();
            return;
          }
          // A simple query ('Q') of `begin` opens a transaction, of `commit` or `rollback` ends it.
          const query = data[0] === 0x51 ? data.subarray(5).toString('utf8') : '';
          if (/^begin\b/i.test(query)) inTransaction = true;
          if (/^(commit|rollback)\b/i.test(query)) inTransaction = false;
          upstream.write(data);
        });
        upstream.pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        const address = server?.address();
        port = typeof address === 'object' && address ? address.port : 0;
        resolve();
      });
    });
  await open();
  const relayed = new URL(url);
  relayed.port = String(port);
  return {
    url: relayed.toString(),
    cut,
    /** Cuts every connection when one that has begun a transaction sends its next statement. */
    cutInTransaction: () =>
      new Promise<void>((resolve) => {
        cutInTransaction = () => {
          cutInTransaction = undefined;
          void cut().then(resolve);
        };
      }),
    mend: open,
  };
}

describe('a PostgreSQL that cannot be reached', () => {
  it('is answered 503 with a clear error while it is away (but for words, to keys seen), and served again once it is back', async () => {
    const relay = await relayTo(await createDatabase(inject('postgresUrl')));
    // The server's clock, which the test moves past the second a key is taken on trust.
    const clock = { skip: 0 };
    const t = await startTestServer({ databaseUrl: relay.url, clock: () => Date.now() + clock.skip });
    try {
      const { token } = await t.client().authenticatePost({ username: ANN.username, body: ANN.password });
      const ann = t.client({ authToken: token });
      const list = (await ann.createWordList({ body: { name: 'Birds' } })).permalink ?? '';
      // Dropped while a request holds its connection, between two statements of a transaction.
      const cut = relay.cutInTransaction();
      const held = await fetch(`${t.baseUrl}/wordList.json/${list}/words`, {
        method: 'POST',
        headers: { api_key: t.apiKey, auth_token: token, 'content-type': 'application/json' },
        body: JSON.stringify([{ word: 'wren' }]),
      });
      await cut;
      expect(held.status).toBe(503);
      expect(await held.json()).toMatchObject({ message: expect.stringMatching(/cannot reach its database/) });
      // Every connection is cut now: the next request is answered 503 whether it meets one that
      // has not yet heard of the cut or asks for a new one.
      clock.skip += 1100; // past the second a key is trusted
      const answer = await fetch(`${t.baseUrl}/wordList.json/${list}/words`, {
        method: 'POST',
        headers: { api_key: t.apiKey, auth_token: token, 'content-type': 'application/json' },
        body: JSON.stringify([{ word: 'wren' }]),
      });
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(await answer.json()).toMatchObject({ message: expect.stringMatching(/cannot reach its database/) });
      // Words need no database: a key this server has seen keeps its answers while it is away.
      const word = await fetch(`${t.baseUrl}/word.json/wren/definitions?limit=1`, { headers: { api_key: t.apiKey } });
      expect(word.status).toBe(200);
      // A key it has not seen cannot be told from a made-up one: refused as unavailable, not as unknown.
      const unseen = await fetch(`${t.baseUrl}/word.json/wren/definitions?limit=1`, { headers: { api_key: 'f'.repeat(32) } });
      expect(unseen.status).toBe(503);
      await relay.mend();
      await ann.addWordsToWordList({ wordListId: list, body: [{ word: 'wren' }] });
      expect((await ann.getWordListById({ wordListId: list })).numberWordsInList).toBe(1);
    } finally {
      await t.close();
      await relay.cut();
    }
  }, 60_000);
});

describe('the word database', () => {
  it('of another layout is refused, saying which layout it has and which the server reads', async () => {
    const dataDir = folder();
    const words = join(dataDir, 'words.sqlite');
    copyFileSync(TEST_WORDS_FILE, words);
    const db = new Database(words);
    db.prepare("UPDATE build_info SET value = ? WHERE key = 'schemaVersion'").run(String(SCHEMA_VERSION - 1));
    db.close();
    await expect(startServer({ dataDir, port: 0, audio: false })).rejects.toThrow(
      `has layout ${SCHEMA_VERSION - 1}, and this Glossa server reads layout ${SCHEMA_VERSION}`,
    );
    // The folder is free again: a good file serves.
    rmSync(words);
    symlinkSync(TEST_WORDS_FILE, words);
    const server = await startServer({ dataDir, port: 0, audio: false });
    await server.close();
  });
});
