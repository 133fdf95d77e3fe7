/**
 * The value lists of the word-data interface: its shared lists and the allowed values
 * of each operation's parameters. Parameters, models, the server and the UI all read
 * them from here.
 */

/** Parts of speech. "posessive" is the contract's own spelling. */
export const PARTS_OF_SPEECH = [
  'noun',
  'adjective',
  'verb',
  'adverb',
  'interjection',
  'pronoun',
  'preposition',
  'abbreviation',
  'affix',
  'article',
  'auxiliary-verb',
  'conjunction',
  'definite-article',
  'family-name',
  'given-name',
  'idiom',
  'imperative',
  'noun-plural',
  'noun-posessive',
  'past-participle',
  'phrasal-prefix',
  'proper-noun',
  'proper-noun-plural',
  'proper-noun-posessive',
  'suffix',
  'verb-intransitive',
  'verb-transitive',
] as const;

/** Relationship types of related words (W9 `type`). */
export const RELATIONSHIP_TYPES = [
  'synonym',
  'antonym',
  'variant',
  'equivalent',
  'cross-reference',
  'related-word',
  'rhyme',
  'form',
  'etymologically-related-term',
  'hypernym',
  'hyponym',
  'inflected-form',
  'primary',
  'same-context',
  'verb-form',
  'verb-stem',
  'unknown',
] as const;
export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number];

/** Dictionaries a definition can come from (W4 `sourceDictionaries`, besides `all`). */
export const DEFINITION_SOURCES = ['ahd', 'century', 'wiktionary', 'webster', 'wordnet'] as const;
export type DefinitionSource = (typeof DEFINITION_SOURCES)[number];

/**
 * Names the live service uses for editions of a source (`ahd-5`, `gcide` in its answers, and
 * accepted in `sourceDictionaries`), with the source each stands for: `gcide` is the GNU
 * Collaborative International Dictionary of English, Webster's 1913 and its additions.
 */
export const DEFINITION_SOURCE_EDITIONS = { 'ahd-5': 'ahd', gcide: 'webster' } as const satisfies Record<string, DefinitionSource>;

/** W4 `sourceDictionaries` accepts every source, its editions and the word `all`. */
export const DEFINITION_SOURCE_CHOICES = ['all', ...DEFINITION_SOURCES, 'ahd-5', 'gcide'] as const;

/**
 * The order W4 searches when `sourceDictionaries` is blank: the first dictionary that
 * has definitions answers.
 */
export const DEFAULT_DEFINITION_SOURCE_ORDER: readonly DefinitionSource[] = ['ahd', 'wiktionary', 'webster', 'century', 'wordnet'];

/** Dictionaries a text pronunciation can come from (W5 `sourceDictionary`). */
export const PRONUNCIATION_SOURCES = ['ahd', 'century', 'cmu', 'macmillan', 'wiktionary', 'webster', 'wordnet'] as const;

/** Dictionaries for hyphenation (W6) and related words (W9) `sourceDictionary`. */
export const WORD_DATA_SOURCES = ['ahd', 'century', 'wiktionary', 'webster', 'wordnet'] as const;

/** W6 `sourceDictionary` also accepts `gcide`, the live service's edition of `webster`, as W4 does. */
export const SYLLABLE_SOURCE_CHOICES = [...WORD_DATA_SOURCES, 'gcide'] as const;

/** Text pronunciation formats (W5 `typeFormat`). */
export const PRONUNCIATION_FORMATS = ['ahd', 'arpabet', 'gcide-diacritical', 'IPA'] as const;

/** Sorting of random words (S3). */
export const RANDOM_WORDS_SORT_BY = ['alpha', 'count'] as const;
/** Sorting of a list's words (L6). */
export const LIST_WORDS_SORT_BY = ['createDate', 'alpha'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
/** Who may see a word list. */
export const LIST_TYPES = ['PUBLIC', 'PRIVATE'] as const;
export type ListType = (typeof LIST_TYPES)[number];

/**
 * Where a client sends the API key: a header, the query, or both. The client chooses from
 * the service (the live service reads the query, any other gets the header); callers may
 * still say, as the tests do.
 */
export type ApiKeyPlacement = 'header' | 'query' | 'both';

/** The only response format the interface serves (the `{format}` path segment). */
export const RESPONSE_FORMAT = 'json';

/** Where the live service lives; the client's default base URL. */
export const LIVE_SERVICE_BASE_URL = 'https://api.wordnik.com/v4';
