/** L1–L7 and A3 on the real server, through the project's client (what users see of each other's: list-privacy.test.ts). */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { createClient } from '../../lib/shared/api/index.ts';
import { startTestServer, type TestServer } from '../../dev/test-server.ts';
import { failure } from '../support/failure.ts';
import { DATABASES, onDatabase } from '../support/databases.ts';
import { words } from '../support/word-items.ts';

describe.each(DATABASES)('on %s', (database) => {
  let t: TestServer;
  let ann: ReturnType<typeof createClient>;

  beforeAll(async () => {
    t = await startTestServer(await onDatabase(database));
    ann = await t.signIn();
  });
  afterAll(() => t.close());

  describe('a list’s life', () => {
    it('is created with a permalink id, filled, sorted, paged, emptied and deleted', async () => {
      const created = await ann.createWordList({ body: { name: 'Garden Birds', description: 'Seen this spring' } });
      expect(created).toMatchObject({
        permalink: 'garden-birds',
        name: 'Garden Birds',
        description: 'Seen this spring',
        username: 'ann',
        numberWordsInList: 0,
        type: 'PUBLIC',
      });
      const id = created.permalink ?? '';

      await ann.addWordsToWordList({ wordListId: id, body: words('wren', 'owl') });
      // The next word a minute later, by the clock the server (in this process) dates words with.
      vi.setSystemTime(Date.now() + 60_000);
      try {
        await ann.addWordsToWordList({ wordListId: id, body: words('blackbird', 'owl') });
      } finally {
        vi.useRealTimers();
      }
      const list = await ann.getWordListById({ wordListId: id });
      expect(list.numberWordsInList).toBe(3); // "owl" twice is one word
      expect(Date.parse(list.lastActivityAt ?? '')).toBeGreaterThanOrEqual(Date.parse(created.lastActivityAt ?? ''));

      const newestFirst = await ann.getWordListWords({ wordListId: id });
      // Newest first; words added together come last-added first.
      expect(newestFirst.map((w) => w.word)).toEqual(['blackbird', 'owl', 'wren']);
      expect(newestFirst[0]).toMatchObject({ word: 'blackbird', username: 'ann', numberLists: 1 });
      const alpha = await ann.getWordListWords({ wordListId: id, sortBy: 'alpha', sortOrder: 'asc' });
      expect(alpha.map((w) => w.word)).toEqual(['blackbird', 'owl', 'wren']);
      const desc = await ann.getWordListWords({ wordListId: id, sortBy: 'alpha', sortOrder: 'desc', skip: 1, limit: 1 });
      expect(desc.map((w) => w.word)).toEqual(['owl']);
      const oldest = await ann.getWordListWords({ wordListId: id, sortBy: 'createDate', sortOrder: 'asc' });
      expect(oldest.at(-1)?.word).toBe('blackbird');

      await ann.updateWordList({ wordListId: id, body: { name: 'Birds', description: 'All year' } });
      expect(await ann.getWordListById({ wordListId: id })).toMatchObject({ permalink: id, name: 'Birds', description: 'All year' });

      await ann.deleteWordsFromWordList({ wordListId: id, body: words('owl', 'wren', 'blackbird', 'not-there') });
      expect(await ann.getWordListWords({ wordListId: id })).toEqual([]);
      expect((await ann.getWordListById({ wordListId: id })).numberWordsInList).toBe(0);

      await ann.deleteWordList({ wordListId: id });
      expect(await failure(ann.getWordListById({ wordListId: id }))).toMatchObject({ status: 404, kind: 'not-found' });
    });

    it('gets a distinct permalink for a name used twice, and A3 lists newest first', async () => {
      const first = await ann.createWordList({ body: { name: 'Verbs' } });
      const second = await ann.createWordList({ body: { name: 'Verbs' } });
      expect([first.permalink, second.permalink]).toEqual(['verbs', 'verbs-2']);
      const mine = await ann.getWordListsForLoggedInUser();
      expect(mine.map((l) => l.permalink).slice(0, 2)).toEqual(['verbs-2', 'verbs']);
      expect(await ann.getWordListsForLoggedInUser({ skip: 1, limit: 1 })).toEqual([expect.objectContaining({ permalink: 'verbs' })]);
    });

    it('names a list of non-Latin letters by a usable permalink', async () => {
      const list = await ann.createWordList({ body: { name: '日本語の言葉' } });
      expect(list.permalink).toMatch(/^list(-\d+)?$/);
      expect(list.name).toBe('日本語の言葉');
    });
  });

  describe('list errors', () => {
    it('404 for an unknown list', async () => {
      expect((await failure(ann.addWordsToWordList({ wordListId: 'no-such-list', body: words('x') }))).status).toBe(404);
    });

    it('400 for an invalid id and for a list without a name', async () => {
      const badId = await fetch(`${t.baseUrl}/wordList.json/a%20b`, { headers: { api_key: t.apiKey, auth_token: 'x' } });
      // The token is checked after the request itself: a malformed request is a 400 first.
      expect(badId.status).toBe(400);
      const { token } = await t.client().authenticatePost({ username: 'ann', body: 'correct horse' });
      const noName = await fetch(`${t.baseUrl}/wordLists.json`, {
        method: 'POST',
        headers: { api_key: t.apiKey, auth_token: token, 'content-type': 'application/json' },
        body: JSON.stringify({ description: 'no name' }),
      });
      expect(noName.status).toBe(400);
      expect(((await noName.json()) as { message: string }).message).toContain('name');
    });

    it('403 without a token', async () => {
      const response = await fetch(`${t.baseUrl}/wordLists.json`, {
        method: 'POST',
        headers: { api_key: t.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'x' }),
      });
      expect(response.status).toBe(403);
    });

    it('adds many words at once in one transaction, all or none', async () => {
      const list = await ann.createWordList({ body: { name: 'Bulk' } });
      const many = Array.from({ length: 500 }, (_, i) => ({ word: `word${i}` }));
      await ann.addWordsToWordList({ wordListId: list.permalink ?? '', body: many });
      expect((await ann.getWordListById({ wordListId: list.permalink ?? '' })).numberWordsInList).toBe(500);
    });

    it('keeps concurrent additions', async () => {
      const list = await ann.createWordList({ body: { name: 'Concurrent' } });
      const id = list.permalink ?? '';
      await Promise.all(Array.from({ length: 20 }, (_, i) => ann.addWordsToWordList({ wordListId: id, body: words(`w${i}`, 'shared') })));
      expect((await ann.getWordListById({ wordListId: id })).numberWordsInList).toBe(21);
    });

    // PostgreSQL only: SQLite gives a new row the next free id itself, where PostgreSQL draws
    // it from a sequence, which a row written with its own id (a copy, a restore) can leave behind.
    it.runIf(database === 'PostgreSQL')('a word the database cannot store is an error, never a success that kept nothing', async () => {
      const created = await ann.createWordList({ body: { name: 'Sequence' } });
      const id = created.permalink ?? '';
      await ann.addWordsToWordList({ wordListId: id, body: words('wren') });
      const client = new pg.Client({ connectionString: t.databaseUrl });
      await client.connect();
      try {
        // A row that takes the id the sequence gives next.
        await client.query(
          `INSERT INTO word_list_words (id, list_id, word, created_at)
           SELECT max(id) + 1, (SELECT id FROM word_lists WHERE permalink = $1), 'robin', max(created_at) FROM word_list_words`,
          [id],
        );
      } finally {
        await client.end();
      }
      await expect(ann.addWordsToWordList({ wordListId: id, body: words('owl') })).rejects.toThrow();
      // Asked again, the sequence has moved on: the word is kept.
      await ann.addWordsToWordList({ wordListId: id, body: words('owl') });
      expect((await ann.getWordListWords({ wordListId: id, sortBy: 'alpha', sortOrder: 'asc' })).map((w) => w.word)).toEqual([
        'owl',
        'robin',
        'wren',
      ]);
    });
  });
});
