/**
 * W1–W10, S1–S5 and the live service's extras on the real server with real data,
 * through the project's client; every answer is also checked against its model by the
 * server itself (validateResponses).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { models } from '../../lib/shared/api/index.ts';
import { startTestServer, type TestServer } from '../../dev/test-server.ts';
import { failure } from '../support/failure.ts';

let t: TestServer;
let api: ReturnType<TestServer['client']>;
beforeAll(async () => {
  t = await startTestServer();
  api = t.client();
});
afterAll(() => t.close());

const WORDNET = 'from WordNet 3.1 Copyright 2011 by Princeton University. All rights reserved.';

describe('W1 the word object', () => {
  it('knows a word, and maps an inflection to its root with useCanonical', async () => {
    expect(await api.getWord({ word: 'dog' })).toMatchObject({ word: 'dog', id: expect.any(Number) });
    expect(await api.getWord({ word: 'running', useCanonical: true })).toMatchObject({
      word: 'run',
      originalWord: 'running',
      canonicalForm: 'run',
    });
    expect(await api.getWord({ word: 'mice', useCanonical: true })).toMatchObject({ word: 'mouse' });
    expect(await api.getWord({ word: 'geese', useCanonical: true })).toMatchObject({ word: 'goose' });
  });

  it('answers an older spelling with the entry it spells, with useCanonical', async () => {
    // Webster's 1913: "k was added to c in certain words of Latin origin, as in musick, publick".
    expect(await api.getWord({ word: 'publick', useCanonical: true })).toMatchObject({ word: 'public', originalWord: 'publick' });
    expect((await api.getDefinitions({ word: 'musick', useCanonical: true }))[0]).toMatchObject({ word: 'music' });
    // A British -our the dictionaries enter only as -or ("unhonoured": unhonored).
    expect(await api.getWord({ word: 'colourist', useCanonical: true })).toMatchObject({ word: 'colorist', originalWord: 'colourist' });
    // A word that is an entry of its own stays itself, and the rule finds only entries.
    expect(await api.getWord({ word: 'brick', useCanonical: true })).toMatchObject({ word: 'brick' });
    expect((await failure(api.getDefinitions({ word: 'zorbick', useCanonical: true }))).kind).toBe('not-found');
  });

  it('suggests spellings for an unknown word', async () => {
    const unknown = await api.getWord({ word: 'dictionery', includeSuggestions: true });
    expect(unknown.id).toBe(0);
    expect(unknown.suggestions).toContain('dictionary');
  });

  it('refuses a word that is too long', async () => {
    expect((await failure(api.getWord({ word: 'x'.repeat(300) }))).kind).toBe('invalid-input');
    const response = await fetch(`${t.baseUrl}/word.json/${'x'.repeat(300)}`, { headers: { api_key: t.apiKey } });
    expect(response.status).toBe(400);
  });
});

describe('W4 definitions', () => {
  it('serves WordNet senses with attribution and examples split out', async () => {
    const definitions = await api.getDefinitions({ word: 'dog' });
    expect(definitions.length).toBeGreaterThan(5);
    expect(definitions[0]).toMatchObject({
      word: 'dog',
      partOfSpeech: 'noun',
      sourceDictionary: 'wordnet',
      attributionText: WORDNET,
      attributionUrl: 'https://wordnet.princeton.edu/',
    });
    expect(definitions[0]?.text).toMatch(/domesticated/);
    expect(definitions[0]?.text).not.toContain('"');
    expect(definitions[0]?.exampleUses?.[0]?.text).toMatch(/dog/);
  });

  it('answers a lowercase word with its lowercase senses before a capitalized spelling’s (was → be, not Be, beryllium)', async () => {
    const [first] = await api.getDefinitions({ word: 'was', useCanonical: true, limit: 3 });
    expect(first).toMatchObject({ word: 'be', partOfSpeech: 'verb' });
    const all = await api.getDefinitions({ word: 'be' });
    expect(all.map((d) => d.sequence)).toEqual(all.map((_, i) => String(i + 1)));
    // Asked with a capital, the stored order stands: by frequency, the verb, then Be (never tagged).
    const capitalized = await api.getDefinitions({ word: 'Be' });
    expect(capitalized[0]).toMatchObject({ word: 'be', partOfSpeech: 'verb' });
    expect(capitalized.some((d) => d.word === 'Be' && d.partOfSpeech === 'noun')).toBe(true);
  });

  it('filters by part of speech and limits', async () => {
    const verbs = await api.getDefinitions({ word: 'dog', partOfSpeech: ['verb'], limit: 1 });
    expect(verbs).toHaveLength(1);
    expect(verbs[0]?.partOfSpeech).toBe('verb');
  });

  it('follows the sourceDictionaries rules', async () => {
    expect((await api.getDefinitions({ word: 'dog', sourceDictionaries: ['all'] })).length).toBeGreaterThan(0);
    // The first listed dictionary that has definitions answers: here, WordNet.
    expect((await api.getDefinitions({ word: 'dog', sourceDictionaries: ['ahd', 'wordnet'] }))[0]?.sourceDictionary).toBe('wordnet');
    // A dictionary Glossa has no data from has no definitions.
    expect((await failure(api.getDefinitions({ word: 'dog', sourceDictionaries: ['century'] }))).status).toBe(404);
  });

  it('answers the root’s definitions with useCanonical, and 404 for an unknown word', async () => {
    expect((await api.getDefinitions({ word: 'geese', useCanonical: true }))[0]?.word).toBe('goose');
    expect(await failure(api.getDefinitions({ word: 'qzxqzxqzx' }))).toMatchObject({ status: 404, kind: 'not-found' });
  });

  it('includes each sense’s own related words (its synset’s other words, broader and narrower ones) when asked', async () => {
    const [first] = await api.getDefinitions({ word: 'car', includeRelated: true, limit: 1 });
    const group = (type: string) => first?.relatedWords?.find((related) => related.relationshipType === type)?.words;
    expect(first?.relatedWords?.[0]).toEqual({ relationshipType: 'synonym', words: ['auto', 'automobile', 'machine', 'motorcar'] });
    expect(group('hypernym')).toEqual(['motor vehicle', 'automotive vehicle']);
    expect(group('hyponym')).toEqual(expect.arrayContaining(['ambulance', 'cab', 'convertible']));
    // A word's own derived forms only: machinist comes from machine, a synonym, not from car.
    expect(first?.relatedWords?.flatMap((related) => related.words ?? [])).not.toContain('machinist');
    const senses = await api.getDefinitions({ word: 'car', includeRelated: true, sourceDictionaries: ['wordnet'] });
    // Another sense of car (a railway car) has its own synonyms, not the motorcar's.
    expect(senses.find((sense) => sense.relatedWords?.[0]?.words?.includes('railcar'))?.relatedWords?.[0]?.words).not.toContain(
      'automobile',
    );
    expect((await api.getDefinitions({ word: 'car', limit: 1 }))[0]?.relatedWords).toEqual([]);
  });
});

describe('W2 and W3 examples', () => {
  it('serves real Brown Corpus sentences with their source and year, paged', async () => {
    const page = await api.getExamples({ word: 'dog', limit: 3 });
    expect(page.examples).toHaveLength(3);
    for (const example of page.examples ?? []) {
      expect(example.text?.toLowerCase()).toContain('dog');
      expect(example).toMatchObject({ year: 1961, provider: { name: 'brown' } });
    }
    const next = await api.getExamples({ word: 'dog', skip: 3, limit: 3 });
    expect(next.examples?.[0]?.text).not.toBe(page.examples?.[0]?.text);
  });

  it('never gives a lowercase word a sentence that uses it as a name (Colonel Marsh, Mr. Brown)', async () => {
    for (const word of ['brown', 'marsh']) {
      const { examples } = await api.getExamples({ word, contentProvider: 'brown', limit: 50 });
      for (const example of examples ?? []) expect(example.text, word).toMatch(new RegExp(`(?:^|[^\\p{L}])${word}`, 'u'));
    }
    expect((await api.getExamples({ word: 'brown', contentProvider: 'brown', limit: 20 })).examples?.length).toBeGreaterThan(10);
  });

  it('filters by content provider', async () => {
    const wordnet = await api.getExamples({ word: 'dog', contentProvider: 'wordnet' });
    expect(wordnet.examples?.every((e) => e.provider?.name === 'wordnet')).toBe(true);
    expect((await api.getExamples({ word: 'dog', contentProvider: 'nobody' })).examples).toEqual([]);
  });

  it('answers a top example', async () => {
    const top = await api.getTopExample({ word: 'dog' });
    expect(top.text?.toLowerCase()).toContain('dog');
    expect((await failure(api.getTopExample({ word: 'qzxqzxqzx' }))).status).toBe(404);
  });
});

describe('W5 pronunciations and W6 syllables', () => {
  it('gives CMUdict’s ARPAbet and an IPA transcription, with attribution', async () => {
    const prons = await api.getTextPronunciations({ word: 'ruby' });
    expect(prons).toContainEqual(expect.objectContaining({ raw: 'R UW1 B IY0', rawType: 'arpabet' }));
    expect(prons.find((p) => p.rawType === 'IPA')?.raw).toMatch(/ɹ/);
    expect(prons[0]?.attributionText).toMatch(/CMU/);
    // CMUdict's IPA, then the British reading (with eSpeak NG at build: pronunciations.test.ts).
    expect((await api.getTextPronunciations({ word: 'ruby', typeFormat: 'IPA' }))[0]?.attributionText).toMatch(/CMU/);
    expect(await api.getTextPronunciations({ word: 'ruby', typeFormat: 'arpabet' })).toHaveLength(1);
    expect(await api.getTextPronunciations({ word: 'ruby', sourceDictionary: 'ahd' })).toEqual([]);
  });

  it('splits a word into syllables with its stress', async () => {
    const syllables = await api.getHyphenation({ word: 'ruby' });
    expect(syllables.map((s) => s.text).join('')).toBe('ruby');
    expect(syllables.filter((s) => s.type === 'stress')).toHaveLength(1);
  });
});

describe('W7 frequency and W8 phrases', () => {
  it('reports the Brown Corpus count for 1961 only, and nothing outside it', async () => {
    const summary = await api.getWordFrequency({ word: 'dog' });
    expect(summary.frequency).toEqual([{ year: 1961, count: summary.totalCount }]);
    expect(summary.totalCount).toBeGreaterThan(10);
    const later = await api.getWordFrequency({ word: 'dog', startYear: 1990 });
    expect(later).toMatchObject({ totalCount: 0, frequency: [] });
    expect((await failure(api.getWordFrequency({ word: 'qzxqzxqzx' }))).status).toBe(404);
  });

  it('gives phrases with MI and WLMI by their formulas', async () => {
    const phrases = await api.getPhrases({ word: 'united', limit: 5 });
    expect(phrases.length).toBeGreaterThan(0);
    for (const phrase of phrases) {
      expect(phrase.wlmi).toBeCloseTo((phrase.mi ?? 0) + Math.log2(phrase.count ?? 1), 6);
    }
    expect(phrases.map((p) => `${p.gram1} ${p.gram2}`)).toContain('united states');
    const strong = await api.getPhrases({ word: 'united', wlmi: 12 });
    expect(strong.every((p) => (p.wlmi ?? 0) >= 12)).toBe(true);
  });
});

describe('W9 related words', () => {
  it('groups related words by type, honouring type and limit', async () => {
    const related = await api.getRelatedWords({ word: 'happy', type: ['synonym', 'antonym'], limit: 3 });
    expect(related.map((r) => r.relationshipType).sort()).toEqual(['antonym', 'synonym']);
    expect(related.find((r) => r.relationshipType === 'antonym')?.words).toContain('unhappy');
    expect(related.every((r) => (r.words?.length ?? 0) <= 3)).toBe(true);
  });

  it.each([
    ['hypernym', 'dog', 'canine'],
    ['hyponym', 'dog', 'puppy'],
    ['rhyme', 'suffering', 'buffering'],
    ['inflected-form', 'goose', 'geese'],
  ])('derives %s from the data', async (type, word, expected) => {
    const related = await api.getRelatedWords({ word, type: [type as 'synonym'], limit: 100 });
    expect(related[0]?.words).toContain(expected);
  });

  it('answers 404 when there is nothing, as the live service does', async () => {
    expect((await failure(api.getRelatedWords({ word: 'qzxqzxqzx' }))).status).toBe(404);
  });

  it('serves the live service’s route too', async () => {
    const live = await api.getRelatedWordsLive({ word: 'ugly', relationshipTypes: ['synonym'], limitPerRelationshipType: 2 });
    expect(live).toEqual([{ relationshipType: 'synonym', words: expect.any(Array) }]);
    expect(live[0]?.words).toHaveLength(2);
  });
});

describe('W10 audio', () => {
  it('is an empty list when the server synthesizes no audio', async () => {
    expect(await api.getAudio({ word: 'dog' })).toEqual([]);
  });
});

describe('the Scrabble score', () => {
  it('adds up tile values for a known word, and 404 for a made-up one', async () => {
    expect(await api.getScrabbleScore({ word: 'ruby' })).toEqual({ value: 9 });
    expect((await failure(api.getScrabbleScore({ word: 'asdfasdfasdf' }))).status).toBe(404);
  });
});

describe('S1 and S2 search', () => {
  it.each([
    ['ser*', (w: string) => w.startsWith('ser')],
    ['*ness', (w: string) => w.endsWith('ness')],
    ['*dip*', (w: string) => w.includes('dip')],
    ['s?r*ty', (w: string) => /^s.r.*ty$/.test(w)],
  ])('matches %s', async (query, matches) => {
    const found = await api.searchWordsByPath({ query, limit: 50, caseSensitive: false, minCorpusCount: 0 });
    expect(found.totalResults).toBeGreaterThan(0);
    for (const result of found.searchResults ?? []) expect(matches((result.word ?? '').toLowerCase()), result.word ?? '').toBe(true);
  });

  it('honours filters, skip and limit', async () => {
    const all = await api.searchWordsByPath({ query: 'ser*', minCorpusCount: 0, limit: 20 });
    const page = await api.searchWordsByPath({ query: 'ser*', minCorpusCount: 0, skip: 5, limit: 5 });
    expect(page.searchResults?.map((r) => r.word)).toEqual(all.searchResults?.slice(5, 10).map((r) => r.word));
    const common = await api.searchWordsByPath({ query: 'ser*', minCorpusCount: 50, maxLength: 6 });
    for (const result of common.searchResults ?? []) {
      expect(result.count).toBeGreaterThanOrEqual(50);
      expect(result.word?.length).toBeLessThanOrEqual(6);
    }
    const nouns = await api.searchWords({ query: 'ser*', includePartOfSpeech: ['verb'], excludePartOfSpeech: ['noun'], minCorpusCount: 0 });
    expect(nouns.length).toBeGreaterThan(0);
  });

  it('is case-sensitive by default', async () => {
    const upper = await api.searchWordsByPath({ query: 'Ser*', minCorpusCount: 0, minDictionaryCount: 0 });
    for (const result of upper.searchResults ?? []) expect(result.word?.startsWith('Ser')).toBe(true);
  });

  it('S1 answers 404 when nothing matches; S2 an empty result', async () => {
    expect((await failure(api.searchWords({ query: 'qzxq*' }))).status).toBe(404);
    expect(await api.searchWordsByPath({ query: 'qzxq*' })).toEqual({ totalResults: 0, searchResults: [] });
  });
});

describe('S3 and S4 random words', () => {
  it('honours filters and sorting', async () => {
    const picked = await api.getRandomWords({
      minLength: 5,
      maxLength: 7,
      includePartOfSpeech: ['noun'],
      limit: 10,
      sortBy: 'alpha',
      sortOrder: 'asc',
    });
    expect(picked).toHaveLength(10);
    for (const word of picked) expect(word.word?.length).toBeGreaterThanOrEqual(5);
    const spelled = picked.map((w) => w.word ?? '');
    expect(spelled).toEqual([...spelled].sort((a, b) => a.localeCompare(b)));
    const one = await api.getRandomWord({ minCorpusCount: 100 });
    expect(one.word).toBeTruthy();
  });

  it('answers 404 when no word passes the filters', async () => {
    expect((await failure(api.getRandomWord({ minLength: 1000 }))).status).toBe(404);
  });
});

describe('S5 word of the day', () => {
  it('is a common word with definitions and examples, the same for the same date', async () => {
    const first = await api.getWordOfTheDay({ date: '2024-09-13' });
    const again = await api.getWordOfTheDay({ date: '2024-09-13' });
    const next = await api.getWordOfTheDay({ date: '2024-09-14' });
    expect(again.word).toBe(first.word);
    expect(next.word).not.toBe(first.word);
    expect(first.definitions?.length).toBeGreaterThan(0);
    expect(first.examples?.length).toBeGreaterThan(0);
    expect(first).toMatchObject({
      pdd: '2024-09-13',
      definitions: expect.arrayContaining([expect.objectContaining({ source: 'wordnet' })]),
    });
    expect(models.WordOfTheDay.safeParse(first).success).toBe(true);
    expect(first.definitions?.[0]).toMatchObject({ attributionText: WORDNET });
    expect(first.examples?.[0]?.attributionText).toMatch(/WordNet|Brown/);
  });

  it('answers today by default, and 404 for a category it does not have', async () => {
    const today = await api.getWordOfTheDay();
    expect(today.pdd).toBe(new Date().toISOString().slice(0, 10));
    expect((await failure(api.getWordOfTheDay({ category: 'sports' }))).status).toBe(404);
  });
});
