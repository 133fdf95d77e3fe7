/**
 * Nothing about one user's lists reaches another: word counts see only lists the asker may
 * see, another user's list is answered as one that does not exist, and a deleted list's
 * permalink is never handed out again to its owner (a stale delete must not reach a new list).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createClient } from '../../lib/shared/api/index.ts';
import { startTestServer, type TestServer } from '../../dev/test-server.ts';
import { failure } from '../support/failure.ts';
import { DATABASES, onDatabase } from '../support/databases.ts';
import { signInAnnAndBo } from '../support/ann-and-bo.ts';
import { words } from '../support/word-items.ts';

describe.each(DATABASES)('on %s', (database) => {
  let t: TestServer;
  let ann: ReturnType<typeof createClient>;
  let bo: ReturnType<typeof createClient>;

  beforeAll(async () => {
    t = await startTestServer(await onDatabase(database));
    ({ ann, bo } = await signInAnnAndBo(t));
  });
  afterAll(() => t.close());

  const countOf = async (client: ReturnType<typeof createClient>, listId: string, word: string) =>
    (await client.getWordListWords({ wordListId: listId })).find((entry) => entry.word === word)?.numberLists;

  describe('numberLists', () => {
    it('counts public lists and the asker’s own, never another user’s private lists', async () => {
      const annPublic = (await ann.createWordList({ body: { name: 'Owls', type: 'PUBLIC' } })).permalink ?? '';
      await ann.addWordsToWordList({ wordListId: annPublic, body: words('tawny') });
      const boPrivate = (await bo.createWordList({ body: { name: 'Secret owls', type: 'PRIVATE' } })).permalink ?? '';
      await bo.addWordsToWordList({ wordListId: boPrivate, body: words('tawny') });

      expect(await countOf(ann, annPublic, 'tawny')).toBe(1); // Bo's private list is not seen
      expect(await countOf(bo, boPrivate, 'tawny')).toBe(2); // his own, and Ann's public one

      const annPrivate = (await ann.createWordList({ body: { name: 'My owls', type: 'PRIVATE' } })).permalink ?? '';
      await ann.addWordsToWordList({ wordListId: annPrivate, body: words('tawny') });
      expect(await countOf(ann, annPublic, 'tawny')).toBe(2);
      expect(await countOf(bo, boPrivate, 'tawny')).toBe(2);
    });
  });

  describe('another user’s list', () => {
    it('is answered 404, word for word as a list that does not exist, by every operation', async () => {
      const id = (await ann.createWordList({ body: { name: 'Mine' } })).permalink ?? '';
      const on = (wordListId: string) => [
        bo.getWordListById({ wordListId }),
        bo.getWordListWords({ wordListId }),
        bo.addWordsToWordList({ wordListId, body: words('x') }),
        bo.deleteWordsFromWordList({ wordListId, body: words('x') }),
        bo.updateWordList({ wordListId, body: { name: 'Taken' } }),
        bo.deleteWordList({ wordListId }),
      ];
      const theirs = await Promise.all(on(id).map(failure));
      const none = await Promise.all(on('no-such-list').map(failure));
      expect(theirs.map((error) => [error.status, error.serverMessage])).toEqual(none.map((error) => [error.status, error.serverMessage]));
      expect(theirs.every((error) => error.status === 404)).toBe(true);
      expect(await ann.getWordListById({ wordListId: id })).toMatchObject({ name: 'Mine', numberWordsInList: 0 });
    });
  });

  describe('a deleted list’s permalink', () => {
    it('is never handed out again, so a stale delete cannot reach a new list of the same name', async () => {
      const first = (await ann.createWordList({ body: { name: 'Garden' } })).permalink ?? '';
      expect(first).toBe('garden');
      await ann.deleteWordList({ wordListId: first });
      const second = (await ann.createWordList({ body: { name: 'Garden' } })).permalink ?? '';
      expect(second).not.toBe(first);
      // Bo's list of that name is his own `garden`: it tells him nothing of Ann's (list-permalinks.test.ts).
      expect((await bo.createWordList({ body: { name: 'Garden' } })).permalink).toBe(first);
      // The offline browser's delete of the old list, sent late, reaches neither.
      expect((await failure(ann.deleteWordList({ wordListId: first }))).status).toBe(404);
      expect(await ann.getWordListById({ wordListId: second })).toMatchObject({ name: 'Garden' });
      expect(await bo.getWordListById({ wordListId: first })).toMatchObject({ name: 'Garden' });
    });
  });

  describe('a deleted list’s id', () => {
    it('is never handed out again, even when it was the newest list', async () => {
      const newest = await ann.createWordList({ body: { name: 'Newest' } });
      await ann.deleteWordList({ wordListId: newest.permalink ?? '' });
      const next = await ann.createWordList({ body: { name: 'After it' } });
      expect(next.id).toBeGreaterThan(newest.id ?? Infinity);
    });
  });
});
