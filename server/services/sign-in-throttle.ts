/**
 * Slows down password guessing, per account: once `failures` sign-ins to one account have
 * failed within `windowMs`, its sign-in is refused (before any password is checked) until
 * the oldest of them leaves the window. An attempt counts as failed from its start until
 * its password proves right, so a burst of parallel guesses meets the limit too. A success
 * forgets the account's failures. Kept in memory: a restart forgets them all.
 */
export interface SignInLimit {
  failures: number;
  windowMs: number;
}

/** Five wrong passwords in 15 minutes, then a wait of up to 15 minutes. */
export const DEFAULT_SIGN_IN_LIMIT: SignInLimit = { failures: 5, windowMs: 15 * 60 * 1000 };

export type SignInAttempt =
  | { allowed: true; succeeded(): void }
  | { allowed: false; retryAfterSeconds: number };

export function createSignInThrottle(limit: SignInLimit, now: () => number) {
  /** Per user id: when each recent failed (or unfinished) attempt started, oldest first. */
  const attempts = new Map<number, number[]>();

  return {
    begin(userId: number): SignInAttempt {
      const since = now() - limit.windowMs;
      const recent = (attempts.get(userId) ?? []).filter((at) => at > since);
      const oldest = recent[0];
      if (recent.length >= limit.failures && oldest !== undefined) {
        attempts.set(userId, recent);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + limit.windowMs - now()) / 1000)) };
      }
      recent.push(now());
      attempts.set(userId, recent);
      return { allowed: true, succeeded: () => attempts.delete(userId) };
    },
  };
}
