/**
 * Two dictionaries on the real server: GCIDE (from the committed excerpt the tests' database
 * is built with: Abaft, Abandon, Abatis, Ruby) beside WordNet in W4, in the caller's order;
 * GCIDE's etymologies (X4), the dictionaries the server reports (X5), GCIDE's quotations among
 * the examples, its syllable marks in W6 and its verb forms in the morphology.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../dev/test-server';
import { failure } from '../support/failure';

let t: TestServer;
let api: ReturnType<TestServer['client']>;
beforeAll(async () => {
  t = await startTestServer();
  api = t.client();
});
afterAll(() => t.close());

const GCIDE = 'from the GNU version of the Collaborative International Dictionary of English.';
const sources = (definitions: { sourceDictionary?: string | null }[]) => [...new Set(definitions.map((d) => d.sourceDictionary))];

describe('W4 with WordNet and GCIDE', () => {
  it('answers both dictionaries in the caller’s order, each with its attribution', async () => {
    const wordnetFirst = await api.getDefinitions({ word: 'ruby', sourceDictionaries: ['wordnet', 'gcide'] });
    expect(sources(wordnetFirst)).toEqual(['wordnet', 'gcide']);
    const gcideFirst = await api.getDefinitions({ word: 'ruby', sourceDictionaries: ['gcide', 'wordnet'] });
    expect(sources(gcideFirst)).toEqual(['gcide', 'wordnet']);
    expect(gcideFirst[0]).toMatchObject({ sourceDictionary: 'gcide', attributionText: GCIDE, sequence: '1', word: 'ruby' });
    expect(gcideFirst.find((d) => d.sourceDictionary === 'wordnet')).toMatchObject({ sequence: '1' });
    // `webster` is the interface's name of the dictionary GCIDE is an edition of.
    expect(sources(await api.getDefinitions({ word: 'ruby', sourceDictionaries: ['webster'] }))).toEqual(['gcide']);
    // all: every dictionary, in the interface's default order; blank: the first of it that defines the word.
    expect(sources(await api.getDefinitions({ word: 'ruby', sourceDictionaries: ['all'] }))).toEqual(['gcide', 'wordnet']);
    expect(sources(await api.getDefinitions({ word: 'ruby' }))).toEqual(['gcide']);
    expect(sources(await api.getDefinitions({ word: 'dog' }))).toEqual(['wordnet']);
    // The limit counts definitions of every dictionary together.
    expect(await api.getDefinitions({ word: 'ruby', sourceDictionaries: ['gcide', 'wordnet'], limit: 6 })).toHaveLength(6);
  });

  it('carries each GCIDE sense’s field labels, notes and quotations with their authors', async () => {
    const [first, second] = await api.getDefinitions({ word: 'ruby', sourceDictionaries: ['gcide'] });
    expect(first).toMatchObject({
      partOfSpeech: 'noun',
      labels: [{ text: 'Min.', type: 'field' }],
      citations: [{ cite: 'Of rubies, sapphires, and pearles white.', source: 'Chaucer.' }],
      notes: [expect.objectContaining({ value: expect.stringMatching(/^Besides the true or Oriental ruby/) })],
    });
    expect(second?.citations).toEqual([{ cite: 'The natural ruby of your cheeks.', source: 'Shak.' }]);
    // GCIDE's transitive verbs are verbs.
    const verbs = await api.getDefinitions({ word: 'ruby', sourceDictionaries: ['gcide'], partOfSpeech: ['verb'] });
    expect(verbs.map((d) => [d.partOfSpeech, d.text])).toEqual([['verb-transitive', 'To make red; to redden.']]);
  });
});

describe('X4 etymologies', () => {
  it('serves GCIDE’s bracketed etymologies as <ety> markup, and 404 where there are none', async () => {
    expect(await api.getEtymologies({ word: 'Ruby' })).toEqual([
      '<ety>[F. rubis (cf. Pr. robi), LL. rubinus, robinus, fr. L. rubeus red, reddish, akin to ruber. See <xref>Rouge</xref>, <xref>red</xref>.]</ety>',
    ]);
    expect(await api.getEtymologies({ word: 'abandon' })).toHaveLength(3);
    expect(await api.getEtymologies({ word: 'abandoning', useCanonical: true })).toHaveLength(3);
    expect((await failure(api.getEtymologies({ word: 'dog' }))).status).toBe(404);
    const response = await fetch(`${t.baseUrl}/word.json/ruby/etymologies`, { headers: { api_key: t.apiKey } });
    expect(response.status).toBe(200);
  });
});

describe('X5 the dictionaries a server has definitions from', () => {
  it('names each by what sourceDictionaries takes, with its attribution', async () => {
    expect(await api.getDefinitionDictionaries()).toEqual([
      expect.objectContaining({ name: 'gcide', source: 'webster', attributionText: GCIDE }),
      expect.objectContaining({ name: 'wordnet', source: 'wordnet' }),
    ]);
  });
});

describe('GCIDE in the other word operations', () => {
  it('gives its quotations as examples, with their authors', async () => {
    const { examples } = await api.getExamples({ word: 'abandon', limit: 1000 });
    const quoted = examples?.filter((example) => example.provider?.name === 'gcide') ?? [];
    expect(quoted.map((example) => example.text)).toContain('Being all this time abandoned from your bed.');
    expect(quoted[0]).toMatchObject({ title: expect.stringMatching(/\(quoted in GCIDE\)$/), attributionText: GCIDE });
    const only = await api.getExamples({ word: 'abandon', contentProvider: 'gcide' });
    expect(only.examples?.length).toBeGreaterThan(0);
  });

  it('splits a word CMUdict has no pronunciation for by GCIDE’s syllable marks (Ab"a*tis → ab·a·tis)', async () => {
    expect(await api.getHyphenation({ word: 'abatis' })).toEqual([
      { text: 'ab', seq: 0, type: 'stress' },
      { text: 'a', seq: 1 },
      { text: 'tis', seq: 2 },
    ]);
  });

  it('knows the verb forms GCIDE lists (rubied → ruby)', async () => {
    expect(await api.getWord({ word: 'rubied', useCanonical: true })).toMatchObject({ word: 'ruby', originalWord: 'rubied' });
  });
});
