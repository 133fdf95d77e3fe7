/**
 * Signing in and out. The token lives in `storage.local` with the service it belongs
 * to, never in `storage.sync` and never in an answer to a view. Signing in uses A2 (the
 * password in the body); a service that refuses that method gets A1.
 */
import { ApiError, isApiError, type User } from '../api';
import type { SessionInfo } from '../messages/answers';
import type { Gateway } from '../gateway/gateway';
import type { SignIn } from '../settings/settings';
import { withTimeout } from '../util/timeout';

/** How long signing out waits for the service to end the token. */
const REVOKE_WAIT_MS = 5000;

export interface SignInStore {
  read(): Promise<SignIn | undefined>;
  write(session: SignIn | undefined): Promise<void>;
}


export function createAccount(gateway: Gateway, store: SignInStore) {
  return {
    async signIn(username: string, password: string): Promise<SessionInfo> {
      const client = gateway.client('interactive');
      const { service } = gateway.current();
      let token;
      try {
        token = await client.authenticatePost({ username, body: password });
      } catch (error) {
        // 403/404 are the service's answer about the account; anything else may be a
        // service without the POST form, so the query form gets a chance.
        if (!isApiError(error) || error.kind === 'credentials' || error.kind === 'not-found' || error.kind === 'rate-limited') {
          throw error;
        }
        token = await client.authenticate({ username, password });
      }
      await store.write({ baseUrl: service.baseUrl, username, token: token.token, userId: token.userId ?? undefined });
      return { signedIn: true, username, baseUrl: service.baseUrl };
    },

    /**
     * Asks the service to end the token (X3), then forgets it. The live service has no such
     * operation, and a service may fail or be out of reach: signing out never waits long
     * for it nor fails because of it.
     */
    async signOut(): Promise<SessionInfo> {
      if (gateway.current().session) {
        await withTimeout(gateway.client('interactive').revokeAuthToken(), REVOKE_WAIT_MS).catch(() => undefined);
      }
      await store.write(undefined);
      return { signedIn: false, baseUrl: gateway.current().service.baseUrl };
    },

    info(): SessionInfo {
      const { session, service } = gateway.current();
      return session ? { signedIn: true, username: session.username, baseUrl: service.baseUrl } : { signedIn: false, baseUrl: service.baseUrl };
    },

    /** A5. A 401/403 means the token is no longer good: the session ends, the lists stay. */
    async user(): Promise<User> {
      try {
        return await gateway.client('interactive').getLoggedInUser();
      } catch (error) {
        if (error instanceof ApiError && error.kind === 'credentials' && error.status !== undefined) await store.write(undefined);
        throw error;
      }
    },
  };
}

export type Account = ReturnType<typeof createAccount>;
