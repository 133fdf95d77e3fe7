/**
 * X7 and X8, the Glossa server's own: a signed-in reader's records beside the lists (the
 * history, the review's cards and grades), against the real server over HTTP, on each of
 * its databases (a real SQLite file, a real PostgreSQL database). Of two changes the later by the server's clock stays; deletions stay as
 * tombstones; a read when nothing changed costs one call and answers nothing; each user reads
 * only their own; bounds and the token hold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createClient } from '../../lib/shared/api/index.ts';
import { startTestServer, type TestServer } from '../../dev/test-server.ts';
import { DATABASES, onDatabase } from '../support/databases.ts';
import { failure } from '../support/failure.ts';
import { signInAnnAndBo } from '../support/ann-and-bo.ts';

type Client = ReturnType<typeof createClient>;

const history = (key: string, changedAt: number, extra: Record<string, unknown> = {}) => ({
  kind: 'history' as const,
  key,
  changedAt,
  data: { headword: key, count: 1, ...extra },
});

describe.each(DATABASES)('records beside the lists (X7, X8), on %s', (database) => {
  let t: TestServer;
  let ann: Client;
  let bo: Client;
  beforeAll(async () => {
    t = await startTestServer(await onDatabase(database, { limits: { recordsPerUser: 6 } }));
    ({ ann, bo } = await signInAnnAndBo(t));
  });
  afterAll(() => t.close());

  it('keeps what is put and answers what changed after a cursor, in order, once', async () => {
    const now = Date.now();
    const first = await ann.putRecords({ body: { sentAt: now, records: [history('wren', now), history('owl', now)] } });
    expect(first).toEqual({ cursor: 2, later: [] });
    const all = await ann.getRecords({});
    expect(all.records.map((r) => [r.kind, r.key, r.data?.headword])).toEqual([
      ['history', 'wren', 'wren'],
      ['history', 'owl', 'owl'],
    ]);
    expect(all).toMatchObject({ cursor: 2, more: false });
    // The server's clock dates each change: near its own now, whatever the browser's.
    expect(Math.abs((all.records[0]?.changedAt ?? 0) - Date.now())).toBeLessThan(5_000);

    // Nothing changed: one call, nothing in it, the same cursor.
    expect(await ann.getRecords({ since: 2 })).toEqual({ records: [], cursor: 2, more: false });

    await ann.putRecords({ body: { sentAt: Date.now(), records: [history('wren', Date.now(), { count: 2 })] } });
    const changed = await ann.getRecords({ since: 2 });
    expect(changed.records.map((r) => [r.key, r.data?.count])).toEqual([['wren', 2]]);
    expect(changed.cursor).toBe(3);
  });

  it('keeps the later change by the server’s clock, bringing each browser’s clock to it, and answers the later one it kept', async () => {
    const now = Date.now();
    // A browser whose clock runs an hour behind changed "lark" a second ago (by its clock).
    const behind = now - 3_600_000;
    await ann.putRecords({ body: { sentAt: behind, records: [history('lark', behind - 1_000, { count: 5 })] } });
    // Another browser, clock right, changed it two seconds ago and sends it only now: older, not kept.
    const answer = await ann.putRecords({ body: { sentAt: now, records: [history('lark', now - 2_000, { count: 1 })] } });
    expect(answer.later).toMatchObject([{ kind: 'history', key: 'lark', data: { count: 5 } }]);
    const lark = (await ann.getRecords({})).records.find((r) => r.key === 'lark');
    expect(lark?.data?.count).toBe(5);
    // A clock running ahead wins nothing: a change is never later than its arrival.
    const ahead = Date.now() + 3_600_000;
    await ann.putRecords({ body: { sentAt: Date.now(), records: [history('lark', ahead, { count: 9 })] } });
    const after = (await ann.getRecords({})).records.find((r) => r.key === 'lark');
    expect(after?.changedAt).toBeLessThanOrEqual(Date.now());
  });

  it('keeps a deletion as a tombstone: read as deleted, and an older change sent late does not bring the record back', async () => {
    const start = (await ann.getRecords({ since: 0, limit: 1000 })).cursor;
    const addedAt = Date.now() - 60_000;
    await ann.putRecords({
      body: { sentAt: Date.now(), records: [{ kind: 'history', key: 'wren', changedAt: Date.now(), deleted: true }] },
    });
    const read = await ann.getRecords({ since: start });
    expect(read.records).toEqual([expect.objectContaining({ kind: 'history', key: 'wren', deleted: true })]);
    expect(read.records[0]?.data ?? undefined).toBeUndefined();

    // A browser offline since a minute ago sends its lookup of "wren" from then.
    const late = await ann.putRecords({ body: { sentAt: Date.now(), records: [history('wren', addedAt)] } });
    expect(late.later).toMatchObject([{ key: 'wren', deleted: true }]);
    expect((await ann.getRecords({ since: read.cursor })).records).toEqual([]);

    // Looked up again after the deletion: the later change, so it is back.
    await ann.putRecords({ body: { sentAt: Date.now(), records: [history('wren', Date.now())] } });
    expect((await ann.getRecords({ since: read.cursor })).records.map((r) => [r.key, r.deleted ?? false])).toEqual([['wren', false]]);
  });

  it('keeps each kind apart: a card, a grade and a history entry may share a key', async () => {
    const now = Date.now();
    await ann.putRecords({
      body: {
        sentAt: now,
        records: [
          { kind: 'card', key: 'owl', changedAt: now, data: { word: 'owl', reps: 1, lastReview: now } },
          { kind: 'grade', key: 'owl', changedAt: now, data: { key: 'owl', rating: 3 } },
        ],
      },
    });
    const kinds = (await ann.getRecords({})).records.filter((r) => r.key === 'owl').map((r) => r.kind);
    expect(kinds.sort()).toEqual(['card', 'grade', 'history']);
  });

  it('is each user’s own: another user reads none of it and changes none of it', async () => {
    expect(await bo.getRecords({})).toEqual({ records: [], cursor: 0, more: false });
    await bo.putRecords({ body: { sentAt: Date.now(), records: [history('owl', Date.now(), { count: 42 })] } });
    expect((await bo.getRecords({})).records).toHaveLength(1);
    const annsOwl = (await ann.getRecords({})).records.find((r) => r.kind === 'history' && r.key === 'owl');
    expect(annsOwl?.data?.count).toBe(1);
  });

  it('pages a long read: limit, more and the cursor to go on from', async () => {
    const first = await ann.getRecords({ since: 0, limit: 2 });
    expect(first.records).toHaveLength(2);
    expect(first.more).toBe(true);
    const rest = await ann.getRecords({ since: first.cursor, limit: 1000 });
    expect(rest.more).toBe(false);
    const keys = [...first.records, ...rest.records].map((r) => `${r.kind} ${r.key}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('answers a cursor past the last change with the last change’s place, so a browser reads again from the start', async () => {
    const { cursor } = await bo.getRecords({});
    expect(await bo.getRecords({ since: cursor + 1000 })).toEqual({ records: [], cursor, more: false });
  });

  it('holds its bounds: records a call, data a record, records a user; a refused put keeps nothing', async () => {
    const now = Date.now();
    const many = Array.from({ length: 101 }, (_, i) => history(`w${i}`, now));
    expect((await failure(ann.putRecords({ body: { sentAt: now, records: many } }))).kind).toBe('invalid-input');
    // Sent as they are, past the client's own checks: the server refuses them itself.
    const token = (await t.client().authenticatePost({ username: 'bo', body: 'bo-password' })).token;
    const rawPut = (body: unknown) =>
      fetch(`${t.baseUrl}/account.json/records`, {
        method: 'POST',
        headers: { api_key: t.apiKey, auth_token: token, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const raw = await rawPut({ sentAt: now, records: [history('huge', now, { sentence: 'x'.repeat(20_000) })] });
    expect(raw.status).toBe(400);
    expect(((await raw.json()) as { message: string }).message).toMatch(/16 KiB/);
    const neither = await rawPut({ sentAt: now, records: [{ kind: 'history', key: 'x', changedAt: now }] });
    expect(neither.status).toBe(400);
    const unknownKind = await failure(
      ann.putRecords({ body: { sentAt: now, records: [{ ...history('x', now), kind: 'secret' as 'history' }] } }),
    );
    expect(unknownKind.kind).toBe('invalid-input');

    // Ann keeps 6 records at most (this server's limit): she has 5; two new ones do not fit, and neither is kept.
    const before = await ann.getRecords({ since: 0, limit: 1000 });
    expect(before.records).toHaveLength(5);
    const full = await failure(ann.putRecords({ body: { sentAt: now, records: [history('kite', now), history('crow', now)] } }));
    expect(full.status).toBe(409);
    expect(await ann.getRecords({ since: before.cursor })).toEqual({ records: [], cursor: before.cursor, more: false });
    // A change to a record she has still goes through.
    await ann.putRecords({ body: { sentAt: Date.now(), records: [history('owl', Date.now(), { count: 2 })] } });
  });

  it('is counted against the key’s plan as every call is: past the minute’s calls, 429 with when to come back', async () => {
    const ann = await t.server.accounts.userByName('ann');
    if (!ann) throw new Error('no ann');
    const small = (await t.server.accounts.addKey(ann.id, { perMinute: 2, perHour: 100 })).key;
    const token = (await t.client().authenticatePost({ username: 'ann', body: 'correct horse' })).token;
    const read = () => fetch(`${t.baseUrl}/account.json/records?since=0`, { headers: { api_key: small, auth_token: token } });
    const first = await read();
    expect(first.status).toBe(200);
    expect(first.headers.get('x-ratelimit-remaining-minute')).toBe('1');
    expect((await read()).status).toBe(200);
    const refused = await read();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('asks for the sign-in token, as the other operations of one user do', async () => {
    expect((await failure(t.client().getRecords({}))).kind).toBe('credentials');
    expect((await failure(t.client().putRecords({ body: { sentAt: 0, records: [history('a', 0)] } }))).kind).toBe('credentials');
    const noKey = await fetch(`${t.baseUrl}/account.json/records`);
    expect(noKey.status).toBe(401);
  });
});
