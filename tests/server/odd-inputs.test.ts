/**
 * Odd inputs are refused alike on both engines, with a 400 that says why, and nothing of them
 * is kept: JSON nested past the contract's bound, a NUL, another control character, a lone
 * surrogate or bytes that are not UTF-8 in a name, a word, a list id or a record key, in a
 * body, a path or a query. A body over its operation's limit is answered 413 naming that limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_MAX_BYTES, JSON_BODY_MAX_DEPTH, OPERATIONS_BY_NAME } from '../../lib/shared/api/index.ts';
import { startTestServer, type TestServer } from '../../dev/test-server.ts';
import { DATABASES, onDatabase } from '../support/databases.ts';

/** A JSON text of arrays nested `depth` deep (written out: JSON.stringify would need the stack it tests). */
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const record = (key: string, data = '{}') => `{"sentAt":1,"records":[{"kind":"history","key":${key},"changedAt":1,"data":${data}}]}`;
/** Bytes that are not UTF-8 inside a JSON string: a lone continuation byte and a byte UTF-8 never uses. */
const notUtf8 = (before: string, after: string) =>
  new Uint8Array(Buffer.concat([Buffer.from(before), Buffer.from([0x80, 0xff]), Buffer.from(after)]));

describe.each(DATABASES)('on %s', (database) => {
  let t: TestServer;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await startTestServer(await onDatabase(database));
    const { token } = await t.client().authenticatePost({ username: 'ann', body: 'correct horse' });
    headers = { api_key: t.apiKey, auth_token: token };
  });
  afterAll(() => t.close());

  const send = async (method: string, path: string, body?: string | Uint8Array<ArrayBuffer>) => {
    const response = await fetch(`${t.baseUrl}${path}`, {
      method,
      headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
      body,
    });
    return { status: response.status, json: (await response.json()) as { statusCode?: number; message?: string } };
  };

  describe('bodies', () => {
    it.each([
      ['a record whose data nests 5,000 deep', '/account.json/records', record('"deep"', `{"x":${nested(5000)}}`)],
      ['a list with a field nested 5,000 deep', '/wordLists.json', `{"name":"deep","x":${nested(5000)}}`],
      ['a record one level past the bound', '/account.json/records', record('"past"', `{"x":${nested(JSON_BODY_MAX_DEPTH - 3)}}`)],
    ])('refuses %s: 400, the bound named', async (_, path, body) => {
      const answer = await send('POST', path, body);
      expect(answer.status).toBe(400);
      expect(answer.json.message).toBe(`The body nests deeper than ${JSON_BODY_MAX_DEPTH} levels of arrays and objects`);
    });

    it('takes a body nested to the bound, brackets inside its strings not counted', async () => {
      // The body's object, the records' array, a record and its data are four levels of the bound.
      const data = `{"x":${nested(JSON_BODY_MAX_DEPTH - 4)},"s":"${'['.repeat(100)}"}`;
      const answer = await send('POST', '/account.json/records', record('"at-the-bound"', data));
      expect(answer.status).toBe(200);
    });

    it.each([
      ['a NUL in a list name', '/wordLists.json', JSON.stringify({ name: 'a\u0000b' }), 'name: must not hold a control character (U+0000)'],
      [
        'a bell in a list name',
        '/wordLists.json',
        JSON.stringify({ name: 'a\u0007b' }),
        'name: must not hold a control character (U+0007)',
      ],
      [
        'a C1 control in a list name',
        '/wordLists.json',
        JSON.stringify({ name: 'a\u0085b' }),
        'must not hold a control character (U+0085)',
      ],
      ['a lone surrogate in a list name', '/wordLists.json', '{"name":"a\\ud800b"}', 'name: must not hold a lone surrogate (U+D800)'],
      ['a NUL in a description', '/wordLists.json', JSON.stringify({ name: 'ok', description: 'a\u0000' }), 'description: must not hold'],
      ['a NUL in a record key', '/account.json/records', record('"a\\u0000"'), 'key: must not hold a control character (U+0000)'],
      [
        'a lone low surrogate in a record key',
        '/account.json/records',
        record('"a\\udc00"'),
        'key: must not hold a lone surrogate (U+DC00)',
      ],
      ['bytes not UTF-8 in a list name', '/wordLists.json', notUtf8('{"name":"a', '"}'), 'The body is not valid UTF-8'],
      [
        'bytes not UTF-8 in a record key',
        '/account.json/records',
        notUtf8('{"sentAt":1,"records":[{"kind":"history","key":"a', '","changedAt":1,"data":{}}]}'),
        'The body is not valid UTF-8',
      ],
    ])('refuses %s: 400, saying why', async (_, path, body, message) => {
      const answer = await send('POST', path, body);
      expect(answer.status).toBe(400);
      expect(answer.json.message).toContain(message);
    });

    it('refuses odd words added to a list, and an odd new name for one, keeping the list as it was', async () => {
      const created = await send('POST', '/wordLists.json', JSON.stringify({ name: 'Plain', description: 'Two lines\nand a\ttab' }));
      expect(created.status).toBe(200);
      const id = (created.json as { permalink: string }).permalink;
      for (const word of ['do\u0000g', 'do\u001bg', 'do\ud83dg']) {
        const added = await send('POST', `/wordList.json/${id}/words`, JSON.stringify([{ word: 'cat' }, { word }]));
        expect(added.status, JSON.stringify(word)).toBe(400);
        expect(added.json.message).toMatch(/^The body is invalid at 1\.word: must not hold a (control character|lone surrogate)/);
      }
      const renamed = await send('PUT', `/wordList.json/${id}`, JSON.stringify({ name: 'Pl\u0000ain' }));
      expect(renamed.status).toBe(400);
      const words = await send('GET', `/wordList.json/${id}/words`);
      expect(words.json).toEqual([]);
      const list = await send('GET', `/wordList.json/${id}`);
      expect(list.json).toMatchObject({ name: 'Plain', description: 'Two lines\nand a\ttab' });
    });

    it.each([
      ['X7, over its 2 MiB', '/account.json/records', OPERATIONS_BY_NAME.putRecords.body?.maxBytes ?? 0, 'larger than 2 MiB'],
      ['L1, over the usual 64 KiB', '/wordLists.json', BODY_MAX_BYTES, 'larger than 64 KiB'],
    ])('answers a body of %s with 413 naming the limit', async (_, path, limit, message) => {
      expect(limit).toBeGreaterThan(0);
      const answer = await send('POST', path, JSON.stringify({ name: 'x'.repeat(limit) }));
      expect(answer.status).toBe(413);
      expect(answer.json.message).toContain(message);
    });
  });

  describe('paths and queries', () => {
    it.each([
      ['a NUL in a word', '/word.json/a%00b/definitions', 'word must not hold a control character (U+0000)'],
      ['an escape character in a word', '/word.json/a%1Bb/definitions', 'word must not hold a control character (U+001B)'],
      ['a NUL in a user name', '/account.json/authenticate/a%00?password=x', 'username must not hold a control character (U+0000)'],
      ['a NUL in a query', '/words.json/search?query=a%00', 'query must not hold a control character (U+0000)'],
      ['bytes not UTF-8 in a query', '/words.json/search?query=a%FF', 'not UTF-8'],
      ['a lone surrogate, as UTF-8 would write one, in a query', '/words.json/search?query=a%ED%A0%80', 'not UTF-8'],
      ['bytes not UTF-8 in a word', '/word.json/a%FF/definitions', 'malformed percent-escape'],
    ])('refuses %s: 400, saying why', async (_, path, message) => {
      const answer = await send('GET', path);
      expect(answer.status).toBe(400);
      expect(answer.json.message).toContain(message);
    });
  });

  it('kept nothing it refused: the lists and records are only those taken', async () => {
    const lists = (await send('GET', '/account.json/wordLists')).json as unknown as { name: string }[];
    expect(lists.map((list) => list.name)).toEqual(['Plain']);
    const records = (await send('GET', '/account.json/records?since=0')).json as unknown as { records: { key: string }[] };
    expect(records.records.map((kept) => kept.key)).toEqual(['at-the-bound']);
  });
});
