/** Draining the outbox: order, confirmation, failures of every kind, idempotent retries, restarts. */
import { describe, expect, it } from 'vitest';
import { BACKOFF_BASE_MS } from '../../../../lib/background/sync/backoff';
import { readState } from '../../../../lib/background/sync/state';
import { ACCOUNT, setup } from './support/harness';

describe('order and confirmation', () => {
  it('sends every entry in the order it was made, and removes each only once confirmed', async () => {
    const h = await setup();
    const a = await h.engine.createList({ name: 'Alpha' });
    const b = await h.engine.createList({ name: 'Beta', type: 'PRIVATE' });
    await h.engine.addWords(b.localId, ['one']);
    await h.engine.addWords(a.localId, ['two', 'three']);
    await h.engine.updateList(a.localId, { description: 'first list' });
    await h.engine.removeWords(a.localId, ['two']);

    const result = await h.engine.drain();
    expect(result).toEqual({ sent: 6, dropped: 0, pending: 0 });
    expect(h.network.sent()).toEqual([
      'L1',
      'L1',
      'L5 beta',
      'L5 alpha',
      // Before an update, a look that the list at the permalink is still the one we made.
      'L4 alpha',
      'L2 alpha',
      'L7 alpha',
    ]);
    expect(await h.mirror()).toEqual(await h.service.snapshot());
    expect((await h.service.list('beta'))?.type).toBe('PRIVATE');
    // The removal is confirmed: its tombstone is gone from the mirror.
    expect(await h.db.listWords.toArray()).toHaveLength(2);
    expect((await h.engine.status()).lastSyncAt).toBe(h.now());
  });

  it('makes a list private on the service unless the reader chose public', async () => {
    const h = await setup();
    await h.engine.createList({ name: 'Mine' });
    await h.engine.createList({ name: 'Shared', type: 'PUBLIC' });
    await h.engine.drain();
    expect((await h.service.list('mine'))?.type).toBe('PRIVATE');
    expect((await h.service.list('shared'))?.type).toBe('PUBLIC');
    expect((await h.engine.lists()).map((l) => [l.name, l.type])).toEqual([
      ['Shared', 'PUBLIC'],
      ['Mine', 'PRIVATE'],
    ]);
  });

  it('a list created offline and filled before its first sync: its words go to the id the creation got', async () => {
    const h = await setup();
    await h.service.create('Trip'); // the name is taken: ours will be trip-2
    const trip = await h.engine.createList({ name: 'Trip' });
    await h.engine.addWords(trip.localId, ['passport', 'tickets']);
    await h.engine.updateList(trip.localId, { name: 'Trip to Oslo' });
    await h.engine.removeWords(trip.localId, ['tickets']);
    await h.engine.drain();
    expect(h.network.sent()).toEqual(['L1', 'L5 trip-2', 'L4 trip-2', 'L2 trip-2', 'L7 trip-2']);
    expect((await h.db.lists.get(trip.localId))?.permalink).toBe('trip-2');
    expect(await h.service.snapshot()).toContainEqual({ permalink: 'trip-2', name: 'Trip to Oslo', description: '', words: ['passport'] });
  });

  it('stops at a failed entry: nothing after it is sent before it', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Order' });
    await h.engine.addWords(list.localId, ['first']);
    await h.engine.addWords(list.localId, ['second']);
    h.network.fail('L5', { status: 503 });
    const result = await h.engine.drain();
    expect(result).toMatchObject({ sent: 1, pending: 2, stopped: 'backoff' });
    expect(h.network.ops()).toEqual(['L1', 'L5']);
    h.advance(60_000);
    await h.engine.drain();
    const adds = h.network.log.filter((r) => r.op === 'L5').map((r) => r.body);
    expect(adds).toEqual([[{ word: 'first' }], [{ word: 'first' }], [{ word: 'second' }]]);
  });
});

describe('failures', () => {
  it('network failure: exponential backoff with jitter per entry, no request before it passes', async () => {
    let random = 0;
    const h = await setup({ random: () => random });
    await h.engine.createList({ name: 'Offline' });
    h.network.offline = true;

    const first = await h.engine.drain();
    const [entry] = await h.db.outbox.toArray();
    expect(entry).toMatchObject({ attempts: 1, notBefore: h.now() + BACKOFF_BASE_MS / 2 });
    expect(entry?.lastError).toMatch(/could not be reached/);
    expect(first).toMatchObject({ stopped: 'backoff', waitingUntil: entry?.notBefore, pending: 1 });
    expect(await h.engine.status()).toMatchObject({ pending: 1, waitingUntil: entry?.notBefore, lastError: entry?.lastError });

    // Before the backoff passes, a drain sends nothing at all.
    await h.engine.drain();
    expect(h.network.log).toHaveLength(1);

    random = 0.999;
    h.advance(BACKOFF_BASE_MS);
    await h.engine.drain();
    const [again] = await h.db.outbox.toArray();
    expect(again?.attempts).toBe(2);
    const delay = (again?.notBefore ?? 0) - h.now();
    expect(delay).toBeGreaterThan(BACKOFF_BASE_MS * 1.9);
    expect(delay).toBeLessThanOrEqual(BACKOFF_BASE_MS * 2);

    // The user asks to sync now: the backoff is skipped once the service is back.
    h.network.offline = false;
    expect(await h.engine.drain({ ignoreBackoff: true })).toMatchObject({ sent: 1, pending: 0 });
    expect(await h.engine.status()).not.toHaveProperty('lastError');
  });

  it('backoff is capped', async () => {
    const h = await setup({ random: () => 0.999 });
    await h.engine.createList({ name: 'Down' });
    h.network.fail('L1', { status: 500 }, 30);
    for (let i = 0; i < 20; i++) {
      h.advance(60 * 60_000);
      await h.engine.drain();
    }
    const [entry] = await h.db.outbox.toArray();
    expect(entry?.attempts).toBe(20);
    expect((entry?.notBefore ?? 0) - h.now()).toBeLessThanOrEqual(15 * 60_000);
  });

  it('429: stops, waits for the reset the service gave, no retry storm, then completes', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Busy' });
    await h.engine.addWords(list.localId, ['a']);
    await h.engine.addWords(list.localId, ['b']);
    h.network.fail('L5', { status: 429, headers: { 'retry-after': '30', 'ratelimit-reset': '30' } });

    const result = await h.engine.drain();
    expect(result).toMatchObject({ sent: 1, pending: 2, stopped: 'rate-limited', waitingUntil: h.now() + 30_000 });
    const sentSoFar = h.network.log.length;
    for (let i = 0; i < 5; i++) {
      h.advance(5_000);
      expect((await h.engine.drain()).stopped).toBe('rate-limited');
      expect((await h.engine.pull()).stopped).toBe('rate-limited');
    }
    expect(h.network.log).toHaveLength(sentSoFar);
    // Not an entry's failure: no attempt counted.
    expect((await h.db.outbox.toArray()).map((e) => e.attempts)).toEqual([0, 0]);

    h.advance(5_001);
    expect(await h.engine.drain()).toMatchObject({ sent: 2, pending: 0 });
    expect(await h.engine.status()).not.toHaveProperty('waitingUntil');
  });

  it('a fresh engine honours a 429 wait too', async () => {
    const h = await setup();
    await h.engine.createList({ name: 'Busy' });
    h.network.fail('L1', { status: 429, headers: { 'retry-after': '20' } });
    await h.engine.drain();
    const restarted = h.restart();
    expect((await restarted.drain()).stopped).toBe('rate-limited');
    expect(h.network.log).toHaveLength(1);
  });

  it('the rate gate refuses background work: nothing is sent, the retry time is reported', async () => {
    const h = await setup();
    await h.engine.createList({ name: 'Later' });
    h.gate.answer = { ok: false, reason: 'low-budget', retryAt: h.now() + 42_000 };
    expect(await h.engine.drain()).toMatchObject({ sent: 0, pending: 1, stopped: 'budget', waitingUntil: h.now() + 42_000 });
    expect(await h.engine.pull()).toMatchObject({ ok: false, stopped: 'budget' });
    expect(await h.engine.syncNow()).toMatchObject({ pending: 1, waitingUntil: h.now() + 42_000, signedOut: false });
    expect(h.network.log).toEqual([]);
    expect(await h.engine.status()).not.toHaveProperty('lastError');

    h.gate.answer = { ok: true };
    expect(await h.engine.drain()).toMatchObject({ sent: 1, pending: 0 });
  });

  it('403: signed out, every pending change kept, and sent once signed in again', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Mine' });
    await h.engine.addWords(list.localId, ['a']);
    await h.service.revokeToken();
    expect(await h.engine.drain()).toMatchObject({ sent: 0, pending: 2, stopped: 'signed-out' });
    expect(await h.engine.status()).toMatchObject({ pending: 2, signedOut: true });
    expect((await h.db.outbox.toArray()).map((e) => e.attempts)).toEqual([0, 0]);
    expect(await h.engine.lists()).toHaveLength(1);

    await h.signIn();
    expect(await h.engine.drain()).toMatchObject({ sent: 2, pending: 0 });
    expect(await h.engine.status()).toMatchObject({ pending: 0, signedOut: false });
  });

  it('signed out (no session): nothing is sent, nothing is lost', async () => {
    const h = await setup();
    await h.engine.createList({ name: 'Mine' });
    h.signedIn = false;
    expect(await h.engine.drain()).toMatchObject({ stopped: 'signed-out', sent: 0 });
    expect(await h.engine.syncNow()).toEqual({ pending: 0, signedOut: true });
    h.signedIn = true;
    expect(await h.engine.status()).toMatchObject({ pending: 1 });
  });

  it('400: the entry can never succeed, so it is dropped, the error recorded, and the drain goes on', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Words' });
    await h.engine.addWords(list.localId, ['good']);
    await h.engine.addWords(list.localId, ['refused']);
    await h.engine.addWords(list.localId, ['after']);
    h.network.fail((r) => r.op === 'L5' && r.params.wordListId === 'words' && h.network.log.filter((x) => x.op === 'L5').length === 2, {
      status: 400,
      message: 'Invalid word',
    });
    const result = await h.engine.drain();
    expect(result).toMatchObject({ sent: 3, dropped: 1, pending: 0 });
    expect(result.error).toMatch(/refused a change \(addWords\).*Invalid word/);
    expect((await h.engine.status()).lastError).toMatch(/Invalid word/);
    expect((await h.service.snapshot())[0]?.words).toEqual(['after', 'good']);
    // The mirror still shows the refused word until a pull reads the list again.
    await h.engine.pull();
    expect(await h.mirror()).toEqual(await h.service.snapshot());
  });

  it('400 on a create: the list could never exist there, so it and its pending changes go', async () => {
    const h = await setup();
    const bad = await h.engine.createList({ name: 'Bad' });
    await h.engine.addWords(bad.localId, ['x']);
    const good = await h.engine.createList({ name: 'Good' });
    h.network.fail('L1', { status: 400, message: 'name taken' });
    const result = await h.engine.drain();
    expect(result).toMatchObject({ sent: 1, dropped: 1, pending: 0 });
    expect(result.error).toMatch(/“Bad” could not be made there/);
    expect((await h.engine.lists()).map((l) => l.localId)).toEqual([good.localId]);
    expect(h.network.ops()).toEqual(['L1', 'L1']);
  });
});

describe('telling views', () => {
  it('says the status may have changed after every drain and pull, even one that only failed', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Told' });
    const afterChange = { lists: h.changes, status: h.statusChanges };
    h.network.fail('L1', { status: 503 });
    await h.engine.drain();
    // Nothing reached the service and no list changed, but the last error did.
    expect(h.changes).toBe(afterChange.lists);
    expect(h.statusChanges).toBe(afterChange.status + 1);
    expect((await h.engine.status()).lastError).toBeDefined();
    await h.engine.pull();
    expect(h.statusChanges).toBe(afterChange.status + 2);
    await h.engine.syncNow({ ignoreBackoff: true });
    expect(h.statusChanges).toBe(afterChange.status + 3);
    expect((await h.db.lists.get(list.localId))?.permalink).toBeDefined();
  });
});

describe('idempotent retries', () => {
  it('a create whose answer was lost (timeout) is not sent twice: the list it made is adopted', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Once' });
    await h.engine.addWords(list.localId, ['only']);
    h.network.fail('L1', 'lost');
    const first = await h.engine.drain();
    expect(first).toMatchObject({ stopped: 'backoff', pending: 2 });
    expect(first.error).toMatch(/did not answer in time/);
    expect(await h.service.snapshot()).toHaveLength(1); // it was made, we just did not hear

    h.advance(60_000);
    expect(await h.engine.drain()).toMatchObject({ sent: 2, pending: 0 });
    // The addition waited: the service is asked (X6) whether its word was removed elsewhere since.
    expect(h.network.ops()).toEqual(['L1', 'A3', 'X6', 'L5']);
    expect(await h.service.snapshot()).toHaveLength(1);
    expect((await h.db.lists.get(list.localId))?.permalink).toBe('once');
    expect((await readState(h.db, ACCOUNT)).creations).toBeUndefined();
  });

  it('a create that never reached the service is sent again after looking', async () => {
    const h = await setup();
    await h.engine.createList({ name: 'Twice' });
    h.network.fail('L1', 'network');
    await h.engine.drain();
    h.advance(60_000);
    await h.engine.drain();
    expect(h.network.ops()).toEqual(['L1', 'A3', 'L1']);
    expect((await h.service.snapshot()).map((l) => l.permalink)).toEqual(['twice']);
  });

  it('does not adopt a list of the same name made before the attempt, or one the mirror knows', async () => {
    const h = await setup();
    await h.service.create('Notes'); // someone else's older "Notes"
    h.advance(10 * 60_000 + 1);
    // Made here before the mirror knew of the other (a name already in the mirror is refused).
    await h.engine.createList({ name: 'Notes' });
    await h.engine.pull();
    h.network.fail('L1', 'network');
    await h.engine.drain();
    h.advance(60_000);
    await h.engine.drain();
    expect((await h.service.snapshot()).map((l) => l.permalink)).toEqual(['notes', 'notes-2']);
    expect(await h.mirror()).toEqual(await h.service.snapshot());
  });

  it('a worker killed while a create was in flight: a fresh engine adopts, no duplicate', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Killed' });
    await h.engine.addWords(list.localId, ['word']);
    h.network.fail('L1', 'hang');
    void h.engine.drain(); // never settles: the worker is gone
    await h.network.settled((request) => request.outcome === 'hang');

    const fresh = h.restart();
    expect(await fresh.drain()).toMatchObject({ sent: 2, pending: 0 });
    expect(h.network.ops()).toEqual(['L1', 'A3', 'L5']);
    expect(await h.service.snapshot()).toEqual([{ permalink: 'killed', name: 'Killed', description: '', words: ['word'] }]);
    expect(await h.mirror()).toEqual(await h.service.snapshot());
  });

  it('a worker killed after additions were sent but not confirmed: they are sent again, and stay one word each', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Again' });
    await h.engine.drain();
    await h.engine.addWords(list.localId, ['a', 'b']);
    await h.engine.removeWords(list.localId, ['a']);
    h.network.fail('L5', 'hang');
    void h.engine.drain();
    await h.network.settled((request) => request.outcome === 'hang');

    const fresh = h.restart();
    expect(await fresh.drain()).toMatchObject({ sent: 2, pending: 0 });
    expect(h.network.ops()).toEqual(['L1', 'L5', 'L5', 'L7']);
    expect((await h.service.snapshot())[0]?.words).toEqual(['b']);
    await fresh.pull();
    expect(await h.mirror()).toEqual(await h.service.snapshot());
  });

  it('a removal whose answer was lost is not made again: a word added back elsewhere meanwhile stays', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Birds' });
    await h.engine.addWords(list.localId, ['wren', 'robin']);
    await h.engine.drain();
    await h.engine.removeWords(list.localId, ['wren']);
    h.network.fail('L7', 'lost');
    expect(await h.engine.drain()).toMatchObject({ pending: 1, stopped: 'backoff' });
    // The removal landed unheard; then another device of Ann's adds the word back.
    h.advance(1_000);
    await h.service.add('birds', ['wren']);
    h.advance(60_000);
    expect(await h.engine.drain()).toMatchObject({ pending: 0 });
    // Sent again with its key, the removal is answered as the first was, not made a second time.
    expect(h.network.log.filter((r) => r.op === 'L7').map((r) => r.outcome)).toEqual(['lost', 200]);
    expect((await h.service.snapshot())[0]?.words).toEqual(['robin', 'wren']);
  });

  it('a delete sent twice is done the second time (404 means gone)', async () => {
    const h = await setup();
    const list = await h.engine.createList({ name: 'Gone' });
    await h.engine.drain();
    await h.engine.deleteList(list.localId);
    h.network.fail('L3', 'dropped-after');
    expect((await h.engine.drain()).stopped).toBe('backoff');
    h.advance(60_000);
    expect(await h.engine.drain()).toMatchObject({ sent: 1, pending: 0 });
    expect(await h.service.snapshot()).toEqual([]);
    expect(await h.db.lists.count()).toBe(0);
  });
});
