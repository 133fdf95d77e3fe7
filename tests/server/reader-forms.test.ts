/**
 * Forms a reader meets in books reach their entries with useCanonical, on the real server with
 * the tests' word database, through HTTP: an adverb in -ly of an adjective the dictionaries
 * have, the possessive of a hyphenated word, a plural compound written with a hyphen, and a
 * word printed with a ligature or æ; a plural, and a verb's past or -ing, that is an entry of its own too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../dev/test-server.ts';
import { failure } from '../support/failure.ts';

let t: TestServer;
let api: ReturnType<TestServer['client']>;
beforeAll(async () => {
  t = await startTestServer();
  api = t.client();
});
afterAll(() => t.close());

describe('forms a reader expects, with useCanonical', () => {
  it('answers an adverb no dictionary enters with its adjective: glutinously → glutinous', async () => {
    expect(await api.getWord({ word: 'glutinously', useCanonical: true })).toMatchObject({
      word: 'glutinous',
      originalWord: 'glutinously',
    });
    expect((await api.getDefinitions({ word: 'glutinously', useCanonical: true }))[0]).toMatchObject({ word: 'glutinous' });
    // Without useCanonical the word is asked as it is, and no dictionary has it.
    expect((await failure(api.getDefinitions({ word: 'glutinously' }))).kind).toBe('not-found');
  });

  it("answers a hyphenated word's possessive with its owner: to-day's → today (the tests' database has no to-day of Webster's)", async () => {
    expect(await api.getWord({ word: "to-day's", useCanonical: true })).toMatchObject({ word: 'today' });
    expect((await api.getDefinitions({ word: 'to-day’s', useCanonical: true }))[0]).toMatchObject({ word: 'today' });
  });

  it('answers a plural compound with its entry: saddle-horses → saddle horse', async () => {
    expect(await api.getWord({ word: 'saddle-horses', useCanonical: true })).toMatchObject({ word: 'saddle horse' });
    expect((await api.getDefinitions({ word: 'saddle-horses', useCanonical: true }))[0]?.text).toMatch(/horse/i);
  });

  it('answers a common plural that is an entry of its own too with its singular first, its own senses after: years → year', async () => {
    const years = await api.getDefinitions({ word: 'years', useCanonical: true, limit: 40 });
    expect(years[0]).toMatchObject({ word: 'year' });
    expect(years[0]?.text).toMatch(/365/);
    // "A late time of life" (years) is still there, after year's own senses.
    const own = years.findIndex((d) => d.word === 'years');
    expect(own).toBeGreaterThan(years.findLastIndex((d) => d.word === 'year'));
    expect(await api.getWord({ word: 'eyes', useCanonical: true })).toMatchObject({ word: 'eye' });
    // A plural met as itself often enough beside its singular stays itself: glasses, the spectacles.
    expect((await api.getDefinitions({ word: 'glasses', useCanonical: true }))[0]).toMatchObject({ word: 'glasses' });
    // A verb's -s too: "needs" (of necessity, an adverb) is need's first.
    expect((await api.getDefinitions({ word: 'needs', useCanonical: true }))[0]).toMatchObject({ word: 'need' });
    // Asked as written, the word's own entry is the answer, as before.
    expect((await api.getDefinitions({ word: 'years' }))[0]).toMatchObject({ word: 'years' });
  });

  it('answers a common verb’s past or -ing that is an adjective or a noun of its own too with its verb first: opened → open', async () => {
    // "He opened the door": open's past, not "opened" the adjective (used of mouth or eyes) alone.
    const opened = await api.getDefinitions({ word: 'opened', useCanonical: true, limit: 40 });
    expect(opened[0]).toMatchObject({ word: 'open', partOfSpeech: expect.stringMatching(/^verb/) });
    expect(opened.some((d) => d.word === 'opened')).toBe(true);
    for (const [form, verb] of [
      ['wanted', 'want'],
      ['turned', 'turn'],
      ['running', 'run'],
      ['headed', 'head'],
    ])
      expect(await api.getWord({ word: form as string, useCanonical: true })).toMatchObject({ word: verb });
    // One met as itself often enough beside its verb stays itself: tired, interested, bored, the building.
    for (const word of ['tired', 'interested', 'bored', 'building'])
      expect(await api.getWord({ word, useCanonical: true })).toMatchObject({ word });
  });

  it('reads ligatures and æ as letters: ﬁnish, mediæval', async () => {
    expect((await api.getWord({ word: 'ﬁnish' })).id).toBeGreaterThan(0);
    expect((await api.getWord({ word: 'mediæval' })).id).toBeGreaterThan(0);
  });
});
