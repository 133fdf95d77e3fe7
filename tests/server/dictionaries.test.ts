/**
 * Two dictionaries on the real server: GCIDE (from the committed excerpt the tests' database
 * is built with: Abaft, Abandon, Abatis, Ruby, Aband, Ab-, Abidjan administrative, Arion,
 * Caf'e) beside WordNet in W4, in the caller's order; GCIDE's etymologies (X4), the
 * dictionaries the server reports (X5), GCIDE's quotations among the examples, its syllable
 * marks in W6 (by default where CMUdict has none, always for `webster`), its verb forms in the
 * morphology, and the words GCIDE alone defines as entries of their own.
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
    const gcide = { sourceDictionary: 'gcide', attributionText: GCIDE, attributionUrl: 'https://www.gnu.org/software/gcide/' };
    expect(await api.getHyphenation({ word: 'abatis' })).toEqual([
      { text: 'ab', seq: 0, type: 'stress', ...gcide },
      { text: 'a', seq: 1, ...gcide },
      { text: 'tis', seq: 2, ...gcide },
    ]);
  });

  it('W6 answers CMUdict’s split by default and GCIDE’s marks for webster (or gcide), each with its attribution', async () => {
    const byDefault = await api.getHyphenation({ word: 'abandon' });
    expect(byDefault.map((s) => s.text)).toEqual(['a', 'ban', 'don']);
    expect(byDefault[0]).toMatchObject({
      sourceDictionary: 'cmu',
      attributionText: expect.stringMatching(/^from the CMU Pronouncing Dictionary/),
    });
    const webster = await api.getHyphenation({ word: 'abandon', sourceDictionary: 'webster' });
    expect(webster.map((s) => [s.text, s.type])).toEqual([
      ['a', undefined],
      ['ban', 'stress'],
      ['don', undefined],
    ]);
    for (const syllable of webster) expect(syllable).toMatchObject({ sourceDictionary: 'gcide', attributionText: GCIDE });
    expect(await api.getHyphenation({ word: 'Ruby', sourceDictionary: 'gcide', limit: 1 })).toEqual([
      expect.objectContaining({ text: 'ru', type: 'stress', sourceDictionary: 'gcide' }),
    ]);
    // A word GCIDE does not mark, and dictionaries the server does not have, answer no syllables.
    expect(await api.getHyphenation({ word: 'dog', sourceDictionary: 'webster' })).toEqual([]);
    expect(await api.getHyphenation({ word: 'abandon', sourceDictionary: 'ahd' })).toEqual([]);
    expect(await api.getHyphenation({ word: 'abandon', sourceDictionary: 'wordnet' })).toEqual([]);
  });

  it('knows the verb forms GCIDE lists (rubied → ruby)', async () => {
    expect(await api.getWord({ word: 'rubied', useCanonical: true })).toMatchObject({ word: 'ruby', originalWord: 'rubied' });
  });
});

describe('a word GCIDE alone defines', () => {
  it('is an entry: W1, W4, X4, W2 and W6 answer for it (aband, Webster’s 1913 alone)', async () => {
    expect(await api.getWord({ word: 'Aband' })).toMatchObject({ word: 'Aband', canonicalForm: 'aband' });
    const definitions = await api.getDefinitions({ word: 'aband' });
    expect(definitions.map((d) => [d.sourceDictionary, d.partOfSpeech, d.text])).toEqual([
      ['gcide', 'verb-transitive', 'To abandon.'],
      ['gcide', 'verb-transitive', 'To banish; to expel.'],
    ]);
    expect(definitions[0]).toMatchObject({ attributionText: GCIDE, labels: [{ text: 'Obs.', type: 'usage' }] });
    expect(await api.getEtymologies({ word: 'aband' })).toEqual(['<ety>[Contracted from abandon.]</ety>']);
    const { examples } = await api.getExamples({ word: 'aband' });
    expect(examples?.map((e) => [e.text, e.author])).toEqual([['Enforced the kingdom to aband.', 'Spenser.']]);
    expect((await api.getHyphenation({ word: 'aband' })).map((s) => s.text)).toEqual(['a', 'band']);
    expect(await api.getDefinitions({ word: 'abacination' })).toEqual([
      expect.objectContaining({ partOfSpeech: 'noun', text: 'The act of abacinating.', sourceDictionary: 'gcide' }),
    ]);
  });

  it('is shown in lowercase, unless GCIDE calls it a proper noun; accents written as apostrophes are letters', async () => {
    expect(await api.getWord({ word: 'arion' })).toMatchObject({ word: 'arion', canonicalForm: 'Arion' });
    // Caf'e is GCIDE's café: its definition belongs to WordNet's cafe.
    expect(sources(await api.getDefinitions({ word: 'cafe', sourceDictionaries: ['all'] }))).toEqual(['gcide', 'wordnet']);
  });

  it('leaves out what a reader does not look up: affixes, and headings cut short', async () => {
    for (const word of ['ab-', 'abidjan administrative']) {
      expect((await failure(api.getDefinitions({ word }))).status).toBe(404);
      expect(await api.getWord({ word })).toMatchObject({ id: 0 });
    }
  });

  it('keeps the search filters honest: no corpus count, a dictionary count, its parts of speech', async () => {
    // The interface's default minCorpusCount (5) leaves out a word no corpus has seen.
    expect((await api.searchWordsByPath({ query: 'aband' })).searchResults).toEqual([]);
    const found = await api.searchWordsByPath({ query: 'aband', minCorpusCount: 0, includePartOfSpeech: ['verb'] });
    expect(found.searchResults).toEqual([expect.objectContaining({ word: 'aband', count: 0 })]);
    expect((await api.searchWordsByPath({ query: 'aband', minCorpusCount: 0, minDictionaryCount: 3 })).searchResults).toEqual([]);
    expect((await api.searchWordsByPath({ query: 'aband', minCorpusCount: 0, includePartOfSpeech: ['noun'] })).searchResults).toEqual([]);
  });
});

/** The grammar labels of a word's WordNet verb senses, by each sense's text. */
const grammarOf = async (word: string) =>
  Object.fromEntries(
    (await api.getDefinitions({ word, sourceDictionaries: ['wordnet'], partOfSpeech: ['verb'], limit: 30 })).map((d) => [
      d.text,
      (d.labels ?? []).filter((label) => label.type === 'grammar').map((label) => label.text),
    ]),
  );

describe('what a reader reads', () => {
  it("gives a sense only the examples that show its word: a synset's others illustrate its other members", async () => {
    const definitions = await api.getDefinitions({ word: 'countenance', sourceDictionaries: ['wordnet'], limit: 20 });
    const examples = definitions.flatMap((d) => (d.exampleUses ?? []).map((use) => use.text ?? ''));
    expect(examples.join(' ')).not.toMatch(/permitted her son/);
    for (const example of examples) expect(example.toLowerCase()).toContain('countenanc');
    const w2 = await api.getExamples({ word: 'countenance' });
    for (const example of w2.examples ?? []) expect(example.text?.toLowerCase()).toContain('countenanc');
  });

  it("says whether a WordNet verb's sense takes an object, from its sentence frames, as the live service labels a sense", async () => {
    const sleep = await grammarOf('sleep');
    // "Somebody ----s" only; "Something ----s somebody" only.
    expect(sleep['be asleep']).toEqual(['intransitive', 'of people']);
    expect(sleep['be able to accommodate for sleeping']).toEqual(['transitive', 'of things', 'object a person']);
    // Frames of both kinds: nothing said of an object; every object a thing.
    expect((await grammarOf('click'))['move or strike with a noise']).toEqual(['object a thing']);
  });

  it("says what else a WordNet verb's sense takes, from its sentence frames: who does it, and what may follow it", async () => {
    const tighten = await grammarOf('tighten');
    // "Something ----s" alone; "Somebody ----s something" alone.
    expect(tighten['become tight or tighter']).toEqual(['intransitive', 'of things']);
    expect(tighten['make tight or tighter']).toEqual(['transitive', 'of people', 'object a thing']);
    // "Somebody ----s VERB-ing": "She gave up smoking".
    expect((await grammarOf('give up'))['put an end to a state or an activity']).toContain('with -ing');
    // "Somebody ----s to INFINITIVE" and "Somebody ----s that CLAUSE".
    expect(Object.values(await grammarOf('refuse')).flat()).toContain('with infinitive');
    expect(Object.values(await grammarOf('declare')).flat()).toContain('with that-clause');
  });

  it("writes WordNet's `quotes' as ‘quotes’", async () => {
    const definitions = await api.getDefinitions({ word: 'kisser', sourceDictionaries: ['wordnet'] });
    const text = definitions.map((d) => d.text).join(' ');
    expect(text).toContain('‘kisser’');
    expect(text).not.toContain('`');
  });
});
