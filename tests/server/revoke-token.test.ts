/**
 * X3, beside the interface: a sign-in token can be ended. Signing out of the extension
 * asks for it, and signs out whatever the answer (the live service has no such route).
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../lib/background/account/account.ts';
import { createLookupCache } from '../../lib/background/cache/lookup-cache.ts';
import { createGateway } from '../../lib/background/gateway/gateway.ts';
import { createBudgetWatcher } from '../../lib/background/rate/budget.ts';
import { DEFAULT_SETTINGS } from '../../lib/shared/settings/settings.ts';
import type { SignIn } from '../../lib/background/secrets.ts';
import { openDatabase } from '../../lib/background/store/db.ts';
import { ANN, startTestServer, type TestServer } from '../../dev/test-server.ts';
import { failure } from '../support/failure.ts';
import { faultyFetch } from '../support/faulty-fetch.ts';
import { DATABASES, onDatabase } from '../support/databases.ts';

describe.each(DATABASES)('on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(await onDatabase(database));
  });
  afterAll(() => t.close());

  const tokenWorks = async (token: string) =>
    t
      .client({ authToken: token })
      .getWordListsForLoggedInUser()
      .then(
        () => true,
        (error: unknown) => {
          expect(error).toMatchObject({ status: 403 });
          return false;
        },
      );

  describe('revokeAuthToken (X3)', () => {
    it('ends the token it is sent with: every signed-in operation then answers 403; other tokens go on', async () => {
      const { token } = await t.client().authenticatePost({ username: ANN.username, body: ANN.password });
      const other = await t.client().authenticatePost({ username: ANN.username, body: ANN.password });
      const signedIn = t.client({ authToken: token });
      await signedIn.createWordList({ body: { name: 'Before' } });
      await signedIn.revokeAuthToken();
      expect(await tokenWorks(token)).toBe(false);
      expect((await failure(signedIn.getLoggedInUser())).status).toBe(403);
      expect((await failure(signedIn.createWordList({ body: { name: 'After' } }))).status).toBe(403);
      expect((await failure(signedIn.revokeAuthToken())).status).toBe(403);
      expect(await tokenWorks(other.token)).toBe(true);
    });

    it('is in the OpenAPI document', async () => {
      const doc = (await (await fetch(`${t.baseUrl}/openapi.json`, { headers: { api_key: t.apiKey } })).json()) as {
        paths: Record<string, Record<string, unknown>>;
      };
      expect(doc.paths['/account.json/authToken']).toHaveProperty('delete');
    });
  });

  describe('signing out of the extension', () => {
    function extension() {
      const edge = faultyFetch(fetch);
      const gateway = createGateway({
        budget: createBudgetWatcher(),
        cache: createLookupCache(openDatabase(`sign-out-${Math.random()}`), { ttlMs: 60_000 }),
        fetch: edge.fetch,
      });
      const settings = { ...DEFAULT_SETTINGS, baseUrl: t.baseUrl, apiKeyIn: 'header' as const };
      let stored: SignIn | undefined;
      // As in the background, the gateway follows what is stored.
      const store = {
        read: async () => stored,
        write: async (session: SignIn | undefined) => {
          stored = session;
          gateway.use(settings, { apiKey: t.apiKey, session });
        },
      };
      gateway.use(settings, { apiKey: t.apiKey });
      return { account: createAccount(gateway, store), edge, stored: () => stored };
    }

    it('asks the service to end the token, then forgets it', async () => {
      const { account, edge, stored } = extension();
      await account.signIn(ANN.username, ANN.password);
      const token = stored()?.token ?? '';
      expect(await tokenWorks(token)).toBe(true);
      expect(await account.signOut()).toEqual({ signedIn: false, baseUrl: t.baseUrl });
      expect(edge.ops()).toContain('X3');
      expect(stored()).toBeUndefined();
      expect(await tokenWorks(token)).toBe(false);
    });

    it.each([
      ['a service without the route (404)', { status: 404 }],
      ['a service that refuses the method (405)', { status: 405 }],
      ['a failing service', { status: 500 }],
      ['no network', 'network' as const],
    ])('signs out against %s all the same', async (_, fault) => {
      const { account, edge, stored } = extension();
      await account.signIn(ANN.username, ANN.password);
      edge.fail('X3', fault);
      expect(await account.signOut()).toEqual({ signedIn: false, baseUrl: t.baseUrl });
      expect(stored()).toBeUndefined();
      expect(account.info()).toMatchObject({ signedIn: false });
    });
  });
});
