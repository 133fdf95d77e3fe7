/**
 * The operation table: the one description of the 27 operations of the word-data
 * interface, with their ids (A1…L7) and the service's own names. The client, the server's
 * routing and validation, the OpenAPI document and the conformance tests all read it.
 * No path, default or bound is written anywhere else.
 *
 * Where the interface leaves a bound or default open, Glossa decides here, and the same
 * decision holds for the client and the server:
 * - `skip` is 0 to 1000 and `limit` 1 to 1000 everywhere, the bounds the interface gives search,
 *   except L6's `skip`, which reaches the last page of any list a service keeps (a reader's list
 *   may hold tens of thousands of words, and a sync must read every one of them);
 * - `useCanonical` defaults to false everywhere;
 * - names, words, list ids and record keys are plain text (plain-text.ts): no control
 *   character, no lone surrogate; a JSON body nests at most `JSON_BODY_MAX_DEPTH` deep;
 * - a word or query is 1 to 256 characters and not blank;
 * - a list id is a permalink: letters, digits, `-` and `_`;
 * - the password of A2 travels as the raw text of the body (`text/plain`);
 * - L2–L7 on another user's list answer 404, as for a list that does not exist (the 403s
 *   they list are for a missing or invalid token), so no one learns which lists exist;
 * - a server's limits on lists answer 409 with the reason: a list beyond the account's lists
 *   (L1), words beyond a list's words (L5, adding none of them). Never 400, which a client
 *   takes for a request that can never succeed, nor 413, which asks it to send less at once
 *   (a full list takes no word, however few are sent);
 * - W4 `sourceDictionaries` naming several dictionaries answers every one listed that has
 *   definitions, in the caller's order (the spec's "first listed that has definitions" would
 *   make a reader's dictionary order pick one and hide the others); blank and `all` are as the
 *   spec says. `gcide` is accepted as the live service's edition of `webster`, there and in
 *   W6 `sourceDictionary`.
 */
import type { z } from 'zod';
import * as m from './models';
import { booleanParam, dayParam, enumListParam, enumParam, integerParam, numberParam, stringParam, type ParamSpec } from './params';
import {
  DEFINITION_SOURCE_CHOICES,
  LIST_WORDS_SORT_BY,
  PARTS_OF_SPEECH,
  PRONUNCIATION_FORMATS,
  PRONUNCIATION_SOURCES,
  RANDOM_WORDS_SORT_BY,
  RELATIONSHIP_TYPES,
  SORT_ORDERS,
  SYLLABLE_SOURCE_CHOICES,
  WORD_DATA_SOURCES,
} from './values';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429;

interface BodySpec<T = unknown, R extends boolean = boolean> {
  readonly schema: z.ZodType<T>;
  readonly required: R;
  readonly contentType: 'application/json' | 'text/plain';
  readonly description: string;
  /** The largest body the server reads for this operation, when larger than `BODY_MAX_BYTES`. */
  readonly maxBytes?: number;
}

export interface OperationSpec {
  /** The operation's id: A1…A5, W1…W10, S1…S5, L1…L7 (X… for the live service's extras). */
  readonly id: string;
  /** The service's own operation name (its Swagger `nickname`). */
  readonly name: string;
  readonly method: HttpMethod;
  /** After the base URL; `{format}` is the response format, `{x}` a path parameter. */
  readonly path: string;
  readonly summary: string;
  readonly params: Readonly<Record<string, ParamSpec>>;
  readonly body?: BodySpec;
  /** The model of a successful answer; `null` for operations that answer `ok` with nothing to read. */
  readonly response: z.ZodType | null;
  /** The error statuses the interface lists for the operation, with their meaning. */
  readonly errors: Readonly<Partial<Record<ErrorStatus, string>>>;
  readonly credentials: {
    /** `required`: 401 without a valid key; `optional`: A4's own rules (400 none, 404 unknown). */
    readonly apiKey: 'required' | 'optional';
    /** Whether a user's `auth_token` header is needed (403 without a valid one). */
    readonly authToken: boolean;
  };
  /** Whether its answers may be kept and used again, and by whom (see `Caching`). */
  readonly caching: Caching;
  /**
   * A change a sync may send again (its answer lost, the browser retrying): it takes an
   * `Idempotency-Key` header (`IDEMPOTENCY_KEY`), and the same key answers the first result.
   */
  readonly repeatable?: true;
}

/**
 * The header that makes a repeated change one change, on the operations marked `repeatable`:
 * a key the client chooses for one change (a random id) and sends again with each repeat of
 * it. Per signed-in user and operation, the first request with a key is performed and its
 * answer kept for `keptHours`; the key sent again with the same request answers that answer
 * without performing it again, and with another request answers 422. A refusal is not kept:
 * it changed nothing, and the repeat is performed afresh.
 */
export const IDEMPOTENCY_KEY = {
  header: 'Idempotency-Key',
  maxLength: 200,
  /** Printable ASCII without spaces: a UUID, a random id. */
  pattern: /^[\x21-\x7e]+$/,
  keptHours: 24,
  description:
    'A key the client chooses for this change (1–200 printable ASCII characters, no spaces) and sends again with each repeat of it: within 24 hours the same key answers the first result, and with another request 422',
} as const;

/**
 * The header every answer of a Glossa server carries, whatever its status: a client tells a
 * Glossa server from another service of the interface by any answer it gets, at no cost.
 */
export const GLOSSA_SERVER_HEADER = {
  header: 'X-Glossa-Server',
  value: 'v4',
  description: 'Carried by every answer of a Glossa server: the client knows the service is one without asking',
} as const;

/**
 * The one rule for keeping answers, read by the extension's lookup cache, the
 * background's handlers and the server's answer cache:
 * - `word-data`: the same for every caller while the word data stays the same, so both
 *   the extension (for the user's chosen lifetime) and the server keep it;
 * - `daily`: the same for everyone for a day (the word of the day): the extension keeps
 *   it, the server works it out for each request;
 * - `never`, with the reason: a credential or about one, one user's data, a change,
 *   chance, or links that expire.
 */
type Caching = { readonly keep: 'word-data' } | { readonly keep: 'daily' } | { readonly keep: 'never'; readonly why: string };

const wordData = { keep: 'word-data' } as const;
const daily = { keep: 'daily' } as const;
const never = (why: string) => ({ keep: 'never', why }) as const;
const accountAnswer = never('an account operation: its answer is a credential or about one');
const oneUsersLists = never('answers for one signed-in user');
const aChange = (method: HttpMethod) => never(`a ${method}, a change: only GET answers are kept`);

/** Keeps each operation's literal types, so the client's methods are typed from the table. */
const operation = <const O extends OperationSpec>(spec: O): O => spec;

// ---------------------------------------------------------------- shared parameters

const SKIP_MAX = 1000;
/** How far into a list L6 pages: past any list a service keeps (the Glossa server keeps 10,000 words by default). */
const LIST_WORDS_SKIP_MAX = 1_000_000;
const LIMIT_MAX = 1000;
const WORD_MAX_LENGTH = 256;
const LENGTH_MAX = 1024;
/** The largest body an operation takes unless its `body.maxBytes` says more: a password, a list, up to 1,000 words. */
export const BODY_MAX_BYTES = 64 * 1024;
/**
 * X7's body: 100 records of at most 16 KiB of data each, and their envelopes. The extension's
 * batches of records are sized from it, and the largest body of all (`LARGEST_BODY_BYTES`) is
 * what a load balancer in front of the server must let through (docs/nginx.conf).
 */
export const RECORDS_BODY_MAX_BYTES = 2 * 1024 * 1024;
/**
 * How deep a JSON body may nest, arrays and objects counted alike. Glossa's deepest body (a
 * record's data, X7) nests a few levels; a deeper one is refused whole (400) before it is
 * read, as nothing the interface takes is that deep and working through one costs the server
 * its stack.
 */
export const JSON_BODY_MAX_DEPTH = 32;

const word = stringParam('The word', { in: 'path', required: true, maxLength: WORD_MAX_LENGTH });
const useCanonical = booleanParam('Answer for the root form: a plural maps to its singular, an inflection to its base', {
  default: false,
});
const skip = (description = 'Results to skip') => integerParam(description, { min: 0, max: SKIP_MAX, default: 0 });
const limit = (defaultValue: number, description = 'Maximum number of results') =>
  integerParam(description, { min: 1, max: LIMIT_MAX, default: defaultValue });
const partsOfSpeech = (description: string) => enumListParam(PARTS_OF_SPEECH, description);
const wordListId = stringParam('The list id (its permalink)', {
  in: 'path',
  required: true,
  maxLength: 100,
  pattern: /^[A-Za-z0-9_-]+$/,
  patternHint: 'must be a list id: letters, digits, - and _',
});
const count = (description: string, defaultValue?: number) => integerParam(description, { min: 0, default: defaultValue });
const length = (description: string, defaultValue?: number) =>
  integerParam(description, { min: 0, max: LENGTH_MAX, default: defaultValue });

/** The word filters shared by search (S1, S2) and random words (S3, S4). */
const wordFilters = {
  includePartOfSpeech: partsOfSpeech('Only words with these parts of speech'),
  excludePartOfSpeech: partsOfSpeech('No words with these parts of speech'),
  maxCorpusCount: count('Maximum corpus frequency'),
  maxDictionaryCount: count('Maximum number of dictionary entries'),
  maxLength: length('Maximum word length'),
};

/** Search (S1, S2) parameters besides the query itself. */
const searchFilters = {
  caseSensitive: booleanParam('Case-sensitive search', { default: true }),
  ...wordFilters,
  minCorpusCount: count('Minimum corpus frequency', 5),
  minDictionaryCount: count('Minimum number of dictionary entries', 1),
  minLength: length('Minimum word length', 1),
  skip: skip(),
  limit: limit(10),
};

/** Random word (S3, S4) filters; S4 answers one word. */
const randomFilters = {
  hasDictionaryDef: booleanParam('Only words with dictionary definitions', { default: true }),
  ...wordFilters,
  minCorpusCount: count('Minimum corpus frequency', 0),
  minDictionaryCount: count('Minimum number of dictionary entries', 0),
  minLength: length('Minimum word length', 1),
};

const wordListWords = {
  schema: m.StringValue.array().min(1).max(LIMIT_MAX),
  required: true,
  contentType: 'application/json',
  description: 'The words, as [{"word": "…"}]',
} as const;

const invalidWord = { 400: 'Invalid word supplied' } as const;
const apiKeyOnly = { apiKey: 'required', authToken: false } as const;
const signedIn = { apiKey: 'required', authToken: true } as const;

// ---------------------------------------------------------------- the 27 operations

export const OPERATIONS = {
  // -------------------------------------------------------------- accounts
  authenticate: operation({
    id: 'A1',
    name: 'authenticate',
    method: 'GET',
    path: '/account.{format}/authenticate/{username}',
    summary: 'Authenticates a user (password in the query)',
    params: {
      username: stringParam('A confirmed user’s name', { in: 'path', required: true, maxLength: 100 }),
      password: stringParam('The user’s password', { required: true, anyText: true }),
    },
    response: m.AuthenticationToken,
    errors: { 403: 'Account not available', 404: 'User not found' },
    caching: accountAnswer,
    credentials: apiKeyOnly,
  }),
  authenticatePost: operation({
    id: 'A2',
    name: 'authenticatePost',
    method: 'POST',
    path: '/account.{format}/authenticate/{username}',
    summary: 'Authenticates a user (password in the body)',
    params: {
      username: stringParam('A confirmed user’s name', { in: 'path', required: true, maxLength: 100 }),
    },
    body: {
      schema: stringParam('The password', { anyText: true }).schema,
      required: true,
      contentType: 'text/plain',
      description: 'The user’s password, as the raw text of the body',
    },
    response: m.AuthenticationToken,
    errors: { 403: 'Account not available', 404: 'User not found' },
    caching: accountAnswer,
    credentials: apiKeyOnly,
  }),
  getWordListsForLoggedInUser: operation({
    id: 'A3',
    name: 'getWordListsForLoggedInUser',
    method: 'GET',
    path: '/account.{format}/wordLists',
    summary: 'The signed-in user’s word lists',
    params: { skip: skip(), limit: limit(50) },
    response: m.WordList.array(),
    errors: { 403: 'Not authenticated', 404: 'User account not found' },
    caching: accountAnswer,
    credentials: signedIn,
  }),
  getApiTokenStatus: operation({
    id: 'A4',
    name: 'getApiTokenStatus',
    method: 'GET',
    path: '/account.{format}/apiTokenStatus',
    summary: 'Usage status of an API key',
    params: {},
    response: m.ApiTokenStatus,
    errors: { 400: 'No token supplied', 404: 'No API account with supplied token' },
    caching: accountAnswer,
    credentials: { apiKey: 'optional', authToken: false },
  }),
  getLoggedInUser: operation({
    id: 'A5',
    name: 'getLoggedInUser',
    method: 'GET',
    path: '/account.{format}/user',
    summary: 'The signed-in user',
    params: {},
    response: m.User,
    errors: { 403: 'Not logged in', 404: 'User not found' },
    caching: accountAnswer,
    credentials: signedIn,
  }),

  // -------------------------------------------------------------- one word
  getWord: operation({
    id: 'W1',
    name: 'getWord',
    method: 'GET',
    path: '/word.{format}/{word}',
    summary: 'The word object',
    params: {
      word,
      useCanonical,
      includeSuggestions: booleanParam('Suggest spellings and case variants for an unknown word', { default: false }),
    },
    response: m.WordObject,
    errors: invalidWord,
    caching: wordData,
    credentials: apiKeyOnly,
  }),
  getExamples: operation({
    id: 'W2',
    name: 'getExamples',
    method: 'GET',
    path: '/word.{format}/{word}/examples',
    summary: 'Example sentences',
    params: {
      word,
      includeDuplicates: booleanParam('Show duplicate examples from different sources', { default: false }),
      contentProvider: stringParam('Only examples from this provider', { maxLength: 100 }),
      useCanonical,
      skip: skip(),
      limit: limit(5),
    },
    response: m.ExampleSearchResults,
    errors: invalidWord,
    caching: wordData,
    credentials: apiKeyOnly,
  }),
  getTopExample: operation({
    id: 'W3',
    name: 'getTopExample',
    method: 'GET',
    path: '/word.{format}/{word}/topExample',
    summary: 'The best example sentence',
    params: {
      word,
      contentProvider: stringParam('Only examples from this provider', { maxLength: 100 }),
      useCanonical,
    },
    response: m.Example,
    errors: invalidWord,
    caching: wordData,
    credentials: apiKeyOnly,
  }),
  getDefinitions: operation({
    id: 'W4',
    name: 'getDefinitions',
    method: 'GET',
    path: '/word.{format}/{word}/definitions',
    summary: 'Definitions',
    params: {
      word,
      limit: limit(200),
      partOfSpeech: partsOfSpeech('Only definitions with these parts of speech'),
      includeRelated: booleanParam('Return related words with definitions', { default: false }),
      sourceDictionaries: enumListParam(
        DEFINITION_SOURCE_CHOICES,
        'Dictionaries: `all`, or the first of those listed that has definitions; blank for the default order',
      ),
      useCanonical,
      includeTags: booleanParam('Keep the closed set of XML tags in the text', { default: false }),
    },
    response: m.Definition.array(),
    errors: { ...invalidWord, 404: 'No definitions found' },
    caching: wordData,
    credentials: apiKeyOnly,
  }),
  getTextPronunciations: operation({
    id: 'W5',
    name: 'getTextPronunciations',
    method: 'GET',
    path: '/word.{format}/{word}/pronunciations',
    summary: 'Text pronunciations',
    params: {
      word,
      useCanonical,
      sourceDictionary: enumParam(PRONUNCIATION_SOURCES, 'Only pronunciations from this dictionary'),
      typeFormat: enumParam(PRONUNCIATION_FORMATS, 'Only pronunciations in this format'),
      limit: limit(50),
    },
    response: m.TextPron.array(),
    errors: invalidWord,
    caching: wordData,
    credentials: apiKeyOnly,
  }),
  getHyphenation: operation({
    id: 'W6',
    name: 'getHyphenation',
    method: 'GET',
    path: '/word.{format}/{word}/hyphenation',
    summary: 'Syllables',
    params: {
      word,
      useCanonical,
      sourceDictionary: enumParam(SYLLABLE_SOURCE_CHOICES, 'Only syllables from this dictionary'),
      limit: limit(50),
    },
    response: m.Syllable.array(),
    errors: invalidWord,
    caching: wordData,
    credentials: apiKeyOnly,
  }),
  getWordFrequency: operation({
    id: 'W7',
    name: 'getWordFrequency',
    method: 'GET',
    path: '/word.{format}/{word}/frequency',
    summary: 'Usage frequency over the years',
    params: {
      word,
      useCanonical,
      startYear: integerParam('First year', { min: 0, max: 9999 }),
      endYear: integerParam('Last year', { min: 0, max: 9999 }),
    },
    response: m.FrequencySummary,
    errors: { ...invalidWord, 404: 'No results' },
    caching: wordData,
    credentials: apiKeyOnly,
  }),
  getPhrases: operation({
    id: 'W8',
    name: 'getPhrases',
    method: 'GET',
    path: '/word.{format}/{word}/phrases',
    summary: 'Two-word phrases (bigrams)',
    params: {
      word,
      limit: limit(5),
      wlmi: numberParam('Minimum WLMI of a phrase', { min: 0, default: 0 }),
      useCanonical,
    },
    response: m.Bigram.array(),
    errors: invalidWord,
    caching: wordData,
    credentials: apiKeyOnly,
  }),
  getRelatedWords: operation({
    id: 'W9',
    name: 'getRelatedWords',
    method: 'GET',
    path: '/word.{format}/{word}/related',
    summary: 'Related words, grouped by relationship type',
    params: {
      word,
      partOfSpeech: partsOfSpeech('Only related words of these parts of speech'),
      sourceDictionary: enumParam(WORD_DATA_SOURCES, 'Only relations from this dictionary'),
      limit: limit(10, 'Maximum number of words of each relationship type'),
      useCanonical,
      type: enumListParam(RELATIONSHIP_TYPES, 'Only these relationship types'),
    },
    response: m.Related.array(),
    errors: { ...invalidWord, 404: 'No definitions found' },
    caching: wordData,
    credentials: apiKeyOnly,
  }),
  getAudio: operation({
    id: 'W10',
    name: 'getAudio',
    method: 'GET',
    path: '/word.{format}/{word}/audio',
    summary: 'Audio pronunciations, with expiring file URLs',
    params: { word, useCanonical, limit: limit(50) },
    response: m.AudioFile.array(),
    errors: invalidWord,
    caching: never('its audio file URLs expire 600 s after the answer'),
    credentials: apiKeyOnly,
  }),

  // -------------------------------------------------------------- many words
  searchWords: operation({
    id: 'S1',
    name: 'searchWords',
    method: 'GET',
    path: '/words.{format}/search',
    summary: 'Word search with the query in the query string',
    params: {
      query: stringParam('Search term; `*` matches any run of letters, `?` one letter', {
        required: true,
        maxLength: WORD_MAX_LENGTH,
      }),
      ...searchFilters,
    },
    response: m.WordFrequency.array(),
    errors: { 400: 'Invalid term supplied', 404: 'No results' },
    caching: wordData,
    credentials: apiKeyOnly,
  }),
  searchWordsByPath: operation({
    id: 'S2',
    name: 'searchWordsByPath',
    method: 'GET',
    path: '/words.{format}/search/{query}',
    summary: 'Word search with the query in the path',
    params: {
      query: stringParam('Search term; `*` matches any run of letters, `?` one letter', {
        in: 'path',
        required: true,
        maxLength: WORD_MAX_LENGTH,
      }),
      ...searchFilters,
    },
    response: m.WordSearchResults,
    errors: { 400: 'Invalid query' },
    caching: wordData,
    credentials: apiKeyOnly,
  }),
  getRandomWords: operation({
    id: 'S3',
    name: 'getRandomWords',
    method: 'GET',
    path: '/words.{format}/randomWords',
    summary: 'Random words',
    params: {
      ...randomFilters,
      sortBy: enumParam(RANDOM_WORDS_SORT_BY, 'Sort by'),
      sortOrder: enumParam(SORT_ORDERS, 'Sort order'),
      limit: limit(10),
    },
    response: m.WordObject.array(),
    errors: { 400: 'Invalid term supplied', 404: 'No results' },
    caching: never('chosen by chance'),
    credentials: apiKeyOnly,
  }),
  getRandomWord: operation({
    id: 'S4',
    name: 'getRandomWord',
    method: 'GET',
    path: '/words.{format}/randomWord',
    summary: 'One random word',
    params: randomFilters,
    response: m.WordObject,
    errors: { 404: 'No word found' },
    caching: never('chosen by chance'),
    credentials: apiKeyOnly,
  }),
  getWordOfTheDay: operation({
    id: 'S5',
    name: 'getWordOfTheDay',
    method: 'GET',
    path: '/words.{format}/wordOfTheDay',
    summary: 'The word of the day',
    params: {
      date: dayParam('The day, yyyy-MM-dd (default: today)'),
      category: stringParam('Only words of this category', { maxLength: 100 }),
      creator: stringParam('Only words chosen by this user', { maxLength: 100 }),
    },
    response: m.WordOfTheDay,
    errors: {},
    caching: daily,
    credentials: apiKeyOnly,
  }),

  // -------------------------------------------------------------- word lists
  createWordList: operation({
    id: 'L1',
    name: 'createWordList',
    method: 'POST',
    path: '/wordLists.{format}',
    summary: 'Creates a word list',
    params: {},
    body: {
      schema: m.NewWordList,
      required: true,
      contentType: 'application/json',
      description: 'The new list: a name, and optionally a description and type',
    },
    response: m.WordList,
    errors: {
      400: 'Invalid word list supplied or mandatory fields are missing',
      403: 'Not authenticated',
      404: 'Word list owner not found',
      409: 'The account has as many word lists as it may have',
    },
    caching: aChange('POST'),
    credentials: signedIn,
    repeatable: true,
  }),
  updateWordList: operation({
    id: 'L2',
    name: 'updateWordList',
    method: 'PUT',
    path: '/wordList.{format}/{wordListId}',
    summary: 'Updates a word list',
    params: { wordListId },
    body: {
      schema: m.WordListInput,
      required: true,
      contentType: 'application/json',
      description: 'The fields to change: name, description, type',
    },
    response: null,
    errors: { 400: 'Invalid ID supplied', 403: 'Not authorized to update the word list', 404: 'Word list not found' },
    caching: aChange('PUT'),
    credentials: signedIn,
    repeatable: true,
  }),
  deleteWordList: operation({
    id: 'L3',
    name: 'deleteWordList',
    method: 'DELETE',
    path: '/wordList.{format}/{wordListId}',
    summary: 'Deletes a word list',
    params: { wordListId },
    response: null,
    errors: { 400: 'Invalid ID supplied', 403: 'Not authorized to delete the word list', 404: 'Word list not found' },
    caching: aChange('DELETE'),
    credentials: signedIn,
    repeatable: true,
  }),
  getWordListById: operation({
    id: 'L4',
    name: 'getWordListById',
    method: 'GET',
    path: '/wordList.{format}/{wordListId}',
    summary: 'A word list',
    params: { wordListId },
    response: m.WordList,
    errors: { 400: 'Invalid ID supplied', 403: 'Not authorized to access the word list', 404: 'Word list not found' },
    caching: oneUsersLists,
    credentials: signedIn,
  }),
  addWordsToWordList: operation({
    id: 'L5',
    name: 'addWordsToWordList',
    method: 'POST',
    path: '/wordList.{format}/{wordListId}/words',
    summary: 'Adds words to a word list',
    params: { wordListId },
    body: wordListWords,
    response: null,
    errors: {
      400: 'Invalid ID supplied',
      403: 'Not authorized to access the word list',
      404: 'Word list not found',
      409: 'The words do not fit in the list: it holds as many as it may',
    },
    caching: aChange('POST'),
    credentials: signedIn,
    repeatable: true,
  }),
  getWordListWords: operation({
    id: 'L6',
    name: 'getWordListWords',
    method: 'GET',
    path: '/wordList.{format}/{wordListId}/words',
    summary: 'The words of a word list',
    params: {
      wordListId,
      sortBy: enumParam(LIST_WORDS_SORT_BY, 'Sort by', { default: 'createDate' }),
      sortOrder: enumParam(SORT_ORDERS, 'Sort order', { default: 'desc' }),
      skip: integerParam('Words to skip', { min: 0, max: LIST_WORDS_SKIP_MAX, default: 0 }),
      limit: limit(100),
    },
    response: m.WordListWord.array(),
    errors: { 400: 'Invalid ID supplied', 403: 'Not authorized to access the word list', 404: 'Word list not found' },
    caching: oneUsersLists,
    credentials: signedIn,
  }),
  deleteWordsFromWordList: operation({
    id: 'L7',
    name: 'deleteWordsFromWordList',
    method: 'POST',
    path: '/wordList.{format}/{wordListId}/deleteWords',
    summary: 'Removes words from a word list',
    params: { wordListId },
    body: wordListWords,
    response: null,
    errors: { 400: 'Invalid ID supplied', 403: 'Not authorized to modify the word list', 404: 'Word list not found' },
    caching: aChange('POST'),
    credentials: signedIn,
    repeatable: true,
  }),
} as const;

/**
 * What is served besides (or instead of) the 27 operations. X1, X2, X4: the live service's
 * extras. Related words live at `/relatedWords` there, not at W9's `/related` path; the client
 * uses it when talking to the live service, and the Glossa server serves it for existing
 * Wordnik clients; etymologies (X4) are GCIDE's on a Glossa server. X3, X5: the Glossa
 * server's own, which the interface lacks: ending a sign-in token (the live service answers it
 * 404 or 405, and a caller carries on without it), and the dictionaries it has definitions
 * from (so that a client offers only those; the live service has no such route). X6, the
 * Glossa server's own too: the words removed from a list and when, so that a browser that was
 * offline does not bring back a word removed elsewhere after it added it (the live service
 * has no such route; there a word added offline is added). X7 and X8, the Glossa server's own
 * too: a signed-in reader's records beside the lists (the lookup history, the review's cards
 * and grades), put and read back by what changed since a cursor, deletions as tombstones, so
 * that they follow the reader from browser to browser; the live service has no such routes,
 * and there they stay in each browser.
 */
export const COMPAT_OPERATIONS = {
  getRelatedWordsLive: operation({
    id: 'X1',
    name: 'getRelatedWordsLive',
    method: 'GET',
    path: '/word.{format}/{word}/relatedWords',
    summary: 'Related words, as the live service serves them',
    params: {
      word,
      useCanonical,
      relationshipTypes: enumListParam(RELATIONSHIP_TYPES, 'Only these relationship types'),
      limitPerRelationshipType: limit(10, 'Maximum number of words of each relationship type'),
    },
    response: m.Related.array(),
    errors: { ...invalidWord, 404: 'No related words found' },
    caching: wordData,
    credentials: apiKeyOnly,
  }),
  getScrabbleScore: operation({
    id: 'X2',
    name: 'getScrabbleScore',
    method: 'GET',
    path: '/word.{format}/{word}/scrabbleScore',
    summary: 'The word’s Scrabble score',
    params: { word },
    response: m.ScrabbleScore,
    errors: { ...invalidWord, 404: 'Not a word' },
    caching: wordData,
    credentials: apiKeyOnly,
  }),
  getEtymologies: operation({
    id: 'X4',
    name: 'getEtymologies',
    method: 'GET',
    path: '/word.{format}/{word}/etymologies',
    summary: 'The word’s etymologies, as markup (`<ety>`)',
    params: { word, useCanonical },
    response: m.Etymologies,
    errors: { ...invalidWord, 404: 'No etymologies found' },
    caching: wordData,
    credentials: apiKeyOnly,
  }),
  getDefinitionDictionaries: operation({
    id: 'X5',
    name: 'getDefinitionDictionaries',
    method: 'GET',
    path: '/words.{format}/definitionDictionaries',
    summary: 'The dictionaries this server has definitions from, by the names W4 takes; a Glossa server’s own operation',
    params: {},
    response: m.DefinitionDictionary.array(),
    errors: {},
    caching: wordData,
    credentials: apiKeyOnly,
  }),
  getRemovedWords: operation({
    id: 'X6',
    name: 'getRemovedWords',
    method: 'GET',
    path: '/wordList.{format}/{wordListId}/removedWords',
    summary: 'The words removed from a word list, and when, removed at or after `since`; a Glossa server’s own operation',
    params: {
      wordListId,
      since: stringParam('Only words removed at or after this time (ISO 8601)', { maxLength: 40 }),
    },
    response: m.RemovedWord.array(),
    errors: { 400: 'Invalid ID supplied', 403: 'Not authorized to access the word list', 404: 'Word list not found' },
    caching: oneUsersLists,
    credentials: signedIn,
  }),
  putRecords: operation({
    id: 'X7',
    name: 'putRecords',
    method: 'POST',
    path: '/account.{format}/records',
    summary:
      'Keeps the signed-in user’s records (history, review cards, grades); of two changes to one record the later by the server’s clock stays; a Glossa server’s own operation',
    params: {},
    body: {
      schema: m.RecordsPut,
      required: true,
      contentType: 'application/json',
      description:
        'The records, as {"sentAt": ms, "records": [{"kind", "key", "changedAt": ms, "data": {…}} or {…, "deleted": true}]}: at most 100, each one’s data at most 16 KiB',
      maxBytes: RECORDS_BODY_MAX_BYTES,
    },
    response: m.RecordsPutAnswer,
    errors: {
      400: 'Invalid records supplied',
      403: 'Not authenticated',
      409: 'The account holds as many records as it may',
    },
    caching: aChange('POST'),
    credentials: signedIn,
    repeatable: true,
  }),
  getRecords: operation({
    id: 'X8',
    name: 'getRecords',
    method: 'GET',
    path: '/account.{format}/records',
    summary: 'The signed-in user’s records changed after a cursor, deletions included; a Glossa server’s own operation',
    params: {
      since: integerParam('The cursor of the last read (0: from the start)', { min: 0, default: 0 }),
      limit: integerParam('Maximum number of records', { min: 1, max: LIMIT_MAX, default: 500 }),
      client: stringParam(
        'The browser reading: an id it chose once and sends with every read, so that the server drops a deletion only once every browser of the account has read past it (a read without it holds every deletion)',
        { maxLength: 64, pattern: /^[A-Za-z0-9_-]+$/, patternHint: 'must be letters, digits, - and _' },
      ),
    },
    response: m.RecordsPage,
    errors: { 403: 'Not authenticated' },
    caching: oneUsersLists,
    credentials: signedIn,
  }),
  revokeAuthToken: operation({
    id: 'X3',
    name: 'revokeAuthToken',
    method: 'DELETE',
    path: '/account.{format}/authToken',
    summary: 'Ends the sign-in token sent with it (signing out); a Glossa server’s own operation',
    params: {},
    response: null,
    errors: { 403: 'Not authenticated' },
    caching: aChange('DELETE'),
    credentials: signedIn,
  }),
} as const;

/** How W9's parameters are named on the live service's route (`getRelatedWordsLive`). */
export const RELATED_WORDS_LIVE_PARAMS: Readonly<Record<string, keyof CompatOperations['getRelatedWordsLive']['params']>> = {
  word: 'word',
  useCanonical: 'useCanonical',
  type: 'relationshipTypes',
  limit: 'limitPerRelationshipType',
};

export type Operations = typeof OPERATIONS;
export type OperationName = keyof Operations;
export type CompatOperations = typeof COMPAT_OPERATIONS;
export type AnyOperationName = OperationName | keyof CompatOperations;

/** The 27 operations, in the interface's order (accounts, one word, many words, lists). */
export const OPERATION_LIST: readonly OperationSpec[] = Object.values(OPERATIONS);
/** Every operation a Glossa server answers: the 27 and the live service's extras. */
export const ALL_OPERATIONS: readonly OperationSpec[] = [...OPERATION_LIST, ...Object.values(COMPAT_OPERATIONS)];

/** The largest body any operation takes: what a load balancer in front of the server must let through (docs/nginx.conf). */
export const LARGEST_BODY_BYTES = Math.max(BODY_MAX_BYTES, ...ALL_OPERATIONS.map((op) => op.body?.maxBytes ?? 0));

/** Every operation a Glossa server answers, by its name. */
export const OPERATIONS_BY_NAME: Readonly<Record<AnyOperationName, OperationSpec>> = { ...OPERATIONS, ...COMPAT_OPERATIONS };

export function operationById(id: string): OperationSpec | undefined {
  return ALL_OPERATIONS.find((op) => op.id === id);
}
