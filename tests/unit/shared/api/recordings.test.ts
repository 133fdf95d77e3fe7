/**
 * Every answer the live service really gave (shared/fixtures/recorded-v4) goes through
 * the client: the client must send the same request the service got, and understand
 * the answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createClient, decodeParamValue, matchRoute } from '../../../../lib/shared/api';
import { loadRecordings } from '../../../support/recordings';
import { startStubService, type StubService } from '../../../support/stub-service';

const recordings = loadRecordings();
let service: StubService;

beforeAll(async () => {
  service = await startStubService();
});
afterAll(() => service.close());

describe('recordings of the live service', () => {
  it('are all here', () => {
    expect(recordings).toHaveLength(23);
  });

  it.each(recordings.map((recording) => [recording.name, recording] as const))('%s', async (_, recording) => {
    const route = matchRoute(recording.request.method, recording.request.path.replace(/^\/v4/, ''));
    if (!route || !('operation' in route)) throw new Error(`no operation serves ${recording.request.path}`);
    const { operation } = route;

    const input: Record<string, unknown> = { ...route.pathParams };
    for (const [name, raw] of Object.entries(recording.request.query)) {
      const spec = operation.params[name];
      if (!spec) throw new Error(`${operation.name} has no parameter ${name}`);
      const decoded = decodeParamValue(name, spec, raw);
      if (!decoded.ok) throw new Error(decoded.message);
      input[name] = decoded.value;
    }

    const { 'content-length': _length, ...headers } = recording.response.headers;
    service.reply({ status: recording.response.status, headers, body: recording.response.body });
    const client = createClient({ baseUrl: service.baseUrl, apiKey: 'KEY', apiKeyIn: 'query', relatedWordsRoute: 'spec' });
    const sent = service.requests.length;
    const call = client.request(operation.name as 'getWord', input as { word: string });

    if (recording.response.status === 200) {
      const answer = await call;
      expect(answer.data).toBeDefined();
      expect(operation.response?.safeParse(recording.response.body).success).toBe(true);
      expect(answer.rateLimit.remainingHour).toBe(Number(recording.response.headers['x-ratelimit-remaining-hour']));
    } else {
      const error = await call.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: 'not-found', status: 404, serverMessage: 'Not found' });
      expect((error as ApiError).rateLimit?.limitMinute).toBe(500);
    }

    // The client asked exactly what the live service was asked.
    const request = service.requests[sent];
    expect(request?.method).toBe(recording.request.method);
    expect(request?.path.replace(/^\/v4/, '')).toBe(decodeURIComponent(recording.request.path.replace(/^\/v4/, '')));
    expect(request?.query).toEqual({ ...recording.request.query, api_key: 'KEY' });
  });
});

describe('what the live service sends that the interface does not say', () => {
  const body = (name: string) => recordings.find((r) => r.name === name)?.response.body;
  const parse = (name: string, operation: string) => {
    const route = matchRoute('GET', `/word.json/x/${operation}`);
    if (!route || !('operation' in route) || !route.operation.response) throw new Error(operation);
    return route.operation.response.parse(body(name)) as unknown;
  };

  it('reads frequency years sent as text as numbers', () => {
    const summary = parse('frequency', 'frequency') as { frequency: { year: number; count: number }[] };
    expect(summary.frequency[0]).toEqual({ year: 1801, count: 6 });
  });

  it('keeps definitions without text, with editions and the live field names', () => {
    const definitions = parse('definitions', 'definitions') as { text?: string; sourceDictionary: string; sequence: string }[];
    expect(definitions.some((d) => d.text === undefined || d.text === null)).toBe(true);
    expect(definitions[0]).toMatchObject({ sourceDictionary: 'ahd-5', sequence: '1', id: 'R5365500-1' });
  });

  it('accepts a word of the day with _id, pdd and nulls', () => {
    const route = matchRoute('GET', '/words.json/wordOfTheDay');
    if (!route || !('operation' in route) || !route.operation.response) throw new Error('no route');
    const wotd = route.operation.response.parse(body('word_of_the_day')) as Record<string, unknown>;
    expect(wotd).toMatchObject({ _id: '66d34cd910816e928365f9e2', word: 'futurition', htmlExtra: null });
    expect(wotd.definitions).toContainEqual(expect.objectContaining({ source: 'century', note: null }));
  });
});
