/**
 * The client's behaviour around the operations: refusing bad input before sending,
 * encoding, credentials, failures of every kind, and rate-limit snapshots.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient, type ClientOptions, type RateLimitSnapshot } from '../../../../lib/shared/api';
import { failure } from '../../../support/failure';
import { SAMPLE_RATE_LIMIT_HEADERS, startStubService, type StubService } from '../../../support/stub-service';

let service: StubService;
beforeAll(async () => {
  service = await startStubService();
});
afterAll(() => service.close());
beforeEach(() => {
  service.requests.length = 0;
  service.reply({ status: 200, headers: SAMPLE_RATE_LIMIT_HEADERS, body: [] });
});

const client = (options: ClientOptions = {}) => createClient({ baseUrl: service.baseUrl, apiKey: 'KEY', authToken: 'TOKEN', ...options });

describe('input is checked against the table before anything is sent', () => {
  it.each([
    ['a limit over the bound', () => client().getDefinitions({ word: 'ruby', limit: 5000 }), 'limit must be at most 1000'],
    ['an empty word', () => client().getDefinitions({ word: '' }), 'word must not be empty'],
    ['a blank word', () => client().getDefinitions({ word: '   ' }), 'word must not be empty'],
    [
      'an unknown part of speech',
      () => client().getDefinitions({ word: 'ruby', partOfSpeech: ['noun', 'nounish' as 'noun'] }),
      'partOfSpeech must be one of noun, adjective',
    ],
    ['a negative skip', () => client().getExamples({ word: 'ruby', skip: -1 }), 'skip must be at least 0'],
    ['a fractional limit', () => client().getExamples({ word: 'ruby', limit: 2.5 }), 'limit must be an integer'],
    ['a missing word', () => client().getDefinitions({} as { word: string }), 'word is required'],
    ['an unknown parameter', () => client().getWord({ word: 'ruby', colour: 'red' } as { word: string }), 'Unknown parameter colour'],
    ['a number given as text', () => client().getPhrases({ word: 'ruby', limit: '5' as unknown as number }), 'limit must be a number'],
    ['an impossible date', () => client().getWordOfTheDay({ date: '2024-02-30' }), 'date must be a real calendar day'],
    ['a month that does not exist', () => client().getWordOfTheDay({ date: '2024-13-45' }), 'date must be a real calendar day'],
    ['a badly written date', () => client().getWordOfTheDay({ date: '13/09/2024' }), 'date must be a date written yyyy-MM-dd'],
    ['an unknown relationship type', () => client().getRelatedWords({ word: 'x', type: ['cousin' as 'synonym'] }), 'type must be one of'],
    ['an empty list of types', () => client().getRelatedWords({ word: 'x', type: [] }), 'type must name at least one value'],
    ['a list id with a slash', () => client().getWordListById({ wordListId: 'a/b' }), 'wordListId must be a list id'],
    ['a list without a name', () => client().createWordList({ body: { name: ' ' } }), 'The body is invalid at name'],
    ['adding no words', () => client().addWordsToWordList({ wordListId: 'birds', body: [] }), 'The body is invalid'],
    ['a missing password body', () => client().authenticatePost({ username: 'ann' } as never), 'The body is required'],
    ['a search limit of 0', () => client().searchWords({ query: 'ca*', limit: 0 }), 'limit must be at least 1'],
    ['a search skip over 1000', () => client().searchWordsByPath({ query: 'ca*', skip: 1001 }), 'skip must be at most 1000'],
    ['a minLength over 1024', () => client().getRandomWords({ minLength: 1025 }), 'minLength must be at most 1024'],
    [
      'an unknown sort',
      () => client().getWordListWords({ wordListId: 'b', sortBy: 'size' as 'alpha' }),
      'sortBy must be one of createDate, alpha',
    ],
  ])('%s', async (_, call, message) => {
    const error = await failure(call());
    expect(error.kind).toBe('invalid-input');
    expect(error.message).toContain(message);
    expect(service.requests).toHaveLength(0);
  });

  it('refuses list operations without a signed-in user, sending nothing', async () => {
    const error = await failure(client({ authToken: undefined }).getWordListsForLoggedInUser());
    expect(error).toMatchObject({ kind: 'credentials', operationId: 'A3' });
    expect(service.requests).toHaveLength(0);
  });

  it('refuses operations that need a key when none is set, sending nothing', async () => {
    const error = await failure(client({ apiKey: undefined }).getDefinitions({ word: 'ruby' }));
    expect(error.kind).toBe('credentials');
    expect(service.requests).toHaveLength(0);
  });

  it('still sends A4 without a key, so the service can say 400', async () => {
    service.reply({ status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'No token supplied' } });
    const error = await failure(client({ apiKey: undefined }).getApiTokenStatus());
    expect(error).toMatchObject({ kind: 'bad-request', status: 400, serverMessage: 'No token supplied' });
    expect(service.requests[0]?.headers.api_key).toBeUndefined();
  });
});

describe('encoding', () => {
  it.each([
    ['a space', 'ice cream', '/word.json/ice%20cream/definitions'],
    ['a slash, a question mark and a hash', 'a/b?c#d', '/word.json/a%2Fb%3Fc%23d/definitions'],
    ['apostrophes', "rock'n'roll", '/word.json/rock%27n%27roll/definitions'],
    ['non-Latin letters', 'naïve 日本', '/word.json/na%C3%AFve%20%E6%97%A5%E6%9C%AC/definitions'],
    ['a percent sign', '100%', '/word.json/100%25/definitions'],
  ])('percent-encodes %s in the path', async (_, word, path) => {
    await client().getDefinitions({ word });
    expect(service.requests[0]?.url.split('?')[0]).toBe(`/v4${path}`);
  });

  it('encodes query values, numbers, booleans and lists as text', async () => {
    await client().searchWords({ query: "it's a&b=c", caseSensitive: false, limit: 20, includePartOfSpeech: ['noun', 'verb'] });
    const url = service.requests[0]?.url ?? '';
    expect(url).toContain('query=it%27s%20a%26b%3Dc');
    expect(url).toContain('caseSensitive=false');
    expect(url).toContain('limit=20');
    expect(service.requests[0]?.query.includePartOfSpeech).toBe('noun,verb');
  });

  it('accepts a base URL with a trailing slash', async () => {
    await createClient({ baseUrl: `${service.baseUrl}/`, apiKey: 'KEY' }).getDefinitions({ word: 'ruby' });
    expect(service.requests[0]?.path).toBe('/v4/word.json/ruby/definitions');
  });
});

describe('credentials', () => {
  it.each([
    ['header', 'KEY', undefined],
    ['query', undefined, 'KEY'],
    ['both', 'KEY', 'KEY'],
  ] as const)('sends the API key in the %s', async (apiKeyIn, header, query) => {
    await client({ apiKeyIn }).getDefinitions({ word: 'ruby' });
    expect(service.requests[0]?.headers.api_key).toBe(header);
    expect(service.requests[0]?.query.api_key).toBe(query);
  });

  it('sends the key to a service that is not the live one as a header, never in the URL', async () => {
    await client().getDefinitions({ word: 'ruby' });
    const [request] = service.requests;
    expect(request?.headers.api_key).toBe('KEY');
    expect(request?.query.api_key).toBeUndefined();
    expect(request?.url).not.toContain('KEY');
  });

  it('sends the key to the live service in the query, the form it reads', async () => {
    const seen: { url: string; headers: Record<string, string> }[] = [];
    const live = createClient({
      apiKey: 'KEY',
      fetch: async (url, init) => {
        seen.push({ url: String(url), headers: init?.headers as Record<string, string> });
        return new Response('[]', { status: 200 });
      },
    });
    await live.getDefinitions({ word: 'ruby' });
    expect(new URL(seen[0]?.url ?? '').searchParams.get('api_key')).toBe('KEY');
    expect(seen[0]?.headers.api_key).toBeUndefined();
  });

  it.each([301, 302, 307, 308])('never follows a %i redirect, so the key and token stay with the service', async (status) => {
    const elsewhere = await startStubService();
    try {
      service.reply({ status, headers: { location: `${elsewhere.baseUrl}/account.json/user?stolen=1` } });
      const error = await failure(client().getLoggedInUser());
      expect(error).toMatchObject({ kind: 'server', status });
      expect(error.message).toContain(`redirect to ${new URL(elsewhere.baseUrl).origin}`);
      expect(error.message).not.toContain('stolen');
      expect(elsewhere.requests).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });

  it('takes a token for one call', async () => {
    service.reply({ status: 200, body: { id: 1, username: 'bo' } });
    await client({ authToken: undefined }).getLoggedInUser(undefined, { authToken: 'OTHER' });
    expect(service.requests[0]?.headers.auth_token).toBe('OTHER');
  });
});

describe('related words on the live service', () => {
  it('uses the live route with its parameter names when talking to the live service', async () => {
    const seen: string[] = [];
    const live = createClient({
      apiKey: 'KEY',
      apiKeyIn: 'query',
      fetch: async (url) => {
        seen.push(String(url));
        return new Response(JSON.stringify([{ relationshipType: 'synonym', words: ['bad'] }]), { status: 200 });
      },
    });
    const related = await live.getRelatedWords({ word: 'ugly', type: ['synonym'], limit: 3 });
    expect(related).toEqual([{ relationshipType: 'synonym', words: ['bad'] }]);
    expect(seen).toEqual([
      'https://api.wordnik.com/v4/word.json/ugly/relatedWords?relationshipTypes=synonym&limitPerRelationshipType=3&api_key=KEY',
    ]);
  });

  it('uses W9’s own route elsewhere', async () => {
    await client().getRelatedWords({ word: 'ugly', type: ['synonym'] });
    expect(service.requests[0]?.path).toBe('/v4/word.json/ugly/related');
  });
});

describe('failures become typed errors', () => {
  it('a body that is not JSON', async () => {
    service.reply({ status: 200, body: 'garbage{' });
    const error = await failure(client().getDefinitions({ word: 'ruby' }));
    expect(error).toMatchObject({ kind: 'invalid-response', status: 200 });
    expect(error.message).toContain('not JSON');
  });

  it('an HTML error page', async () => {
    service.reply({ status: 502, body: '<html><body><h1>502 Bad Gateway</h1></body></html>' });
    const error = await failure(client().getDefinitions({ word: 'ruby' }));
    expect(error).toMatchObject({ kind: 'server', status: 502, serverMessage: undefined });
    expect(error.message).toContain('502');
  });

  it('a body that does not fit the model', async () => {
    service.reply({ status: 200, body: [{ word: 'ruby', text: 42 }] });
    const error = await failure(client().getDefinitions({ word: 'ruby' }));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain('0.text');
    expect(error.issues?.length).toBeGreaterThan(0);
  });

  it('an object where a list belongs', async () => {
    service.reply({ status: 200, body: { definitions: [] } });
    expect((await failure(client().getDefinitions({ word: 'ruby' }))).kind).toBe('invalid-response');
  });

  it('an empty body where an answer belongs', async () => {
    service.reply({ status: 200 });
    const error = await failure(client().getDefinitions({ word: 'ruby' }));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain('empty');
  });

  it('a {message} body on a 401', async () => {
    service.reply({ status: 401, body: { message: 'Invalid authentication credentials' } });
    const error = await failure(client().getDefinitions({ word: 'ruby' }));
    expect(error).toMatchObject({ kind: 'credentials', status: 401, serverMessage: 'Invalid authentication credentials' });
  });

  it('a 429, with when to try again', async () => {
    const before = Date.now();
    service.reply({ status: 429, headers: { ...SAMPLE_RATE_LIMIT_HEADERS, 'x-ratelimit-remaining-minute': '0', 'ratelimit-reset': '42' } });
    const error = await failure(client().getDefinitions({ word: 'ruby' }));
    expect(error.kind).toBe('rate-limited');
    expect(error.resetAt).toBeGreaterThanOrEqual(before + 42_000);
    expect(error.resetAt).toBeLessThanOrEqual(Date.now() + 42_000);
    expect(error.rateLimit?.remainingMinute).toBe(0);
  });

  it('a 500', async () => {
    service.reply({ status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'oops' } });
    expect(await failure(client().getDefinitions({ word: 'ruby' }))).toMatchObject({ kind: 'server', serverMessage: 'oops' });
  });

  it('a timeout', async () => {
    service.reply({ hold: true });
    // The one wait here is the client's own timeout, on the real clock: the request is a real HTTP exchange.
    const error = await failure(client({ timeoutMs: 50 }).getDefinitions({ word: 'ruby' }));
    expect(error.kind).toBe('timeout');
  });

  it('a dropped connection', async () => {
    service.reply({ drop: true });
    const error = await failure(client().getDefinitions({ word: 'ruby' }));
    expect(error.kind).toBe('network');
  });

  it('a refused connection', async () => {
    const error = await failure(createClient({ baseUrl: 'http://127.0.0.1:9/v4', apiKey: 'KEY' }).getDefinitions({ word: 'ruby' }));
    expect(error.kind).toBe('network');
  });

  it('an abort by the caller', async () => {
    const controller = new AbortController();
    // Aborted while the request is at the service, which holds it.
    service.reply(() => {
      controller.abort();
      return { hold: true };
    });
    const pending = client().getDefinitions({ word: 'ruby' }, { signal: controller.signal });
    expect((await failure(pending)).kind).toBe('aborted');
  });

  it('an already aborted signal', async () => {
    const error = await failure(client().getDefinitions({ word: 'ruby' }, { signal: AbortSignal.abort() }));
    expect(error.kind).toBe('aborted');
  });
});

describe('rate-limit snapshots', () => {
  it('come from every response, success or error, to the observer', async () => {
    const seen: [RateLimitSnapshot, string, number][] = [];
    const observed = client({ onRateLimit: (snapshot, source) => seen.push([snapshot, source.operationId, source.status]) });
    await observed.getDefinitions({ word: 'ruby' });
    service.reply({ status: 404, headers: SAMPLE_RATE_LIMIT_HEADERS, body: { message: 'Not found' } });
    await failure(observed.getDefinitions({ word: 'zzz' }));

    expect(seen.map(([, id, status]) => [id, status])).toEqual([
      ['W4', 200],
      ['W4', 404],
    ]);
    expect(seen[0]?.[0]).toMatchObject({
      limitMinute: 500,
      remainingMinute: 489,
      limitHour: 15000,
      remainingHour: 14985,
      resetSeconds: 23,
    });
  });

  it('tolerate missing and malformed headers', async () => {
    service.reply({
      status: 200,
      headers: { 'x-ratelimit-limit-minute': 'lots', 'x-ratelimit-remaining-hour': '-3', 'ratelimit-reset': '' },
      body: [],
    });
    const answer = await client().request('getDefinitions', { word: 'ruby' });
    expect(answer.rateLimit).toMatchObject({
      limitMinute: undefined,
      remainingHour: undefined,
      resetSeconds: undefined,
      resetAt: undefined,
    });
    expect(answer.data).toEqual([]);
  });

  it('an observer that throws does not break the call', async () => {
    const answer = await client({
      onRateLimit: () => {
        throw new Error('observer broke');
      },
    }).getDefinitions({ word: 'ruby' });
    expect(answer).toEqual([]);
  });

  it('carry the response date, from which audio URLs expire', async () => {
    const answer = await client().request('getAudio', { word: 'ruby' });
    expect(answer.date).toBeGreaterThan(Date.now() - 60_000);
  });
});
