/**
 * Signing in and out. The token lives in `storage.local` with the service it belongs
 * to, never in `storage.sync` and never in an answer to a view. Signing in uses A2 (the
 * password in the body); only a service that says it does not take that form (405/415)
 * gets A1, the password in the URL.
 */
import { ApiError, isApiError, type User } from '../../shared/api';
import type { AccountInfo } from '../../shared/messages/answers';
import type { Gateway } from '../gateway/gateway';
import type { SignIn } from '../secrets';
import { withTimeout } from '../../shared/util/timeout';

/** How long signing out waits for the service to end the token. */
const REVOKE_WAIT_MS = 5000;

export interface SignInStore {
  read(): Promise<SignIn | undefined>;
  write(session: SignIn | undefined): Promise<void>;
}

/**
 * Whether A2 failed because the service does not take the POST form (405 Method Not Allowed,
 * 415 Unsupported Media Type): only then is A1 tried, which puts the password in the URL.
 * A timeout, a network error or a 5xx says nothing about the form, and a retry in the URL
 * would only spread the password further (into logs, proxies) for nothing.
 */
function refusesPostForm(error: unknown): boolean {
  return isApiError(error) && (error.status === 405 || error.status === 415);
}

export function createAccount(gateway: Gateway, store: SignInStore) {
  return {
    async signIn(username: string, password: string): Promise<AccountInfo> {
      const client = gateway.client('interactive');
      const { service } = gateway.current();
      let token;
      try {
        token = await client.authenticatePost({ username, body: password });
      } catch (error) {
        if (!refusesPostForm(error)) throw error;
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
    async signOut(): Promise<AccountInfo> {
      if (gateway.current().session) {
        // Not revoked (no such operation, or out of reach): the token is forgotten here all the same.
        await withTimeout(gateway.client('interactive').revokeAuthToken(), REVOKE_WAIT_MS).catch(() => undefined);
      }
      await store.write(undefined);
      return { signedIn: false, baseUrl: gateway.current().service.baseUrl };
    },

    info(): AccountInfo {
      const { session, service } = gateway.current();
      return session
        ? { signedIn: true, username: session.username, baseUrl: service.baseUrl }
        : { signedIn: false, baseUrl: service.baseUrl };
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
