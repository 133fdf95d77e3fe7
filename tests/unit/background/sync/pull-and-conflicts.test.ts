/**
 * Pulling the service's state into the mirror, and the conflicts between it and pending
 * local changes. Each conflict's outcome is stated in its test's name and in pull.ts /
 * drain.ts.
 */
import { describe, expect, it } from 'vitest';
import { ACCOUNT, outbox, setup } from './support/harness';

describe('pull', () => {
  it('brings in the service’s lists and words, newest first, and forgets what the service no longer has', async () => {
    const h = await setup();
    const old = await h.service.create('Old', { description: 'from before' });
    await h.service.add(old, ['ant', 'bee']);
    h.advance(1000);
    await h.service.create('New');
    expect(await h.engine.pull()).toEqual({ ok: true });
    expect((await h.engine.lists()).map((l) => [l.name, l.numberWordsInList])).toEqual([
      ['New', 0],
      ['Old', 2],
    ]);
    expect(await h.mirror()).toEqual(await h.service.snapshot());
    expect(await h.engine.status()).toMatchObject({ lastSyncAt: h.now(), pending: 0, signedOut: false });

    await h.service.delete(old);
    await h.service.add('new', ['cat']);
    await h.engine.pull();
    expect(await h.mirror()).toEqual(await h.service.snapshot());
    expect(await h.db.listWords.count()).toBe(1);
  });

  it('reads the words only of lists that changed since the last pull', async () => {
    const h = await setup();
    for (const name of ['One', 'Two', 'Three']) await h.service.add(await h.service.create(name), ['x']);
    await h.engine.pull();
    expect(h.network.ops()).toEqual(['A3', 'L6', 'L6', 'L6']);
    h.network.log.length = 0;
    await h.engine.pull();
    expect(h.network.ops()).toEqual(['A3']);
    await h.service.add('two', ['y']);
    await h.engine.pull();
    expect(h.network.sent()).toEqual(['A3', 'A3', 'L6 two']);
    expect(await h.mirror()).toEqual(await h.service.snapshot());
  });

  it('reads every word of a list longer than paging reaches from one end', async () => {
    const h = await setup();
    const big = await h.service.create('Big');
    for (let i = 0; i < 2100; i += 300) {
      await h.service.add(
        big,
        Array.from({ length: 300 }, (_, j) => `w${i + j}`),
      );
    }
    await h.engine.pull();
    expect(h.network.log.filter((r) => r.op === 'L6')).toHaveLength(3);
    expect((await h.engine.lists())[0]?.numberWordsInList).toBe(2100);
    expect(await h.mirror()).toEqual(await h.service.snapshot());
  }, 20_000); // fake IndexedDB writes a few thousand records slowly

  it('is skipped when the rate gate refuses, and signed out on a 403', async () => {
    const h = await setup();
    await h.service.create('Any');
    h.gate.answer = { ok: false, reason: 'paused', retryAt: h.now() + 5000 };
    expect(await h.engine.pull()).toEqual({ ok: false, stopped: 'budget', waitingUntil: h.now() + 5000 });
    expect(h.network.log).toEqual([]);
    h.gate.answer = { ok: true };
    await h.service.revokeToken();
    expect(await h.engine.pull()).toMatchObject({ ok: false, stopped: 'signed-out' });
    expect(await h.engine.status()).toMatchObject({ signedOut: true });
    expect(await h.engine.lists()).toEqual([]);
  });

  it('a failure leaves the mirror as it was and records the error', async () => {
    const h = await setup();
    await h.service.add(await h.service.create('Kept'), ['a']);
    await h.engine.pull();
    await h.service.add('kept', ['b']);
    h.network.fail('L6', { status: 500 });
    expect(await h.engine.pull()).toMatchObject({ ok: false, error: expect.stringMatching(/500/) });
    expect((await h.mirror())[0]?.words).toEqual(['a']);
    expect((await h.engine.status()).lastError).toMatch(/500/);
    await h.engine.pull();
    expect(await h.mirror()).toEqual(await h.service.snapshot());
    expect(await h.engine.status()).not.toHaveProperty('lastError');
  });

  it('adopts a creation that landed unheard, rather than bringing it in as a second list', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Landed' });
    h.network.fail('L1', 'lost');
    await h.engine.drain();
    await h.engine.pull();
    expect((await h.engine.lists()).map((l) => [l.localId, l.permalink])).toEqual([[list.localId, 'landed']]);
    expect(await outbox(h)).toEqual([]);
    h.advance(60_000);
    await h.engine.drain();
    expect(h.network.ops().filter((op) => op === 'L1')).toHaveLength(1);
  });

  it('syncNow: drain, pull, and drain what the pull re-applied', async () => {
    const h = await setup();
    await h.service.add(await h.service.create('Theirs'), ['one']);
    const mine = await h.engine.createList({ name: 'Mine' });
    await h.engine.addWords(mine.localId, ['two']);
    const status = await h.engine.syncNow();
    expect(status).toEqual({ pending: 0, lastSyncAt: h.now(), signedOut: false });
    expect(await h.mirror()).toEqual(await h.service.snapshot());
    expect(h.changes).toBeGreaterThan(2);
  });
});

describe('conflicts', () => {
  it('list deleted elsewhere while additions here wait: it stays deleted, and the reader is told which words went with it', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Shared', description: 'our words' });
    await h.engine.addWords(list.localId, ['early']);
    await h.engine.drain();
    await h.service.add('shared', ['from-elsewhere']);
    await h.engine.pull();

    await h.service.delete('shared'); // another browser deletes it while this one is offline
    await h.engine.addWords(list.localId, ['late', 'later']);
    await h.engine.updateList(list.localId, { description: 'our words, still' });
    await h.engine.addWords(list.localId, ['last']);
    const result = await h.engine.drain();
    // One 404 is enough: every change of the list waiting here goes with it.
    expect(result).toMatchObject({ sent: 0, dropped: 1, pending: 0 });
    expect(h.network.sent().slice(-1)).toEqual(['L5 shared']);
    expect(await h.service.snapshot()).toEqual([]);
    expect(await h.engine.lists()).toEqual([]);
    expect(await h.db.listWords.count()).toBe(0);
    const { notes } = await h.engine.status();
    expect(notes).toEqual([
      { id: expect.any(String), at: h.now(), kind: 'deletedElsewhere', listName: 'Shared', words: ['late', 'later', 'last'] },
    ]);
    // Read: the note goes.
    expect((await h.engine.dismissNote(notes?.[0]?.id ?? '')).notes).toBeUndefined();
  });

  it('list deleted elsewhere, pulled before the drain: kept while its additions wait, then gone with them', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Pulled' });
    await h.engine.drain();
    await h.service.delete('pulled');
    await h.engine.addWords(list.localId, ['kept']);
    await h.engine.pull();
    expect((await h.engine.lists()).map((l) => l.name)).toEqual(['Pulled']);
    await h.engine.syncNow();
    expect(await h.service.snapshot()).toEqual([]);
    expect(await h.engine.lists()).toEqual([]);
    expect((await h.engine.status()).notes).toEqual([expect.objectContaining({ kind: 'deletedElsewhere', words: ['kept'] })]);
  });

  it('list deleted elsewhere with only an update or a removal waiting: those are dropped and the list goes', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Doomed' });
    await h.engine.addWords(list.localId, ['a']);
    await h.engine.drain();
    await h.service.delete('doomed');
    await h.engine.updateList(list.localId, { name: 'Renamed' });
    await h.engine.removeWords(list.localId, ['a']);
    const result = await h.engine.drain();
    expect(result).toMatchObject({ sent: 0, dropped: 1, pending: 0 });
    expect(result).not.toHaveProperty('error');
    // One 404 is enough (to the look before the update): the rest is dropped without a request.
    expect(h.network.ops().slice(-1)).toEqual(['L4']);
    expect(await h.engine.lists()).toEqual([]);
    expect(await h.service.snapshot()).toEqual([]);
    expect((await h.engine.status()).notes).toEqual([
      expect.objectContaining({ kind: 'deletedElsewhere', listName: 'Renamed', words: [] }),
    ]);
  });

  it('a word removed here while offline and added again elsewhere later stays, and the reader is told', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Birds' });
    await h.engine.addWords(list.localId, ['owl', 'wren']);
    await h.engine.syncNow();
    h.advance(1_000);
    h.network.offline = true;
    await h.engine.removeWords(list.localId, ['owl', 'wren']);
    await h.engine.drain();
    // Elsewhere, later: owl removed and added again (a new date on the service).
    h.advance(10_000);
    await h.service.remove('birds', ['owl']);
    await h.service.add('birds', ['owl']);
    h.advance(60_000);
    h.network.offline = false;
    await h.engine.syncNow({ ignoreBackoff: true });
    expect((await h.service.snapshot())[0]?.words).toEqual(['owl']);
    expect(await h.mirror()).toEqual(await h.service.snapshot());
    expect((await h.engine.status()).notes).toEqual([
      expect.objectContaining({ kind: 'addedAgainElsewhere', listLocalId: list.localId, listName: 'Birds', words: ['owl'] }),
    ]);
  });

  it('a word added here while offline and removed elsewhere later stays removed, and the reader is told', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Birds' });
    await h.engine.addWords(list.localId, ['owl']);
    await h.engine.drain();
    h.network.offline = true;
    await h.engine.addWords(list.localId, ['wren', 'robin']);
    await h.engine.drain();
    // Elsewhere, later: wren was added, then removed.
    h.advance(10_000);
    await h.service.add('birds', ['wren']);
    await h.service.remove('birds', ['wren']);
    h.advance(10_000);
    h.network.offline = false;
    await h.engine.syncNow({ ignoreBackoff: true });
    expect(
      h.network
        .sent()
        .filter((r) => r.startsWith('X6') || r.startsWith('L5'))
        .slice(-2),
    ).toEqual(['X6 birds', 'L5 birds']);
    expect((await h.service.snapshot())[0]?.words).toEqual(['owl', 'robin']);
    expect(await h.mirror()).toEqual(await h.service.snapshot());
    expect((await h.engine.lists())[0]?.numberWordsInList).toBe(2);
    expect((await h.engine.status()).notes).toEqual([
      expect.objectContaining({ kind: 'removedElsewhere', listLocalId: list.localId, listName: 'Birds', words: ['wren'] }),
    ]);
  });

  it('a word added here while offline after it was removed elsewhere is added: the later change wins', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Birds' });
    await h.engine.addWords(list.localId, ['wren']);
    await h.engine.drain();
    await h.service.remove('birds', ['wren']);
    h.advance(10_000);
    h.network.offline = true;
    await h.engine.addWords(list.localId, ['wren']); // still shown here, so: removed and added again
    await h.engine.removeWords(list.localId, ['wren']);
    await h.engine.addWords(list.localId, ['wren']);
    await h.engine.drain();
    h.advance(60_000);
    h.network.offline = false;
    await h.engine.syncNow({ ignoreBackoff: true });
    expect((await h.service.snapshot())[0]?.words).toEqual(['wren']);
    expect((await h.engine.status()).notes).toBeUndefined();
  });

  it('a word removed and added again here while offline is added: this browser’s own removal is no conflict', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Birds' });
    await h.engine.addWords(list.localId, ['owl']);
    await h.engine.drain();
    h.network.offline = true;
    await h.engine.removeWords(list.localId, ['owl']);
    await h.engine.addWords(list.localId, ['owl']);
    await h.engine.drain();
    h.advance(60_000);
    h.network.offline = false;
    await h.engine.syncNow({ ignoreBackoff: true });
    expect((await h.service.snapshot())[0]?.words).toEqual(['owl']);
    expect(await h.mirror()).toEqual(await h.service.snapshot());
    expect((await h.engine.status()).notes).toBeUndefined();
  });

  it('on a service without X6 (the live one), a word added offline is added', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Birds' });
    await h.engine.drain();
    h.network.fail('X6', { status: 404, message: 'Not found' }, Infinity);
    h.network.offline = true;
    await h.engine.addWords(list.localId, ['wren']);
    await h.engine.drain();
    await h.service.add('birds', ['wren']);
    await h.service.remove('birds', ['wren']);
    h.network.offline = false;
    await h.engine.syncNow({ ignoreBackoff: true });
    expect((await h.service.snapshot())[0]?.words).toEqual(['wren']);
  });

  it('a word added twice, locally and on the service: one word', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Twice' });
    await h.engine.drain();
    await h.engine.addWords(list.localId, ['same']);
    await h.engine.addWords(list.localId, ['same']);
    await h.service.add('twice', ['same']);
    await h.engine.pull();
    expect((await h.engine.words(list.localId, { sortBy: 'alpha', sortOrder: 'asc', skip: 0, limit: 9 })).total).toBe(1);
    await h.engine.drain();
    await h.engine.pull();
    expect((await h.service.snapshot())[0]?.words).toEqual(['same']);
    expect(await h.mirror()).toEqual(await h.service.snapshot());
    expect((await h.engine.lists())[0]?.numberWordsInList).toBe(1);
  });

  it('a list renamed here, then later elsewhere: theirs wins by the service’s clock, and the reader is told', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Draft' });
    await h.engine.drain();
    await h.engine.updateList(list.localId, { name: 'Our name' }); // offline here
    h.advance(5_000);
    await h.service.update('draft', { name: 'Their name', description: 'theirs' });
    h.advance(5_000);
    await h.engine.syncNow();
    expect((await h.service.snapshot())[0]).toMatchObject({ name: 'Their name', description: 'theirs' });
    expect((await h.engine.lists())[0]).toMatchObject({ name: 'Their name', description: 'theirs' });
    expect(h.network.ops().filter((op) => op === 'L2')).toEqual([]);
    expect((await h.engine.status()).notes).toEqual([
      expect.objectContaining({ kind: 'renamed', listLocalId: list.localId, kept: 'Their name', notKept: 'Our name', keptHere: false }),
    ]);
  });

  it('a list renamed elsewhere, then later here: ours wins and is sent, and the reader is told of theirs', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Draft' });
    await h.engine.drain();
    await h.service.update('draft', { name: 'Their name', description: 'theirs' });
    h.advance(5_000);
    await h.engine.updateList(list.localId, { name: 'Our name' });
    await h.engine.pull();
    // Until it is sent, the pending rename shows over the service’s name.
    expect((await h.engine.lists())[0]).toMatchObject({ name: 'Our name', description: 'theirs' });
    await h.engine.drain();
    expect((await h.service.snapshot())[0]).toMatchObject({ name: 'Our name', description: 'theirs' });
    expect((await h.engine.status()).notes).toEqual([
      expect.objectContaining({ kind: 'renamed', kept: 'Our name', notKept: 'Their name', keptHere: true }),
    ]);
  });

  it('the service’s clock decides, whatever this browser’s clock says', async () => {
    // This browser's clock runs an hour fast: its rename, made first, would look later than theirs.
    const h = await setup({ serviceSkewMs: -3_600_000 });
    const list = await h.engine.createList({ name: 'Draft' });
    await h.engine.drain();
    await h.engine.updateList(list.localId, { name: 'Our name' });
    h.advance(5_000);
    await h.service.update('draft', { name: 'Their name' });
    await h.engine.syncNow();
    expect((await h.service.snapshot())[0]?.name).toBe('Their name');
  });

  it('a list renamed on the service only: the service’s name wins', async () => {
    const h = await setup();
    await h.engine.createList({ name: 'Draft' });
    await h.engine.syncNow();
    await h.service.update('draft', { name: 'Their name' });
    await h.engine.syncNow();
    expect((await h.engine.lists())[0]?.name).toBe('Their name');
    expect(h.network.ops().filter((op) => op === 'L2')).toEqual([]);
  });

  it('a list deleted locally while the service got new words: the local delete wins', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Old notes' });
    await h.engine.addWords(list.localId, ['a']);
    await h.engine.syncNow();
    await h.engine.deleteList(list.localId);
    await h.service.add('old-notes', ['new-elsewhere']);
    await h.engine.pull();
    expect(await h.engine.lists()).toEqual([]);
    expect(h.network.ops().slice(-1)).toEqual(['A3']); // the words of a list about to go are not read
    await h.engine.drain();
    expect(await h.service.snapshot()).toEqual([]);
    expect(await h.db.lists.count()).toBe(0);
    expect(await h.db.listWords.count()).toBe(0);
  });

  it('pending additions and removals stay on top of what a pull reads', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Mixed' });
    await h.engine.addWords(list.localId, ['keep', 'drop']);
    await h.engine.syncNow();
    await h.engine.addWords(list.localId, ['pending']);
    await h.engine.removeWords(list.localId, ['drop']);
    await h.service.add('mixed', ['theirs']);
    await h.engine.pull();
    const words = await h.engine.words(list.localId, { sortBy: 'alpha', sortOrder: 'asc', skip: 0, limit: 9 });
    expect(words.words.map((w) => w.word)).toEqual(['keep', 'pending', 'theirs']);
    expect((await h.engine.lists())[0]?.numberWordsInList).toBe(3);
    await h.engine.syncNow();
    expect(await h.mirror()).toEqual(await h.service.snapshot());
    expect((await h.service.snapshot())[0]?.words).toEqual(['keep', 'pending', 'theirs']);
  });

  it('belongs to one account: another user’s mirror is untouched', async () => {
    const h = await setup();
    await h.db.lists.add({
      localId: 'other',
      account: 'https://lists.test/v4#bo',
      permalink: 'bo-list',
      name: 'Bo’s',
      numberWordsInList: 0,
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    });
    await h.engine.syncNow();
    expect(await h.db.lists.get('other')).toBeDefined();
    expect((await h.engine.lists()).map((l) => l.account)).not.toContain('https://lists.test/v4#bo');
    expect(ACCOUNT).toBe('https://lists.test/v4#ann');
  });
});
