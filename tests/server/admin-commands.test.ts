/**
 * The administrator's commands, run as an administrator runs them (the real glossa-server
 * command) against a running server's database, on both engines: users and keys listed, a key
 * revoked, a user disabled, enabled, exported and deleted. A key revoked or a user disabled is
 * refused within the second a server may trust a key it read (the servers' clock moved by the
 * test), and on two nodes over one PostgreSQL database alike, each refusal saying why.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../../dev/postgres-cluster.ts';
import { PROJECT_ROOT } from '../../dev/paths.ts';
import { ANN, startTestServer, type TestServer } from '../../dev/test-server.ts';
import { createClient } from '../../lib/shared/api/index.ts';
import { openAppDatabase, type AppTables } from '../../server/stores/app-db.ts';
import { failure } from '../support/failure.ts';
import { DATABASES, onDatabase } from '../support/databases.ts';
import { startNode, type Node } from '../support/nodes.ts';

const CLI = join(PROJECT_ROOT, 'server/bin/glossa-server.mjs');
/** How long a server may trust a key it found valid (accounts.ts). */
const KEY_TRUST_MS = 1000;

/** Runs glossa-server on the database and answers the JSON line it printed. */
async function glossaServer(where: string[], ...args: string[]): Promise<Record<string, unknown>> {
  const { stdout } = await promisify(execFile)('node', [CLI, ...args, ...where]);
  return JSON.parse(stdout) as Record<string, unknown>;
}

/** What glossa-server said on standard error as it failed. */
async function refusalOf(where: string[], ...args: string[]): Promise<string> {
  const outcome = await promisify(execFile)('node', [CLI, ...args, ...where]).then(
    () => 'it succeeded',
    (error: { stderr: string }) => error.stderr,
  );
  return outcome.trim();
}

const GUS = { username: 'gus', password: 'gus-password', email: 'gus@example.org' };

describe.each(DATABASES)('on %s', (database) => {
  const clock = { t: Date.now() };
  let t: TestServer;
  /** The command line's options that name the server's database. */
  let where: string[];
  let gusKey: string;
  beforeAll(async () => {
    t = await startTestServer(await onDatabase(database, { clock: () => clock.t }));
    where = t.databaseUrl ? ['--database-url', t.databaseUrl] : ['--data-dir', t.dataDir];
    await glossaServer(where, 'users', 'add', '--username', GUS.username, '--password', GUS.password, '--email', GUS.email);
    gusKey = String((await glossaServer(where, 'keys', 'add', '--username', 'gus', '--per-hour', '500')).apiKey);
  }, 60_000);
  afterAll(() => t.close());

  const gus = (apiKey = gusKey) => createClient({ baseUrl: t.baseUrl, apiKey, apiKeyIn: 'header' });
  /** Gus's key is read again by the server (it trusts a key it found valid for up to a second). */
  const trustRunsOut = () => (clock.t += KEY_TRUST_MS);

  it('users list: every user, with their state', async () => {
    const { users } = (await glossaServer(where, 'users', 'list')) as { users: Record<string, unknown>[] };
    expect(users.map((user) => [user.username, user.confirmed, user.disabled])).toEqual([
      [ANN.username, true, false],
      ['gus', true, false],
    ]);
    expect(JSON.stringify(users)).not.toContain('scrypt');
  });

  it('keys list: ids, plans and totals, never a key or its whole hash', async () => {
    await gus().getDefinitions({ word: 'dog' });
    const { keys } = (await glossaServer(where, 'keys', 'list', '--username', 'gus')) as { keys: Record<string, unknown>[] };
    expect(keys).toEqual([
      expect.objectContaining({ id: expect.stringMatching(/^[0-9a-f]{12}$/), username: 'gus', perHour: 500, revoked: false }),
    ]);
    const all = (await glossaServer(where, 'keys', 'list')) as { keys: { username: string }[] };
    expect(all.keys.map((key) => key.username).sort()).toEqual([ANN.username, 'gus']);
    expect(JSON.stringify(all)).not.toContain(gusKey);
  });

  it('keys revoke: by its id, the key is refused within a second, 401 saying it was revoked', async () => {
    const { apiKey } = (await glossaServer(where, 'keys', 'add', '--username', 'gus')) as { apiKey: string };
    await gus(apiKey).getDefinitions({ word: 'dog' });
    const { keys } = (await glossaServer(where, 'keys', 'list', '--username', 'gus')) as { keys: { id: string; revoked: boolean }[] };
    const id = keys.at(-1)?.id ?? '';
    expect(await glossaServer(where, 'keys', 'revoke', '--id', id)).toMatchObject({ id, username: 'gus', revoked: true });
    trustRunsOut();
    expect(await failure(gus(apiKey).getDefinitions({ word: 'dog' }))).toMatchObject({
      status: 401,
      serverMessage: 'This API key was revoked',
    });
    // Gus's other key goes on.
    await gus().getDefinitions({ word: 'dog' });
    const after = (await glossaServer(where, 'keys', 'list', '--username', 'gus')) as { keys: { id: string; revoked: boolean }[] };
    expect(after.keys.map((key) => [key.id, key.revoked])).toEqual([
      [keys[0]?.id, false],
      [id, true],
    ]);
  });

  it('keys revoke: by the key itself, as found leaked; an unknown id or a bad one is refused, saying so', async () => {
    const { apiKey } = (await glossaServer(where, 'keys', 'add', '--username', 'gus')) as { apiKey: string };
    expect(await glossaServer(where, 'keys', 'revoke', '--key', apiKey)).toMatchObject({ username: 'gus', revoked: true });
    trustRunsOut();
    expect((await failure(gus(apiKey).getDefinitions({ word: 'dog' }))).status).toBe(401);
    expect(await refusalOf(where, 'keys', 'revoke', '--id', '000000000000')).toBe('glossa-server: There is no such key');
    expect(await refusalOf(where, 'keys', 'revoke', '--id', 'not-hex')).toMatch(/^glossa-server: A key's id is 12 hexadecimal digits/);
    expect(await refusalOf(where, 'keys', 'revoke')).toMatch(/needs --id .* or --key/);
  });

  it('users disable: the key within a second (401) and the sign-in token at once (403), and no sign-in; enable brings them back', async () => {
    const { token } = await gus().authenticatePost({ username: 'gus', body: GUS.password });
    const signedIn = createClient({ baseUrl: t.baseUrl, apiKey: t.apiKey, apiKeyIn: 'header', authToken: token });
    await signedIn.getLoggedInUser();
    expect(await glossaServer(where, 'users', 'disable', '--username', 'gus')).toMatchObject({ username: 'gus', disabled: true });
    expect(await failure(signedIn.getLoggedInUser())).toMatchObject({ status: 403, serverMessage: 'This account is disabled' });
    trustRunsOut();
    expect(await failure(gus().getDefinitions({ word: 'dog' }))).toMatchObject({
      status: 401,
      serverMessage: 'The account of this API key is disabled',
    });
    expect(await failure(t.client().authenticatePost({ username: 'gus', body: GUS.password }))).toMatchObject({
      status: 403,
      serverMessage: 'Account not available',
    });

    expect(await glossaServer(where, 'users', 'enable', '--username', 'gus')).toMatchObject({ username: 'gus', disabled: false });
    await signedIn.getLoggedInUser();
    await gus().getDefinitions({ word: 'dog' });
    expect(await refusalOf(where, 'users', 'disable', '--username', 'nobody')).toBe('glossa-server: There is no user named nobody');
  });

  describe("a user's data", () => {
    let gusId: number;
    beforeAll(async () => {
      const { token } = await gus().authenticatePost({ username: 'gus', body: GUS.password });
      const signedIn = createClient({ baseUrl: t.baseUrl, apiKey: gusKey, apiKeyIn: 'header', authToken: token });
      gusId = (await signedIn.getLoggedInUser()).id ?? 0;
      const birds = await signedIn.createWordList({ body: { name: 'Birds', type: 'PUBLIC' } });
      await signedIn.addWordsToWordList({ wordListId: birds.permalink ?? '', body: [{ word: 'wren' }, { word: 'owl' }] });
      const secret = await signedIn.createWordList({ body: { name: 'Secret', type: 'PRIVATE' } });
      await signedIn.addWordsToWordList({ wordListId: secret.permalink ?? '', body: [{ word: 'lark' }] });
      await signedIn.putRecords({
        body: {
          sentAt: clock.t,
          records: [
            { kind: 'history', key: 'wren', changedAt: clock.t, data: { count: 2, sentence: 'A wren sang.' } },
            { kind: 'history', key: 'gone', changedAt: clock.t, data: { count: 1 } },
          ],
        },
      });
      await signedIn.putRecords({
        body: { sentAt: clock.t, records: [{ kind: 'history', key: 'gone', changedAt: clock.t + 1, deleted: true }] },
      });
      // Ann keeps a list with one of Gus's words: its count of lists goes down when Gus goes.
      const ann = await t.signIn();
      const annsBirds = await ann.createWordList({ body: { name: 'Also birds', type: 'PUBLIC' } });
      await ann.addWordsToWordList({ wordListId: annsBirds.permalink ?? '', body: [{ word: 'wren' }] });
    });

    it('users export: the account, its keys by id, its lists with their words, its records, as one JSON line', async () => {
      const exported = await glossaServer(where, 'users', 'export', '--username', 'gus');
      expect(exported.user).toMatchObject({ id: gusId, username: 'gus', email: GUS.email, disabled: false });
      expect(exported.lists).toEqual([
        expect.objectContaining({
          name: 'Birds',
          type: 'PUBLIC',
          words: [expect.objectContaining({ word: 'wren' }), expect.objectContaining({ word: 'owl' })],
        }),
        expect.objectContaining({ name: 'Secret', type: 'PRIVATE', words: [expect.objectContaining({ word: 'lark' })] }),
      ]);
      expect(exported.records).toEqual([
        { kind: 'history', key: 'wren', changedAt: expect.any(Number), data: { count: 2, sentence: 'A wren sang.' } },
      ]);
      // The one usable key left (two were revoked).
      expect(exported.keys).toEqual([expect.objectContaining({ id: expect.stringMatching(/^[0-9a-f]{12}$/), perHour: 500 })]);
      const text = JSON.stringify(exported);
      expect(text).not.toContain(gusKey);
      expect(text).not.toContain('scrypt');
    });

    it("users delete: removes the user's lists, words, records, keys and tokens, and their words' counts of lists", async () => {
      const deleted = await glossaServer(where, 'users', 'delete', '--username', 'gus');
      expect(deleted).toEqual({ deleted: 'gus', id: gusId, lists: 2, words: 3, records: 2, keys: 3 });
      trustRunsOut();
      expect(await failure(gus().getDefinitions({ word: 'dog' }))).toMatchObject({
        status: 401,
        serverMessage: 'Invalid authentication credentials',
      });
      const db = await openAppDatabase(t.databaseUrl ?? join(t.dataDir, 'glossa.sqlite'));
      try {
        const left: Record<string, number> = {};
        const byUser: (keyof AppTables)[] = [
          'api_keys',
          'auth_tokens',
          'word_lists',
          'user_records',
          'retired_permalinks',
          'sign_in_attempts',
        ];
        for (const table of byUser) {
          const rows = await db.queries
            .selectFrom(table as 'api_keys')
            .select('user_id')
            .where('user_id', '=', gusId)
            .execute();
          left[table] = rows.length;
        }
        expect(left).toEqual(Object.fromEntries(byUser.map((table) => [table, 0])));
        expect(await db.queries.selectFrom('users').selectAll().where('id', '=', gusId).execute()).toEqual([]);
        // Only Ann's list still holds wren; Gus's private counts are gone.
        const counts = await db.queries.selectFrom('word_list_counts').selectAll().where('word', 'in', ['wren', 'owl', 'lark']).execute();
        expect(counts).toEqual([{ word: 'wren', owner: 0, lists: 1 }]);
      } finally {
        await db.close();
      }
      expect(await refusalOf(where, 'users', 'export', '--username', 'gus')).toBe('glossa-server: There is no user named gus');
    });
  });
});

describe('two nodes over one PostgreSQL database', () => {
  const clock = { t: Date.now() };
  const nodes: Node[] = [];
  let where: string[];
  beforeAll(async () => {
    const databaseUrl = await createDatabase(inject('postgresUrl'));
    where = ['--database-url', databaseUrl];
    // A refused key's calls count against its address's plan, as anonymous ones do. The nodes'
    // clock stands still within a test, so the calls one node leased and did not spend never go
    // back for the other to lease (in a running server they do within the second): the address's
    // plan is made roomy here, where what is tested is the refusal, not the limits.
    const anonymousPlan = { perMinute: 6000, perHour: 60_000 };
    for (let i = 0; i < 2; i++) nodes.push(await startNode({ databaseUrl, clock: () => clock.t, anonymousPlan }));
    await glossaServer(where, 'users', 'add', '--username', GUS.username, '--password', GUS.password, '--email', GUS.email);
  }, 60_000);
  afterAll(() => Promise.all(nodes.map((node) => node.close())));

  /** Each node's answer to a lookup with the key. */
  const onEachNode = (key: string) =>
    Promise.all(
      nodes.map(async (node) => {
        const answer = await node.get('/word.json/dog/definitions', key);
        return { status: answer.status, message: ((await answer.json()) as { message?: string }).message };
      }),
    );

  it('refuse a key revoked on the command line on both nodes within a second', async () => {
    const { apiKey } = (await glossaServer(where, 'keys', 'add', '--username', 'gus')) as { apiKey: string };
    expect((await onEachNode(apiKey)).map((answer) => answer.status)).toEqual([200, 200]);
    await glossaServer(where, 'keys', 'revoke', '--key', apiKey);
    clock.t += KEY_TRUST_MS;
    expect(await onEachNode(apiKey)).toEqual([
      { status: 401, message: 'This API key was revoked' },
      { status: 401, message: 'This API key was revoked' },
    ]);
  });

  it('refuse the keys of a user disabled on the command line on both nodes within a second, and take them back once enabled', async () => {
    const { apiKey } = (await glossaServer(where, 'keys', 'add', '--username', 'gus')) as { apiKey: string };
    expect((await onEachNode(apiKey)).map((answer) => answer.status)).toEqual([200, 200]);
    await glossaServer(where, 'users', 'disable', '--username', 'gus');
    clock.t += KEY_TRUST_MS;
    expect(await onEachNode(apiKey)).toEqual([
      { status: 401, message: 'The account of this API key is disabled' },
      { status: 401, message: 'The account of this API key is disabled' },
    ]);
    await glossaServer(where, 'users', 'enable', '--username', 'gus');
    expect((await onEachNode(apiKey)).map((answer) => answer.status)).toEqual([200, 200]);
  });
});
