/**
 * The history and the review following the reader, against the real Glossa server (X7, X8):
 * two browsers of Ann's, each with its own database, history, review and sync engine wired as
 * the background wires them. A lookup or a grade here is pushed at once and taken there on its
 * next pull; a deletion travels and stays; of two changes the later by the service's clock
 * wins (a card: the later last review), grades are merged by id; a pull when nothing changed
 * is one call; a worker killed with records waiting sends them when it starts again; on a
 * service that keeps no records nothing is sent and everything stays here; an account at its cap of
 * records is compacted (its tombstones go once every browser, each naming itself, has read past them),
 * and, full of live records, refuses a new one, which stays here, its change kept as refused and shown.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type WordnikClient } from '../../lib/shared/api/index.ts';
import { createBudgetWatcher } from '../../lib/background/rate/budget.ts';
import { accountId, openDatabase, type GlossaDatabase } from '../../lib/background/store/db.ts';
import { createSyncEngine, type SyncEngine } from '../../lib/background/sync/engine.ts';
import { recordKeeper } from '../../lib/background/sync/records.ts';
import { createHistory, type History } from '../../lib/background/history/history.ts';
import { createReview, type Review } from '../../lib/background/review/review.ts';
import type { RankedLookup } from '../../lib/shared/messages/answers.ts';
import { ANN, startTestServer, type TestServer } from '../../dev/test-server.ts';

let t: TestServer;
let token: string;
let databases = 0;
/** How far the test has moved every clock on, the server's and each browser's. */
const passed = { ms: 0 };

beforeAll(async () => {
  t = await startTestServer({ clock: () => Date.now() + passed.ms });
  ({ token } = await t.client().authenticatePost({ username: ANN.username, body: ANN.password }));
});
afterAll(() => t.close());

/** Ann's account on the server (the test's own unless another is given). */
const account = (server: TestServer = t) => accountId(server.baseUrl, ANN.username);

/** A lookup as the bubble showed it. */
const answer = (word: string): RankedLookup =>
  ({
    word,
    query: word,
    senses: { groups: [{ partOfSpeech: 'noun', definitions: [{ text: `the meaning of ${word}`, partOfSpeech: 'noun' }] }] },
    credit: { name: 'GCIDE' },
  }) as unknown as RankedLookup;

interface Browser {
  db: GlossaDatabase;
  history: History;
  review: Review;
  sync: SyncEngine;
  /** Requests sent, as "METHOD path". */
  requests: string[];
  offline(cut: boolean): void;
  /** A new worker over the same database (the old one was killed). */
  restart(): Browser;
  /** Everything queued so far has been sent. */
  settled(): Promise<void>;
}

/** One of Ann's browsers: on a Glossa server (records kept) unless `keepsRecords` is false. */
function browser(
  options: { keepsRecords?: boolean; db?: GlossaDatabase; offset?: { ms: number }; on?: { server: TestServer; token: string } } = {},
): Browser {
  const on = options.on ?? { server: t, token };
  const db = options.db ?? openDatabase(`records-sync-${++databases}`);
  const offset = options.offset ?? { ms: 0 };
  const now = () => Date.now() + passed.ms + offset.ms;
  const requests: string[] = [];
  let cut = false;
  const client: WordnikClient = createClient({
    baseUrl: on.server.baseUrl,
    apiKey: on.server.apiKey,
    apiKeyIn: 'header',
    authToken: on.token,
    fetch: (input, init) => {
      requests.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname.replace(/^\/v4/, '')}`);
      return cut ? Promise.reject(new TypeError('fetch failed')) : fetch(input, init).then(stampedByServerClock);
    },
  });
  const owner = account(on.server);
  const wired: { sync?: SyncEngine } = {};
  /** Records handed to the sync engine and not yet queued by it. */
  const queueing = new Set<Promise<void>>();
  const queue = (queued: Promise<void> | undefined) => {
    if (!queued) return;
    queueing.add(queued);
    void queued.finally(() => queueing.delete(queued));
  };
  const history = createHistory({
    db,
    mode: () => 'on',
    now,
    onRecords: (touches) => queue(wired.sync?.recordsChanged('history', touches)),
  });
  const review = createReview({
    db,
    owner: () => owner,
    now,
    onRecords: (kind, touches, who) => queue(wired.sync?.recordsChanged(kind, touches, who)),
  });
  const engine = createSyncEngine({
    db,
    client: () => client,
    account: () => ({ account: owner, service: { baseUrl: on.server.baseUrl, apiKey: on.server.apiKey } }),
    budget: createBudgetWatcher({ now }),
    now,
    records: recordKeeper(history, review, async () => options.keepsRecords ?? true),
    onChange: () => void review.reconcile(),
  });
  wired.sync = engine;
  return {
    db,
    history,
    review,
    sync: engine,
    requests,
    offline: (on) => (cut = on),
    restart: () => browser({ ...options, db, offset }),
    async settled() {
      await Promise.all(queueing);
      await engine.drain({ ignoreBackoff: true });
    },
  };
}

/**
 * An answer with the Date header the server's HTTP layer would give it were its clock the one
 * the test moves (`passed`), as the clock it dates records by is: browsers measure the offset
 * between their clocks and the server's by it.
 */
async function stampedByServerClock(answer: Response): Promise<Response> {
  const headers = new Headers(answer.headers);
  headers.set('date', new Date(Date.now() + passed.ms).toUTCString());
  const body = answer.status === 204 ? null : await answer.arrayBuffer();
  return new Response(body, { status: answer.status, statusText: answer.statusText, headers });
}

/**
 * A moment passes, for the server too. (A browser's clock moved on alone is only skew, which
 * the server takes away: of two changes it keeps the later by its own clock.)
 */
const aMoment = () => void (passed.ms += 300);

const historyWords = async (b: Browser) => (await b.history.page({ query: '' }, 0, 100)).entries.map((e) => e.key).sort();

/** A list "Birds" holding `words`, made in `a` and read by every other browser given. */
async function birds(a: Browser, words: string[], ...others: Browser[]) {
  const list = (await a.sync.lists()).find((l) => l.name === 'Birds') ?? (await a.sync.createList({ name: 'Birds' }));
  await a.sync.addWords(list.localId, words);
  await a.sync.syncNow();
  await a.review.reconcile();
  for (const other of others) {
    await other.sync.syncNow();
    await other.review.reconcile();
  }
}

describe('the history and the review across browsers (X7, X8)', () => {
  it('a word looked up in one browser is in the other’s history at its next pull; a pull when nothing changed is one call', async () => {
    const a = browser();
    const b = browser();
    await a.sync.syncNow();
    await b.sync.syncNow();

    await a.history.record(answer('heron'), { sentence: 'A heron stood in the reeds.', title: 'Birds', url: 'https://example.org/birds' });
    await a.settled();
    expect(a.requests.filter((r) => r === 'POST /account.json/records')).toHaveLength(1);

    await b.sync.syncNow();
    expect(await historyWords(b)).toEqual(['heron']);
    const heron = (await b.history.page({ query: 'heron' }, 0, 1)).entries[0];
    expect(heron).toMatchObject({ headword: 'heron', sentence: 'A heron stood in the reeds.', site: 'example.org', count: 1 });

    // Nothing changed since: the records cost one call of the pull.
    b.requests.length = 0;
    await b.sync.pull();
    expect(b.requests.filter((r) => r.includes('/records'))).toEqual(['GET /account.json/records']);
  });

  it('a deleted entry stays deleted: a browser offline since before does not bring it back; a lookup after it does', async () => {
    const a = browser();
    const b = browser();
    await a.history.record(answer('egret'), {});
    await a.settled();
    await b.sync.syncNow();
    expect(await historyWords(b)).toContain('egret');

    // B goes offline having looked "egret" up again; A deletes it a moment later.
    b.offline(true);
    await b.history.record(answer('egret'), {});
    await b.settled();
    aMoment();
    await a.history.remove(['egret']);
    await a.settled();

    // Back online: B's lookup is older than the deletion, so the server keeps the deletion and B takes it.
    b.offline(false);
    await b.sync.syncNow({ ignoreBackoff: true });
    expect(await historyWords(b)).not.toContain('egret');
    await a.sync.syncNow();
    expect(await historyWords(a)).not.toContain('egret');

    // Looked up again later: the later change, everywhere.
    aMoment();
    await b.history.record(answer('egret'), {});
    await b.settled();
    await a.sync.syncNow();
    expect(await historyWords(a)).toContain('egret');
  });

  it('a card reviewed in one is due accordingly in the other; of two reviews the later wins, and the logs hold both grades', async () => {
    const a = browser();
    const b = browser();
    await birds(a, ['plover'], b);

    await a.review.grade('plover', 3);
    await a.settled();
    const reviewedInA = await a.db.cards.get([account(), 'plover']);
    expect(reviewedInA?.reps).toBe(1);

    await b.sync.syncNow();
    const inB = await b.db.cards.get([account(), 'plover']);
    expect(inB).toMatchObject({ reps: 1, due: reviewedInA?.due, stability: reviewedInA?.stability, lastReview: reviewedInA?.lastReview });
    // Due in a while, not now: nothing to review in B.
    expect(await b.review.dueCount()).toBe(0);

    // Ten days on, both review it offline: A first, then B a moment later. B's is the later review: it wins in both.
    a.offline(true);
    b.offline(true);
    passed.ms += 10 * 24 * 3_600_000;
    await a.review.grade('plover', 1);
    aMoment();
    await b.review.grade('plover', 4);
    await a.settled();
    await b.settled();
    b.offline(false);
    await b.sync.syncNow({ ignoreBackoff: true });
    a.offline(false);
    await a.sync.syncNow({ ignoreBackoff: true });
    await b.sync.syncNow();

    const cardA = await a.db.cards.get([account(), 'plover']);
    const cardB = await b.db.cards.get([account(), 'plover']);
    expect(cardA?.lastReview).toBe(cardB?.lastReview);
    expect(cardA?.due).toBe(cardB?.due);
    expect(cardA?.reps).toBe(2);
    const easyInB = (await b.db.reviewLog.toArray()).find((g) => g.rating === 4);
    expect(cardA?.lastReview).toBe(easyInB?.reviewedAt);
    // Both logs hold the three grades, once each.
    const grades = async (x: Browser) =>
      (await x.db.reviewLog.where('[account+key]').equals([account(), 'plover']).toArray()).map((g) => g.rating).sort();
    expect(await grades(a)).toEqual([1, 3, 4]);
    expect(await grades(b)).toEqual([1, 3, 4]);
    // Undo in A takes back A's own last grade, not B's.
    await a.review.undo();
    await a.settled();
    await b.sync.syncNow();
    expect(await grades(b)).toEqual([3, 4]);
  });

  it('a sentence met in one browser does not undo a review given in the other: the reviewed card is taken, the sentence kept', async () => {
    const a = browser();
    const b = browser();
    await birds(a, ['curlew'], b);
    await a.review.grade('curlew', 3);
    await a.settled();
    const reviewed = await a.db.cards.get([account(), 'curlew']);

    // A moment later B, not having pulled since, keeps "curlew" again from a sentence (as the bubble's Add to list does).
    aMoment();
    await b.review.meet(['curlew'], { context: { sentence: 'A curlew called over the mudflats.' } });
    await b.settled();
    const inB = await b.db.cards.get([account(), 'curlew']);
    expect(inB).toMatchObject({ reps: 1, due: reviewed?.due, lastReview: reviewed?.lastReview });
    expect(inB?.contexts.map((c) => c.sentence)).toContain('A curlew called over the mudflats.');
  });

  it('nothing is lost when the worker is killed with records waiting: the outbox is in the database', async () => {
    const a = browser();
    a.offline(true);
    await a.history.record(answer('curlew'), {});
    await a.history.record(answer('dunlin'), {});
    await a.settled();
    // One change waiting, holding both words.
    const waiting = (await a.db.outbox.toArray()).filter((e) => e.kind === 'records');
    expect(waiting.map((e) => e.payload.records?.map((r) => r.key))).toEqual([['curlew', 'dunlin']]);

    const again = a.restart();
    a.offline(false);
    await again.sync.syncNow({ ignoreBackoff: true });
    expect(await again.db.outbox.count()).toBe(0);
    const b = browser();
    await b.sync.syncNow();
    expect(await historyWords(b)).toEqual(expect.arrayContaining(['curlew', 'dunlin']));
  });

  it('a change made while this browser’s clock ran an hour ahead, sent once it was set right, loses to a later one made elsewhere', async () => {
    const ahead = { ms: 3_600_000 };
    const a = browser({ offset: ahead });
    const b = browser();
    await a.sync.syncNow();
    await b.sync.syncNow();
    a.offline(true);
    await a.history.record(answer('gannet'), { sentence: 'A gannet dived, an hour ahead.' });
    await a.settled();
    // A's clock is set right; ten seconds on, B meets the word in another sentence, and it reaches the service.
    ahead.ms = 0;
    passed.ms += 10_000;
    await b.history.record(answer('gannet'), { sentence: 'A gannet dived, later.' });
    await b.settled();
    a.offline(false);
    await a.sync.syncNow({ ignoreBackoff: true });
    await b.sync.syncNow();
    for (const x of [a, b]) expect((await x.db.history.get('gannet'))?.sentence).toBe('A gannet dived, later.');
  });

  it('on a service that keeps no records, sends none and keeps everything in the browser', async () => {
    const live = browser({ keepsRecords: false });
    await live.history.record(answer('avocet'), {});
    await live.settled();
    await live.sync.syncNow();
    expect(live.requests.filter((r) => r.includes('/records'))).toEqual([]);
    expect(await live.db.outbox.count()).toBe(0);
    expect(await historyWords(live)).toContain('avocet');
  });
});

describe('an account at its cap of records', () => {
  let capped: TestServer;
  let on: { server: TestServer; token: string };
  beforeAll(async () => {
    capped = await startTestServer({ clock: () => Date.now() + passed.ms, limits: { recordsPerUser: 6 } });
    const { token: annToken } = await capped.client().authenticatePost({ username: ANN.username, body: ANN.password });
    on = { server: capped, token: annToken };
  });
  afterAll(() => capped.close());

  it('is compacted once both browsers have read past its deletions; full of live records, refuses, and the reader is told', async () => {
    const a = browser({ on });
    const b = browser({ on });
    for (const word of ['ibis', 'kite', 'lark', 'merlin', 'nightjar', 'osprey']) await a.history.record(answer(word), {});
    await a.settled();
    await a.history.remove(['ibis', 'kite', 'lark']);
    await a.settled();
    // Each browser's reads name it: the second read of each says it has read past the deletions.
    for (const x of [a, b, a, b]) await x.sync.syncNow();

    // Six records held (three of them tombstones): the seventh is taken, the tombstones gone to make room.
    aMoment();
    await a.history.record(answer('petrel'), {});
    await a.settled();
    expect((await a.sync.status()).refusedRecords).toBeUndefined();
    await b.sync.syncNow();
    expect(await historyWords(b)).toEqual(['merlin', 'nightjar', 'osprey', 'petrel']);

    // Six live records: nothing can go, and the seventh is refused; it stays here, and the status says so.
    for (const word of ['quail', 'rail']) await a.history.record(answer(word), {});
    await a.settled();
    await a.history.record(answer('shrike'), {});
    await a.settled();
    const status = await a.sync.status();
    expect(status.pending).toBe(1);
    expect(status.refusedRecords).toEqual([{ seq: expect.any(Number), count: 1, reason: expect.stringMatching(/at most 6 records/) }]);
    expect(await historyWords(a)).toContain('shrike');
  });
});
