/**
 * What the drain does when the service (or something in front of it) says no: a 403 about
 * one list, a refusal that may pass, a body too large, a change refused for good, a list
 * deleted and made again under the same permalink. Nothing freezes, nothing local is lost.
 */
import { describe, expect, it } from 'vitest';
import { ACCOUNT, outbox, setup } from './support/harness';

const wordsOf = (n: number) => Array.from({ length: n }, (_, i) => `word${String(i).padStart(3, '0')}`);

describe('a 403 about one list', () => {
  it('with a good token (A5 answers), the list is gone for us: it goes here too, its waiting words named, the drain goes on', async () => {
    const h = await setup();
    const birds = await h.engine.createList({ name: 'Birds' });
    const trees = await h.engine.createList({ name: 'Trees' });
    await h.engine.drain();
    await h.engine.addWords(birds.localId, ['wren']);
    await h.engine.addWords(trees.localId, ['oak']);
    // The list at this permalink is no longer ours: every request about it is refused.
    h.network.fail((r) => r.params.wordListId === 'birds', { status: 403, message: 'Not your list' }, Infinity);

    const result = await h.engine.drain();
    expect(result).toMatchObject({ pending: 0 });
    expect(result.stopped).toBeUndefined();
    expect(h.network.sent().slice(2)).toEqual(['L5 birds', 'A5', 'L5 trees']);
    expect(await h.db.lists.get(birds.localId)).toBeUndefined();
    expect(await h.engine.status()).toMatchObject({
      pending: 0,
      signedOut: false,
      notes: [expect.objectContaining({ kind: 'deletedElsewhere', listName: 'Birds', words: ['wren'] })],
    });
  });

  it('an update or delete for it is dropped as for a list the service no longer has, not a sign-out', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Birds' });
    await h.engine.drain();
    await h.engine.updateList(list.localId, { name: 'Songbirds' });
    h.network.fail((r) => r.params.wordListId === 'birds', { status: 403 }, Infinity);
    expect(await h.engine.drain()).toMatchObject({ pending: 0 });
    expect((await h.engine.status()).signedOut).toBe(false);
  });

  it('when A5 is refused too, the user is signed out and every change kept', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Birds' });
    await h.engine.drain();
    await h.engine.addWords(list.localId, ['wren']);
    h.network.fail('L5', { status: 403 });
    h.network.fail('A5', { status: 401 });
    expect(await h.engine.drain()).toMatchObject({ sent: 0, pending: 1, stopped: 'signed-out' });
    expect(h.network.ops().slice(1)).toEqual(['L5', 'A5']);
    expect(await h.engine.drain()).toMatchObject({ sent: 1, pending: 0 });
    expect(await h.engine.status()).toMatchObject({ signedOut: false });
  });
});

describe('a 403 while pulling', () => {
  it('on one list’s words, with a good token: that list is skipped, the others are read, nobody is signed out', async () => {
    const h = await setup();
    await h.service.add(await h.service.create('Birds'), ['wren']);
    await h.service.add(await h.service.create('Trees'), ['oak']);
    h.network.fail((r) => r.op === 'L6' && r.params.wordListId === 'birds', { status: 403 });
    expect(await h.engine.pull()).toEqual({ ok: true });
    expect(h.network.ops().filter((op) => op === 'A5')).toHaveLength(1);
    expect(await h.engine.status()).toMatchObject({ signedOut: false });
    const trees = (await h.engine.lists()).find((l) => l.permalink === 'trees');
    expect(
      (await h.engine.words(trees?.localId ?? '', { sortBy: 'alpha', sortOrder: 'asc', skip: 0, limit: 10 })).words.map((w) => w.word),
    ).toEqual(['oak']);
  });
});

describe('a 403 on reading the lists (A3)', () => {
  it('with a good token (A5 answers), is a failed pull to try again, not a sign-out', async () => {
    const h = await setup();
    await h.service.add(await h.service.create('Birds'), ['wren']);
    h.network.fail('A3', { status: 403, message: 'Forbidden by a proxy' });
    expect(await h.engine.pull()).toMatchObject({ ok: false });
    expect(h.network.ops()).toEqual(['A3', 'A5']);
    expect(await h.engine.status()).toMatchObject({ signedOut: false });
    expect(await h.engine.pull()).toEqual({ ok: true });
    expect((await h.engine.lists()).map((l) => l.permalink)).toEqual(['birds']);
  });

  it('when A5 is refused too, signs out', async () => {
    const h = await setup();
    h.network.fail('A3', { status: 403 });
    h.network.fail('A5', { status: 401 });
    expect(await h.engine.pull()).toMatchObject({ ok: false, stopped: 'signed-out' });
  });
});

describe('refusals that may pass', () => {
  it('a 408 from a proxy backs off like a network failure, then the entry goes', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Offline' });
    await h.engine.addWords(list.localId, ['kept']);
    h.network.fail('L1', { status: 408, message: 'Request Timeout' });
    const first = await h.engine.drain();
    expect(first).toMatchObject({ sent: 0, dropped: 0, pending: 2, stopped: 'backoff' });
    expect(await h.engine.lists()).toHaveLength(1);
    h.advance(60_000);
    expect(await h.engine.drain()).toMatchObject({ sent: 2, pending: 0 });
    expect(await h.service.snapshot()).toEqual([{ permalink: 'offline', name: 'Offline', description: '', words: ['kept'] }]);
  });

  it('a 425 backs off too', async () => {
    const h = await setup();
    await h.engine.createList({ name: 'Early' });
    h.network.fail('L1', { status: 425 });
    expect(await h.engine.drain()).toMatchObject({ pending: 1, stopped: 'backoff' });
  });
});

describe('too large', () => {
  it('a 413 on 500 words: halved and sent in pieces until each fits, every word reaches the service', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Big' });
    const words = wordsOf(500);
    await h.engine.addWords(list.localId, words);
    h.network.fail(
      (r) => r.op === 'L5' && Array.isArray(r.body) && r.body.length > 125,
      { status: 413, message: 'Payload Too Large' },
      Infinity,
    );
    expect(await h.engine.drain()).toMatchObject({ sent: 2, dropped: 0, pending: 0 });
    const sizes = h.network.log.filter((r) => r.op === 'L5').map((r) => (r.body as unknown[]).length);
    expect(sizes).toEqual([500, 250, 125, 125, 250, 125, 125]);
    expect((await h.service.snapshot())[0]?.words).toEqual(words);
  });

  it('a 413 on removing words: halved the same way, and every removal is done', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Big' });
    const words = wordsOf(300);
    await h.engine.addWords(list.localId, words);
    await h.engine.drain();
    await h.engine.removeWords(list.localId, words.slice(0, 200));
    h.network.fail((r) => r.op === 'L7' && Array.isArray(r.body) && r.body.length > 100, { status: 413 }, Infinity);
    expect(await h.engine.drain()).toMatchObject({ sent: 1, pending: 0 });
    expect(h.network.log.filter((r) => r.op === 'L7').map((r) => (r.body as unknown[]).length)).toEqual([200, 100, 100]);
    expect((await h.service.snapshot())[0]?.words).toEqual(words.slice(200));
  });

  it('a word too large even alone is kept as a refused change, with its reason; the others go', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Big' });
    await h.engine.addWords(list.localId, ['a', 'b', 'c', 'huge']);
    const tooLarge = (r: { op: string; body?: unknown }) =>
      r.op === 'L5' && Array.isArray(r.body) && r.body.some((w: { word: string }) => w.word === 'huge');
    h.network.fail(tooLarge, { status: 413, message: 'Payload Too Large' }, Infinity);
    const result = await h.engine.drain();
    expect(result).toMatchObject({ sent: 1, pending: 1 });
    expect((await h.service.snapshot())[0]?.words).toEqual(['a', 'b', 'c']);
    const status = await h.engine.status();
    expect(status.refused).toEqual([expect.objectContaining({ listName: 'Big', kind: 'addWords', words: ['huge'] })]);
    expect(status.refused?.[0]?.reason).toMatch(/Payload Too Large/);
    expect((await h.engine.words(list.localId, { sortBy: 'alpha', sortOrder: 'asc', skip: 0, limit: 10 })).total).toBe(4);
  });
});

describe('refused for good', () => {
  it('a 409 on a list made offline keeps the list, its words and the change, with the reason; other lists go on', async () => {
    const h = await setup();
    const refused = await h.engine.createList({ name: 'Clash' });
    await h.engine.addWords(refused.localId, ['one', 'two']);
    const other = await h.engine.createList({ name: 'Other' });
    await h.engine.addWords(other.localId, ['three']);
    h.network.fail('L1', { status: 409, message: 'Conflict' });

    const result = await h.engine.drain();
    expect(result).toMatchObject({ sent: 2, pending: 2 });
    expect(result.stopped).toBeUndefined();
    expect(h.network.sent()).toEqual(['L1', 'L1', 'L5 other']);
    expect((await h.engine.lists()).map((l) => l.name).sort()).toEqual(['Clash', 'Other']);
    expect(
      (await h.engine.words(refused.localId, { sortBy: 'alpha', sortOrder: 'asc', skip: 0, limit: 10 })).words.map((w) => w.word),
    ).toEqual(['one', 'two']);
    expect(await outbox(h)).toEqual(['create:Clash', 'addWords:Clash']);
    const status = await h.engine.status();
    expect(status.refused).toEqual([expect.objectContaining({ listName: 'Clash', kind: 'create' })]);
    expect(status.refused?.[0]?.reason).toMatch(/Conflict/);

    // Kept, not retried: another drain and a pull send nothing of it, and keep it.
    await h.engine.syncNow({ ignoreBackoff: true });
    expect(h.network.ops().filter((op) => op === 'L1')).toHaveLength(2);
    expect(await h.engine.lists()).toHaveLength(2);

    // The user asks to try again: it goes.
    const seq = status.refused?.[0]?.seq ?? -1;
    await h.engine.retryRefused(seq);
    expect(await h.engine.drain()).toMatchObject({ sent: 2, pending: 0 });
    expect(await h.service.list('clash')).toBeDefined();
    expect((await h.engine.status()).refused).toBeUndefined();
  });

  it('discarding a refused change removes only that change; the mirror is read again', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Kept' });
    await h.engine.drain();
    await h.engine.addWords(list.localId, ['refused']);
    h.network.fail('L5', { status: 409, message: 'Conflict' });
    await h.engine.drain();
    const seq = (await h.engine.status()).refused?.[0]?.seq ?? -1;
    expect((await h.engine.status()).lastError).toMatch(/Conflict/);
    await h.engine.discardRefused(seq);
    const status = await h.engine.status();
    expect(status).toMatchObject({ pending: 0 });
    expect(status.lastError).toBeUndefined();
    await h.engine.pull();
    expect(await h.mirror()).toEqual(await h.service.snapshot());
    expect(await h.engine.lists()).toHaveLength(1);
  });
});

/**
 * The Glossa server never hands a deleted list's permalink out again, but another service
 * may: what it would answer (the list now at the permalink, with another number) is
 * answered at the network's edge, as that service would.
 */
function answered(body: unknown) {
  return { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

describe('a list deleted and made again under the same permalink', () => {
  it('is not ours: an update or a delete is not sent to it, and our list is treated as gone', async () => {
    const h = await setup();
    const renamed = await h.engine.createList({ name: 'Birds' });
    const deleted = await h.engine.createList({ name: 'Trees' });
    await h.engine.drain();
    expect((await h.db.lists.get(renamed.localId))?.serverId).toBe((await h.service.list('birds'))?.id);
    // Elsewhere, the user deleted both and made new lists of the same names at the same permalinks.
    h.network.fail((r) => r.op === 'L4' && r.params.wordListId === 'birds', answered({ ...(await h.service.list('birds')), id: 9_999 }));
    h.network.fail((r) => r.op === 'L4' && r.params.wordListId === 'trees', answered({ ...(await h.service.list('trees')), id: 9_998 }));

    await h.engine.updateList(renamed.localId, { name: 'Songbirds' });
    await h.engine.deleteList(deleted.localId);
    expect(await h.engine.drain()).toMatchObject({ pending: 0 });
    expect(h.network.sent().slice(2)).toEqual(['L4 birds', 'L4 trees']);
    expect((await h.service.list('birds'))?.name).toBe('Birds');
    expect(await h.service.list('trees')).toBeDefined();
    expect(await h.engine.lists()).toEqual([]);
  });

  it('a pull that finds another list at the permalink takes it as a new list, and forgets ours', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Birds' });
    await h.engine.addWords(list.localId, ['wren']);
    await h.engine.drain();
    h.network.fail('A3', answered([{ ...(await h.service.list('birds')), id: 9_999 }]));
    await h.engine.pull();
    const lists = await h.db.lists.toArray();
    expect(lists).toHaveLength(1);
    expect(lists[0]).toMatchObject({ permalink: 'birds', serverId: 9_999 });
    expect(lists[0]?.localId).not.toBe(list.localId);
    expect(await h.mirror()).toEqual(await h.service.snapshot());
  });
});

describe('signing out with changes waiting', () => {
  it('keeps them for the account; after signing in again they drain', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Later' });
    await h.engine.addWords(list.localId, ['kept']);
    h.signedIn = false;
    expect(await h.engine.status()).toEqual({ pending: 0, signedOut: true });
    expect(await h.db.outbox.where('account').equals(ACCOUNT).count()).toBe(2);

    await h.signIn();
    h.signedIn = true;
    expect(await h.engine.status()).toMatchObject({ pending: 2, signedOut: false });
    expect(await h.engine.syncNow()).toMatchObject({ pending: 0 });
    expect(await h.service.snapshot()).toEqual([{ permalink: 'later', name: 'Later', description: '', words: ['kept'] }]);
  });
});
