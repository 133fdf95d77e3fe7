/** Local-first changes and reads of the mirror: no request is made by any of them. */
import { describe, expect, it } from 'vitest';
import { SyncInputError } from '../../../../lib/background/sync/engine';
import { ACCOUNT, outbox, setup } from './support/harness';

describe('local changes', () => {
  it('apply to the mirror at once, queue in order, and send nothing', async () => {
    const h = await setup();
    const birds = await h.engine.createList({ name: '  Birds ', description: 'Seen' });
    expect(birds).toMatchObject({ account: ACCOUNT, name: 'Birds', description: 'Seen', numberWordsInList: 0 });
    expect(birds.permalink).toBeUndefined();
    await h.engine.addWords(birds.localId, ['wren', ' owl ', 'wren', '']);
    await h.engine.updateList(birds.localId, { name: 'Garden birds' });
    await h.engine.removeWords(birds.localId, ['owl']);

    expect(await h.engine.lists()).toEqual([expect.objectContaining({ name: 'Garden birds', numberWordsInList: 1 })]);
    const { total, words } = await h.engine.words(birds.localId, { sortBy: 'alpha', sortOrder: 'asc', skip: 0, limit: 10 });
    expect([total, words.map((w) => w.word)]).toEqual([1, ['wren']]);
    expect(await outbox(h)).toEqual(['create:Garden birds', 'addWords:Garden birds', 'update:Garden birds', 'removeWords:Garden birds']);
    const adds = await h.db.outbox.filter((e) => e.kind === 'addWords').toArray();
    expect(adds[0]?.payload.words).toEqual(['wren', 'owl']);
    expect(h.network.log).toEqual([]);
    expect(h.gate.asked).toBe(0);
    expect(h.changes).toBe(4);
  });

  it('queue nothing for a change that changes nothing', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Verbs' });
    await h.engine.addWords(list.localId, ['run']);
    await h.engine.addWords(list.localId, ['run', ' run']);
    await h.engine.removeWords(list.localId, ['walk']);
    await h.engine.updateList(list.localId, { name: 'Verbs' });
    expect(await outbox(h)).toEqual(['create:Verbs', 'addWords:Verbs']);
  });

  it('refuse what the service would refuse, before anything is queued', async () => {
    const h = await setup();
    await expect(h.engine.createList({ name: '   ' })).rejects.toThrow(SyncInputError);
    const list = await h.engine.createList({ name: 'Ok' });
    await expect(h.engine.addWords(list.localId, ['x'.repeat(201)])).rejects.toThrow(/Not a word/);
    await expect(h.engine.updateList(list.localId, { type: 'SECRET' as 'PUBLIC' })).rejects.toThrow(SyncInputError);
    await expect(h.engine.addWords('no-such-list', ['x'])).rejects.toThrow(/No word list/);
    expect(await outbox(h)).toEqual(['create:Ok']);
  });

  it('signed out, are the browser’s own: kept apart from the account’s, never queued', async () => {
    const h = await setup();
    await h.engine.createList({ name: 'Mine' });
    h.signedIn = false;
    const own = await h.engine.createList({ name: 'Nobody’s' });
    await h.engine.addWords(own.localId, ['wren', 'owl']);
    await h.engine.updateList(own.localId, { description: 'kept here' });
    expect((await h.engine.lists()).map((l) => [l.name, l.numberWordsInList])).toEqual([['Nobody’s', 2]]);
    expect(await h.engine.status()).toEqual({ pending: 0, signedOut: true });
    h.signedIn = true;
    expect((await h.engine.lists()).map((l) => l.name)).toEqual(['Mine']);
    expect(await outbox(h)).toEqual(['create:Mine']);
    await h.engine.drain();
    expect((await h.service.snapshot()).map((l) => l.name)).toEqual(['Mine']);
  });

  it('refuse bad names and words with the reason in plain words', async () => {
    const h = await setup();
    h.signedIn = false;
    const list = await h.engine.createList({ name: 'Birds' });
    const cases: [string, RegExp][] = [
      ['', /needs a name/],
      ['   ', /needs a name/],
      ['x'.repeat(500), /at most 100 characters; this one has 500/],
      ['tab\there', /control characters/],
      ['<b>Bold</b>', /looks like markup/],
      [' birds ', /already have a list named “birds”/],
    ];
    for (const [name, message] of cases) await expect(h.engine.createList({ name })).rejects.toThrow(message);
    await expect(h.engine.updateList(list.localId, { name: 'a\u0007b' })).rejects.toThrow(/control characters/);
    await expect(h.engine.addWords(list.localId, ['<script>alert(1)</script>'])).rejects.toThrow(/looks like markup/);
    expect((await h.engine.lists()).map((l) => [l.name, l.numberWordsInList])).toEqual([['Birds', 0]]);
  });

  it('split a large addition into entries the service accepts', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Many' });
    await h.engine.addWords(
      list.localId,
      Array.from({ length: 1200 }, (_, i) => `w${i}`),
    );
    const entries = await h.db.outbox.toArray();
    expect(entries.map((e) => e.payload.words?.length ?? 0)).toEqual([0, 500, 500, 200]);
  });

  it('delete a list the service never had without a trace, and queue a delete for one it has', async () => {
    const h = await setup();
    const draft = await h.engine.createList({ name: 'Draft' });
    await h.engine.addWords(draft.localId, ['a']);
    await h.engine.deleteList(draft.localId);
    expect(await h.db.outbox.count()).toBe(0);
    expect(await h.db.lists.count()).toBe(0);
    expect(await h.db.listWords.count()).toBe(0);

    const kept = await h.engine.createList({ name: 'Kept' });
    await h.engine.drain();
    await h.engine.addWords(kept.localId, ['a']);
    await h.engine.updateList(kept.localId, { description: 'x' });
    await h.engine.deleteList(kept.localId);
    // The pending changes of a list about to go are pointless: one delete takes their place.
    expect(await outbox(h)).toEqual(['delete:Kept']);
    expect(await h.engine.lists()).toEqual([]);
    await expect(h.engine.addWords(kept.localId, ['b'])).rejects.toThrow(/No word list/);
  });
});

describe('reads', () => {
  it('list newest first, and page words sorted as the service sorts them', async () => {
    const h = await setup();
    const first = await h.engine.createList({ name: 'First' });
    h.advance(1000);
    await h.engine.createList({ name: 'Second' });
    expect((await h.engine.lists()).map((l) => l.name)).toEqual(['Second', 'First']);

    await h.engine.addWords(first.localId, ['banana']);
    h.advance(1000);
    await h.engine.addWords(first.localId, ['Apple', 'cherry']);
    const page = (sortBy: 'alpha' | 'createDate', sortOrder: 'asc' | 'desc', skip = 0, limit = 10) =>
      h.engine.words(first.localId, { sortBy, sortOrder, skip, limit }).then((r) => [r.total, ...r.words.map((w) => w.word)]);
    expect(await page('alpha', 'asc')).toEqual([3, 'Apple', 'banana', 'cherry']);
    expect(await page('alpha', 'desc', 1, 1)).toEqual([3, 'banana']);
    expect(await page('createDate', 'asc', 0, 1)).toEqual([3, 'banana']);
    expect((await page('createDate', 'desc'))[3]).toBe('banana');
    expect(await h.engine.words('nope', { sortBy: 'alpha', sortOrder: 'asc', skip: 0, limit: 5 })).toEqual({ total: 0, words: [] });
  });
});
