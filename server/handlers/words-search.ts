/** S1–S5: searching words, random words, and the word of the day. */
import { SOURCES } from '../data/attribution.ts';
import { PART_OF_SPEECH_BITS, type PartOfSpeechName } from '../data/schema.ts';
import type { Handlers } from '../http/app.ts';
import { HttpError } from '../http/http-error.ts';
import type { WordFilters, WordStore } from '../stores/word-store.ts';

type SearchHandlers = Pick<Handlers, 'searchWords' | 'searchWordsByPath' | 'getRandomWords' | 'getRandomWord' | 'getWordOfTheDay'>;

/** The store's filters as a request carries them: any of the interface's parts of speech. */
type FilterInput = Omit<WordFilters, 'includePartOfSpeech' | 'excludePartOfSpeech'> & {
  includePartOfSpeech?: readonly string[];
  excludePartOfSpeech?: readonly string[];
};

const knownPartOfSpeech = (name: string): name is PartOfSpeechName => name in PART_OF_SPEECH_BITS;

/**
 * The store's filters. Parts of speech the data does not record (`idiom`, `noun-plural` …)
 * match no word; `undefined` when an include list names only such parts of speech.
 */
function filtersOf(input: FilterInput): WordFilters | undefined {
  const include = input.includePartOfSpeech?.filter(knownPartOfSpeech);
  if (input.includePartOfSpeech?.length && !include?.length) return undefined;
  return {
    includePartOfSpeech: include,
    excludePartOfSpeech: input.excludePartOfSpeech?.filter(knownPartOfSpeech),
    minCorpusCount: input.minCorpusCount,
    maxCorpusCount: input.maxCorpusCount,
    minDictionaryCount: input.minDictionaryCount,
    maxDictionaryCount: input.maxDictionaryCount,
    minLength: input.minLength,
    maxLength: input.maxLength,
  };
}

/** Today in UTC, yyyy-MM-dd. */
const today = () => new Date().toISOString().slice(0, 10);

export function searchHandlers(deps: { words: WordStore }): SearchHandlers {
  const { words } = deps;

  function search(input: FilterInput & { query: string; caseSensitive: boolean; skip: number; limit: number }) {
    const filters = filtersOf(input);
    if (!filters) return { total: 0, results: [] };
    return words.search(input.query, { ...filters, caseSensitive: input.caseSensitive, skip: input.skip, limit: input.limit });
  }

  function random(input: FilterInput & { hasDictionaryDef: boolean }, count: number) {
    const filters = filtersOf(input);
    return filters ? words.randomWords({ ...filters, hasDictionaryDef: input.hasDictionaryDef }, count) : [];
  }

  return {
    searchWords: ({ input }) => {
      const found = search(input);
      if (found.results.length === 0) throw new HttpError(404, 'No results');
      return found.results.map((result) => ({ wordstring: result.word, count: result.corpusCount }));
    },

    searchWordsByPath: ({ input }) => {
      const found = search(input);
      return {
        totalResults: found.total,
        searchResults: found.results.map((result) => ({ word: result.word, count: result.corpusCount })),
      };
    },

    getRandomWords: ({ input }) => {
      const picked = random(input, input.limit);
      if (picked.length === 0) throw new HttpError(404, 'No results');
      if (input.sortBy) {
        const direction = input.sortOrder === 'desc' ? -1 : 1;
        picked.sort((a, b) =>
          input.sortBy === 'count' ? (a.corpusCount - b.corpusCount) * direction : a.word.localeCompare(b.word) * direction,
        );
      }
      return picked.map((item) => ({ id: item.id, word: item.word }));
    },

    getRandomWord: ({ input }) => {
      const [picked] = random(input, 1);
      if (!picked) throw new HttpError(404, 'No word found');
      return { id: picked.id, word: picked.word };
    },

    getWordOfTheDay: ({ input }) => {
      // Glossa's words of the day are its own choice: no categories, and one creator.
      if (input.category !== undefined || (input.creator !== undefined && input.creator !== 'glossa')) {
        throw new HttpError(404, 'No word of the day matches that category or creator');
      }
      const date = input.date ?? today();
      const chosen = words.wordOfTheDayCandidate(date);
      if (!chosen) throw new HttpError(404, 'No word of the day for that date');
      const definitions = words.definitions(chosen.word, { limit: 3 });
      const examples = words.examples(chosen.word, { limit: 3 }).examples;
      return {
        id: Number(date.replaceAll('-', '')),
        word: chosen.word,
        publishDate: `${date}T00:00:00.000Z`,
        pdd: date,
        createdBy: 'glossa',
        contentProvider: { id: 0, name: 'glossa' },
        note: `Chosen for ${date} from common English words (SCOWL) that WordNet defines and that have an example.`,
        definitions: definitions.map((definition) => ({
          text: definition.text,
          partOfSpeech: definition.partOfSpeech,
          source: SOURCES.wordnet.sourceDictionary,
          note: null,
          attributionText: SOURCES.wordnet.attributionText,
          attributionUrl: SOURCES.wordnet.attributionUrl,
        })),
        examples: examples.map((example) => ({
          id: example.exampleId,
          text: example.text,
          title:
            example.provider === 'brown'
              ? `${example.source ?? 'Brown Corpus'} (Brown Corpus, 1961)`
              : example.provider === 'gcide'
                ? `${example.author ?? ''} (quoted in GCIDE)`
                : 'WordNet 3.1',
          url: null,
          attributionText: SOURCES[example.provider].attributionText,
          attributionUrl: SOURCES[example.provider].attributionUrl,
        })),
      };
    },
  };
}
