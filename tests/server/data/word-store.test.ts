import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBrownSentences, detokenize } from '../../../server/data/sources/brown.ts';
import { openWordStore, type WordStore } from '../../../server/stores/word-store.ts';
import { TEST_WORDS_FILE } from '../../../dev/paths.ts';

let store: WordStore;

beforeAll(() => {
  store = openWordStore(TEST_WORDS_FILE);
});

afterAll(() => {
  store.close();
});

/** `ser*` → /^ser.*$/ */
function patternRegExp(pattern: string, caseSensitive: boolean): RegExp {
  const body = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.');
  return new RegExp(`^${body}$`, caseSensitive ? 'u' : 'iu');
}

describe('definitions (WordNet)', () => {
  it('gives "dog" its senses by frequency (the animal, then the verb, then the untagged nouns), with the quoted examples split out', () => {
    const definitions = store.definitions('dog');
    expect(definitions.length).toBe(8);
    const first = definitions[0];
    expect(first).toMatchObject({
      id: '02086723-n-1',
      word: 'dog',
      partOfSpeech: 'noun',
      sequence: '1',
      sourceDictionary: 'wordnet',
    });
    expect(first?.text).toMatch(/^a member of the genus Canis/);
    expect(first?.exampleUses).toEqual([{ text: 'the dog barked all night' }]);
    for (const d of definitions) expect(d.text).not.toContain('"');
    expect(definitions.filter((d) => d.partOfSpeech === 'noun')).toHaveLength(7);
    // Tagged twice in WordNet's concordance, the verb comes before the nouns never tagged.
    expect(definitions.map((d) => d.score).slice(0, 3)).toEqual([42, 2, 0]);
    // The id ends with the sense's number within its part of speech.
    expect(definitions[1]).toMatchObject({ partOfSpeech: 'verb', id: expect.stringMatching(/-v-1$/) });
    expect(definitions[2]).toMatchObject({ partOfSpeech: 'noun', id: expect.stringMatching(/-n-2$/) });
  });

  it('filters by part of speech and limits', () => {
    const verbs = store.definitions('dog', { partsOfSpeech: ['verb'] });
    expect(verbs).toHaveLength(1);
    expect(verbs[0]?.text).toBe('go after with the intent to catch');
    expect(store.definitions('dog', { limit: 2 })).toHaveLength(2);
    expect(store.definitions('fast', { partsOfSpeech: ['adjective', 'adverb'] }).every((d) =>
      ['adjective', 'adverb'].includes(d.partOfSpeech ?? ''),
    )).toBe(true);
  });

  it("carries WordNet's usage labels", () => {
    const fix = store.definitions('fix', { partsOfSpeech: ['noun'] });
    expect(fix[1]?.labels).toContainEqual({ type: 'usage', text: 'colloquialism' });
    expect(store.definitions('dog')[0]?.labels).toEqual([]);
  });

  it('finds a word whatever its case, keeping the spelling of the synset', () => {
    expect(store.definitions('DOG')[0]?.word).toBe('dog');
    expect(store.definitions('einstein')[0]?.word).toBe('Einstein');
  });
});

describe('canonical forms (morphy)', () => {
  it.each([
    ['mice', 'mouse'],
    ['geese', 'goose'],
    ['running', 'run'],
    ['better', 'better'],
    ['best', 'best'],
    ['saw', 'see'],
    ['found', 'find'],
    // An exception's base gives way to the word itself where the concordance met the word more often.
    ['offer', 'offer'],
    ['feed', 'feed'],
    ['dive', 'dive'],
    ['data', 'data'],
    ['dogs', 'dog'],
    // A plural or a verb's -s that is an entry too is its base's form, where the concordance met the base more often.
    ['years', 'year'],
    ['needs', 'need'],
    ['means', 'means'],
    ['boxes', 'box'],
    ['dog', 'dog'],
  ])('%s → %s', (word, root) => {
    expect(store.canonical(word).root).toBe(root);
  });

  it('lists every candidate with how it was found', () => {
    const better = store.canonical('better').candidates;
    expect(better).toContainEqual({ word: 'good', pos: 'adjective', via: 'exception' });
    expect(better).toContainEqual({ word: 'well', pos: 'adverb', via: 'exception' });
    expect(better).toContainEqual({ word: 'better', pos: 'verb', via: 'self' });
  });

  it('finds nothing for a made-up word', () => {
    expect(store.canonical('blorptastic')).toEqual({ candidates: [] });
  });
});

describe('pronunciations and syllables (CMUdict)', () => {
  it('gives "ruby" its ARPAbet and IPA', () => {
    expect(store.pronunciations('ruby')).toEqual([{ seq: 0, arpabet: 'R UW1 B IY0', ipa: 'ˈɹuːbi', sourceDictionary: 'cmu' }]);
  });

  it('keeps every variant in CMUdict order', () => {
    const either = store.pronunciations('either');
    expect(either.map((p) => p.arpabet)).toEqual(['IY1 DH ER0', 'AY1 DH ER0']);
    expect(either.map((p) => p.seq)).toEqual([0, 1]);
  });

  it('splits "ruby" into ru·by with the stress on the first syllable', () => {
    expect(store.syllables('ruby')).toEqual([
      { text: 'ru', seq: 0, type: 'stress', source: 'cmudict' },
      { text: 'by', seq: 1, source: 'cmudict' },
    ]);
    // GCIDE's marks, asked for by name, split it the same way.
    expect(store.syllables('ruby', 'gcide').map((s) => [s.text, s.source])).toEqual([['ru', 'gcide'], ['by', 'gcide']]);
  });

  it('gives no split when the spelling cannot be matched to the syllable count', () => {
    expect(store.pronunciations('business')).not.toHaveLength(0);
    expect(store.syllables('business')).toEqual([]);
  });
});

describe('related words', () => {
  const relatedOf = (word: string, type: string, limitPerType = 50) =>
    store.related(word, { types: [type], limitPerType })[0]?.words ?? [];

  it('rhymes "suffering" with "buffering"', () => {
    expect(relatedOf('suffering', 'rhyme')).toContain('buffering');
    expect(relatedOf('suffering', 'rhyme')).not.toContain('suffering');
  });

  it('keeps to perfect rhymes: the sound before the rhyme must change', () => {
    const rhymes = relatedOf('happy', 'rhyme');
    expect(rhymes).toContain('snappy');
    expect(rhymes).not.toContain('unhappy');
    expect(relatedOf('there', 'rhyme')).not.toContain('their');
  });

  it('rhymes stressed with stressed: a weak form said without stress is no rhyme', () => {
    const rhymes = relatedOf('run', 'rhyme', 200);
    expect(rhymes).toEqual(expect.arrayContaining(['sun', 'done', 'fun']));
    for (const weak of ['an', 'been', 'than']) expect(rhymes).not.toContain(weak);
  });

  it("follows WordNet's pointers", () => {
    expect(relatedOf('dog', 'hypernym')).toContain('canine');
    expect(relatedOf('dog', 'hyponym')).toContain('puppy');
    expect(relatedOf('dog', 'synonym')).toContain('domestic dog');
    expect(relatedOf('ugly', 'antonym')).toEqual(['beautiful']);
    expect(relatedOf('happy', 'equivalent')).toEqual(expect.arrayContaining(['blissful', 'halcyon', 'riant']));
    expect(relatedOf('happy', 'form')).toContain('happiness');
    expect(relatedOf('dog', 'same-context')).toContain('wolf');
  });

  it('gives inflections only where they are attested', () => {
    expect(relatedOf('run', 'verb-form')).toEqual(expect.arrayContaining(['ran', 'running', 'runs']));
    expect(relatedOf('mouse', 'inflected-form')).toContain('mice');
    expect(relatedOf('good', 'inflected-form')).toEqual(expect.arrayContaining(['better', 'best']));
    expect(relatedOf('ran', 'verb-stem')).toEqual(['run']);
  });

  it('honours the limit per type and leaves out empty groups', () => {
    const groups = store.related('dog', { limitPerType: 3 });
    expect(groups.length).toBeGreaterThan(3);
    for (const group of groups) {
      expect(group.words.length).toBeGreaterThan(0);
      expect(group.words.length).toBeLessThanOrEqual(3);
      expect(group.words).not.toContain('dog');
    }
  });
});

describe('examples (Brown corpus, WordNet)', () => {
  it('are real Brown sentences that contain the word', () => {
    const { total, examples } = store.examples('dog', { limit: 20 });
    expect(total).toBeGreaterThan(20);
    const brown = examples.filter((e) => e.provider === 'brown');
    expect(brown.length).toBe(20);
    for (const example of brown) {
      expect(example.text).toMatch(/\bdog\b/i);
      expect(example.year).toBe(1961);
      expect(example.textCode).toMatch(/^c[a-r]\d\d$/);
      const sentences = readBrownSentences(example.textCode ?? '').map((s) => detokenize(s.tokens));
      expect(sentences).toContain(example.text);
    }
  });

  it('puts WordNet gloss examples after the Brown sentences and pages through both', () => {
    const all = store.examples('dog', { limit: 100 });
    expect(all.examples).toHaveLength(all.total);
    const wordnet = all.examples.filter((e) => e.provider === 'wordnet');
    expect(wordnet.map((e) => e.text)).toContain('the dog barked all night');
    expect(all.examples.findIndex((e) => e.provider === 'wordnet')).toBe(20);
    const page = store.examples('dog', { skip: 18, limit: 4 });
    expect(page.examples).toEqual(all.examples.slice(18, 22));
  });

  it('has a top example, the first of the list', () => {
    expect(store.topExample('dog')).toEqual(store.examples('dog', { limit: 1 }).examples[0]);
  });
});

describe('frequency and phrases (Brown corpus)', () => {
  it('counts Brown tokens, for the year 1961 only', () => {
    const frequency = store.frequency('dog');
    expect(frequency?.totalCount).toBeGreaterThan(50);
    expect(frequency?.years).toEqual([{ year: 1961, count: frequency?.totalCount }]);
    expect(store.frequency('DOG')).toEqual(frequency);
  });

  it('scores bigrams by MI and WLMI', () => {
    const n = Number(store.buildInfo()['count.brownWordTokens']);
    expect(n).toBeGreaterThan(1_000_000);
    const phrases = store.phrases('united', { limit: 10 });
    expect(phrases[0]).toMatchObject({ gram1: 'united', gram2: 'states' });
    for (const p of phrases) {
      const c1 = store.frequency(p.gram1)?.totalCount ?? 0;
      const c2 = store.frequency(p.gram2)?.totalCount ?? 0;
      const mi = Math.log2((p.count * n) / (c1 * c2));
      expect(p.mi).toBeCloseTo(mi, 9);
      expect(p.wlmi).toBeCloseTo(mi + Math.log2(p.count), 9);
      expect(p.count).toBeGreaterThanOrEqual(2);
    }
    const wlmis = phrases.map((p) => p.wlmi);
    expect(wlmis).toEqual([...wlmis].sort((a, b) => b - a));
  });

  it('pairs words with words: no names, no possessives', () => {
    const phrases = store.phrases('run', { limit: 50 }).map((p) => `${p.gram1} ${p.gram2}`);
    expect(phrases).toEqual(expect.arrayContaining(['home run', 'run away']));
    expect(phrases.filter((p) => p.includes("'"))).toEqual([]);
    expect(phrases).not.toContain('cruz run');
  });

  it('honours the minimum WLMI', () => {
    const phrases = store.phrases('the', { limit: 50, minWlmi: 12 });
    expect(phrases.length).toBeGreaterThan(0);
    expect(phrases.every((p) => p.wlmi >= 12)).toBe(true);
  });
});

describe('search', () => {
  const check = (pattern: string, options: Parameters<WordStore['search']>[1] = {}) => {
    const result = store.search(pattern, { limit: 5000, ...options });
    const re = patternRegExp(pattern, options.caseSensitive ?? true);
    for (const r of result.results) expect(r.word).toMatch(re);
    return result;
  };

  it.each(['ser*', '*ness', '*dip*', 's?r*ty'])('%s gives only matching words, in order', (pattern) => {
    const result = check(pattern, { minCorpusCount: 0 });
    expect(result.total).toBe(result.results.length);
    expect(result.total).toBeGreaterThan(0);
    const lowers = result.results.map((r) => r.word.toLowerCase());
    expect(lowers).toEqual([...lowers].sort());
  });

  // Every shape the narrowing treats apart: a prefix run, a short and a long run of endings, a
  // fixed length, letters only inside, wildcards only, and capitals that need the forms; with no
  // corpus tier, on a tier's threshold, and between two (the tier, then each entry tested).
  it.each(['*ing*ly', '?a*e', '*tion', 's?r*ty', '*e*', '??', '*a?e', '*x?', 'q*', '*ph*ic', 'b?o*', 'Ser*', '*ss', 'a*'])(
    '%s finds exactly the entries a scan of every word finds',
    (pattern) => {
      for (const minCorpusCount of [0, 5, 7, 50]) {
        const result = store.search(pattern, { minCorpusCount, caseSensitive: false, limit: 1000 });
        const re = patternRegExp(pattern, false);
        const expected = store
          .search('*', { minCorpusCount, caseSensitive: false, limit: 1000, skip: 0 })
          .total;
        expect(expected).toBeGreaterThan(0);
        const all: string[] = [];
        for (let skip = 0; skip < expected; skip += 1000) {
          all.push(...store.search('*', { minCorpusCount, caseSensitive: false, limit: 1000, skip }).results.map((r) => r.word));
        }
        const matching = all.filter((word) => re.test(word));
        expect(result.total).toBe(matching.length);
        expect(result.results.map((r) => r.word)).toEqual(matching.slice(0, 1000));
      }
    },
  );

  it('finds known words', () => {
    expect(check('ser*').results.map((r) => r.word)).toContain('serendipity');
    expect(check('*ness').results.map((r) => r.word)).toContain('happiness');
    expect(check('*dip*').results.map((r) => r.word)).toEqual(expect.arrayContaining(['diploma', 'serendipity']));
    expect(check('s?r*ty').results.map((r) => r.word)).toEqual(expect.arrayContaining(['serenity', 'serendipity']));
  });

  it("gives each result its entry's id and counts", () => {
    for (const r of check('*dip*', { caseSensitive: false }).results) {
      const entry = store.lookup(r.word);
      expect(entry).toMatchObject({ id: r.id, corpusCount: r.corpusCount, dictionaryCount: r.dictionaryCount });
    }
  });

  it('honours the corpus, dictionary, length and part-of-speech filters', () => {
    const filtered = check('*ness', {
      minCorpusCount: 5,
      maxCorpusCount: 40,
      minDictionaryCount: 2,
      maxDictionaryCount: 3,
      minLength: 8,
      maxLength: 10,
    });
    expect(filtered.total).toBeGreaterThan(0);
    for (const r of filtered.results) {
      expect(r.corpusCount).toBeGreaterThanOrEqual(5);
      expect(r.corpusCount).toBeLessThanOrEqual(40);
      expect(r.dictionaryCount).toBeGreaterThanOrEqual(2);
      expect(r.dictionaryCount).toBeLessThanOrEqual(3);
      expect(r.word.length).toBeGreaterThanOrEqual(8);
      expect(r.word.length).toBeLessThanOrEqual(10);
    }
    const verbs = check('ser*', { includePartOfSpeech: ['verb'] });
    for (const r of verbs.results) expect(store.lookup(r.word)?.partsOfSpeech).toContain('verb');
    const notNouns = check('ser*', { excludePartOfSpeech: ['noun'] });
    for (const r of notNouns.results) expect(store.lookup(r.word)?.partsOfSpeech).not.toContain('noun');
    expect(notNouns.results.map((r) => r.word)).not.toContain('serenity');
    expect(check('*', { includePartOfSpeech: ['article'], minCorpusCount: 1000 }).results.map((r) => r.word)).toEqual(
      expect.arrayContaining(['a', 'the']),
    );
  });

  it('pages with skip and limit over a stable total', () => {
    const all = check('*ness', { minCorpusCount: 1 });
    const page = store.search('*ness', { minCorpusCount: 1, skip: 10, limit: 5 });
    expect(page.total).toBe(all.total);
    expect(page.results).toEqual(all.results.slice(10, 15));
    expect(store.search('*ness', { minCorpusCount: 1, skip: all.total, limit: 5 })).toEqual({ total: all.total, results: [] });
  });

  it('is case-sensitive unless told otherwise', () => {
    const sensitive = check('Ser*').results.map((r) => r.word);
    expect(sensitive).toContain('Serbia');
    expect(sensitive).not.toContain('serenity');
    const insensitive = check('Ser*', { caseSensitive: false }).results.map((r) => r.word);
    expect(insensitive).toEqual(expect.arrayContaining(['Serbia', 'serenity']));
  });

  it('treats brackets literally', () => {
    expect(store.search('[a]*').total).toBe(0);
  });
});

describe('random words', () => {
  it('honour the filters', () => {
    const words = store.randomWords(
      { hasDictionaryDef: true, minCorpusCount: 10, maxLength: 6, includePartOfSpeech: ['verb'] },
      20,
      7,
    );
    expect(words).toHaveLength(20);
    expect(new Set(words.map((w) => w.word)).size).toBe(20);
    for (const w of words) {
      expect(w.corpusCount).toBeGreaterThanOrEqual(10);
      expect(w.dictionaryCount).toBeGreaterThan(0);
      expect(w.word.length).toBeLessThanOrEqual(6);
      expect(store.lookup(w.word)?.partsOfSpeech).toContain('verb');
    }
  });

  it('are the same for the same seed and differ for another', () => {
    const a = store.randomWords({ hasDictionaryDef: true }, 10, 1);
    expect(store.randomWords({ hasDictionaryDef: true }, 10, 1)).toEqual(a);
    expect(store.randomWords({ hasDictionaryDef: true }, 10, 2)).not.toEqual(a);
  });

  it('give fewer when few words match, and none when none do', () => {
    const rare = store.randomWords({ minCorpusCount: 30000 }, 10, 3).map((w) => w.word);
    expect(rare.length).toBeGreaterThan(0);
    expect(rare.length).toBeLessThan(10);
    expect(rare).toContain('the');
    expect(store.randomWords({ minLength: 200 }, 5, 3)).toEqual([]);
  });
});

describe('suggestions', () => {
  it('offer near common words and other spellings', () => {
    expect(store.suggestions('recieve')[0]).toBe('receive');
    expect(store.suggestions('definately')).toContain('definitely');
    expect(store.suggestions('nasa')[0]).toBe('NASA');
    expect(store.suggestions('dog')).not.toContain('dog');
  });
});

describe('word of the day', () => {
  it('is the same for the same date and changes from day to day', () => {
    const day = store.wordOfTheDayCandidate('2024-09-13');
    expect(store.wordOfTheDayCandidate('2024-09-13')).toEqual(day);
    const week = ['2024-09-13', '2024-09-14', '2024-09-15', '2024-09-16', '2024-09-17'].map(
      (date) => store.wordOfTheDayCandidate(date)?.word,
    );
    expect(new Set(week).size).toBe(5);
  });

  it('is a common word with definitions and an example', () => {
    for (const date of ['2024-01-01', '2025-06-30', '2031-12-31']) {
      const word = store.wordOfTheDayCandidate(date)?.word ?? '';
      expect(store.lookup(word)?.tier).toBeLessThanOrEqual(35);
      expect(store.definitions(word).length).toBeGreaterThan(0);
      expect(store.topExample(word)).toBeDefined();
      expect(store.lookup(word)?.offensive).toBe(false);
    }
  });

  it('rejects what is not a date', () => {
    expect(store.wordOfTheDayCandidate('2024-02-30')).toBeUndefined();
    expect(store.wordOfTheDayCandidate('yesterday')).toBeUndefined();
  });
});

describe('a made-up word', () => {
  it('has no data at all', () => {
    const word = 'flibbertigizmoq';
    expect(store.hasWord(word)).toBe(false);
    expect(store.lookup(word)).toBeUndefined();
    expect(store.definitions(word)).toEqual([]);
    expect(store.pronunciations(word)).toEqual([]);
    expect(store.syllables(word)).toEqual([]);
    expect(store.examples(word)).toEqual({ total: 0, examples: [] });
    expect(store.topExample(word)).toBeUndefined();
    expect(store.frequency(word)).toBeUndefined();
    expect(store.phrases(word)).toEqual([]);
    expect(store.related(word)).toEqual([]);
    expect(store.search(word)).toEqual({ total: 0, results: [] });
  });
});

describe('build info and sources', () => {
  it('records versions and counts', () => {
    const info = store.buildInfo();
    expect(info['version.wordnet']).toBe('3.1.14');
    expect(info['version.cmudict']).toBe('3.0.0');
    expect(Number(info['count.synsets'])).toBe(117791);
    expect(Number(info['count.senses'])).toBe(207235);
  });

  it('lists each source with its attribution', () => {
    const ids = store.sources().map((s) => s.id);
    expect(ids).toEqual(['brown', 'cmudict', 'gcide', 'scowl', 'wordnet', 'wordnetExceptions']);
    for (const s of store.sources()) expect(s.attributionText).not.toBe('');
  });
});
