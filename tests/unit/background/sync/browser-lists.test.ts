/**
 * Lists with no account are the browser's own; signing in to a service that keeps lists
 * offers them (upload merged by name, keep apart, later), and nothing moves or goes
 * without the user's choice. A service that keeps no lists says so in its answers.
 */
import { describe, expect, it } from 'vitest';
import { BROWSER_LISTS } from '../../../../lib/background/store/db';
import { loadListSupport } from '../../../../lib/background/sync/list-support';
import { ACCOUNT, outbox, setup } from './support/harness';

const alpha = { sortBy: 'alpha', sortOrder: 'asc', skip: 0, limit: 100 } as const;

describe('the browser’s lists meeting an account', () => {
  it('are offered, and an upload merges by name, each word once, the browser keeping its own', async () => {
    const h = await setup();
    await h.service.add(await h.service.create('Birds'), ['wren', 'owl']);
    await h.engine.pull();
    h.signedIn = false;
    const birds = await h.engine.createList({ name: 'birds' });
    await h.engine.addWords(birds.localId, ['owl', 'lark']);
    // Made a second apart: the newest is shown first.
    h.advance(1000);
    const trees = await h.engine.createList({ name: 'Trees', description: 'in the park' });
    await h.engine.addWords(trees.localId, ['oak']);
    // Signed out, there is nothing to offer to.
    expect(await h.engine.browserListsOffer()).toEqual({ open: [], apart: 0 });

    h.signedIn = true;
    expect(await h.engine.browserListsOffer()).toEqual({
      open: [
        { name: 'Trees', numberWordsInList: 1 },
        { name: 'birds', numberWordsInList: 2 },
      ],
      apart: 0,
    });
    // Nothing moved before the choice.
    expect(await outbox(h)).toEqual([]);
    expect(await h.engine.uploadBrowserLists()).toEqual({ lists: 2, words: 2 });
    expect(await h.engine.browserListsOffer()).toEqual({ open: [], apart: 0 });
    await h.engine.drain();
    expect((await h.service.snapshot()).map((l) => [l.name, l.description, l.words])).toEqual([
      ['Birds', '', ['lark', 'owl', 'wren']],
      ['Trees', 'in the park', ['oak']],
    ]);

    // Signing out shows the browser's lists as they were.
    h.signedIn = false;
    const kept = await h.engine.lists();
    expect(kept.map((l) => l.name)).toEqual(['Trees', 'birds']);
    expect((await h.engine.words(birds.localId, alpha)).words.map((w) => w.word)).toEqual(['lark', 'owl']);
  });

  it('an upload takes the review of the lists’ words with them, before any word lands in the account', async () => {
    const asked: { words: string[]; from: string; to: string; wordsInAccount: number }[] = [];
    const h: Awaited<ReturnType<typeof setup>> = await setup({
      adoptReview: async (words, from, to) => {
        const lists = await h.db.lists.where('account').equals(ACCOUNT).toArray();
        const wordsInAccount = await h.db.listWords
          .where('listLocalId')
          .anyOf(lists.map((l) => l.localId))
          .count();
        asked.push({ words: [...words].sort(), from, to, wordsInAccount });
      },
    });
    h.signedIn = false;
    const birds = await h.engine.createList({ name: 'Birds' });
    await h.engine.addWords(birds.localId, ['owl', 'lark']);
    const trees = await h.engine.createList({ name: 'Trees' });
    await h.engine.addWords(trees.localId, ['oak']);
    h.signedIn = true;
    expect(await h.engine.uploadBrowserLists()).toEqual({ lists: 2, words: 3 });
    expect(asked).toEqual([{ words: ['lark', 'oak', 'owl'], from: BROWSER_LISTS, to: ACCOUNT, wordsInAccount: 0 }]);
  });

  it('kept apart: not offered again, nothing sent; a list made later is offered', async () => {
    const h = await setup();
    h.signedIn = false;
    await h.engine.createList({ name: 'Mine' });
    h.signedIn = true;
    await h.engine.keepBrowserListsApart();
    expect(await h.engine.browserListsOffer()).toEqual({ open: [], apart: 1 });
    expect(await outbox(h)).toEqual([]);
    h.signedIn = false;
    await h.engine.createList({ name: 'Later' });
    h.signedIn = true;
    expect((await h.engine.browserListsOffer()).open.map((l) => l.name)).toEqual(['Later']);
    // Kept apart, and uploaded after all: both go, and nothing is left to decide.
    expect(await h.engine.uploadBrowserLists()).toMatchObject({ lists: 2 });
    expect(await h.engine.browserListsOffer()).toEqual({ open: [], apart: 0 });
  });
});

describe('a service that keeps no lists', () => {
  it.each([404, 405])('says so when reading the lists answers %i', async (status) => {
    const refused: number[] = [];
    const h = await setup({ onListsRefused: (s) => refused.push(s) });
    h.network.fail('A3', { status });
    expect(await h.engine.pull()).toMatchObject({ ok: false });
    expect(refused).toEqual([status]);
  });

  it('says so on a 401 while the session is good (A5 answers), and signs out when A5 is refused too', async () => {
    const refused: number[] = [];
    const h = await setup({ onListsRefused: (s) => refused.push(s) });
    h.network.fail('A3', { status: 401 });
    expect(await h.engine.pull()).toMatchObject({ ok: false });
    expect(refused).toEqual([401]);
    expect(await h.engine.status()).toMatchObject({ signedOut: false });
    h.network.fail('A3', { status: 401 });
    h.network.fail('A5', { status: 401 });
    expect(await h.engine.pull()).toMatchObject({ ok: false, stopped: 'signed-out' });
    expect(refused).toEqual([401]);
  });

  it('is remembered per service; the account’s lists it never had become the browser’s, without their outbox', async () => {
    const h = await setup();
    const draft = await h.engine.createList({ name: 'Draft' });
    await h.engine.addWords(draft.localId, ['kept']);
    const support = await loadListSupport(h.db);
    await support.refuse('https://lists.test/v4/', ACCOUNT);
    expect(support.offers('https://lists.test/v4')).toBe(false);
    expect(support.offers('https://other.test/v4')).toBe(true);
    expect((await loadListSupport(h.db)).offers('https://lists.test/v4')).toBe(false);
    expect(await outbox(h)).toEqual([]);
    expect((await h.db.lists.get(draft.localId))?.account).toBe(BROWSER_LISTS);
    h.signedIn = false;
    expect((await h.engine.words(draft.localId, alpha)).words.map((w) => w.word)).toEqual(['kept']);
    await support.forget('https://lists.test/v4');
    expect(support.offers('https://lists.test/v4')).toBe(true);
  });

  it('imports a file’s words all or nothing, into a new list or an existing one', async () => {
    const h = await setup();
    h.signedIn = false;
    const { list, added } = await h.engine.importWords({ name: 'Imported' }, ['wren', 'owl', 'wren']);
    expect(added).toBe(2);
    await expect(h.engine.importWords({ listId: list.localId }, ['lark', '<b>x</b>'])).rejects.toThrow(/markup/);
    await expect(h.engine.importWords({ name: 'imported' }, ['lark'])).rejects.toThrow(/already have a list/);
    expect((await h.engine.words(list.localId, alpha)).words.map((w) => w.word)).toEqual(['owl', 'wren']);
    expect((await h.engine.importWords({ listId: list.localId }, ['lark', 'owl'])).added).toBe(1);
    expect((await h.engine.lists()).map((l) => [l.name, l.numberWordsInList])).toEqual([['Imported', 3]]);
  });
});
