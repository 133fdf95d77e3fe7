/**
 * The merge rules of the records that follow the reader (sync/records.ts, the history's and
 * the review's `takeRemote`), over a real Dexie database, with the service stood in for at the
 * edge (the real one is in tests/server/records-sync.test.ts): what is sent (the latest of
 * each record, read when sent, a tombstone for one gone), what a pull takes and leaves alone,
 * and how an entry, a card and a grade from elsewhere meet what is here.
 */
import { describe, expect, it } from 'vitest';
import { ApiError, type models, type WordnikClient } from '../../../../lib/shared/api';
import { createHistory } from '../../../../lib/background/history/history';
import { createReview } from '../../../../lib/background/review/review';
import { accountId, openDatabase, type GlossaDatabase } from '../../../../lib/background/store/db';
import { createSyncEngine } from '../../../../lib/background/sync/engine';
import { recordKeeper } from '../../../../lib/background/sync/records';
import type { RankedLookup } from '../../../../lib/shared/messages/answers';

const BASE_URL = 'https://glossa.test/v4';
const ACCOUNT = accountId(BASE_URL, 'ann');
let databases = 0;

const answer = (word: string) => ({ word, query: word, senses: { groups: [] }, credit: { name: 'GCIDE' } }) as unknown as RankedLookup;

/** A browser whose service answers what the test says: `pages` for X8, `later` for X7; what it was sent is kept. */
function setUp(options: { offered?: boolean; db?: GlossaDatabase } = {}) {
  const db = options.db ?? openDatabase(`records-unit-${++databases}`);
  let clock = Date.parse('2026-11-26T09:00:00Z');
  const now = () => clock;
  const sent: models.RecordChange[][] = [];
  /** Every put, refused or not. */
  const tried: models.RecordChange[][] = [];
  /** Every put's key and body, as sent, failed or not. */
  const puts: { key?: string; body: string }[] = [];
  const service = {
    pages: [] as models.RecordsPage[],
    later: [] as models.StoredRecord[],
    reads: 0,
    /** The browser each read named (X8's `client`). */
    readers: [] as (string | undefined)[],
    putsFail: false,
    /** A refusal the service (or a proxy before it) answers a put with, when `refuses` says. */
    refusal: undefined as { status: number; message: string; refuses: (records: models.RecordChange[]) => boolean } | undefined,
    /** Runs while a put is on its way (a change made meanwhile). */
    whileSending: undefined as (() => Promise<unknown>) | undefined,
    /** The service's clock minus the browser's: its answers' Date header (a whole second) says its time. */
    aheadMs: 0,
    /** Each record put, brought to the service's clock as the server does (server/rules/user-records.ts). */
    dated: new Map<string, number>(),
  };
  const serviceNow = () => clock + service.aheadMs;
  const getRecords = async ({ since, client }: { since?: number; client?: string }) => {
    service.reads++;
    service.readers.push(client);
    return service.pages.shift() ?? { records: [], cursor: since ?? 0, more: false };
  };
  const client = {
    request: async (name: string, input: { since?: number; client?: string }) =>
      name === 'getRecords'
        ? { data: await getRecords(input), status: 200, date: Math.floor(serviceNow() / 1000) * 1000 }
        : { data: [], status: 200 },
    putRecords: async ({ body }: { body: { sentAt: number; records: models.RecordChange[] } }, call?: { idempotencyKey?: string }) => {
      puts.push({ key: call?.idempotencyKey, body: JSON.stringify(body) });
      if (service.putsFail) throw new TypeError('fetch failed');
      const refusal = service.refusal;
      if (refusal?.refuses(body.records)) {
        tried.push(body.records);
        throw new ApiError(`${refusal.status} ${refusal.message}`, {
          kind: 'bad-request',
          operationId: 'X7',
          operationName: 'putRecords',
          status: refusal.status,
          serverMessage: refusal.message,
        });
      }
      tried.push(body.records);
      sent.push(body.records);
      const at = serviceNow();
      for (const record of body.records) service.dated.set(record.key, Math.min(at, record.changedAt + at - body.sentAt));
      const meanwhile = service.whileSending;
      service.whileSending = undefined;
      await meanwhile?.();
      return { cursor: 0, later: service.later.splice(0) };
    },
    getRecords,
  } as unknown as WordnikClient;
  const wired: { queue?: (kind: 'history' | 'card' | 'grade', touches: { key: string; at: number }[], owner?: string) => void } = {};
  const history = createHistory({ db, mode: () => 'on', now, onRecords: (touches) => wired.queue?.('history', touches) });
  const review = createReview({ db, owner: () => ACCOUNT, now, onRecords: (kind, touches, owner) => wired.queue?.(kind, touches, owner) });
  const engine = createSyncEngine({
    db,
    client: () => client,
    account: () => ({ account: ACCOUNT, service: { baseUrl: BASE_URL, apiKey: 'key' } }),
    budget: { permit: () => ({ ok: true }) },
    now,
    records: recordKeeper(history, review, async () => options.offered ?? true),
  });
  const queued: Promise<void>[] = [];
  /** Changes not yet told to the engine, while the test holds them (as if made before the account signed in). */
  let held: { kind: 'history' | 'card' | 'grade'; touches: { key: string; at: number }[]; owner?: string }[] | undefined;
  wired.queue = (kind, touches, owner) => {
    if (held) held.push({ kind, touches, owner });
    else queued.push(engine.recordsChanged(kind, touches, owner));
  };
  return {
    db,
    history,
    review,
    engine,
    sent,
    tried,
    puts,
    service,
    later: (ms: number) => (clock += ms),
    now,
    /** The changes told so far are in the outbox (their drains may still run). */
    queuedAll: () => Promise.all(queued.splice(0)),
    /** Changes made from now on wait to be told to the engine, until `tell`. */
    hold: () => void (held = []),
    /** The changes held are told to the engine, all at once. */
    async tell() {
      const all = held ?? [];
      held = undefined;
      for (const kind of ['history', 'card', 'grade'] as const) {
        const touches = all.filter((change) => change.kind === kind).flatMap((change) => change.touches);
        if (touches.length > 0) await engine.recordsChanged(kind, touches);
      }
    },
  };
}

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
    for (const word of ['ibis', 'stork', 'ibis']) await b.history.record(answer(word), {});
    await b.queuedAll();
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

describe('records the service refuses', () => {
  /** Lookups of these words, told to the engine. */
  async function lookUp(b: ReturnType<typeof setUp>, words: readonly string[]) {
    for (const word of words) await b.history.record(answer(word), {});
    await b.queuedAll();
    // The drains they set off are over.
    await b.engine.drain();
  }

  it('a body too large for a proxy (413) is sent again in halves, down to one record; one too large alone is kept, refused, and shown', async () => {
    const b = setUp();
    const words = Array.from({ length: 8 }, (_, i) => `word${i}`);
    b.hold();
    await lookUp(b, words);
    // A proxy that takes at most two records a call, and never the one whose sentence is long.
    b.service.refusal = {
      status: 413,
      message: 'Request Entity Too Large',
      refuses: (records) => records.length > 2 || records.some((r) => r.key === 'word5'),
    };
    // Eight lookups waiting (made offline, say): one call's worth.
    await b.tell();
    await b.engine.drain({ ignoreBackoff: true });
    expect(b.tried.map((put) => put.length)).toEqual([8, 4, 2, 2, 4, 2, 1, 1, 2]);
    expect(b.sent.flat().map((r) => r.key)).toEqual(words.filter((w) => w !== 'word5'));
    const status = await b.engine.status();
    expect(status.lastError).toMatch(/Request Entity Too Large/);
    expect(status.pending).toBe(1);
    expect(status.refusedRecords).toEqual([{ seq: expect.any(Number), count: 1, reason: 'Request Entity Too Large' }]);
    // It stays here, and later lookups are not held back by it.
    expect(await b.db.history.get('word5')).toBeDefined();
    b.service.refusal = undefined;
    await lookUp(b, ['later']);
    await b.engine.drain();
    expect(b.sent.flat().at(-1)).toMatchObject({ key: 'later' });
    expect((await b.engine.status()).refusedRecords).toHaveLength(1);
  });

  it('an account at its cap (409): the records stay here, their changes kept as refused with the reason, never “nothing waiting”; tried again, they go', async () => {
    const b = setUp();
    b.service.refusal = {
      status: 409,
      message: 'An account may keep at most 6 records: nothing of this change was kept',
      refuses: () => true,
    };
    await lookUp(b, ['tern', 'gull']);
    await b.engine.drain();
    const status = await b.engine.status();
    expect(status.pending).toBeGreaterThan(0);
    expect(status.refusedRecords).toEqual([{ seq: expect.any(Number), count: 2, reason: expect.stringMatching(/at most 6 records/) }]);
    expect(status.lastError).toMatch(/did not keep some of your history and review \(An account may keep at most 6 records/);
    expect(await b.db.history.count()).toBe(2);

    // Not sent again by itself: a sync costs no call for it.
    const puts = b.tried.length;
    await b.engine.drain({ ignoreBackoff: true });
    expect(b.tried).toHaveLength(puts);

    b.service.refusal = undefined;
    const seq = status.refusedRecords?.[0]?.seq ?? -1;
    await b.engine.retryRefused(seq);
    await b.engine.drain();
    expect(
      b.sent
        .flat()
        .map((r) => r.key)
        .sort(),
    ).toEqual(['gull', 'tern']);
    expect(await b.engine.status()).toMatchObject({ pending: 0 });
    expect((await b.engine.status()).refusedRecords).toBeUndefined();
  });

  it('refused records let be leave the outbox and stay in this browser', async () => {
    const b = setUp();
    b.service.refusal = { status: 409, message: 'Full', refuses: () => true };
    await lookUp(b, ['skua']);
    await b.engine.drain();
    const seq = (await b.engine.status()).refusedRecords?.[0]?.seq ?? -1;
    const after = await b.engine.discardRefused(seq);
    expect(after).toMatchObject({ pending: 0 });
    expect(after.refusedRecords).toBeUndefined();
    expect(await b.db.history.get('skua')).toBeDefined();
  });
});
