/**
 * Reading a list costs what the reader's own data costs: a word's count of lists
 * (`numberLists`) is kept as lists change, not counted from everyone's rows at each read; and
 * list reads take turns by key with the word operations, so one key's flood of them does not
 * hold another key's requests.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createClient } from '../../lib/shared/api/index.ts';
import { inTransaction, openAppDatabase } from '../../server/stores/app-db.ts';
import { countOwnerOf, createWordListStore } from '../../server/stores/word-lists.ts';
import { PROJECT_ROOT } from '../../dev/paths.ts';
import { ANN, startTestServer, type TestServer } from '../../dev/test-server.ts';
import { acceptedSockets } from '../support/accepted-sockets.ts';
import { DATABASES, onDatabase } from '../support/databases.ts';
import { signInAnnAndBo } from '../support/ann-and-bo.ts';
import { words } from '../support/word-items.ts';

const WORDS = Array.from({ length: 1000 }, (_, i) => `word${i}`);
const OTHER_LISTS = 300;

describe.each(DATABASES)('on %s', (database) => {
  let t: TestServer;
  let ann: ReturnType<typeof createClient>;
  let bo: ReturnType<typeof createClient>;
  let annList: string;
  beforeAll(async () => {
    t = await startTestServer(await onDatabase(database, { cacheBytes: 0 }));
    ({ ann, bo } = await signInAnnAndBo(t));
    annList = (await ann.createWordList({ body: { name: 'A thousand words' } })).permalink ?? '';
    await ann.addWordsToWordList({ wordListId: annList, body: WORDS.map((word) => ({ word })) });
  });
  afterAll(() => t.close());

  /** The shortest of a few reads of Ann's whole list, in ms, and the counts it answered. */
  async function readAnnsList(times = 5) {
    let fastest = Infinity;
    let counts: number[] = [];
    for (let i = 0; i < times; i++) {
      const started = performance.now();
      const answer = await ann.getWordListWords({ wordListId: annList, limit: 1000 });
      fastest = Math.min(fastest, performance.now() - started);
      counts = answer.map((entry) => entry.numberLists ?? -1);
    }
    return { fastest, counts };
  }

  /** Bo's lists written by another connection to the app database, through its store: `count` lists of the thousand words. */
  async function fillBosLists(count: number, type: 'PUBLIC' | 'PRIVATE') {
    const db = await openAppDatabase(t.databaseUrl ?? join(t.dataDir, 'glossa.sqlite'));
    const bo = (await t.server.accounts.userByName('bo'))?.id ?? 0;
    const at = new Date().toISOString();
    // A transaction per list, as lists are made.
    for (let i = 0; i < count; i++) {
      await inTransaction(db, async (queries) => {
        const store = createWordListStore(db, queries);
        const permalink = `bo-${type}-${i}`;
        await store.insertList({ permalink, userId: bo, name: `Bo’s ${i}`, description: null, type, at });
        const list = await store.listOfUser(permalink, bo);
        await store.addWords(list?.id ?? 0, countOwnerOf({ type, user_id: bo }), WORDS, at);
      });
    }
    await db.close();
  }

  describe('a list’s words', () => {
    it('cost the same to read however many of everyone’s lists hold them', async () => {
      const alone = await readAnnsList();
      expect(new Set(alone.counts)).toEqual(new Set([1]));
      await fillBosLists(OTHER_LISTS, 'PUBLIC');
      await fillBosLists(20, 'PRIVATE');
      const crowded = await readAnnsList();
      // Ann's own list and Bo's public ones; Bo's private lists are not hers to count.
      expect(new Set(crowded.counts)).toEqual(new Set([1 + OTHER_LISTS]));
      // Counted from every row, 300 lists of the same words made each read 30 times slower.
      expect(crowded.fastest).toBeLessThan(alone.fastest * 3 + 20);
      // Writing 320 lists of a thousand words, a transaction each, takes some 15 s on PostgreSQL by itself, and
      // more beside the rest of the suite: the time is the filling's, not the reads' (which the line above bounds).
    }, 60_000);

    it('are counted as lists change: words added and removed, a list made private or public, a list deleted', async () => {
      const owls = (await bo.createWordList({ body: { name: 'Owls', type: 'PUBLIC' } })).permalink ?? '';
      const mine = (await ann.createWordList({ body: { name: 'My owls', type: 'PRIVATE' } })).permalink ?? '';
      await bo.addWordsToWordList({ wordListId: owls, body: words('tawny', 'barn') });
      await ann.addWordsToWordList({ wordListId: mine, body: words('tawny', 'barn', 'tawny') });
      const counts = async (client: ReturnType<typeof createClient>, listId: string) =>
        Object.fromEntries((await client.getWordListWords({ wordListId: listId })).map((entry) => [entry.word, entry.numberLists]));

      expect(await counts(ann, mine)).toEqual({ tawny: 2, barn: 2 });
      expect(await counts(bo, owls)).toEqual({ tawny: 1, barn: 1 }); // Ann's list is private
      await bo.deleteWordsFromWordList({ wordListId: owls, body: words('barn') });
      expect(await counts(ann, mine)).toEqual({ tawny: 2, barn: 1 });
      await bo.updateWordList({ wordListId: owls, body: { type: 'PRIVATE' } });
      expect(await counts(ann, mine)).toEqual({ tawny: 1, barn: 1 });
      expect(await counts(bo, owls)).toEqual({ tawny: 1 });
      await ann.updateWordList({ wordListId: mine, body: { type: 'PUBLIC' } });
      expect(await counts(bo, owls)).toEqual({ tawny: 2 });
      expect(await counts(ann, mine)).toEqual({ tawny: 1, barn: 1 });
      await bo.updateWordList({ wordListId: owls, body: { type: 'PUBLIC' } });
      expect(await counts(ann, mine)).toEqual({ tawny: 2, barn: 1 });
      await bo.deleteWordList({ wordListId: owls });
      expect(await counts(ann, mine)).toEqual({ tawny: 1, barn: 1 });
      await ann.deleteWordList({ wordListId: mine });
    });
  });

  it('takes turns: another key’s lookup is answered after at most a couple of a flooding key’s list reads', async () => {
    const FLOOD = 16;
    const annId = (await t.server.accounts.userByName(ANN.username))?.id ?? 0;
    const floodKey = (await t.server.accounts.addKey(annId, { perMinute: 1_000_000, perHour: 1_000_000 })).key;
    const { token } = await t.client({ apiKey: floodKey }).authenticatePost({ username: ANN.username, body: ANN.password });
    const sockets = await acceptedSockets(t, FLOOD + 1);
    const arrived: string[] = [];
    const answered = sockets.map(
      (socket, i) =>
        new Promise<void>((resolve) => {
          socket.once('data', (chunk: Buffer) => {
            arrived.push(`${i === FLOOD ? 'lookup' : 'flood'} ${chunk.toString().split(' ')[1]}`);
            socket.destroy();
            resolve();
          });
        }),
    );
    const prefix = new URL(t.baseUrl).pathname;
    const send = (socket: Socket | undefined, path: string, headers: string) =>
      socket?.write(`GET ${prefix}${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`);
    for (let i = 0; i < FLOOD; i++) {
      send(sockets[i], `/wordList.json/${annList}/words?limit=${1000 - i}`, `api_key: ${floodKey}\r\nauth_token: ${token}\r\n`);
    }
    send(sockets[FLOOD], '/word.json/dog/definitions?limit=1', `api_key: ${t.apiKey}\r\n`);
    await Promise.all(answered);
    expect(arrived).toHaveLength(FLOOD + 1);
    expect(new Set(arrived)).toEqual(new Set(['flood 200', 'lookup 200']));
    expect(arrived.indexOf('lookup 200')).toBeLessThanOrEqual(3);
  });
});
it('counts the lists of a database from before the counts were kept when it is opened', async () => {
  const dir = mkdtempSync(join(PROJECT_ROOT, '.tmp', 'list-counts-'));
  const file = join(dir, 'glossa.sqlite');
  try {
    // A database of the layout before (version 4), with lists in it.
    const before = new Database(file);
    before.exec(`
      CREATE TABLE users (id INTEGER PRIMARY KEY, username TEXT NOT NULL UNIQUE COLLATE NOCASE, email TEXT NOT NULL,
        display_name TEXT, password_hash TEXT NOT NULL, confirmed INTEGER NOT NULL DEFAULT 1,
        disabled INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL);
      CREATE TABLE api_keys (key_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL, per_minute INTEGER NOT NULL,
        per_hour INTEGER NOT NULL, total_requests INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL, expires_at TEXT,
        revoked INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE auth_tokens (token_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL, created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL, revoked INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE word_lists (id INTEGER PRIMARY KEY, permalink TEXT NOT NULL UNIQUE, user_id INTEGER NOT NULL,
        name TEXT NOT NULL, description TEXT, type TEXT NOT NULL DEFAULT 'PUBLIC', created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL, last_activity_at TEXT NOT NULL);
      CREATE TABLE word_list_words (id INTEGER PRIMARY KEY, list_id INTEGER NOT NULL, word TEXT NOT NULL,
        created_at TEXT NOT NULL, UNIQUE (list_id, word));
      CREATE TABLE retired_permalinks (permalink TEXT PRIMARY KEY, retired_at TEXT NOT NULL, list_id INTEGER);
      INSERT INTO users (id, username, email, password_hash, created_at) VALUES (1, 'ann', 'a@x', 'x', ''), (2, 'bo', 'b@x', 'x', '');
      INSERT INTO word_lists (id, permalink, user_id, name, type, created_at, updated_at, last_activity_at) VALUES
        (1, 'a', 1, 'a', 'PUBLIC', '', '', ''), (2, 'b', 2, 'b', 'PUBLIC', '', '', ''), (3, 'c', 2, 'c', 'PRIVATE', '', '', '');
      INSERT INTO word_list_words (list_id, word, created_at) VALUES (1, 'owl', ''), (2, 'owl', ''), (3, 'owl', ''), (3, 'kite', '');
    `);
    before.pragma('user_version = 4');
    before.close();
    const db = await openAppDatabase(file);
    expect(db.sqlite?.prepare('SELECT word, owner, lists FROM word_list_counts ORDER BY word, owner').all()).toEqual([
      { word: 'kite', owner: 2, lists: 1 },
      { word: 'owl', owner: 0, lists: 2 },
      { word: 'owl', owner: 2, lists: 1 },
    ]);
    await db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
