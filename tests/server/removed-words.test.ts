/**
 * X6, the Glossa server's own: the words removed from a list and when, so that a browser
 * that was offline does not add back a word removed elsewhere after it added it. Only the
 * list's owner reads them; a word added again, or the list deleted, is no longer removed.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { createClient } from '../../lib/shared/api/index.ts';
import { startTestServer, type TestServer } from '../../dev/test-server.ts';
import { failure } from '../support/failure.ts';
import { DATABASES, onDatabase } from '../support/databases.ts';
import { signInAnnAndBo } from '../support/ann-and-bo.ts';
import { words } from '../support/word-items.ts';

describe.each(DATABASES)('on %s', (database) => {
  describe('removed words (X6)', () => {
    let t: TestServer;
    let ann: ReturnType<typeof createClient>;
    let bo: ReturnType<typeof createClient>;
    beforeAll(async () => {
      t = await startTestServer(await onDatabase(database));
      ({ ann, bo } = await signInAnnAndBo(t));
    });
    afterAll(() => t.close());

    it('answers each word removed, once, with when; since leaves out earlier ones', async () => {
      const permalink = (await ann.createWordList({ body: { name: 'Birds' } })).permalink ?? '';
      await ann.addWordsToWordList({ wordListId: permalink, body: words('wren', 'owl', 'robin') });
      const before = new Date().toISOString();
      await ann.deleteWordsFromWordList({ wordListId: permalink, body: words('wren', 'never-there') });
      const removed = await ann.getRemovedWords({ wordListId: permalink });
      expect(removed.map((r) => r.word)).toEqual(['wren']);
      expect(Date.parse(removed[0]?.removedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(before));

      // The next removal comes a millisecond at least after the first, by the clock `since` is read by.
      const removedAt = Date.parse(removed[0]?.removedAt ?? '');
      await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(removedAt), { interval: 1 });
      const later = new Date().toISOString();
      await ann.deleteWordsFromWordList({ wordListId: permalink, body: words('owl') });
      expect((await ann.getRemovedWords({ wordListId: permalink, since: later })).map((r) => r.word)).toEqual(['owl']);
      expect((await ann.getRemovedWords({ wordListId: permalink })).map((r) => r.word)).toEqual(['wren', 'owl']);
    });

    it('forgets a word added again, and the words of a deleted list', async () => {
      const permalink = (await ann.createWordList({ body: { name: 'Trees' } })).permalink ?? '';
      await ann.addWordsToWordList({ wordListId: permalink, body: words('oak', 'ash') });
      await ann.deleteWordsFromWordList({ wordListId: permalink, body: words('oak', 'ash') });
      await ann.addWordsToWordList({ wordListId: permalink, body: words('oak') });
      expect((await ann.getRemovedWords({ wordListId: permalink })).map((r) => r.word)).toEqual(['ash']);
      await ann.deleteWordList({ wordListId: permalink });
      expect((await failure(ann.getRemovedWords({ wordListId: permalink }))).status).toBe(404);
      const again = await ann.createWordList({ body: { name: 'Trees' } });
      expect(await ann.getRemovedWords({ wordListId: again.permalink ?? '' })).toEqual([]);
    });

    it('is the owner’s alone, and refuses a time that is not one', async () => {
      expect((await failure(bo.getRemovedWords({ wordListId: 'birds' }))).status).toBe(404);
      expect((await failure(t.client().getRemovedWords({ wordListId: 'birds' }))).kind).toBe('credentials');
      expect((await failure(ann.getRemovedWords({ wordListId: 'birds', since: 'yesterday' }))).status).toBe(400);
    });
  });
});
