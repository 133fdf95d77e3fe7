/**
 * An account's records kept within its cap by compacting them before a put is refused, against
 * the real server over HTTP on each of its databases: tombstones go once every browser of the
 * account has read past them, old grades beyond a card's newest are folded (the card is left as
 * it was), and an account whose records are all live is still refused, with the reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createClient } from '../../lib/shared/api/index.ts';
import { startTestServer, type TestServer } from '../../dev/test-server.ts';
import { DATABASES, onDatabase } from '../support/databases.ts';
import { failure } from '../support/failure.ts';

type Client = ReturnType<typeof createClient>;
const DAY = 86_400_000;

const history = (key: string) => ({ kind: 'history' as const, key, changedAt: Date.now(), data: { headword: key, count: 1 } });
const deleted = (key: string) => ({ kind: 'history' as const, key, changedAt: Date.now(), deleted: true as const });

async function reader(t: TestServer, username: string): Promise<Client> {
  await t.server.accounts.addUser({ username, password: `${username}-password`, email: `${username}@example.org` });
  return t.signIn({ username, password: `${username}-password` });
}

/** The browser `client` reads everything there is, and says so by reading on from where it got to. */
async function readAll(user: Client, client: string): Promise<number> {
  let cursor = 0;
  for (let page = await user.getRecords({ since: 0, client }); ; page = await user.getRecords({ since: cursor, client })) {
    const reached = page.cursor;
    if (reached === cursor && !page.more) return cursor;
    cursor = reached;
  }
}

describe.each(DATABASES)('records kept within the cap, on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(await onDatabase(database, { limits: { recordsPerUser: 6 } }));
  });
  afterAll(() => t.close());

  it('drops the tombstones every browser has read past, and takes the put', async () => {
    const dee = await reader(t, 'dee');
    await dee.putRecords({ body: { sentAt: Date.now(), records: ['a', 'b', 'c', 'd', 'e', 'f'].map(history) } });
    await dee.putRecords({ body: { sentAt: Date.now(), records: ['a', 'b', 'c'].map(deleted) } });
    const last = await readAll(dee, 'laptop');
    expect(await readAll(dee, 'phone')).toBe(last);

    const answer = await dee.putRecords({ body: { sentAt: Date.now(), records: [history('g')] } });
    expect(answer.cursor).toBeGreaterThan(last);
    const all = await dee.getRecords({ since: 0, client: 'laptop' });
    expect(all.records.map((record) => [record.key, record.deleted ?? false])).toEqual([
      ['d', false],
      ['e', false],
      ['f', false],
      ['g', false],
    ]);
  });

  it('keeps a tombstone a browser has not read past, and refuses the put until it has', async () => {
    const eve = await reader(t, 'eve');
    await eve.getRecords({ since: 0, client: 'tablet' }); // a browser that read before the deletions, and no further
    await eve.putRecords({ body: { sentAt: Date.now(), records: ['a', 'b', 'c', 'd', 'e', 'f'].map(history) } });
    await eve.putRecords({ body: { sentAt: Date.now(), records: ['a', 'b'].map(deleted) } });
    await readAll(eve, 'laptop');

    const refused = await failure(eve.putRecords({ body: { sentAt: Date.now(), records: [history('g')] } }));
    expect(refused).toMatchObject({ status: 409, serverMessage: expect.stringMatching(/at most 6 records/) });

    await readAll(eve, 'tablet');
    await eve.putRecords({ body: { sentAt: Date.now(), records: [history('g')] } });
    expect((await eve.getRecords({ since: 0 })).records.map((record) => record.key)).toEqual(['c', 'd', 'e', 'f', 'g']);
  });

  it('holds every tombstone while a browser reads without naming itself', async () => {
    const fay = await reader(t, 'fay');
    await fay.putRecords({ body: { sentAt: Date.now(), records: ['a', 'b', 'c', 'd', 'e', 'f'].map(history) } });
    await fay.putRecords({ body: { sentAt: Date.now(), records: ['a'].map(deleted) } });
    await readAll(fay, 'laptop');
    await fay.getRecords({ since: 0 });
    const refused = await failure(fay.putRecords({ body: { sentAt: Date.now(), records: [history('g')] } }));
    expect(refused).toMatchObject({ status: 409 });
  });

  it('refuses a put to an account whose records are all live, with the reason, keeping none of it', async () => {
    const gus = await reader(t, 'gus');
    await gus.putRecords({ body: { sentAt: Date.now(), records: ['a', 'b', 'c', 'd', 'e', 'f'].map(history) } });
    await readAll(gus, 'laptop');
    const refused = await failure(gus.putRecords({ body: { sentAt: Date.now(), records: [history('g')] } }));
    expect(refused).toMatchObject({
      status: 409,
      serverMessage: 'An account may keep at most 6 records: nothing of this change was kept',
    });
    expect((await gus.getRecords({ since: 0 })).records).toHaveLength(6);
  });
});

describe.each(DATABASES)('old grades folded into their cards, on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(await onDatabase(database, { limits: { recordsPerUser: 30 } }));
  });
  afterAll(() => t.close());

  const card = (key: string) => ({
    kind: 'card' as const,
    key,
    changedAt: Date.now(),
    data: { word: key, due: Date.now() + 8 * DAY, stability: 8.2, difficulty: 4.9, reps: 25, lapses: 1 },
  });
  /** The `n`th grade of the card, reviewed `daysAgo` days ago (and sent as changed then). */
  const grade = (cardKey: string, n: number, daysAgo: number) => {
    const reviewedAt = Date.now() - daysAgo * DAY - n * 60_000;
    return {
      kind: 'grade' as const,
      key: `${cardKey}-${n}`,
      changedAt: reviewedAt,
      data: { key: cardKey, rating: 3, reviewedAt, elapsedDays: 1, scheduledDays: 2 },
    };
  };
  const putAll = async (user: Client, records: ReturnType<typeof grade | typeof card>[]) => {
    for (let start = 0; start < records.length; start += 100) {
      await user.putRecords({ body: { sentAt: Date.now(), records: records.slice(start, start + 100) } });
    }
  };

  it('folds the grades older than a year beyond a card’s newest 20, leaving the card as it was, and takes the put', async () => {
    const hal = await reader(t, 'hal');
    const grades = Array.from({ length: 25 }, (_, n) => grade('wren', n, 400));
    await putAll(hal, [card('wren'), ...grades, grade('owl', 0, 400), grade('owl', 1, 400), grade('owl', 2, 400), grade('owl', 3, 400)]);
    const before = (await hal.getRecords({ since: 0 })).records.find((record) => record.kind === 'card');

    await hal.putRecords({ body: { sentAt: Date.now(), records: [history('lark')] } });
    const after = (await hal.getRecords({ since: 0 })).records;
    const wrenGrades = after.filter((record) => record.kind === 'grade' && record.data?.key === 'wren').map((record) => record.key);
    // The newest 20 (reviewed last: the lowest n) stay; the 5 oldest are folded.
    expect(wrenGrades.sort()).toEqual(
      grades
        .slice(0, 20)
        .map((g) => g.key)
        .sort(),
    );
    expect(after.filter((record) => record.kind === 'grade' && record.data?.key === 'owl')).toHaveLength(4);
    expect(after.find((record) => record.kind === 'card')).toEqual(before);
    expect(after.some((record) => record.key === 'lark')).toBe(true);
  });

  it('keeps a card’s recent grades however many, and refuses the put', async () => {
    const ida = await reader(t, 'ida');
    await putAll(ida, [card('wren'), ...Array.from({ length: 29 }, (_, n) => grade('wren', n, 30))]);
    const refused = await failure(ida.putRecords({ body: { sentAt: Date.now(), records: [history('lark')] } }));
    expect(refused).toMatchObject({ status: 409 });
    expect((await ida.getRecords({ since: 0 })).records).toHaveLength(30);
  });
});
