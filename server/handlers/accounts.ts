/** A1–A5: signing in, the signed-in user, their lists, and the API key's status; X3: signing out. */
import type { Caller } from '../http/admission.ts';
import type { Handlers } from '../http/app.ts';
import { HttpError } from '../http/http-error.ts';
import type { Accounts } from '../rules/accounts.ts';
import type { RateLimiter } from '../rules/rate-limits.ts';
import type { WordLists } from '../rules/word-lists.ts';

/** Who is signing in, for the sign-in throttle: the address (never the key, which many readers may share). */
const guesser = (caller: Caller) => ({ address: caller.address });

/** The user `status` of an active account (README, "The Glossa server"). */
const ACTIVE_USER_STATUS = 0;

type AccountHandlers = Pick<
  Handlers,
  'authenticate' | 'authenticatePost' | 'getWordListsForLoggedInUser' | 'getApiTokenStatus' | 'getLoggedInUser' | 'revokeAuthToken'
>;

export function accountHandlers(deps: { accounts: Accounts; lists: WordLists; limiter: RateLimiter }): AccountHandlers {
  const { accounts, lists, limiter } = deps;
  const signedIn = <T>(user: T | undefined): T => {
    if (!user) throw new HttpError(403, 'Not authenticated');
    return user;
  };
  return {
    // Wrong passwords are counted against the address that sent them, per account and in all.
    authenticate: ({ input, caller }) => accounts.authenticate(input.username, input.password, guesser(caller)),
    authenticatePost: ({ input, caller }) => accounts.authenticate(input.username, input.body, guesser(caller)),
    getWordListsForLoggedInUser: ({ input, caller }) => lists.listsOf(signedIn(caller.user), input.skip, input.limit),
    getLoggedInUser: ({ caller }) => {
      const user = signedIn(caller.user);
      return {
        id: user.id,
        username: user.username,
        userName: user.username,
        email: user.email,
        displayName: user.display_name ?? user.username,
        // 0: an active, confirmed account, as the live service answers (and its clients expect)
        // for a normal user; the only kind that can be signed in. README lists the values.
        status: ACTIVE_USER_STATUS,
      };
    },
    revokeAuthToken: async ({ caller }) => {
      // The router has checked the token: it is a valid one, which now ends.
      if (caller.authToken) await accounts.revokeToken(caller.authToken);
      return undefined;
    },
    getApiTokenStatus: async ({ caller }) => {
      if (!caller.apiKeyText) throw new HttpError(400, 'No token supplied');
      const key = caller.apiKey;
      if (!key) throw new HttpError(404, 'No API account with supplied token');
      // This call was counted already: the status includes it, as the headers do.
      const subject = `key:${key.key_hash}`;
      const quota = limiter.peek(subject, { perMinute: key.per_minute, perHour: key.per_hour });
      return {
        valid: true,
        // Only the key's hash is kept: the key is the one the caller sent.
        token: caller.apiKeyText,
        resetsInMillis: quota.hourResetMs,
        remainingCalls: quota.remainingHour,
        expiresInMillis: key.expires_at ? Math.max(0, Date.parse(key.expires_at) - Date.now()) : undefined,
        // Read afresh: the key's row may be a second old, from before the last flush of its calls.
        totalRequests: await limiter.totalCalls(subject, () => accounts.storedRequests(key.key_hash)),
      };
    },
  };
}
