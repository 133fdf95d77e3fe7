/**
 * W1–W10 (and the live service's `relatedWords`, `scrabbleScore` and `etymologies`, and the
 * dictionaries W4 answers from): one word's data,
 * shaped as the interface's JSON from the word store's records, each object with its
 * source's attribution. What no source provides stays empty.
 */
import { DEFAULT_DEFINITION_SOURCE_ORDER, DEFINITION_SOURCE_EDITIONS, type DefinitionSource } from '../../lib/shared/api/index.ts';
import { BROWN_YEAR, SOURCES } from '../data/attribution.ts';
import { lineOf } from '../http/admission.ts';
import type { Handlers } from '../http/app.ts';
import { HttpError } from '../http/http-error.ts';
import { JsonText } from '../http/json-text.ts';
import type { Audio } from '../rules/audio.ts';
import type { DefinitionDictionary, ExampleRecord, WordStore } from '../stores/word-store.ts';
import { withoutAccents } from '../../lib/shared/english/letters.ts';

type WordHandlers = Pick<
  Handlers,
  | 'getWord'
  | 'getExamples'
  | 'getTopExample'
  | 'getDefinitions'
  | 'getTextPronunciations'
  | 'getHyphenation'
  | 'getWordFrequency'
  | 'getPhrases'
  | 'getRelatedWords'
  | 'getAudio'
  | 'getRelatedWordsLive'
  | 'getScrabbleScore'
  | 'getEtymologies'
  | 'getDefinitionDictionaries'
>;

/**
 * The interface's dictionaries Glossa can hold definitions from, and the name each has in the
 * database and in answers: GCIDE is Webster's 1913 and its additions, the live service's `gcide`
 * edition of `webster`. The others of the interface have none here.
 */
const DICTIONARY_OF_SOURCE: Readonly<Partial<Record<DefinitionSource, DefinitionDictionary>>> = {
  webster: 'gcide',
  wordnet: 'wordnet',
};

/** How a pronunciation eSpeak NG generated from a spelling is credited: as generated, by name. */
const GENERATED_PRONUNCIATION = {
  attributionText: 'Generated from the spelling by eSpeak NG (en-us), not from a dictionary',
  attributionUrl: 'https://github.com/espeak-ng/espeak-ng',
} as const;

/**
 * How eSpeak NG's British reading is credited: generated too, in the voice the options call UK
 * (the extension tells it from the American readings by "UK voice" or "en-gb").
 */
const BRITISH_READING = {
  attributionText: 'Generated from the spelling by eSpeak NG (en-gb, the UK voice), not from a dictionary',
  attributionUrl: 'https://github.com/espeak-ng/espeak-ng',
} as const;

/** How eSpeak NG's reading is credited where it and GCIDE's syllable marks outvote CMUdict. */
const CHECKED_PRONUNCIATION = {
  attributionText: 'eSpeak NG (en-us), where it and GCIDE’s syllable marks agree against CMUdict',
  attributionUrl: 'https://github.com/espeak-ng/espeak-ng',
} as const;

/** Content providers of examples, by the name `contentProvider` takes. */
const PROVIDERS = { brown: 1, wordnet: 2, gcide: 3 } as const;

/** Where an example comes from, as its title says. */
function exampleTitle(example: ExampleRecord): string {
  switch (example.provider) {
    case 'brown':
      return `${example.source ?? 'Brown Corpus'} (Brown Corpus text ${example.textCode ?? ''}, ${example.genre ?? ''})`;
    case 'wordnet':
      return `WordNet 3.1, synset ${example.synsetId ?? ''}`;
    case 'gcide':
      return `${example.author ?? ''} (quoted in GCIDE)`;
  }
}

/** Standard English Scrabble tile values. */
const SCRABBLE_VALUES: Record<string, number> = Object.fromEntries(
  (
    [
      [1, 'aeilnorstu'],
      [2, 'dg'],
      [3, 'bcmp'],
      [4, 'fhvwy'],
      [5, 'k'],
      [8, 'jx'],
      [10, 'qz'],
    ] as const
  ).flatMap(([value, letters]) => [...letters].map((letter) => [letter, value])),
);

const attribution = (source: keyof typeof SOURCES) => ({
  attributionText: SOURCES[source].attributionText,
  attributionUrl: SOURCES[source].attributionUrl,
});

function exampleJson(example: ExampleRecord) {
  const brown = example.provider === 'brown';
  return {
    id: example.exampleId,
    exampleId: example.exampleId,
    documentId: example.documentId,
    word: example.word,
    text: example.text,
    title: exampleTitle(example),
    ...(example.author ? { author: example.author } : {}),
    year: brown ? (example.year ?? BROWN_YEAR) : undefined,
    provider: { id: PROVIDERS[example.provider], name: example.provider },
    ...attribution(example.provider),
  };
}

/** The database's dictionaries, in the order given, of the interface's names (an edition stands for its source). */
function dictionariesNamed(names: readonly string[]): DefinitionDictionary[] {
  const editions: Readonly<Record<string, DefinitionSource>> = DEFINITION_SOURCE_EDITIONS;
  const named = names.map((name) => DICTIONARY_OF_SOURCE[editions[name] ?? (name as DefinitionSource)]);
  return [...new Set(named.filter((name) => name !== undefined))];
}

/** Printable ASCII only: no accents, and nothing for `withoutAccents` to take off. */
const ASCII = /^[\u0020-\u007e]*$/;

/** Whether an entry's key is the word asked for, up to case (Dog is dog; élan is not elan). */
const sameSpelling = (lower: string, asked: string) => lower === asked.trim().toLowerCase();

/**
 * Definitions of an entry that differs from the word asked only by accents say the word as
 * asked (élan, not elan), as the live service's do; other answers are kept as they are.
 */
function spelledAsAsked(definitionsJson: string, asked: string, entryKey: () => string | undefined): string {
  const askedLower = asked.trim().toLowerCase();
  // A word without accents is no entry's accented spelling: its entry need not be looked up
  // again (nor, for plain ASCII, the word decomposed to find out).
  if (ASCII.test(askedLower)) return definitionsJson;
  const plain = withoutAccents(askedLower);
  if (plain === askedLower) return definitionsJson;
  const lower = entryKey();
  if (lower === undefined || sameSpelling(lower, asked) || plain !== lower) return definitionsJson;
  const definitions = JSON.parse(definitionsJson) as { word?: string }[];
  for (const definition of definitions) {
    if (definition.word?.toLowerCase() === lower) definition.word = definition.word === lower ? askedLower : asked.trim();
  }
  return JSON.stringify(definitions);
}

/** How many of a form's own senses an answer for its base carries at most, and at most a quarter of those asked for (see getDefinitions). */
const OWN_SENSES = 5;

export function wordHandlers(deps: { words: WordStore; audio: Audio }): WordHandlers {
  const { words, audio } = deps;

  /** The word to answer for: its root form when `useCanonical` asks for it and one is known. */
  const resolve = (word: string, useCanonical: boolean) => (useCanonical ? (words.canonical(word).root ?? word) : word);

  const relatedGroups = (word: string, types: readonly string[] | undefined, limitPerType: number) =>
    words.related(word, { types, limitPerType }).map((group) => ({ relationshipType: group.relationshipType, words: group.words }));

  function related(word: string, types: readonly string[] | undefined, limitPerType: number) {
    const groups = relatedGroups(word, types, limitPerType);
    // As the live service does, an empty answer is a 404.
    if (groups.length === 0) throw new HttpError(404, 'No related words found');
    return groups;
  }

  /**
   * The word's dictionary readings as W5 serves them: CMUdict's IPA and ARPAbet, and where GCIDE's
   * marks contradict CMUdict's first pronunciation and eSpeak NG sides with GCIDE, eSpeak's IPA in
   * place of CMUdict's (its ARPAbet is still given). `checking`: whether to (not when another
   * dictionary is asked for).
   */
  function dictionaryReadings(word: string, checking = true) {
    const checked = checking ? words.checkedPronunciation(word) : undefined;
    return [
      ...(checked ? [{ seq: 0, raw: checked, rawType: 'IPA', ...CHECKED_PRONUNCIATION }] : []),
      ...words
        .pronunciations(word)
        .flatMap((pron) => [
          ...(checked && pron.seq === 0 ? [] : [{ seq: pron.seq, raw: pron.ipa, rawType: 'IPA', ...attribution('cmudict') }]),
          { seq: pron.seq, raw: pron.arpabet, rawType: 'arpabet', ...attribution('cmudict') },
        ]),
    ];
  }

  /** The word's American readings (CMUdict's, eSpeak NG's where GCIDE's marks side with it, or one generated), of the type asked for. */
  async function americanReadings(word: string, input: { sourceDictionary?: string; typeFormat?: string }, line: string) {
    const prons = dictionaryReadings(word, !input.sourceDictionary);
    // A word the database knows that no dictionary pronounces (officious): eSpeak NG's reading
    // of its spelling, said to be generated. Only for a word asked of no other dictionary, and
    // not where Webster's syllable marks contradict that reading (abatis): none rather than a guess.
    const known =
      prons.length === 0 &&
      !input.sourceDictionary &&
      (!input.typeFormat || input.typeFormat === 'IPA') &&
      !words.readingUnconfirmed(word) &&
      words.lookup(word);
    const ipa = known ? await audio.generatedIpa(known.word, line) : undefined;
    if (ipa) return [{ seq: 0, raw: ipa, rawType: 'IPA', ...GENERATED_PRONUNCIATION }];
    return prons.filter((pron) => !input.typeFormat || pron.rawType === input.typeFormat);
  }

  return {
    getWord: ({ input }) => {
      const word = resolve(input.word, input.useCanonical);
      const known = words.lookup(word);
      // The word as asked (cAt stays cAt, élan stays élan), unless useCanonical asks for the form found.
      const answered = known && input.useCanonical ? known.word : input.word;
      return {
        // id 0: the word is not in Glossa's data.
        id: known ? known.id : 0,
        word: answered,
        ...(known?.vulgar ? { vulgar: 'true' } : {}),
        // The form found, when it is not the word answered: its root (useCanonical), its usual case or its spelling without accents.
        ...(known && known.word !== input.word ? { canonicalForm: known.word } : {}),
        ...(known && answered !== input.word ? { originalWord: input.word } : {}),
        ...(input.includeSuggestions ? { suggestions: known ? [] : words.suggestions(input.word, 10) } : {}),
      };
    },

    getDefinitions: ({ input }) => {
      // An inflected form asked for its root leads with the part of speech it is a form of (went → go, the verb).
      const canonical = input.useCanonical ? words.canonical(input.word) : undefined;
      const word = canonical?.root ?? input.word;
      const requested = input.sourceDictionaries ?? [];
      const inDefaultOrder = dictionariesNamed(DEFAULT_DEFINITION_SOURCE_ORDER);
      // all: every dictionary, in the interface's default order; blank: the first of that order
      // that defines the word; a list: every dictionary listed, in the caller's order.
      const dictionaries = requested.includes('all')
        ? inDefaultOrder
        : requested.length === 0
          ? words.definingDictionaries(word, inDefaultOrder).slice(0, 1)
          : dictionariesNamed(requested);
      const options = { dictionaries, partsOfSpeech: input.partOfSpeech, includeRelated: input.includeRelated };
      // A form that is an entry of its own too ("years": a late time of life; "glasses": spectacles)
      // answered as its base's form: its own senses follow its base's, a few kept room for.
      const itself = canonical?.candidates.find((c) => c.via === 'self' && c.word !== word)?.word;
      const own =
        itself === undefined
          ? undefined
          : words.definitionsJson(itself, { ...options, limit: Math.min(OWN_SENSES, Math.floor(input.limit / 4)) });
      const ownCount = own === undefined ? 0 : (JSON.parse(own) as unknown[]).length;
      const base = words.definitionsJson(word, { ...options, limit: input.limit - ownCount, first: canonical?.inflectedAs });
      const definitions = base && own ? `${base.slice(0, -1)},${own.slice(1)}` : (base ?? own);
      if (!definitions) throw new HttpError(404, 'No definitions found');
      return new JsonText(input.useCanonical ? definitions : spelledAsAsked(definitions, input.word, () => words.lookup(word)?.lower));
    },

    getExamples: ({ input }) => {
      const word = resolve(input.word, input.useCanonical);
      const provider = input.contentProvider;
      if (provider !== undefined && !(provider in PROVIDERS)) return { examples: [], facets: [] };
      // Each example is stored once, so there are no duplicates to leave out or include.
      const page = words.examples(word, { skip: input.skip, limit: provider ? 1000 : input.limit });
      const chosen = provider ? page.examples.filter((e) => e.provider === provider).slice(0, input.limit) : page.examples;
      return { examples: chosen.map(exampleJson), facets: [] };
    },

    getTopExample: ({ input }) => {
      const word = resolve(input.word, input.useCanonical);
      const provider = input.contentProvider;
      const top = provider ? words.examples(word, { limit: 1000 }).examples.find((e) => e.provider === provider) : words.topExample(word);
      if (!top) throw new HttpError(404, 'No example found');
      return exampleJson(top);
    },

    getTextPronunciations: async ({ input, caller }) => {
      if (input.sourceDictionary && input.sourceDictionary !== SOURCES.cmudict.sourceDictionary) return [];
      const word = resolve(input.word, input.useCanonical);
      const american = await americanReadings(word, input, lineOf(caller));
      // The British readings go after the American ones, as more IPA entries: a client that
      // knows nothing of them shows the American first, as ever. They are no dictionary's, so none
      // is given for a dictionary named, and only for a word with an American reading in IPA.
      const british = !input.sourceDictionary && american.some((pron) => pron.rawType === 'IPA') ? words.britishReadings(word) : [];
      return [...american, ...british.map((raw, seq) => ({ seq, raw, rawType: 'IPA', ...BRITISH_READING }))].slice(0, input.limit);
    },

    getHyphenation: ({ input }) => {
      // The syllables come from CMUdict's count and stress, or GCIDE's syllable marks where CMUdict
      // has none; `webster` (or its edition `gcide`) asks for GCIDE's marks, and the other named
      // dictionaries have none here (WordNet marks no syllables).
      const gcideAsked = input.sourceDictionary !== undefined && dictionariesNamed([input.sourceDictionary])[0] === 'gcide';
      if (input.sourceDictionary !== undefined && !gcideAsked) return [];
      const syllables = words.syllables(resolve(input.word, input.useCanonical), gcideAsked ? 'gcide' : undefined);
      return syllables.slice(0, input.limit).map(({ source, ...syllable }) => ({
        ...syllable,
        sourceDictionary: SOURCES[source].sourceDictionary,
        ...attribution(source),
      }));
    },

    getWordFrequency: ({ input }) => {
      const record = words.frequency(resolve(input.word, input.useCanonical));
      if (!record) throw new HttpError(404, 'No results');
      const years = record.years.filter(
        (entry) =>
          (input.startYear === undefined || entry.year >= input.startYear) && (input.endYear === undefined || entry.year <= input.endYear),
      );
      return {
        word: record.word,
        totalCount: years.reduce((sum, entry) => sum + entry.count, 0),
        // Every Brown text has its year: nothing is of unknown year.
        unknownYearCount: 0,
        frequency: years,
      };
    },

    getPhrases: ({ input }) => words.phrases(resolve(input.word, input.useCanonical), { limit: input.limit, minWlmi: input.wlmi }),

    getRelatedWords: ({ input }) => related(resolve(input.word, input.useCanonical), input.type, input.limit),

    getRelatedWordsLive: ({ input }) =>
      related(resolve(input.word, input.useCanonical), input.relationshipTypes, input.limitPerRelationshipType),

    getAudio: async ({ input, baseUrl, caller }) => {
      const known = words.lookup(resolve(input.word, input.useCanonical));
      if (!known) return [];
      // A word not spoken yet waits for the caller's turn at the synthesizer. Its IPA readings, as
      // W5 serves them, are each spoken where it has two or more, the British ones in the UK voice.
      const readings = dictionaryReadings(known.word)
        .filter((pron) => pron.rawType === 'IPA')
        .map((pron) => pron.raw);
      return (await audio.audioFiles(known.word, baseUrl, lineOf(caller), readings, words.britishReadings(known.word))).slice(
        0,
        input.limit,
      );
    },

    getEtymologies: ({ input }) => {
      const etymologies = words.etymologies(resolve(input.word, input.useCanonical));
      if (etymologies.length === 0) throw new HttpError(404, 'No etymologies found');
      return etymologies;
    },

    getDefinitionDictionaries: () =>
      // In the interface's default order, the order `sourceDictionaries=all` answers in.
      words.definitionDictionaries().map((name) => ({
        name,
        source: Object.entries(DICTIONARY_OF_SOURCE).find(([, dictionary]) => dictionary === name)?.[0] ?? name,
        title: SOURCES[name].title,
        ...attribution(name),
      })),

    getScrabbleScore: ({ input }) => {
      const known = words.lookup(input.word);
      // The letters of the entry found: élan scores as elan.
      const letters = [...(known?.lower ?? input.word.toLowerCase())];
      if (!known || !letters.every((letter) => letter in SCRABBLE_VALUES)) throw new HttpError(404, 'Not found');
      return { value: letters.reduce((sum, letter) => sum + (SCRABBLE_VALUES[letter] ?? 0), 0) };
    },
  };
}
