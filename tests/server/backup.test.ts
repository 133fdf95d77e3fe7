/**
 * `glossa-server backup` and `restore`, as an administrator runs them: a server on SQLite is
 * backed up while two readers' worth of writes go on (words added to a list, records put), the
 * backup is restored into a fresh folder, and a server started there has every write that was
 * acknowledged before the backup began, and nothing that was never sent. Restoring over a folder
 * a server serves is refused, naming that server; a server on PostgreSQL is pointed to pg_dump.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROJECT_ROOT, TEST_WORDS_FILE } from '../../dev/paths.ts';
import { ANN, startTestServer, type TestServer } from '../../dev/test-server.ts';
import { createClient } from '../../lib/shared/api/index.ts';
import { startServer, type RunningServer } from '../../server/server.ts';

const CLI = join(PROJECT_ROOT, 'server/bin/glossa-server.mjs');
const glossaServer = async (...args: string[]) =>
  JSON.parse((await promisify(execFile)('node', [CLI, ...args])).stdout) as Record<string, unknown>;
const refusalOf = (...args: string[]) =>
  promisify(execFile)('node', [CLI, ...args]).then(
    () => 'it succeeded',
    (error: { stderr: string }) => error.stderr.trim(),
  );

describe('backup and restore of a server on SQLite', () => {
  let t: TestServer;
  let folder: string;
  let restored: RunningServer | undefined;
  beforeAll(async () => {
    t = await startTestServer();
    folder = mkdtempSync(join(PROJECT_ROOT, '.tmp', 'backup-'));
  });
  afterAll(async () => {
    await restored?.close();
    await t.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('backs up a server under writes; a server on the restored folder has every write acknowledged before the backup', async () => {
    const ann = await t.signIn();
    const permalink = (await ann.createWordList({ body: { name: 'Written' } })).permalink ?? '';
    const words = { sent: new Set<string>(), acknowledged: new Set<string>() };
    const records = { sent: new Set<string>(), acknowledged: new Set<string>() };
    let writing = true;
    const addWords = async () => {
      for (let n = 0; writing; n++) {
        const batch = [`word${n}a`, `word${n}b`];
        for (const word of batch) words.sent.add(word);
        await ann.addWordsToWordList({ wordListId: permalink, body: batch.map((word) => ({ word })) });
        for (const word of batch) words.acknowledged.add(word);
      }
    };
    const putRecords = async () => {
      for (let n = 0; writing; n++) {
        const key = `looked${n}`;
        records.sent.add(key);
        const at = Date.now();
        await ann.putRecords({ body: { sentAt: at, records: [{ kind: 'history', key, changedAt: at, data: { count: n } }] } });
        records.acknowledged.add(key);
      }
    };
    const writers = Promise.all([addWords(), putRecords()]);
    try {
      await vi.waitFor(() => expect(words.acknowledged.size + records.acknowledged.size).toBeGreaterThan(40), { timeout: 20_000 });
      const before = { words: new Set(words.acknowledged), records: new Set(records.acknowledged) };
      const backup = join(folder, 'glossa-backup.sqlite');
      expect(await glossaServer('backup', '--to', backup, '--data-dir', t.dataDir)).toMatchObject({ backup, version: expect.any(Number) });
      // The writes went on while the command ran.
      expect(words.acknowledged.size + records.acknowledged.size).toBeGreaterThan(before.words.size + before.records.size);
      writing = false;
      await writers;

      const fresh = join(folder, 'fresh');
      expect(await glossaServer('restore', '--from', backup, '--data-dir', fresh)).toMatchObject({
        restored: join(fresh, 'glossa.sqlite'),
      });
      restored = await startServer({ dataDir: fresh, wordsFile: TEST_WORDS_FILE, port: 0, audio: false, validateResponses: true });
      const client = createClient({ baseUrl: restored.baseUrl, apiKey: t.apiKey, apiKeyIn: 'header' });
      const { token } = await client.authenticatePost({ username: ANN.username, body: ANN.password });
      const annThere = createClient({ baseUrl: restored.baseUrl, apiKey: t.apiKey, apiKeyIn: 'header', authToken: token });

      const kept = new Set<string>();
      for (let skip = 0; ; skip += 100) {
        const page = await annThere.getWordListWords({ wordListId: permalink, skip, limit: 100 });
        for (const item of page) kept.add(item.word ?? '');
        if (page.length < 100) break;
      }
      const keptRecords = new Set<string>();
      for (let since = 0; ;) {
        const page = await annThere.getRecords({ since, limit: 500 });
        for (const record of page.records) keptRecords.add(record.key);
        since = page.cursor;
        if (!page.more) break;
      }
      expect([...before.words].filter((word) => !kept.has(word))).toEqual([]);
      expect([...before.records].filter((key) => !keptRecords.has(key))).toEqual([]);
      expect([...kept].filter((word) => !words.sent.has(word))).toEqual([]);
      expect([...keptRecords].filter((key) => !records.sent.has(key))).toEqual([]);
    } finally {
      writing = false;
      // Only stopped here: what they wrote was judged above, and a failure of theirs would hide the test's own.
      await writers.catch(() => undefined);
    }
  }, 120_000);

  it('refuses to restore over a folder a server serves, naming the server, and changes nothing there', async () => {
    const backup = join(folder, 'again.sqlite');
    await glossaServer('backup', '--to', backup, '--data-dir', t.dataDir);
    expect(await refusalOf('restore', '--from', backup, '--data-dir', t.dataDir)).toMatch(
      /^glossa-server: The data folder .* is served already, by process \d+/,
    );
    await t.client().getDefinitions({ word: 'dog' });
    expect((await (await t.signIn()).getWordListsForLoggedInUser({})).map((list) => list.name)).toContain('Written');
  }, 60_000);

  it('refuses a file that is no Glossa database, and points a server on PostgreSQL to pg_dump', async () => {
    expect(await refusalOf('restore', '--from', CLI, '--data-dir', join(folder, 'other'))).toMatch(/is no Glossa server's database/);
    expect(await refusalOf('backup', '--to', join(folder, 'pg'), '--database-url', 'postgres://glossa@db.invalid/glossa')).toMatch(
      /back it up with pg_dump/,
    );
  }, 60_000);
});
