/**
 * `glossa-server copy-data`: a server's SQLite database, copied into an empty PostgreSQL one,
 * serves there as it did: the same key answers, the same sign-in token opens the account, the
 * lists keep their permalinks, words and privacy, a removed word stays removed, the records come
 * back, and new rows take ids after the copied ones. A target that holds anything is refused,
 * and changed in nothing.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../../dev/postgres-cluster.ts';
import { PROJECT_ROOT } from '../../dev/paths.ts';
import { ANN, startTestServer, type TestServer } from '../../dev/test-server.ts';
import { createClient } from '../../lib/shared/api/index.ts';
import { signInAnnAndBo } from '../support/ann-and-bo.ts';
import { startNode, type Node } from '../support/nodes.ts';

const run = promisify(execFile);
const CLI = join(PROJECT_ROOT, 'server/bin/glossa-server.mjs');

async function count(url: string, table: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n);
  } finally {
    await client.end();
  }
}

describe('copy-data', () => {
  let before: TestServer;
  let after: Node | undefined;
  let annToken: string;
  let target: string;
  const made = { permalink: '', privatePermalink: '' };
  const now = Date.now();

  beforeAll(async () => {
    // A server on SQLite, used for a while: lists, words, a removed word, a private list, records.
    before = await startTestServer();
    const { ann, bo } = await signInAnnAndBo(before);
    annToken = (await before.client().authenticatePost({ username: ANN.username, body: ANN.password })).token;
    const list = await ann.createWordList({ body: { name: 'Birds', description: 'Seen this spring' } });
    made.permalink = list.permalink ?? '';
    await ann.addWordsToWordList({ wordListId: made.permalink, body: ['wren', 'owl', 'lark'].map((word) => ({ word })) });
    await ann.deleteWordsFromWordList({ wordListId: made.permalink, body: [{ word: 'lark' }] });
    made.privatePermalink = (await bo.createWordList({ body: { name: 'Secret', type: 'PRIVATE' } })).permalink ?? '';
    await bo.addWordsToWordList({ wordListId: made.privatePermalink, body: [{ word: 'owl' }] });
    await ann.putRecords({
      body: { sentAt: now, records: [{ kind: 'history', key: 'wren', changedAt: now, data: { count: 3 } }] },
    });
    await before.server.close();
    target = await createDatabase(inject('postgresUrl'));
  });
  afterAll(async () => {
    await after?.close();
    await before.close().catch(() => undefined);
  });

  it('copies everything into an empty PostgreSQL database, where it serves as before', async () => {
    const { stdout } = await run('node', [CLI, 'copy-data', '--from', join(before.dataDir, 'glossa.sqlite'), '--database-url', target]);
    expect(JSON.parse(stdout)).toMatchObject({
      copied: { users: 2, api_keys: 1, word_lists: 2, word_list_words: 3, removed_words: 1, user_records: 1 },
    });

    // A server on the accounts now in PostgreSQL: Ann's key and her token from before both still work.
    after = await startNode({ databaseUrl: target });
    const client = (authToken: string) =>
      createClient({ baseUrl: after?.server.baseUrl ?? '', apiKey: before.apiKey, apiKeyIn: 'header', authToken });
    const ann = client(annToken);
    const list = await ann.getWordListById({ wordListId: made.permalink });
    expect(list).toMatchObject({ name: 'Birds', description: 'Seen this spring', numberWordsInList: 2 });
    expect((await ann.getWordListWords({ wordListId: made.permalink })).map((w) => w.word).sort()).toEqual(['owl', 'wren']);
    // A private list stays Bo's own.
    await expect(ann.getWordListById({ wordListId: made.privatePermalink })).rejects.toMatchObject({ status: 404 });
    const bo = client((await ann.authenticatePost({ username: 'bo', body: 'bo-password' })).token);
    expect((await bo.getWordListById({ wordListId: made.privatePermalink })).numberWordsInList).toBe(1);
    // The records; and a new list, word and user, whose ids follow the copied ones.
    expect((await ann.getRecords({})).records).toEqual([expect.objectContaining({ kind: 'history', key: 'wren', data: { count: 3 } })]);
    const next = await ann.createWordList({ body: { name: 'More birds' } });
    await ann.addWordsToWordList({ wordListId: next.permalink ?? '', body: [{ word: 'finch' }] });
    expect((await ann.getWordListWords({ wordListId: next.permalink ?? '' })).map((w) => w.word)).toEqual(['finch']);
    expect((await ann.getWordListsForLoggedInUser()).map((l) => l.name).sort()).toEqual(['Birds', 'More birds']);
    const cy = await after.server.accounts.addUser({ username: 'cy', password: 'cy-password', email: 'cy@example.org' });
    expect(cy.id).toBe(3);
  });

  it('refuses a database that is not empty, and changes nothing in it', async () => {
    const words = await count(target, 'word_list_words');
    await expect(
      run('node', [CLI, 'copy-data', '--from', join(before.dataDir, 'glossa.sqlite'), '--database-url', target]),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('is not empty (its users has rows): copy-data copies only into an empty database'),
    });
    expect(await count(target, 'word_list_words')).toBe(words);
    expect(await count(target, 'users')).toBe(3);
  });
});
