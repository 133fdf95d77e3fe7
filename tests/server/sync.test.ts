/**
 * The sync engine against the real Glossa server: offline edits then reconnecting, a
 * service worker restarted mid-outbox, and a 429 storm; each ends with the server's
 * lists and words (A3 + L6) compared with the local mirror, field by field.
 *
 * The engine's clock, and the rate budget's, is real time plus an offset the test can
 * move forward: the client stamps rate-limit snapshots with the real clock, so the two
 * agree, and a test can step past a backoff or a reset without waiting for it.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { startBackground } from '../../lib/background/start.ts';
import type { Answer } from '../../lib/shared/messages/answers.ts';
import { createClient, type ClientOptions, type WordnikClient } from '../../lib/shared/api/index.ts';
import { createBudgetWatcher, type BudgetWatcher } from '../../lib/background/rate/budget.ts';
import type { ServiceKey } from '../../lib/shared/service-identity/service-key.ts';
import { accountId, openDatabase } from '../../lib/background/store/db.ts';
import { createSyncEngine, type SyncEngine } from '../../lib/background/sync/engine.ts';
import { ANN, startTestServer, type TestServer } from '../../dev/test-server.ts';
import { DATABASES, onDatabase } from '../support/databases.ts';

describe.each(DATABASES)('on %s', (database) => {
  let t: TestServer;
  let ann: WordnikClient;
  let token: string;
  let databases = 0;

  beforeAll(async () => {
    t = await startTestServer(await onDatabase(database));
    ann = await t.signIn();
    ({ token } = await t.client().authenticatePost({ username: ANN.username, body: ANN.password }));
  });
  afterAll(() => t.close());

  /** A device of Ann's: its own database, clock, rate budget, and a fetch the test controls. */
  function device(options: { apiKey?: string } = {}) {
    let offset = 0;
    const now = () => Date.now() + offset;
    const budget = createBudgetWatcher({ now });
    const requests: string[] = [];
    let fetchImpl: typeof fetch = (...args) => fetch(...args);
    const d = {
      db: openDatabase(`sync-server-${database}-${++databases}`),
      account: accountId(t.baseUrl, ANN.username),
      key: { baseUrl: t.baseUrl, apiKey: options.apiKey ?? t.apiKey } as ServiceKey,
      budget: budget as BudgetWatcher,
      now,
      advance(ms: number) {
        offset += ms;
      },
      /** Every request that left the device, as "METHOD path". */
      requests,
      /** How requests travel from now on (the real fetch by default). */
      setFetch(next: typeof fetch) {
        fetchImpl = next;
      },
      client(overrides: ClientOptions = {}): WordnikClient {
        return createClient({
          baseUrl: t.baseUrl,
          apiKey: d.key.apiKey,
          apiKeyIn: 'header',
          authToken: token,
          fetch: (input, init) => {
            requests.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname.replace(/^\/v4/, '')}`);
            return fetchImpl(input, init);
          },
          onRateLimit: (snapshot, source) => budget.observe({ baseUrl: source.baseUrl, apiKey: source.apiKey }, snapshot, source.status),
          ...overrides,
        });
      },
      /** An engine over this device's database; a second call stands for a restarted worker. */
      engine(): SyncEngine {
        const client = d.client();
        return createSyncEngine({
          db: d.db,
          client: () => client,
          account: () => ({ account: d.account, service: d.key }),
          budget,
          now,
        });
      },
    };
    return d;
  }

  const offline: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));

  /** Everything the server holds for Ann, read through A3 and L6. */
  async function serverState() {
    const lists = await ann.getWordListsForLoggedInUser({ limit: 1000 });
    const rows = [];
    for (const list of lists) {
      const words = await ann.getWordListWords({ wordListId: list.permalink ?? '', limit: 1000 });
      rows.push({
        permalink: list.permalink,
        name: list.name,
        description: list.description,
        type: list.type,
        numberWordsInList: list.numberWordsInList,
        createdAt: list.createdAt,
        updatedAt: list.updatedAt,
        words: words.map((w) => ({ word: w.word, createdAt: w.createdAt })).sort((a, b) => (a.word ?? '').localeCompare(b.word ?? '')),
      });
    }
    return rows.sort((a, b) => (a.permalink ?? '').localeCompare(b.permalink ?? ''));
  }

  /** The same, from the mirror, through the engine's own reads. */
  async function mirrorState(engine: SyncEngine) {
    const rows = [];
    for (const list of await engine.lists()) {
      const { words } = await engine.words(list.localId, { sortBy: 'alpha', sortOrder: 'asc', skip: 0, limit: 10_000 });
      rows.push({
        permalink: list.permalink,
        name: list.name,
        description: list.description,
        type: list.type,
        numberWordsInList: list.numberWordsInList,
        createdAt: list.createdAt,
        updatedAt: list.updatedAt,
        words: words.map((w) => ({ word: w.word, createdAt: w.createdAt })).sort((a, b) => a.word.localeCompare(b.word)),
      });
    }
    return rows.sort((a, b) => (a.permalink ?? '').localeCompare(b.permalink ?? ''));
  }

  async function deleteAllLists() {
    for (const list of await ann.getWordListsForLoggedInUser({ limit: 1000 }))
      await ann.deleteWordList({ wordListId: list.permalink ?? '' });
  }

  describe('a list made once', () => {
    it('a creation sent twice by the way there (its first answer lost) makes one list, named by both answers', async () => {
      await deleteAllLists();
      const d = device();
      const engine = d.engine();
      const keys: (string | null)[] = [];
      // The transport sends the creation again after losing its first answer, as a browser or a
      // proxy may with a dropped connection: the service sees the same request twice.
      d.setFetch(async (input, init) => {
        if (init?.method !== 'POST' || !String(input).includes('/wordLists.json')) return fetch(input, init);
        keys.push(new Headers(init.headers).get('Idempotency-Key'));
        await fetch(input, init);
        return fetch(input, init);
      });
      const garden = await engine.createList({ name: 'Garden' });
      expect(await engine.syncNow()).toMatchObject({ pending: 0 });
      expect(keys).toEqual([`list-${garden.localId}`]);
      const server = await ann.getWordListsForLoggedInUser({ limit: 1000 });
      expect(server.map((list) => list.name)).toEqual(['Garden']);
      expect((await engine.lists()).map((list) => list.permalink)).toEqual([server[0]?.permalink]);
    });
  });

  describe('offline edits, then reconnecting', () => {
    it('sends every change made offline, in order, and the server ends equal to the mirror', async () => {
      await deleteAllLists();
      const shared = await ann.createWordList({ body: { name: 'Shared', description: 'from the web site' } });
      await ann.addWordsToWordList({ wordListId: shared.permalink ?? '', body: [{ word: 'alpha' }, { word: 'beta' }] });

      const d = device();
      const engine = d.engine();
      expect(await engine.syncNow()).toMatchObject({ pending: 0, signedOut: false });
      const sharedLocal = (await engine.lists()).find((l) => l.permalink === 'shared');
      expect(sharedLocal?.numberWordsInList).toBe(2);

      d.setFetch(offline);
      const trip = await engine.createList({ name: 'Trip', description: 'packing' });
      await engine.addWords(trip.localId, ['passport', 'charger', 'socks']);
      await engine.removeWords(trip.localId, ['socks']);
      await engine.updateList(trip.localId, { name: 'Trip to Oslo', type: 'PRIVATE' });
      const scratch = await engine.createList({ name: 'Scratch' });
      await engine.addWords(scratch.localId, ['tmp']);
      await engine.deleteList(scratch.localId); // never reached the server: gone without a request
      await engine.addWords(sharedLocal?.localId ?? '', ['gamma', 'alpha']);
      await engine.removeWords(sharedLocal?.localId ?? '', ['beta']);

      const whileOffline = await engine.syncNow();
      expect(whileOffline).toMatchObject({ pending: 6, signedOut: false });
      expect(whileOffline.lastError).toMatch(/could not be reached/);
      expect(whileOffline.waitingUntil).toBeGreaterThan(d.now());
      // Nothing was lost, and the views still show every change.
      expect((await engine.lists()).map((l) => [l.name, l.numberWordsInList])).toEqual([
        ['Trip to Oslo', 2],
        ['Shared', 2],
      ]);

      d.setFetch((...args) => fetch(...args));
      d.requests.length = 0;
      const online = await engine.syncNow({ ignoreBackoff: true });
      expect(online).toEqual({ pending: 0, lastSyncAt: expect.any(Number), signedOut: false });
      expect(d.requests.slice(0, 10)).toEqual([
        // Changes that waited are judged against what happened elsewhere meanwhile: the lists are read first.
        'GET /account.json/wordLists',
        // A failed fetch cannot tell "never sent" from "answer lost": the engine looks for the list before creating it.
        'GET /account.json/wordLists',
        'POST /wordLists.json',
        'POST /wordList.json/trip/words',
        'POST /wordList.json/trip/deleteWords',
        // Before an update, a look that the list at the permalink is still the one made.
        'GET /wordList.json/trip',
        'PUT /wordList.json/trip',
        // Additions that waited: were any of their words removed elsewhere since (X6)?
        'GET /wordList.json/shared/removedWords',
        'POST /wordList.json/shared/words',
        'POST /wordList.json/shared/deleteWords',
      ]);

      const server = await serverState();
      expect(server.map((l) => [l.permalink, l.name, l.type, l.words.map((w) => w.word)])).toEqual([
        ['shared', 'Shared', 'PUBLIC', ['alpha', 'gamma']],
        ['trip', 'Trip to Oslo', 'PRIVATE', ['charger', 'passport']],
      ]);
      expect(await mirrorState(engine)).toEqual(server);
    });
  });

  describe('a service worker restarted mid-outbox', () => {
    it('a fresh engine over the same database finishes the work, without duplicates', async () => {
      await deleteAllLists();
      const d = device();
      const first = d.engine();
      const a = await first.createList({ name: 'Nouns' });
      await first.addWords(a.localId, ['cat', 'dog']);
      const b = await first.createList({ name: 'Verbs' });
      await first.addWords(b.localId, ['run', 'jump']);
      const c = await first.createList({ name: 'Adjectives' });
      await first.addWords(c.localId, ['red']);
      await first.updateList(a.localId, { description: 'things' });

      // Two requests get through; the third (creating "Verbs") reaches the server but its answer
      // is lost as the worker dies; nothing after it leaves.
      let calls = 0;
      d.setFetch(async (input, init) => {
        calls++;
        if (calls <= 2) return fetch(input, init);
        if (calls === 3) await fetch(input, init);
        throw new TypeError('fetch failed');
      });
      const stopped = await first.drain();
      expect(stopped).toMatchObject({ sent: 2, pending: 5, stopped: 'backoff' });
      expect((await ann.getWordListsForLoggedInUser()).map((l) => l.name).sort()).toEqual(['Nouns', 'Verbs']);

      d.setFetch((...args) => fetch(...args));
      d.requests.length = 0;
      d.advance(60_000); // past the backoff
      const fresh = d.engine();
      expect(await fresh.drain()).toMatchObject({ sent: 5, pending: 0 });
      // It looked before creating "Verbs" again, and took the list the lost answer made.
      expect(d.requests[0]).toBe('GET /account.json/wordLists');
      expect(d.requests.filter((r) => r === 'POST /wordLists.json')).toHaveLength(1);
      await fresh.pull();

      const server = await serverState();
      expect(server.map((l) => [l.permalink, l.description, l.words.map((w) => w.word)])).toEqual([
        ['adjectives', '', ['red']],
        ['nouns', 'things', ['cat', 'dog']],
        ['verbs', '', ['jump', 'run']],
      ]);
      expect(await mirrorState(fresh)).toEqual(server);
    });
  });

  // Each test spends a key of its own, and the server counts its calls over the last 60 s
  // (server/rules/rate-limits.ts), not by minutes of the clock: no test needs a fresh minute.
  describe('a 429 storm', () => {
    it('the rate budget keeps sync out of a tiny plan’s last calls, so no 429 is ever met', async () => {
      await deleteAllLists();
      const annId = (await ann.getLoggedInUser()).id ?? 0;
      const tiny = (await t.server.accounts.addKey(annId, { perMinute: 3, perHour: 1000 })).key;
      const d = device({ apiKey: tiny });
      const engine = d.engine();
      const list = await engine.createList({ name: 'Small plan' });
      for (const word of ['a', 'b', 'c', 'd']) await engine.addWords(list.localId, [word]);

      const result = await engine.drain();
      // One call shows the plan; after it, two are left, which the gate keeps for lookups.
      expect(result).toMatchObject({ sent: 1, pending: 4, stopped: 'budget' });
      expect(result.waitingUntil).toBeGreaterThan(d.now());
      for (let i = 0; i < 5; i++) await engine.syncNow();
      expect(d.requests).toEqual(['POST /wordLists.json']);
    });

    it('stops at the 429, sends nothing until the reset, then completes when allowed', async () => {
      await deleteAllLists();
      const annId = (await ann.getLoggedInUser()).id ?? 0;
      const tiny = (await t.server.accounts.addKey(annId, { perMinute: 3, perHour: 1000 })).key;
      const d = device({ apiKey: tiny });
      const engine = d.engine();
      const list = await engine.createList({ name: 'Storm' });
      for (const word of ['one', 'two', 'three', 'four', 'five']) await engine.addWords(list.localId, [word]);

      // Another device of Ann's spends the key's minute: the engine's budget has not seen it.
      const elsewhere = createClient({ baseUrl: t.baseUrl, apiKey: tiny, apiKeyIn: 'header', authToken: token });
      for (let i = 0; i < 3; i++) await elsewhere.getWordListsForLoggedInUser();

      const stopped = await engine.drain();
      expect(stopped).toMatchObject({ sent: 0, pending: 6, stopped: 'rate-limited' });
      expect(d.requests).toEqual(['POST /wordLists.json']);
      const resetAt = stopped.waitingUntil ?? 0;
      expect(resetAt).toBeGreaterThan(d.now());
      expect(resetAt).toBeLessThanOrEqual(d.now() + 61_000);
      expect(d.budget.permit(d.key, 'background')).toMatchObject({ ok: false, reason: 'paused' });

      // Until the reset: many attempts, not one request (no retry storm); a fresh worker holds back too.
      for (let i = 0; i < 10; i++) {
        d.advance(Math.floor((resetAt - d.now()) / 20));
        expect((await engine.syncNow()).waitingUntil).toBe(resetAt);
      }
      expect((await d.engine().drain()).stopped).toBe('rate-limited');
      expect(d.requests).toHaveLength(1);
      expect((await d.db.outbox.toArray()).map((e) => e.attempts)).toEqual([0, 0, 0, 0, 0, 0]);

      // After the reset, with a key whose plan has room (the tiny key's real minute has not
      // passed, and the test will not wait for it), everything goes through.
      d.advance(resetAt - d.now() + 1);
      d.key.apiKey = (await t.server.accounts.addKey(annId, { perMinute: 1000, perHour: 10_000 })).key;
      const finisher = d.engine();
      d.requests.length = 0;
      expect(await finisher.syncNow()).toEqual({ pending: 0, lastSyncAt: expect.any(Number), signedOut: false });
      expect(d.requests.filter((r) => r.startsWith('POST'))).toHaveLength(6);

      const server = await serverState();
      expect(server.map((l) => [l.name, l.numberWordsInList])).toEqual([['Storm', 5]]);
      expect(await mirrorState(finisher)).toEqual(server);
    });
  });

  describe('signing out with changes waiting', () => {
    it('keeps them for the account; signed in again, they drain', async () => {
      await deleteAllLists();
      fakeBrowser.reset();
      await fakeBrowser.storage.sync.set({ settings: { baseUrl: t.baseUrl } });
      await fakeBrowser.storage.local.set({ secrets: { apiKey: t.apiKey } });
      let reachable = true;
      const background = await startBackground({
        db: openDatabase(`sync-server-${database}-${++databases}`),
        fetch: (input, init) => (reachable ? fetch(input, init) : offline(input, init)),
      });
      const ask = async <T = unknown>(message: unknown): Promise<T> => {
        const answer = (await background.route(message, { fromExtensionPage: true })) as Answer<T>;
        if (!answer.ok) throw new Error(`${answer.error.kind}: ${answer.error.message}`);
        return answer.data;
      };
      try {
        await ask({ type: 'signIn', username: ANN.username, password: ANN.password });
        reachable = false;
        const list = await ask<{ localId: string }>({ type: 'createList', name: 'Kept across sign-out' });
        await ask({ type: 'addWords', listId: list.localId, words: ['owl', 'wren'] });
        expect(await ask({ type: 'syncStatus' })).toMatchObject({ pending: 2 });
        reachable = true;

        await ask({ type: 'signOut' });
        expect(await ask({ type: 'syncStatus' })).toEqual({ pending: 0, signedOut: true });
        expect(await ask({ type: 'lists' })).toEqual([]);

        await ask({ type: 'signIn', username: ANN.username, password: ANN.password });
        expect(await ask({ type: 'syncStatus' })).toMatchObject({ pending: 2 });
        expect(await ask({ type: 'syncNow' })).toMatchObject({ pending: 0, signedOut: false });
        const onServer = await serverState();
        expect(onServer.map((l) => [l.name, l.words.map((w) => w.word)])).toEqual([['Kept across sign-out', ['owl', 'wren']]]);
      } finally {
        await background.stop();
      }
    });
  });

  describe('a list of 10,000 words, the most the server keeps', () => {
    it('arrives whole in another browser, which sees removals made elsewhere and reads it again only when it changed', async () => {
      await deleteAllLists();
      const big = await ann.createWordList({ body: { name: 'Big' } });
      const words = Array.from({ length: 10_000 }, (_, i) => `w${String(i).padStart(5, '0')}`);
      for (let i = 0; i < words.length; i += 1000) {
        await ann.addWordsToWordList({ wordListId: big.permalink ?? '', body: words.slice(i, i + 1000).map((word) => ({ word })) });
      }

      const d = device();
      const engine = d.engine();
      expect(await engine.syncNow()).toMatchObject({ pending: 0, signedOut: false });
      const [local] = await engine.lists();
      const mirrored = await engine.words(local?.localId ?? '', { sortBy: 'alpha', sortOrder: 'asc', skip: 0, limit: 20_000 });
      expect(mirrored.words.map((w) => w.word)).toEqual(words);

      // Removed elsewhere (the middle of the list, out of reach of the first and last pages).
      await ann.deleteWordsFromWordList({ wordListId: big.permalink ?? '', body: [{ word: 'w05000' }, { word: 'w05001' }] });
      await engine.syncNow();
      const after = await engine.words(local?.localId ?? '', { sortBy: 'alpha', sortOrder: 'asc', skip: 0, limit: 20_000 });
      expect(after.words).toHaveLength(9_998);
      expect(after.words.map((w) => w.word)).not.toContain('w05000');
      expect(await mirrorState(engine)).toEqual((await serverState()).map((list) => ({ ...list, words: expect.any(Array) })));

      // Unchanged since: a pull reads the lists, not the words again.
      d.requests.length = 0;
      await engine.syncNow();
      expect(d.requests.filter((request) => request.includes('/words'))).toEqual([]);
    }, 60_000);
  });
});
