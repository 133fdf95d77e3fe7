/**
 * The merge rules of the records that follow the reader (sync/records.ts, the history's and
 * the review's `takeRemote`), over a real Dexie database, with the service stood in for at the
 * edge (the real one is in tests/server/records-sync.test.ts): what is sent (the latest of
 * each record, read when sent, a tombstone for one gone), what a pull takes and leaves alone,
 * and how an entry, a card and a grade from elsewhere meet what is here.
 */
import { describe, expect, it } from 'vitest';
import { ACCOUNT, answer, setUp } from './records-setup';

describe('records that follow the reader', () => {
  it('sends each record once, as it is when sent: five lookups offline are one entry, a removal after them a tombstone', async () => {
    const b = setUp();
    for (let i = 0; i < 5; i++) {
      await b.history.record(answer('heron'), {});
      b.later(1_000);
    }
    await b.history.record(answer('egret'), {});
    await b.history.remove(['egret']);
    await b.queuedAll();
    await b.engine.drain();
    const all = b.sent.flat();
    const heron = all.filter((r) => r.key === 'heron').at(-1);
    expect(heron).toMatchObject({ kind: 'history', changedAt: b.now() - 1_000, data: { headword: 'heron', count: 5 } });
    expect(all.filter((r) => r.key === 'egret').at(-1)).toMatchObject({ kind: 'history', deleted: true });
    expect(await b.db.outbox.count()).toBe(0);
  });

  it('keeps words looked up offline as one change waiting, and a lookup made while it is sent waits for the next call', async () => {
    const b = setUp();
    b.service.putsFail = true;
    // Told at once, as a browser offline finds them: a drain set off by the first alone would
    // send "ibis" by itself, and this test would then hang on when the drain ran.
    b.hold();
    for (const word of ['ibis', 'stork', 'ibis']) await b.history.record(answer(word), {});
    await b.tell();
    await b.engine.drain({ ignoreBackoff: true });
    const waiting = await b.db.outbox.toArray();
    expect(waiting.map((e) => e.payload.records?.map((r) => r.key))).toEqual([['ibis', 'stork']]);

    // Long after the put that failed: the changes go anew, whole.
    b.later(120_000);
    b.service.putsFail = false;
    b.service.whileSending = async () => {
      b.later(1_000);
      await b.history.record(answer('stork'), {});
      await b.queuedAll();
    };
    await b.engine.drain({ ignoreBackoff: true });
    // The second lookup of "stork" came after what was sent: it is sent by the drain it set off, not lost.
    await b.engine.drain({ ignoreBackoff: true });
    const storks = b.sent.flat().filter((r) => r.key === 'stork');
    expect(storks.map((r) => r.data?.count)).toEqual([1, 2]);
    expect(await b.db.outbox.count()).toBe(0);
  });

  it('sends the changes of a put that failed again as they were, with their key, each attempt with its own time', async () => {
    const b = setUp();
    b.service.putsFail = true;
    await b.history.record(answer('crane'), {});
    await b.queuedAll();
    await b.engine.drain({ ignoreBackoff: true });
    // An hour on, with another lookup waiting: what failed is sent again as it was, with its key.
    b.later(3_600_000);
    await b.history.record(answer('stilt'), {});
    await b.queuedAll();
    b.service.putsFail = false;
    await b.engine.drain({ ignoreBackoff: true });
    const attempts = b.puts.map(({ key, body }) => ({ key, ...(JSON.parse(body) as { sentAt: number; records: unknown[] }) }));
    const first = attempts[0];
    expect(first?.key).toMatch(/^[\x21-\x7e]{1,200}$/);
    const crane = attempts.filter((put) => put.key === first?.key);
    expect(crane.length).toBeGreaterThan(1);
    expect(new Set(crane.map((put) => JSON.stringify(put.records)))).toEqual(new Set([JSON.stringify(first?.records)]));
    // The service dates the changes by when each attempt was sent: the last says so.
    expect(crane.at(-1)?.sentAt).toBe(b.now());
    // The lookup made since goes in a put of its own, with a key of its own.
    expect(attempts.at(-1)?.key).not.toBe(first?.key);
    expect(b.sent.map((put) => put.map((r) => r.key))).toEqual([['crane'], ['stilt']]);
    expect(await b.db.outbox.count()).toBe(0);
  });

  it('dates a change by the service’s clock as known when it was made: a clock set right before it is sent makes it no later', async () => {
    const b = setUp();
    // This browser's clock runs an hour ahead of the service's; a sync measures it.
    b.service.aheadMs = -3_600_000;
    await b.engine.pull();
    // A lookup offline, by the service's clock at `madeAt`.
    b.service.putsFail = true;
    const madeAt = b.now() + b.service.aheadMs;
    await b.history.record(answer('gannet'), {});
    await b.queuedAll();
    await b.engine.drain();
    // The clock is set right (an hour back), a moment passes, and a sync measures the clocks again.
    b.later(-3_600_000);
    b.service.aheadMs = 0;
    b.later(10_000);
    await b.engine.pull();
    // Meanwhile another browser changed the record: later, by the service's clock.
    const elsewhereAt = b.now() - 5_000;
    b.service.putsFail = false;
    await b.engine.drain({ ignoreBackoff: true });
    const dated = b.service.dated.get('gannet') ?? Number.NaN;
    // Within the Date header's second of when it was made, and before the change made elsewhere: that one wins.
    expect(Math.abs(dated - madeAt)).toBeLessThan(2_000);
    expect(dated).toBeLessThan(elsewhereAt);
  });

  it('a clock that stays as it was: the service’s own correction alone counts, to the millisecond', async () => {
    const b = setUp();
    b.service.aheadMs = 1_234;
    await b.engine.pull();
    b.service.putsFail = true;
    const madeAt = b.now() + b.service.aheadMs;
    await b.history.record(answer('shag'), {});
    await b.queuedAll();
    await b.engine.drain();
    b.later(30_000);
    // A second measure, a second's rounding apart: the offset kept stays, so it cancels exactly.
    b.service.aheadMs = 1_734;
    await b.engine.pull();
    b.service.aheadMs = 1_234;
    b.service.putsFail = false;
    await b.engine.drain({ ignoreBackoff: true });
    expect(b.service.dated.get('shag')).toBe(madeAt);
  });

  it('takes at once the later record the service kept instead of the one sent', async () => {
    const b = setUp();
    await b.history.record(answer('owl'), {});
    await b.queuedAll();
    b.service.later.push({ kind: 'history', key: 'owl', changedAt: b.now() + 5, deleted: true });
    await b.engine.drain();
    expect(await b.db.history.get('owl')).toBeUndefined();
  });

  it('a pull leaves alone a record changed here and not yet sent, and takes the others', async () => {
    const b = setUp();
    // Not sent (the service could not be reached): the outbox still has it.
    b.service.putsFail = true;
    await b.history.record(answer('wren'), { sentence: 'A wren sang.' });
    await b.queuedAll();
    await b.engine.drain();
    expect(await b.db.outbox.count()).toBe(1);
    const remote = (key: string, count: number) => ({
      kind: 'history',
      key,
      changedAt: b.now(),
      data: { headword: key, asked: key, count, firstAt: b.now() - 10_000, lastAt: b.now() - 10_000 },
    });
    b.service.pages.push({ records: [remote('wren', 9), remote('robin', 2)], cursor: 2, more: false });
    await b.engine.pull();
    expect(await b.db.history.get('wren')).toMatchObject({ count: 1, sentence: 'A wren sang.' });
    expect(await b.db.history.get('robin')).toMatchObject({ count: 2 });
  });

  it('keeps an entry’s first lookup here when the one from elsewhere is later; leaves out a record that does not fit its kind', async () => {
    const b = setUp();
    await b.history.record(answer('kite'), {});
    const first = b.now();
    b.later(60_000);
    b.service.pages.push({
      records: [
        {
          kind: 'history',
          key: 'kite',
          changedAt: b.now(),
          data: { headword: 'kite', asked: 'kites', count: 3, firstAt: b.now(), lastAt: b.now() },
        },
        { kind: 'history', key: 'bad', changedAt: b.now(), data: { headword: 42 } },
        { kind: 'secret', key: 'x', changedAt: b.now(), data: {} },
      ],
      cursor: 3,
      more: false,
    });
    await b.engine.drain();
    await b.engine.pull();
    expect(await b.db.history.get('kite')).toMatchObject({ asked: 'kites', count: 3, firstAt: first });
    expect(await b.db.history.get('bad')).toBeUndefined();
  });

  it('reads from its cursor, page after page, and only what changed after it next time', async () => {
    const b = setUp();
    const page = (key: string, cursor: number, more: boolean) => ({
      records: [{ kind: 'history', key, changedAt: 1, data: { headword: key, asked: key, count: 1, firstAt: 1, lastAt: 1 } }],
      cursor,
      more,
    });
    b.service.pages.push(page('a', 1, true), page('b', 2, false));
    await b.engine.pull();
    expect(b.service.reads).toBe(2);
    expect((await b.db.history.toArray()).map((e) => e.key)).toEqual(['a', 'b']);
    await b.engine.pull();
    expect(b.service.reads).toBe(3);
  });

  it('merges grades by id, once each; an undo here leaves a grade given elsewhere alone; a grade undone there leaves', async () => {
    const b = setUp();
    const at = new Date(b.now()).toISOString();
    await b.db.lists.put({
      localId: 'l1',
      account: ACCOUNT,
      permalink: 'birds',
      name: 'Birds',
      numberWordsInList: 1,
      createdAt: at,
      updatedAt: at,
    });
    await b.db.listWords.put({ listLocalId: 'l1', word: 'plover', createdAt: at });
    await b.review.reconcile();
    await b.review.grade('plover', 3);
    await b.queuedAll();
    await b.engine.drain();
    const card = await b.db.cards.get([ACCOUNT, 'plover']);
    if (!card) throw new Error('plover has no card');
    const { account: _owner, ...bare } = card;
    const elsewhere = {
      kind: 'grade',
      key: 'grade-from-elsewhere',
      changedAt: b.now() + 1,
      data: { key: 'plover', rating: 4, reviewedAt: b.now() + 1, elapsedDays: 0, scheduledDays: 0, before: bare },
    };
    const laterCard = { kind: 'card', key: 'plover', changedAt: b.now() + 1, data: { ...bare, reps: 2, lastReview: b.now() + 1 } };
    b.service.pages.push({ records: [elsewhere, laterCard], cursor: 3, more: false }, { records: [elsewhere], cursor: 4, more: false });
    await b.engine.pull();
    await b.engine.pull();
    const ratings = async () => (await b.db.reviewLog.toArray()).map((g) => g.rating).sort();
    expect(await ratings()).toEqual([3, 4]);
    expect(await b.db.cards.get([ACCOUNT, 'plover'])).toMatchObject({ reps: 2, lastReview: b.now() + 1 });

    // Undo takes back this browser's own grade (Good), not the one given elsewhere.
    await b.review.undo();
    expect(await ratings()).toEqual([4]);
    // Undone there: it leaves here too.
    b.service.pages.push({
      records: [{ kind: 'grade', key: 'grade-from-elsewhere', changedAt: b.now() + 2, deleted: true }],
      cursor: 5,
      more: false,
    });
    await b.engine.pull();
    expect(await ratings()).toEqual([]);
  });

  it('names this browser on every read, the same name after a restart, another in another browser', async () => {
    const b = setUp();
    await b.engine.pull();
    await b.engine.pull();
    // A worker started again over the same database is the same browser.
    const again = setUp({ db: b.db });
    await again.engine.pull();
    const other = setUp();
    await other.engine.pull();
    const [name] = b.service.readers;
    // The bounds X8 sets on the name.
    expect(name).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(b.service.readers).toEqual([name, name]);
    expect(again.service.readers).toEqual([name]);
    expect(other.service.readers).toHaveLength(1);
    expect(other.service.readers[0]).not.toBe(name);
  });

  it('on a service that keeps no records, queues nothing and asks nothing: everything stays here', async () => {
    const b = setUp({ offered: false });
    await b.history.record(answer('avocet'), {});
    await b.queuedAll();
    await b.engine.pull();
    expect(await b.db.outbox.count()).toBe(0);
    expect(b.service.reads).toBe(0);
    expect(await b.db.history.get('avocet')).toBeDefined();
  });
});
