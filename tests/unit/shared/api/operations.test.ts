/**
 * Each of the 27 operations through the client against a real HTTP server: the
 * request it sends (method, path, query, headers, body), the answer it parses, and
 * every error status the interface lists for it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createClient, OPERATION_LIST, OPERATIONS, type OperationName } from '../../../../lib/shared/api';
import { loadRecordings } from '../../../support/recordings';
import { SAMPLE_RATE_LIMIT_HEADERS, startStubService, type StubService } from '../../../support/stub-service';

const recorded = Object.fromEntries(loadRecordings().map((r) => [r.name, r.response.body]));

const wordList = {
  id: 7,
  permalink: 'birds',
  name: 'Birds',
  description: 'Seen in the garden',
  username: 'ann',
  userId: 1,
  numberWordsInList: 2,
  type: 'PUBLIC',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  lastActivityAt: '2026-11-02T10:00:00.000Z',
};

interface Case {
  input: Record<string, unknown>;
  method: string;
  /** The path after the base URL, exactly as sent (encoded). */
  path: string;
  query?: Record<string, string>;
  body?: string;
  contentType?: string;
  reply?: unknown;
  /** A check of the parsed answer. */
  answer?: (data: unknown) => void;
}

const cases: Record<OperationName, Case> = {
  authenticate: {
    input: { username: 'ann lee', password: 'p@ss word&1' },
    method: 'GET',
    path: '/account.json/authenticate/ann%20lee',
    query: { password: 'p@ss word&1' },
    reply: { token: 'tok', userId: 1, userSignature: 'sig' },
    answer: (data) => expect(data).toEqual({ token: 'tok', userId: 1, userSignature: 'sig' }),
  },
  authenticatePost: {
    input: { username: 'ann', body: 'p@ss wörd' },
    method: 'POST',
    path: '/account.json/authenticate/ann',
    body: 'p@ss wörd',
    contentType: 'text/plain; charset=utf-8',
    reply: { token: 'tok', userId: 1 },
    answer: (data) => expect(data).toMatchObject({ token: 'tok' }),
  },
  getWordListsForLoggedInUser: {
    input: { skip: 0, limit: 5 },
    method: 'GET',
    path: '/account.json/wordLists',
    query: { skip: '0', limit: '5' },
    reply: [wordList],
    answer: (data) => expect(data).toEqual([wordList]),
  },
  getApiTokenStatus: {
    input: {},
    method: 'GET',
    path: '/account.json/apiTokenStatus',
    reply: { valid: true, token: 'KEY', resetsInMillis: 1000, remainingCalls: 99, expiresInMillis: 5000, totalRequests: 1 },
    answer: (data) => expect(data).toMatchObject({ valid: true, remainingCalls: 99 }),
  },
  getLoggedInUser: {
    input: {},
    method: 'GET',
    path: '/account.json/user',
    reply: { id: 1, username: 'ann', email: 'ann@example.org', status: 1 },
    answer: (data) => expect(data).toMatchObject({ username: 'ann' }),
  },
  getWord: {
    input: { word: 'Running', useCanonical: true, includeSuggestions: true },
    method: 'GET',
    path: '/word.json/Running',
    query: { useCanonical: 'true', includeSuggestions: 'true' },
    reply: { id: 3, word: 'run', originalWord: 'Running', suggestions: ['running'] },
    answer: (data) => expect(data).toMatchObject({ word: 'run', suggestions: ['running'] }),
  },
  getExamples: {
    input: { word: 'ruby', includeDuplicates: false, contentProvider: 'brown', useCanonical: false, skip: 2, limit: 3 },
    method: 'GET',
    path: '/word.json/ruby/examples',
    query: { includeDuplicates: 'false', contentProvider: 'brown', useCanonical: 'false', skip: '2', limit: '3' },
    reply: recorded.examples,
    answer: (data) => expect((data as { examples: unknown[] }).examples.length).toBeGreaterThan(0),
  },
  getTopExample: {
    input: { word: 'ruby', contentProvider: 'brown', useCanonical: true },
    method: 'GET',
    path: '/word.json/ruby/topExample',
    query: { contentProvider: 'brown', useCanonical: 'true' },
    reply: recorded.top_example,
    answer: (data) => expect(data).toMatchObject({ title: 'Planet Gentoo', year: 2009 }),
  },
  getDefinitions: {
    input: {
      word: 'fish',
      limit: 3,
      partOfSpeech: ['noun', 'verb-transitive'],
      includeRelated: true,
      sourceDictionaries: ['ahd', 'wordnet'],
      useCanonical: true,
      includeTags: false,
    },
    method: 'GET',
    path: '/word.json/fish/definitions',
    query: {
      limit: '3',
      partOfSpeech: 'noun,verb-transitive',
      includeRelated: 'true',
      sourceDictionaries: 'ahd,wordnet',
      useCanonical: 'true',
      includeTags: 'false',
    },
    reply: recorded.definitions_noun,
    answer: (data) => expect((data as { word: string }[])[0]?.word).toBe('fish'),
  },
  getTextPronunciations: {
    input: { word: 'ruby', useCanonical: false, sourceDictionary: 'cmu', typeFormat: 'IPA', limit: 2 },
    method: 'GET',
    path: '/word.json/ruby/pronunciations',
    query: { useCanonical: 'false', sourceDictionary: 'cmu', typeFormat: 'IPA', limit: '2' },
    reply: recorded.pronunciations,
    answer: (data) => expect(data).toEqual([expect.objectContaining({ raw: 'roo͞′bē', rawType: 'ahd-5' })]),
  },
  getHyphenation: {
    input: { word: 'ruby', sourceDictionary: 'wordnet', limit: 10 },
    method: 'GET',
    path: '/word.json/ruby/hyphenation',
    query: { sourceDictionary: 'wordnet', limit: '10' },
    reply: recorded.hyphenation,
    answer: (data) =>
      expect(data).toEqual([
        { text: 'ru', seq: 0, type: 'stress' },
        { text: 'by', seq: 1 },
      ]),
  },
  getWordFrequency: {
    input: { word: 'ruby', startYear: 1800, endYear: 2000 },
    method: 'GET',
    path: '/word.json/ruby/frequency',
    query: { startYear: '1800', endYear: '2000' },
    reply: recorded.frequency,
    answer: (data) => expect((data as { frequency: { year: number }[] }).frequency[0]?.year).toBe(1801),
  },
  getPhrases: {
    input: { word: 'ruby', limit: 5, wlmi: 1.5 },
    method: 'GET',
    path: '/word.json/ruby/phrases',
    query: { limit: '5', wlmi: '1.5' },
    reply: recorded.phrases,
    answer: (data) => expect(data).toContainEqual(expect.objectContaining({ gram1: 'ruby', gram2: 'red', count: 7 })),
  },
  getRelatedWords: {
    input: { word: 'ugly', type: ['synonym', 'antonym'], limit: 4, partOfSpeech: ['adjective'], sourceDictionary: 'wordnet' },
    method: 'GET',
    path: '/word.json/ugly/related',
    query: { type: 'synonym,antonym', limit: '4', partOfSpeech: 'adjective', sourceDictionary: 'wordnet' },
    reply: recorded.synonyms,
    answer: (data) => expect(data).toEqual([expect.objectContaining({ relationshipType: 'synonym' })]),
  },
  getAudio: {
    input: { word: 'ruby', limit: 50 },
    method: 'GET',
    path: '/word.json/ruby/audio',
    query: { limit: '50' },
    reply: recorded.audio,
    answer: (data) => expect((data as { createdBy: string }[])[0]?.createdBy).toBe('ahd'),
  },
  searchWords: {
    input: {
      query: 'ca*',
      caseSensitive: false,
      includePartOfSpeech: ['noun'],
      excludePartOfSpeech: ['verb', 'adverb'],
      minCorpusCount: 0,
      maxCorpusCount: 100,
      minDictionaryCount: 1,
      maxDictionaryCount: 9,
      minLength: 2,
      maxLength: 5,
      skip: 0,
      limit: 20,
    },
    method: 'GET',
    path: '/words.json/search',
    query: {
      query: 'ca*',
      caseSensitive: 'false',
      includePartOfSpeech: 'noun',
      excludePartOfSpeech: 'verb,adverb',
      minCorpusCount: '0',
      maxCorpusCount: '100',
      minDictionaryCount: '1',
      maxDictionaryCount: '9',
      minLength: '2',
      maxLength: '5',
      skip: '0',
      limit: '20',
    },
    reply: [{ count: 12, wordstring: 'cat' }],
    answer: (data) => expect(data).toEqual([{ count: 12, wordstring: 'cat' }]),
  },
  searchWordsByPath: {
    input: { query: 's?r*ty', caseSensitive: true, limit: 3 },
    method: 'GET',
    path: '/words.json/search/s%3Fr%2Aty',
    query: { caseSensitive: 'true', limit: '3' },
    reply: { searchResults: [{ word: 'surety', count: 4, lexicality: 0 }], totalResults: 1 },
    answer: (data) => expect(data).toMatchObject({ totalResults: 1 }),
  },
  getRandomWords: {
    input: { hasDictionaryDef: true, minLength: 4, sortBy: 'alpha', sortOrder: 'asc', limit: 10 },
    method: 'GET',
    path: '/words.json/randomWords',
    query: { hasDictionaryDef: 'true', minLength: '4', sortBy: 'alpha', sortOrder: 'asc', limit: '10' },
    reply: recorded.random_words,
    answer: (data) => expect(data).toHaveLength(10),
  },
  getRandomWord: {
    input: { hasDictionaryDef: true, includePartOfSpeech: ['noun'], maxLength: 12 },
    method: 'GET',
    path: '/words.json/randomWord',
    query: { hasDictionaryDef: 'true', includePartOfSpeech: 'noun', maxLength: '12' },
    reply: recorded.random_word,
    answer: (data) => expect(data).toEqual({ word: 'filtrable', id: 0 }),
  },
  getWordOfTheDay: {
    input: { date: '2024-09-13', category: 'cat', creator: 'ann' },
    method: 'GET',
    path: '/words.json/wordOfTheDay',
    query: { date: '2024-09-13', category: 'cat', creator: 'ann' },
    reply: recorded.word_of_the_day,
    answer: (data) => expect(data).toMatchObject({ word: 'futurition', pdd: '2024-09-13' }),
  },
  createWordList: {
    input: { body: { name: 'Birds', description: 'Seen in the garden', type: 'PUBLIC' } },
    method: 'POST',
    path: '/wordLists.json',
    body: JSON.stringify({ name: 'Birds', description: 'Seen in the garden', type: 'PUBLIC' }),
    contentType: 'application/json; charset=utf-8',
    reply: wordList,
    answer: (data) => expect(data).toEqual(wordList),
  },
  updateWordList: {
    input: { wordListId: 'birds', body: { name: 'Garden birds' } },
    method: 'PUT',
    path: '/wordList.json/birds',
    body: JSON.stringify({ name: 'Garden birds' }),
    contentType: 'application/json; charset=utf-8',
    answer: (data) => expect(data).toBeUndefined(),
  },
  deleteWordList: {
    input: { wordListId: 'birds' },
    method: 'DELETE',
    path: '/wordList.json/birds',
    answer: (data) => expect(data).toBeUndefined(),
  },
  getWordListById: {
    input: { wordListId: 'birds' },
    method: 'GET',
    path: '/wordList.json/birds',
    reply: wordList,
    answer: (data) => expect(data).toEqual(wordList),
  },
  addWordsToWordList: {
    input: { wordListId: 'birds', body: [{ word: 'owl' }, { word: 'great tit' }] },
    method: 'POST',
    path: '/wordList.json/birds/words',
    body: JSON.stringify([{ word: 'owl' }, { word: 'great tit' }]),
    contentType: 'application/json; charset=utf-8',
    answer: (data) => expect(data).toBeUndefined(),
  },
  getWordListWords: {
    input: { wordListId: 'birds', sortBy: 'alpha', sortOrder: 'asc', skip: 0, limit: 10 },
    method: 'GET',
    path: '/wordList.json/birds/words',
    query: { sortBy: 'alpha', sortOrder: 'asc', skip: '0', limit: '10' },
    reply: [
      { id: 1, word: 'owl', username: 'ann', userId: 1, createdAt: '2026-11-02T10:00:00.000Z', numberCommentsOnWord: 0, numberLists: 1 },
    ],
    answer: (data) => expect(data).toEqual([expect.objectContaining({ word: 'owl' })]),
  },
  deleteWordsFromWordList: {
    input: { wordListId: 'birds', body: [{ word: 'owl' }] },
    method: 'POST',
    path: '/wordList.json/birds/deleteWords',
    body: JSON.stringify([{ word: 'owl' }]),
    contentType: 'application/json; charset=utf-8',
    answer: (data) => expect(data).toBeUndefined(),
  },
};

let service: StubService;
beforeAll(async () => {
  service = await startStubService();
});
afterAll(() => service.close());

const client = () => createClient({ baseUrl: service.baseUrl, apiKey: 'KEY', authToken: 'TOKEN' });
const call = (name: OperationName, input: Record<string, unknown>) =>
  client().request(name, input as never) as Promise<{ data: unknown; status: number }>;
const lastRequest = () => {
  const request = service.requests.at(-1);
  if (!request) throw new Error('nothing was sent');
  return request;
};

describe('the operation table', () => {
  it('has the 27 operations of the interface, each with a case here', () => {
    expect(OPERATION_LIST.map((op) => op.id)).toEqual([
      'A1',
      'A2',
      'A3',
      'A4',
      'A5',
      'W1',
      'W2',
      'W3',
      'W4',
      'W5',
      'W6',
      'W7',
      'W8',
      'W9',
      'W10',
      'S1',
      'S2',
      'S3',
      'S4',
      'S5',
      'L1',
      'L2',
      'L3',
      'L4',
      'L5',
      'L6',
      'L7',
    ]);
    expect(Object.keys(cases).sort()).toEqual(Object.keys(OPERATIONS).sort());
  });
});

describe.each(OPERATION_LIST.map((op) => [op.id, op.name as OperationName] as const))('%s %s', (_, name) => {
  const spec = OPERATIONS[name];
  const example = cases[name];

  it('sends the request the table describes and parses the answer', async () => {
    service.reply({ status: 200, headers: SAMPLE_RATE_LIMIT_HEADERS, body: example.reply });
    const answer = await call(name, example.input);
    const request = lastRequest();

    expect(request.method).toBe(example.method);
    expect(request.url.split('?')[0]).toBe(`/v4${example.path}`);
    // The key travels as a header to a service that is not the live one, never in the URL.
    expect(request.query).toEqual({ ...example.query });
    expect(request.headers.api_key).toBe('KEY');
    expect(request.headers.accept).toBe('application/json');
    // The user's token travels only to operations that need it.
    expect(request.headers.auth_token).toBe(spec.credentials.authToken ? 'TOKEN' : undefined);
    expect(request.body).toBe(example.body ?? '');
    expect(request.headers['content-type']).toBe(example.contentType);
    expect(answer.status).toBe(200);
    example.answer?.(answer.data);
  });

  const listed = Object.entries(spec.errors) as [string, string][];
  it.each(listed.length ? listed : [['none', '']])('turns a listed %s into a typed error', async (status) => {
    if (status === 'none') {
      expect(name).toBe('getWordOfTheDay'); // the only operation whose errors the interface leaves unshown
      return;
    }
    const code = Number(status);
    service.reply({
      status: code,
      headers: SAMPLE_RATE_LIMIT_HEADERS,
      body: { statusCode: code, error: 'Some Error', message: `the service says ${code}` },
    });
    const error = await call(name, example.input).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    const expectedKind = {
      400: 'bad-request',
      401: 'credentials',
      403: 'credentials',
      404: 'not-found',
      409: 'bad-request',
      413: 'bad-request',
      429: 'rate-limited',
    }[code];
    expect(error).toMatchObject({
      kind: expectedKind,
      status: code,
      operationId: spec.id,
      serverMessage: `the service says ${code}`,
    });
    expect((error as ApiError).message).toContain(`the service says ${code}`);
    expect((error as ApiError).rateLimit?.remainingHour).toBe(14985);
  });
});
