/**
 * A new list's permalink is made from its name and its creator's own lists (those they have
 * and those they deleted) only, so that creating a list tells no one whether another user
 * has, or had, a list of that name: two users may each have `garden-birds`, and every
 * operation on it reaches the asker's own. A database from before keeps every permalink
 * and id it handed out.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../lib/shared/api/index.ts';
import { startServer, type RunningServer } from '../../server/server.ts';
import { secretHash } from '../../server/stores/secret-hash.ts';
import { PROJECT_ROOT, TEST_WORDS_FILE } from '../../dev/paths.ts';
import { startTestServer, type TestServer } from '../../dev/test-server.ts';
import { failure } from '../support/failure.ts';
import { DATABASES, onDatabase } from '../support/databases.ts';
import { signInAnnAndBo } from '../support/ann-and-bo.ts';
import { words } from '../support/word-items.ts';

describe.each(DATABASES)('on %s', (database) => {
  describe('a new list’s permalink', () => {
    let t: TestServer;
    let ann: ReturnType<typeof createClient>;
    let bo: ReturnType<typeof createClient>;
    beforeAll(async () => {
      t = await startTestServer(await onDatabase(database));
      ({ ann, bo } = await signInAnnAndBo(t));
    });
    afterAll(() => t.close());

    it('is the same whatever lists other users have or had', async () => {
      // Bo has a list "Garden birds", and had one "Pond life".
      const boGarden = await bo.createWordList({ body: { name: 'Garden birds', type: 'PRIVATE' } });
      await bo.addWordsToWordList({ wordListId: boGarden.permalink ?? '', body: words('robin') });
      const boPond = await bo.createWordList({ body: { name: 'Pond life' } });
      await bo.deleteWordList({ wordListId: boPond.permalink ?? '' });

      // Ann's lists of those names get what they would get were Bo not there.
      const annGarden = await ann.createWordList({ body: { name: 'Garden birds' } });
      const annPond = await ann.createWordList({ body: { name: 'Pond life' } });
      expect([annGarden.permalink, annPond.permalink]).toEqual(['garden-birds', 'pond-life']);
      expect(boGarden.permalink).toBe('garden-birds');
      expect(annGarden.id).not.toBe(boGarden.id);
    });

    it('numbers past the user’s own lists and their own deleted lists', async () => {
      await ann.deleteWordList({ wordListId: 'pond-life' });
      expect((await ann.createWordList({ body: { name: 'Pond life' } })).permalink).toBe('pond-life-2');
      expect((await ann.createWordList({ body: { name: 'Pond life' } })).permalink).toBe('pond-life-3');
      expect((await bo.createWordList({ body: { name: 'Garden birds' } })).permalink).toBe('garden-birds-2');
      // Ann's stale delete of her old list reaches neither her new ones nor Bo's.
      expect((await failure(ann.deleteWordList({ wordListId: 'pond-life' }))).status).toBe(404);
      expect((await bo.getWordListById({ wordListId: 'garden-birds-2' })).name).toBe('Garden birds');
    });

    it('reaches the asker’s own list, by every operation, when both have it', async () => {
      const id = 'garden-birds';
      await ann.addWordsToWordList({ wordListId: id, body: words('wren', 'owl') });
      await ann.deleteWordsFromWordList({ wordListId: id, body: words('owl') });
      await ann.updateWordList({ wordListId: id, body: { name: 'Birds of my garden', description: 'Ann’s' } });
      expect(await ann.getWordListById({ wordListId: id })).toMatchObject({
        name: 'Birds of my garden',
        username: 'ann',
        numberWordsInList: 1,
      });
      expect((await ann.getWordListWords({ wordListId: id })).map((entry) => entry.word)).toEqual(['wren']);
      // Bo's list of that permalink is as he left it: his name, type and word.
      expect(await bo.getWordListById({ wordListId: id })).toMatchObject({
        name: 'Garden birds',
        type: 'PRIVATE',
        username: 'bo',
        numberWordsInList: 1,
      });
      expect((await bo.getWordListWords({ wordListId: id })).map((entry) => entry.word)).toEqual(['robin']);
      await ann.deleteWordList({ wordListId: id });
      expect((await failure(ann.getWordListById({ wordListId: id }))).status).toBe(404);
      expect((await bo.getWordListById({ wordListId: id })).numberWordsInList).toBe(1);
      expect((await bo.getWordListsForLoggedInUser()).map((list) => list.permalink).sort()).toEqual(['garden-birds', 'garden-birds-2']);
    });
  });
});
describe('a database from before permalinks were each user’s', () => {
  const KEY = '0123456789abcdef0123456789abcdef';
  const TOKENS = { ann: 'a'.repeat(64), bo: 'b'.repeat(64) };
  let dataDir: string;
  let server: RunningServer;
  const as = (user: keyof typeof TOKENS) =>
    createClient({ baseUrl: server.baseUrl, apiKey: KEY, apiKeyIn: 'header', authToken: TOKENS[user] });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(PROJECT_ROOT, '.tmp', 'old-lists-'));
    // Version 4's layout, as a server from before left it: permalinks unique across all
    // users (Bo's list got `garden-birds-2` because Ann had `garden-birds`), and one
    // deleted list's permalink and id kept out of use, with no owner recorded.
    const old = new Database(join(dataDir, 'glossa.sqlite'));
    old.exec(`
      CREATE TABLE users (id INTEGER PRIMARY KEY, username TEXT NOT NULL UNIQUE COLLATE NOCASE, email TEXT NOT NULL,
        display_name TEXT, password_hash TEXT NOT NULL, confirmed INTEGER NOT NULL DEFAULT 1,
        disabled INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL);
      CREATE TABLE api_keys (key_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        per_minute INTEGER NOT NULL, per_hour INTEGER NOT NULL, total_requests INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL, expires_at TEXT, revoked INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE auth_tokens (token_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at TEXT NOT NULL, expires_at TEXT NOT NULL, revoked INTEGER NOT NULL DEFAULT 0);
      CREATE INDEX auth_tokens_by_user ON auth_tokens(user_id);
      CREATE TABLE word_lists (id INTEGER PRIMARY KEY, permalink TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, name TEXT NOT NULL, description TEXT,
        type TEXT NOT NULL DEFAULT 'PUBLIC', created_at TEXT NOT NULL, updated_at TEXT NOT NULL, last_activity_at TEXT NOT NULL);
      CREATE INDEX word_lists_by_user ON word_lists(user_id, created_at);
      CREATE TABLE word_list_words (id INTEGER PRIMARY KEY, list_id INTEGER NOT NULL REFERENCES word_lists(id) ON DELETE CASCADE,
        word TEXT NOT NULL, created_at TEXT NOT NULL, UNIQUE (list_id, word));
      CREATE INDEX word_list_words_by_word ON word_list_words(word);
      CREATE TABLE retired_permalinks (permalink TEXT PRIMARY KEY, retired_at TEXT NOT NULL, list_id INTEGER);

      INSERT INTO users (id, username, email, password_hash, created_at) VALUES
        (1, 'ann', 'ann@example.org', 'x', '2024-01-01T00:00:00.000Z'), (2, 'bo', 'bo@example.org', 'x', '2024-01-01T00:00:00.000Z');
      INSERT INTO api_keys (key_hash, user_id, per_minute, per_hour, created_at) VALUES ('${secretHash(KEY)}', 1, 10000, 100000, '2024-01-01');
      INSERT INTO auth_tokens (token_hash, user_id, created_at, expires_at) VALUES
        ('${secretHash(TOKENS.ann)}', 1, '2024-01-01', '2999-01-01T00:00:00.000Z'),
        ('${secretHash(TOKENS.bo)}', 2, '2024-01-01', '2999-01-01T00:00:00.000Z');
      INSERT INTO word_lists (id, permalink, user_id, name, type, created_at, updated_at, last_activity_at) VALUES
        (1, 'garden-birds', 1, 'Garden birds', 'PUBLIC', '2024-02-01T00:00:00.000Z', '2024-02-01T00:00:00.000Z', '2024-02-01T00:00:00.000Z'),
        (2, 'garden-birds-2', 2, 'Garden birds', 'PRIVATE', '2024-03-01T00:00:00.000Z', '2024-03-01T00:00:00.000Z', '2024-03-01T00:00:00.000Z');
      INSERT INTO word_list_words (list_id, word, created_at) VALUES
        (1, 'wren', '2024-02-01T00:00:00.000Z'), (2, 'wren', '2024-03-01T00:00:00.000Z'), (2, 'robin', '2024-03-01T00:00:00.000Z');
      INSERT INTO retired_permalinks (permalink, retired_at, list_id) VALUES ('pond-life', '2024-06-01T00:00:00.000Z', 3);
    `);
    old.pragma('user_version = 4');
    old.close();
    server = await startServer({ dataDir, wordsFile: TEST_WORDS_FILE, port: 0, validateResponses: true, audio: false });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every list at its permalink and id, with its words and counts', async () => {
    expect((await as('ann').getWordListsForLoggedInUser()).map((list) => [list.id, list.permalink])).toEqual([[1, 'garden-birds']]);
    expect((await as('bo').getWordListsForLoggedInUser()).map((list) => [list.id, list.permalink])).toEqual([[2, 'garden-birds-2']]);
    const counts = (words: { word?: string | null; numberLists?: number | null }[]) =>
      Object.fromEntries(words.map((entry) => [entry.word, entry.numberLists]));
    expect(counts(await as('ann').getWordListWords({ wordListId: 'garden-birds' }))).toEqual({ wren: 1 });
    expect(counts(await as('bo').getWordListWords({ wordListId: 'garden-birds-2' }))).toEqual({ wren: 2, robin: 1 });
  });

  it('from then on numbers each user’s permalinks by their own lists', async () => {
    const boGarden = await as('bo').createWordList({ body: { name: 'Garden birds' } });
    expect(boGarden.permalink).toBe('garden-birds');
    expect(boGarden.id).toBeGreaterThan(3);
    expect((await as('ann').createWordList({ body: { name: 'Garden birds' } })).permalink).toBe('garden-birds-2');
    // Both lists at `garden-birds` are their owners' own.
    expect((await as('ann').getWordListById({ wordListId: 'garden-birds' })).id).toBe(1);
    expect((await as('bo').getWordListById({ wordListId: 'garden-birds' })).id).toBe(boGarden.id);
  });

  it('keeps a permalink deleted before, whose owner it never recorded, from those who could have owned it', async () => {
    // Ann and Bo were there when "pond-life" was deleted: it may have been either's.
    expect((await as('ann').createWordList({ body: { name: 'Pond life' } })).permalink).toBe('pond-life-2');
    expect((await as('bo').createWordList({ body: { name: 'Pond life' } })).permalink).toBe('pond-life-2');
    // Cy came later: it was never hers, and she is not told of it.
    await server.accounts.addUser({ username: 'cy', password: 'cy-password', email: 'cy@example.org' });
    const { token } = await as('ann').authenticatePost({ username: 'cy', body: 'cy-password' });
    const cy = createClient({ baseUrl: server.baseUrl, apiKey: KEY, apiKeyIn: 'header', authToken: token });
    expect((await cy.createWordList({ body: { name: 'Pond life' } })).permalink).toBe('pond-life');
  });
});
