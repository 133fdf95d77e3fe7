/**
 * The bubble's lookup against the real Glossa server: what it answers, and how many API
 * calls it spends (the live service's free plan allows 100 an hour).
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLookupCache } from '../../lib/background/cache/lookup-cache.ts';
import { createLookup } from '../../lib/background/lookup/lookup.ts';
import { createServiceKinds, kindMemoryIn } from '../../lib/background/lookup/service-kind.ts';
import { createBudgetWatcher } from '../../lib/background/rate/budget.ts';
import { createGateway } from '../../lib/background/gateway/gateway.ts';
import { DEFAULT_SETTINGS, type Settings } from '../../lib/shared/settings/settings.ts';
import { openDatabase } from '../../lib/background/store/db.ts';
import { startTestServer, type TestServer } from '../../dev/test-server.ts';
import { commandWorks } from '../../server/shared/system-commands.ts';

let t: TestServer;
let events: string[];
/** The paths asked of the service since `events` was last emptied, in order. */
const asked = () => events.filter((event) => event.startsWith('asked ')).map((event) => event.slice('asked '.length));
let lookup: ReturnType<typeof createLookup>;
let online = true;
/**
 * A plan with no call to spare on a guess: under 1,000 an hour, as the live free plan's 100
 * (whose burst would not last this file).
 */
const SMALL_PLAN = { perMinute: 500, perHour: 900 };

/** The background's lookup over the real server with a key (and the reader's voice), and what it sent, as `asked …` and `answered …`. */
function lookupWith(apiKey: string, db = openDatabase(`lookup-test-${Date.now()}-${Math.random()}`), voice: Settings['voice'] = 'us') {
  const events: string[] = [];
  const budget = createBudgetWatcher({ db });
  const cache = createLookupCache(db, { ttlMs: 24 * 60 * 60 * 1000 });
  const gateway = createGateway({
    budget,
    cache,
    fetch: async (input, init) => {
      const path = new URL(String(input)).pathname.replace('/v4', '');
      events.push(`asked ${path}`);
      if (!online) throw new TypeError('fetch failed');
      const answer = await fetch(input, init);
      events.push(`answered ${path}`);
      return answer;
    },
  });
  gateway.use({ ...DEFAULT_SETTINGS, baseUrl: t.baseUrl, voice }, { apiKey });
  return { lookup: createLookup(gateway, createServiceKinds(gateway, kindMemoryIn(db))), events };
}

beforeAll(async () => {
  t = await startTestServer();
  const bo = await t.server.accounts.addUser({ username: 'bo', password: 'bo-password', email: 'bo@example.org' });
  ({ lookup, events } = lookupWith((await t.server.accounts.addKey(bo.id, SMALL_PLAN)).key));
});
afterAll(() => t.close());

describe('a lookup', () => {
  it('finds the root of an inflected word, with definitions and pronunciations, for two calls', async () => {
    events.length = 0;
    const answer = await lookup.lookup('Running,');
    expect(answer).toMatchObject({ query: 'Running', word: 'run', found: true, stale: false });
    expect(answer.definitions.length).toBeGreaterThan(5);
    expect(answer.definitions[0]?.attributionText).toMatch(/WordNet/);
    expect(answer.pronunciations.some((p) => p.rawType === 'IPA')).toBe(true);
    // The server is told a Glossa server by what its answers carry: no call of its own, the first lookup included.
    expect(answer.credit.name).toMatch(/Glossa server/);
    expect(asked()).toEqual(['/word.json/Running/definitions', '/word.json/run/pronunciations']);
  });

  it('after the worker starts again, a word in the cache costs nothing and is credited to the server it came from', async () => {
    const bo = await t.server.accounts.userByName('bo');
    const db = openDatabase(`lookup-restart-${Date.now()}`);
    const key = (await t.server.accounts.addKey(bo?.id ?? 0, SMALL_PLAN)).key;
    const before = lookupWith(key, db);
    await before.lookup.lookup('lantern');
    // A new worker over the same database: its cache and what it heard of the service.
    const after = lookupWith(key, db);
    const answer = await after.lookup.lookup('lantern');
    expect(answer.credit.name).toMatch(/Glossa server/);
    expect(after.events).toEqual([]);
  });

  it('costs nothing when repeated', async () => {
    events.length = 0;
    await lookup.lookup('Running');
    expect(asked()).toEqual([]);
  });

  it('offers suggestions for a word not found, for two calls', async () => {
    events.length = 0;
    const answer = await lookup.lookup('dictionery');
    expect(answer).toMatchObject({ found: false, definitions: [] });
    expect(answer.suggestions).toContain('dictionary');
    expect(asked()).toEqual(['/word.json/dictionery/definitions', '/word.json/dictionery']);
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
    events.length = 0;
    expect(await lookup.lookup('gave up')).toMatchObject({ query: 'gave up', word: 'give up', found: true });
    expect(asked()).toEqual(['/word.json/give%20up/definitions', '/word.json/give%20up/pronunciations']);
  });

  it("asks for each sense's own related words with the definitions, so synonyms cost no call", async () => {
    events.length = 0;
    const answer = await lookup.lookup('happy');
    expect(
      answer.definitions.some((d) => d.relatedWords?.some((group) => group.relationshipType === 'synonym' && group.words?.length)),
    ).toBe(true);
    expect(asked()).toEqual(['/word.json/happy/definitions', '/word.json/happy/pronunciations']);
  });
});

describe('on a plan with calls to spare', () => {
  it('asks the pronunciations of the word as asked, the service finding its headword, beside its definitions', async () => {
    const { lookup: spare, events: sent } = lookupWith(t.apiKey);
    // The plan is learnt from the first answer: nothing is spent on a guess before.
    await spare.lookup('happy');
    expect(sent.filter((event) => event.startsWith('asked') && !event.endsWith('/definitionDictionaries'))).toEqual([
      'asked /word.json/happy/definitions',
      'asked /word.json/happy/pronunciations',
    ]);
    sent.length = 0;
    const answer = await spare.lookup('Running');
    expect(answer).toMatchObject({ word: 'run', found: true });
    expect(answer.pronunciations.length).toBeGreaterThan(0);
    // Both were asked before either was answered: one round trip, not two.
    expect(sent.slice(0, 2).sort()).toEqual(['asked /word.json/Running/definitions', 'asked /word.json/Running/pronunciations']);
    // "running" is a word of its own besides (a running of the bulls): its own reading is asked
    // too, once its senses are seen among run's, for where they lead.
    expect(sent.filter((event) => event.startsWith('asked')).at(-1)).toBe('asked /word.json/running/pronunciations');
    expect(sent).toHaveLength(6);
    // The same pronunciations as the headword's own.
    const own = await t.client().getTextPronunciations({ word: 'run', limit: 10 });
    expect(answer.pronunciations).toEqual(own);
  });

  it('asks after the definitions when the word is tried in more than one spelling', async () => {
    const { lookup: spare, events: sent } = lookupWith(t.apiKey);
    await spare.lookup('happy');
    sent.length = 0;
    expect(await spare.lookup('looked up')).toMatchObject({ word: 'look up', found: true });
    const pronunciations = sent.findIndex((event) => event.startsWith('asked') && event.endsWith('/pronunciations'));
    expect(sent[pronunciations]).toBe('asked /word.json/look%20up/pronunciations');
    expect(pronunciations).toBeGreaterThan(sent.lastIndexOf('answered /word.json/look%20up/definitions'));
  });
});

// The British readings are made by eSpeak NG as the word database is built.
describe.skipIf(!(await commandWorks('espeak-ng')))('in the reader’s voice', () => {
  it('leads with the British reading for the UK voice, with CMUdict’s for the US voice, as the service answers them both', async () => {
    const uk = await lookupWith(t.apiKey, undefined, 'uk').lookup.lookup('water');
    expect(uk.pronunciations[0]).toMatchObject({ raw: 'ˈwɔːtə', rawType: 'IPA', attributionText: expect.stringMatching(/en-gb/) });
    const us = await lookupWith(t.apiKey, undefined, 'us').lookup.lookup('water');
    expect(us.pronunciations[0]).toMatchObject({ raw: 'ˈwɔtɚ', rawType: 'IPA', attributionText: expect.stringMatching(/CMU/) });
    // The same entries, only in another order.
    expect(new Set(uk.pronunciations.map((pron) => pron.raw))).toEqual(new Set(us.pronunciations.map((pron) => pron.raw)));
  });
});
