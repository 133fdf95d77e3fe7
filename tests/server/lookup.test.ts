/**
 * The bubble's lookup against the real Glossa server: what it answers, and how many API
 * calls it spends (the live service's free plan allows 100 an hour).
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLookupCache } from '../../lib/background/cache/lookup-cache.ts';
import { createLookup } from '../../lib/background/lookup/lookup.ts';
import { createServiceKinds } from '../../lib/background/lookup/service-kind.ts';
import { createBudgetWatcher } from '../../lib/background/rate/budget.ts';
import { createGateway } from '../../lib/background/gateway/gateway.ts';
import { DEFAULT_SETTINGS } from '../../lib/shared/settings/settings.ts';
import { openDatabase } from '../../lib/background/store/db.ts';
import { startTestServer, type TestServer } from '../../dev/test-server.ts';

let t: TestServer;
let calls: string[];
let lookup: ReturnType<typeof createLookup>;
let online = true;

beforeAll(async () => {
  t = await startTestServer();
  calls = [];
  const db = openDatabase(`lookup-test-${Date.now()}`);
  const budget = createBudgetWatcher({ db });
  const cache = createLookupCache(db, { ttlMs: 24 * 60 * 60 * 1000 });
  const gateway = createGateway({
    budget,
    cache,
    fetch: async (input, init) => {
      calls.push(new URL(String(input)).pathname.replace('/v4', ''));
      if (!online) throw new TypeError('fetch failed');
      return fetch(input, init);
    },
  });
  gateway.use({ ...DEFAULT_SETTINGS, baseUrl: t.baseUrl }, { apiKey: t.apiKey });
  lookup = createLookup(gateway, createServiceKinds(gateway));
});
afterAll(() => t.close());

describe('a lookup', () => {
  it('finds the root of an inflected word, with definitions and pronunciations, for two calls', async () => {
    calls.length = 0;
    const answer = await lookup.lookup('Running,');
    expect(answer).toMatchObject({ query: 'Running', word: 'run', found: true, stale: false });
    expect(answer.definitions.length).toBeGreaterThan(5);
    expect(answer.definitions[0]?.attributionText).toMatch(/WordNet/);
    expect(answer.pronunciations.some((p) => p.rawType === 'IPA')).toBe(true);
    // The server is told a Glossa server by what it answers (X5), once, beside the first lookup.
    expect(answer.credit.name).toMatch(/Glossa server/);
    expect(calls.filter((call) => call !== '/words.json/definitionDictionaries')).toEqual([
      '/word.json/Running/definitions',
      '/word.json/run/pronunciations',
    ]);
    expect(calls.filter((call) => call === '/words.json/definitionDictionaries')).toHaveLength(1);
  });

  it('costs nothing when repeated', async () => {
    calls.length = 0;
    await lookup.lookup('Running');
    expect(calls).toEqual([]);
  });

  it('offers suggestions for a word not found, for two calls', async () => {
    calls.length = 0;
    const answer = await lookup.lookup('dictionery');
    expect(answer).toMatchObject({ found: false, definitions: [] });
    expect(answer.suggestions).toContain('dictionary');
    expect(calls).toEqual(['/word.json/dictionery/definitions', '/word.json/dictionery']);
  });

  it('offline, answers what it has and says plainly what it cannot', async () => {
    online = false;
    try {
      expect(await lookup.lookup('Running')).toMatchObject({ word: 'run', found: true });
      await expect(lookup.lookup('serendipity')).rejects.toMatchObject({ kind: 'network' });
    } finally {
      online = true;
    }
  });

  it('finds the entry of a possessive, a contraction and a phrasal verb read in a past form', async () => {
    expect(await lookup.lookup('journal’s')).toMatchObject({ query: "journal's", word: 'journal', found: true });
    expect(await lookup.lookup("don't")).toMatchObject({ query: "don't", word: 'do', found: true });
    calls.length = 0;
    expect(await lookup.lookup('gave up')).toMatchObject({ query: 'gave up', word: 'give up', found: true });
    expect(calls).toEqual(['/word.json/give%20up/definitions', '/word.json/give%20up/pronunciations']);
  });

  it("asks for each sense's own related words with the definitions, so synonyms cost no call", async () => {
    calls.length = 0;
    const answer = await lookup.lookup('happy');
    expect(
      answer.definitions.some((d) => d.relatedWords?.some((group) => group.relationshipType === 'synonym' && group.words?.length)),
    ).toBe(true);
    expect(calls).toEqual(['/word.json/happy/definitions', '/word.json/happy/pronunciations']);
  });
});
