/**
 * Every error status the interface lists for an operation, provoked on the real server (raw
 * HTTP where the client would refuse to send the bad request). A listed status this
 * server can never answer is named below with the reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../lib/shared/api/encoding.ts';
import { OPERATION_LIST, type OperationSpec } from '../../lib/shared/api/index.ts';
import { ANN, startTestServer, type TestServer } from '../../dev/test-server.ts';
import { DATABASES, onDatabase } from '../support/databases.ts';

/** Unreachable here: accounts and lists are deleted together with their tokens. */
const UNREACHABLE: Record<string, string> = {
  'A3 404': 'a valid token always has its user (tokens are deleted with the account)',
  'A5 404': 'a valid token always has its user (tokens are deleted with the account)',
  'L1 404': 'the owner of a new list is the signed-in user, who exists',
};

interface Provocation {
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  token?: string | null;
  apiKey?: string | null;
}

const longWord = 'x'.repeat(300);
const BAD_ID = 'not an id';

/** What the server holds for the provocations: Bo's list, and Di at her limits (as many lists as she may have, the first full). */
interface Held {
  listId: string;
  diToken: string;
  diFullList: string;
}

/** How to make each operation answer each listed status. */
function provoke(op: OperationSpec, status: number, { listId, diToken, diFullList }: Held): Provocation | undefined {
  const wordOps = op.id.startsWith('W');
  const listOps = op.id.startsWith('L') && op.id !== 'L1';
  switch (status) {
    case 400:
      if (wordOps) return { path: { word: longWord } };
      if (listOps) return { path: { wordListId: BAD_ID } };
      if (op.id === 'S1') return { query: { query: longWord } };
      if (op.id === 'S2') return { path: { query: longWord } };
      if (op.id === 'S3') return { query: { limit: '0' } };
      if (op.id === 'A4') return { apiKey: null };
      if (op.id === 'L1') return { body: { description: 'no name' } };
      return undefined;
    case 403:
      if (op.id === 'A1' || op.id === 'A2') return { path: { username: 'cy' }, query: { password: 'cy-password' }, body: 'cy-password' };
      // No token at all (another user's list is answered 404, as a missing one: list-privacy.test.ts).
      if (op.credentials.authToken) return { token: null };
      return undefined;
    case 404:
      if (op.id === 'A1' || op.id === 'A2') return { path: { username: 'nobody' }, query: { password: 'x' }, body: 'x' };
      if (op.id === 'A4') return { apiKey: 'no-such-key' };
      if (op.id === 'W4' || op.id === 'W7' || op.id === 'W9') return { path: { word: 'qzxqzxqzx' } };
      if (op.id === 'S1') return { query: { query: 'qzxq*' } };
      if (op.id === 'S3' || op.id === 'S4') return { query: { minLength: '1000' } };
      // Another user's list (Bo's) is not found, as one that does not exist.
      if (listOps) return { path: { wordListId: listId }, body: op.id === 'L2' ? { name: 'x' } : [{ word: 'x' }] };
      return undefined;
    case 409:
      // One list more than Di may have.
      if (op.id === 'L1') return { token: diToken, body: { name: 'One too many' } };
      // A word more than Di's full list may hold.
      if (op.id === 'L5') return { token: diToken, path: { wordListId: diFullList }, body: [{ word: 'd' }] };
      return undefined;
  }
  return undefined;
}

const defaults: Record<string, string> = { word: 'dog', username: ANN.username, query: 'dog', wordListId: 'unused' };

const cases = OPERATION_LIST.flatMap((op) => Object.keys(op.errors).map((status) => [`${op.id} ${status}`, op, Number(status)] as const));

const LIMITS = { listsPerUser: 2, wordsPerList: 3 };

describe.each(DATABASES)('listed errors on %s', (database) => {
  let t: TestServer;
  let token: string;
  const held: Held = { listId: '', diToken: '', diFullList: '' };
  beforeAll(async () => {
    t = await startTestServer(await onDatabase(database, { limits: LIMITS }));
    await t.server.accounts.addUser({ username: 'bo', password: 'bo-password', email: 'bo@example.org' });
    await t.server.accounts.addUser({ username: 'cy', password: 'cy-password', email: 'cy@example.org', confirmed: false });
    await t.server.accounts.addUser({ username: 'di', password: 'di-password', email: 'di@example.org' });
    token = (await t.client().authenticatePost({ username: ANN.username, body: ANN.password })).token;
    const bo = await t.signIn({ username: 'bo', password: 'bo-password' });
    held.listId = (await bo.createWordList({ body: { name: 'Bo’s list' } })).permalink ?? '';
    held.diToken = (await t.client().authenticatePost({ username: 'di', body: 'di-password' })).token;
    const di = t.client({ authToken: held.diToken });
    held.diFullList = (await di.createWordList({ body: { name: 'Full' } })).permalink ?? '';
    await di.addWordsToWordList({ wordListId: held.diFullList, body: ['a', 'b', 'c'].map((word) => ({ word })) });
    await di.createWordList({ body: { name: 'The last one' } });
  });
  afterAll(() => t.close());

  it.each(cases)('%s', async (name, op, status) => {
    if (UNREACHABLE[name]) {
      expect(provoke(op, status, held)).toBeUndefined();
      return;
    }
    const how = provoke(op, status, held);
    if (!how) throw new Error(`no way to provoke ${name}: add one, or say why it is unreachable`);
    const pathValues = { ...defaults, ...how.path };
    const query = new URLSearchParams({ ...(op.id === 'A1' ? { password: ANN.password } : {}), ...how.query });
    const headers: Record<string, string> = {};
    const apiKey = how.apiKey === undefined ? t.apiKey : how.apiKey;
    if (apiKey) headers.api_key = apiKey;
    const auth = how.token === undefined ? token : how.token;
    if (op.credentials.authToken && auth) headers.auth_token = auth;
    let body: string | undefined;
    if (op.body) {
      const value = how.body ?? (op.id === 'A2' ? ANN.password : op.id === 'L1' || op.id === 'L2' ? { name: 'x' } : [{ word: 'x' }]);
      headers['content-type'] = op.body.contentType;
      body = typeof value === 'string' && op.body.contentType === 'text/plain' ? value : JSON.stringify(value);
    }
    const url = `${t.baseUrl}${fillPath(op.path, pathValues)}${query.size ? `?${query}` : ''}`;
    const response = await fetch(url, { method: op.method, headers, body });
    expect(response.status, await response.clone().text()).toBe(status);
    const json = (await response.json()) as { statusCode: number; message: string };
    expect(json.statusCode).toBe(status);
    expect(json.message.length).toBeGreaterThan(3);
  });
});
