/**
 * Changes done once: a list's creation, its changes and a put of records, sent with an
 * Idempotency-Key, against the real server over HTTP on each of its databases. A repeat with
 * the key (its answer lost, or sent twice at once) answers the first result and makes nothing
 * more; the key with another request is refused; each user's keys are their own.
 */
import { createConnection, createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY } from '../../lib/shared/api/index.ts';
import { startTestServer, type TestServer } from '../../dev/test-server.ts';
import { DATABASES, onDatabase } from '../support/databases.ts';

const BO = { username: 'bo', password: 'bo-password', email: 'bo@example.org' };

describe.each(DATABASES)('changes done once with an Idempotency-Key, on %s', (database) => {
  let t: TestServer;
  let annToken: string;
  let boToken: string;
  beforeAll(async () => {
    t = await startTestServer(await onDatabase(database));
    await t.server.accounts.addUser(BO);
    annToken = (await t.client().authenticatePost({ username: 'ann', body: 'correct horse' })).token;
    boToken = (await t.client().authenticatePost({ username: BO.username, body: BO.password })).token;
  });
  afterAll(() => t.close());

  const send = (path: string, body: unknown, options: { key?: string; token?: string; base?: string; method?: string } = {}) =>
    fetch(`${options.base ?? t.baseUrl}${path}`, {
      method: options.method ?? 'POST',
      headers: {
        'content-type': 'application/json',
        api_key: t.apiKey,
        auth_token: options.token ?? annToken,
        ...(options.key !== undefined && { [IDEMPOTENCY_KEY.header]: options.key }),
      },
      body: JSON.stringify(body),
    });
  const listsNamed = async (name: string, token = annToken) => {
    const lists = await t.client({ authToken: token }).getWordListsForLoggedInUser({ limit: 1000 });
    return lists.filter((list) => list.name === name);
  };

  it('makes a list sent twice with one key once, and both answers name it', async () => {
    const first = await send('/wordLists.json', { name: 'Twice' }, { key: 'create-twice' });
    const again = await send('/wordLists.json', { name: 'Twice' }, { key: 'create-twice' });
    expect([first.status, again.status]).toEqual([200, 200]);
    const [a, b] = (await Promise.all([first.json(), again.json()])) as { id: number; permalink: string }[];
    expect(b).toEqual(a);
    expect((await listsNamed('Twice')).map((list) => list.permalink)).toEqual([a?.permalink]);
  });

  it('makes one list when the first answer is lost on the way and the client sends it again', async () => {
    // A proxy that passes the first request on and drops the connection when its answer comes back.
    const upstream = new URL(t.baseUrl);
    let dropped = 0;
    const proxy: Server = createServer((client) => {
      const server = createConnection(Number(upstream.port), upstream.hostname);
      client.pipe(server);
      server.on('data', () => {
        dropped++;
        client.destroy();
        server.destroy();
      });
      client.on('error', () => server.destroy());
      server.on('error', () => client.destroy());
    });
    await new Promise<void>((listening) => proxy.listen(0, '127.0.0.1', listening));
    const address = proxy.address();
    const viaProxy = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${upstream.pathname}`;
    try {
      await expect(send('/wordLists.json', { name: 'Lost answer' }, { key: 'lost-1', base: viaProxy })).rejects.toThrow();
      expect(dropped).toBeGreaterThan(0);
    } finally {
      proxy.close();
    }
    const repeat = await send('/wordLists.json', { name: 'Lost answer' }, { key: 'lost-1' });
    expect(repeat.status).toBe(200);
    const made = await listsNamed('Lost answer');
    expect(made).toHaveLength(1);
    expect(((await repeat.json()) as { permalink: string }).permalink).toBe(made[0]?.permalink);
  });

  it('refuses the key with another request, making nothing', async () => {
    expect((await send('/wordLists.json', { name: 'Kept' }, { key: 'one-change' })).status).toBe(200);
    const other = await send('/wordLists.json', { name: 'Another' }, { key: 'one-change' });
    expect(other.status).toBe(422);
    expect(((await other.json()) as { message: string }).message).toMatch(/Idempotency-Key was sent before with another request/);
    expect(await listsNamed('Another')).toEqual([]);
  });

  it('makes one list of requests sent at once with one key, and every answer names it', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => send('/wordLists.json', { name: 'At once' }, { key: 'at-once' })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    const permalinks = new Set(
      await Promise.all(answers.map(async (answer) => ((await answer.json()) as { permalink: string }).permalink)),
    );
    expect(permalinks.size).toBe(1);
    expect((await listsNamed('At once')).map((list) => list.permalink)).toEqual([...permalinks]);
  });

  it('keeps each user’s keys their own, and makes a new list for a new key', async () => {
    expect((await send('/wordLists.json', { name: 'Shared key' }, { key: 'same-text' })).status).toBe(200);
    expect((await send('/wordLists.json', { name: 'Shared key' }, { key: 'same-text', token: boToken })).status).toBe(200);
    expect(await listsNamed('Shared key')).toHaveLength(1);
    expect(await listsNamed('Shared key', boToken)).toHaveLength(1);
    expect((await send('/wordLists.json', { name: 'Shared key' }, { key: 'another-text' })).status).toBe(200);
    expect(await listsNamed('Shared key')).toHaveLength(2);
  });

  it('answers a put of records sent again with its key as the first was answered, changing nothing more', async () => {
    const now = Date.now();
    const body = { sentAt: now, records: [{ kind: 'history', key: 'wren', changedAt: now, data: { headword: 'wren' } }] };
    const first = await send('/account.json/records', body, { key: 'records-1' });
    const again = await send('/account.json/records', body, { key: 'records-1' });
    const [a, b] = await Promise.all([first.json(), again.json()]);
    expect(b).toEqual(a);
    const read = await t.client({ authToken: annToken }).getRecords({});
    expect(read.cursor).toBe((a as { cursor: number }).cursor);
  });

  it('takes a put of records sent again later with its key and a time of its own as the same change; other records as another', async () => {
    const changedAt = Date.now();
    const records = [{ kind: 'history', key: 'dipper', changedAt, data: { headword: 'dipper' } }];
    const first = await send('/account.json/records', { sentAt: changedAt, records }, { key: 'records-2' });
    // Sent again a minute later by its clock: the same change, answered as the first was.
    const again = await send('/account.json/records', { sentAt: changedAt + 60_000, records }, { key: 'records-2' });
    expect(await again.json()).toEqual(await first.json());
    const other = [{ ...records[0], key: 'ouzel' }];
    expect((await send('/account.json/records', { sentAt: changedAt, records: other }, { key: 'records-2' })).status).toBe(422);
  });

  it('adds words sent again with their key once, and refuses a malformed key', async () => {
    const list = (await (await send('/wordLists.json', { name: 'Words' }, { key: 'words-list' })).json()) as { permalink: string };
    const words = [{ word: 'wren' }];
    const path = `/wordList.json/${list.permalink}/words`;
    expect((await send(path, words, { key: 'add-wren' })).status).toBe(200);
    expect((await send(path, words, { key: 'add-wren' })).status).toBe(200);
    const badKey = await send(path, words, { key: 'has space' });
    expect(badKey.status).toBe(400);
    expect(((await badKey.json()) as { message: string }).message).toMatch(/Idempotency-Key header must be 1 to 200/);
    expect((await send(path, words, { key: 'x'.repeat(201) })).status).toBe(400);
  });

  it('adds, removes and updates once what is sent again with its key: a change made in between is not undone by the repeat', async () => {
    const ann = t.client({ authToken: annToken });
    const permalink = (await ann.createWordList({ body: { name: 'Once each' } })).permalink ?? '';
    const path = `/wordList.json/${permalink}`;
    const words = async () => (await ann.getWordListWords({ wordListId: permalink })).map((w) => w.word).sort();

    expect((await send(`${path}/words`, [{ word: 'owl' }], { key: 'add-owl' })).status).toBe(200);
    await ann.deleteWordsFromWordList({ wordListId: permalink, body: [{ word: 'owl' }] });
    expect((await send(`${path}/words`, [{ word: 'owl' }], { key: 'add-owl' })).status).toBe(200);
    expect(await words()).toEqual([]);

    await ann.addWordsToWordList({ wordListId: permalink, body: [{ word: 'wren' }] });
    expect((await send(`${path}/deleteWords`, [{ word: 'wren' }], { key: 'remove-wren' })).status).toBe(200);
    await ann.addWordsToWordList({ wordListId: permalink, body: [{ word: 'wren' }] });
    expect((await send(`${path}/deleteWords`, [{ word: 'wren' }], { key: 'remove-wren' })).status).toBe(200);
    expect(await words()).toEqual(['wren']);

    expect((await send(path, { description: 'first' }, { key: 'describe-1', method: 'PUT' })).status).toBe(200);
    await ann.updateWordList({ wordListId: permalink, body: { description: 'second' } });
    expect((await send(path, { description: 'first' }, { key: 'describe-1', method: 'PUT' })).status).toBe(200);
    expect((await ann.getWordListById({ wordListId: permalink })).description).toBe('second');
  });

  it('is declared in the OpenAPI document on the changes a sync repeats, and only there', async () => {
    const doc = (await (await fetch(`${t.baseUrl}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { parameters: { name: string; in: string }[] }>>;
    };
    const takesKey = (path: string, method: string) =>
      doc.paths[path]?.[method]?.parameters.some((p) => p.name === IDEMPOTENCY_KEY.header && p.in === 'header');
    expect(takesKey('/wordLists.json', 'post')).toBe(true);
    expect(takesKey('/account.json/records', 'post')).toBe(true);
    expect(takesKey('/wordList.json/{wordListId}', 'put')).toBe(true);
    expect(takesKey('/account.json/records', 'get')).toBe(false);
  });
});
