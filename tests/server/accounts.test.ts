/**
 * Accounts, keys and limits on the real server through the project's client: A1–A5,
 * the API key rules, rate-limit headers on every answer, and 429s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_HEADERS } from '../../lib/shared/api/index.ts';
import { ANN, startTestServer, type TestServer } from '../../dev/test-server.ts';
import { failure } from '../support/failure.ts';
import { DATABASES, onDatabase } from '../support/databases.ts';

describe.each(DATABASES)('on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(await onDatabase(database));
    const bo = await t.server.accounts.addUser({ username: 'bo', password: 'bo-password', email: 'bo@example.org', confirmed: false });
    const cy = await t.server.accounts.addUser({ username: 'cy', password: 'cy-password', email: 'cy@example.org' });
    await t.server.accounts.setUserFlags(cy.id, { confirmed: true, disabled: true });
    expect(bo.confirmed).toBe(0);
  });
  afterAll(() => t.close());

  const raw = (path: string, init: RequestInit = {}) => fetch(`${t.baseUrl}${path}`, init);

  describe('A1 and A2: signing in', () => {
    it('answers a random token for the right password, by query (A1) and by body (A2)', async () => {
      const byQuery = await t.client().authenticate({ username: ANN.username, password: ANN.password });
      const byBody = await t.client().authenticatePost({ username: ANN.username, body: ANN.password });
      expect(byQuery.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
      expect(byBody.token).not.toBe(byQuery.token);
      expect(byBody.userId).toBe(byQuery.userId);
    });

    it('takes a password sent as a JSON string too', async () => {
      const response = await raw(`/account.json/authenticate/ann`, {
        method: 'POST',
        headers: { api_key: t.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify(ANN.password),
      });
      expect(response.status).toBe(200);
    });

    it.each([
      ['an unknown user', 'nobody', 'whatever', 404, 'User not found'],
      ['a wrong password', 'ann', 'wrong password', 403, 'Wrong password'],
      ['an unconfirmed user', 'bo', 'bo-password', 403, 'Account not available'],
      ['a disabled user', 'cy', 'cy-password', 403, 'Account not available'],
    ])('refuses %s', async (_, username, password, status, message) => {
      const error = await failure(t.client().authenticatePost({ username, body: password }));
      expect(error).toMatchObject({ status, serverMessage: message });
    });
  });

  describe('A5 and A3: the signed-in user', () => {
    it('reads the user, without any password', async () => {
      const user = await (await t.signIn()).getLoggedInUser();
      expect(user).toMatchObject({ username: 'ann', email: ANN.email, status: 0 });
      expect(user).not.toHaveProperty('password');
    });

    it('answers 403 to a made-up or revoked token', async () => {
      expect(await failure(t.client({ authToken: 'made-up' }).getLoggedInUser())).toMatchObject({
        status: 403,
        serverMessage: 'Not logged in',
      });
      const { token } = await t.client().authenticatePost({ username: 'ann', body: ANN.password });
      await t.server.accounts.revokeToken(token);
      expect((await failure(t.client({ authToken: token }).getWordListsForLoggedInUser())).status).toBe(403);
    });

    it('lists the user’s lists (none yet)', async () => {
      expect(await (await t.signIn()).getWordListsForLoggedInUser()).toEqual([]);
    });
  });

  describe('API keys', () => {
    it('needs a key for every operation: 401 without one or with an unknown one', async () => {
      const none = await raw('/word.json/dog/definitions');
      expect(none.status).toBe(401);
      expect(await none.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'No API key supplied: send api_key' });
      const unknown = await failure(t.client({ apiKey: 'not-a-key' }).getDefinitions({ word: 'dog' }));
      expect(unknown).toMatchObject({ kind: 'credentials', status: 401, serverMessage: 'Invalid authentication credentials' });
    });

    it('takes the key from the query as well as the header', async () => {
      const response = await raw(`/word.json/dog/definitions?api_key=${t.apiKey}`);
      expect(response.status).toBe(200);
    });

    it('A4: 400 without a key, 404 for an unknown one, and the real counters', async () => {
      expect((await failure(t.client({ apiKey: undefined }).getApiTokenStatus())).status).toBe(400);
      expect((await failure(t.client({ apiKey: 'unknown' }).getApiTokenStatus())).status).toBe(404);
      const before = await t.client().getApiTokenStatus();
      await t.client().getDefinitions({ word: 'dog' });
      const after = await t.client().getApiTokenStatus();
      expect(after).toMatchObject({ valid: true, token: t.apiKey });
      expect(after.totalRequests).toBe((before.totalRequests ?? 0) + 2);
      expect(after.remainingCalls).toBe((before.remainingCalls ?? 0) - 2);
      expect(after.resetsInMillis).toBeGreaterThan(0);
    });

    it('A4 counts each call once, second after second, for a key called often (leased its calls ahead across nodes)', async () => {
      // A server of its own, whose limits count by a clock this test moves on 40 ms a call.
      const clock = { skipped: 0 };
      const often = await startTestServer(await onDatabase(database, { rateClock: () => Date.now() + clock.skipped }));
      const client = often.client();
      const remaining: number[] = [];
      // 25 calls a second for 2.5 s: often enough to be leased ahead, well within the key's burst.
      try {
        for (let call = 0; call < 63; call++) {
          remaining.push((await client.getApiTokenStatus()).remainingCalls ?? 0);
          clock.skipped += 40;
        }
      } finally {
        await often.close();
      }
      // Each status call counts itself: one fewer each time, across every second's turn.
      const steps = remaining.slice(1).map((left, i) => (remaining[i] ?? 0) - left);
      expect(new Set(steps), remaining.join(' ')).toEqual(new Set([1]));
    });
  });

  describe('rate limits', () => {
    const headerNames = [
      RATE_LIMIT_HEADERS.limitMinute,
      RATE_LIMIT_HEADERS.remainingMinute,
      RATE_LIMIT_HEADERS.limitHour,
      RATE_LIMIT_HEADERS.remainingHour,
      RATE_LIMIT_HEADERS.reset,
    ];

    it.each([
      ['a success', `/word.json/dog/definitions`, 200],
      ['a 404 of an operation', `/word.json/qzxqzxqzx/definitions`, 404],
      ['an unknown route', `/nothing.json`, 404],
      ['a bad parameter', `/word.json/dog/definitions?limit=0`, 400],
      ['an unknown format', `/word.xml/dog/definitions`, 400],
    ])('are reported on %s', async (_, path, status) => {
      const response = await raw(path, { headers: { api_key: t.apiKey } });
      expect(response.status).toBe(status);
      for (const name of headerNames) expect(response.headers.get(name), name).toMatch(/^\d+$/);
      expect(response.headers.get(RATE_LIMIT_HEADERS.limitHour)).toBe('100000');
    });

    it('are reported on a 401 too, counted per address', async () => {
      const response = await raw('/word.json/dog/definitions');
      for (const name of headerNames) expect(response.headers.get(name), name).toMatch(/^\d+$/);
    });

    it('answer 429 with a JSON body once a key is over its plan, and recover', async () => {
      const user = await t.server.accounts.userByName('ann');
      const small = await t.server.accounts.addKey(user?.id ?? 0, { perMinute: 3, perHour: 100 });
      const client = t.client({ apiKey: small.key });
      for (let i = 0; i < 3; i++) await client.getRandomWord();
      const error = await failure(client.getRandomWord());
      expect(error).toMatchObject({ kind: 'rate-limited', status: 429 });
      expect(error.serverMessage).toMatch(/^Rate limit exceeded/);
      expect(error.rateLimit).toMatchObject({ limitMinute: 3, remainingMinute: 0, remainingHour: 97 });
      expect(error.resetAt).toBeGreaterThan(Date.now());
      // Other keys are not affected.
      await t.client().getRandomWord();
    });
  });

  describe('a server that holds up', () => {
    it.each([
      ['a malformed JSON body', { 'content-type': 'application/json' }, '{"name": ', 400, 'The body is not valid JSON'],
      ['a body of the wrong shape', { 'content-type': 'application/json' }, '{"name": 5}', 400, 'The body is invalid at name'],
      ['an unsupported content type', { 'content-type': 'application/xml' }, '<list/>', 415, 'Send the body as application/json'],
      [
        'a body over the size limit',
        { 'content-type': 'application/json' },
        JSON.stringify({ name: 'x'.repeat(70_000) }),
        413,
        'larger than',
      ],
    ])('answers %s with a clear 4xx', async (_, headers, body, status, message) => {
      const { token } = await t.client().authenticatePost({ username: 'ann', body: ANN.password });
      const response = await raw('/wordLists.json', {
        method: 'POST',
        headers: { api_key: t.apiKey, auth_token: token, ...headers },
        body,
      });
      expect(response.status).toBe(status);
      const json = (await response.json()) as { statusCode: number; message: string };
      expect(json.statusCode).toBe(status);
      expect(json.message).toContain(message);
    });

    it('lets the extension call it: CORS preflight and exposed headers', async () => {
      const preflight = await raw('/word.json/dog/definitions', {
        method: 'OPTIONS',
        headers: { origin: 'chrome-extension://abc', 'access-control-request-method': 'GET', 'access-control-request-headers': 'api_key' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-headers')).toContain('api_key');
      const response = await raw('/word.json/dog/definitions', { headers: { api_key: t.apiKey, origin: 'chrome-extension://abc' } });
      expect(response.headers.get('access-control-expose-headers')).toContain(RATE_LIMIT_HEADERS.remainingHour);
    });

    it('serves an OpenAPI document generated from the table', async () => {
      const response = await raw('/openapi.json', { headers: { api_key: t.apiKey } });
      const doc = (await response.json()) as { openapi: string; servers: { url: string }[]; paths: Record<string, unknown> };
      expect(doc.openapi).toBe('3.1.0');
      expect(doc.servers[0]?.url).toBe(t.baseUrl);
      expect(Object.keys(doc.paths)).toContain('/word.json/{word}/relatedWords');
    });
  });
});
