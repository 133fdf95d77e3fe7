/**
 * Slows down password guessing by throttling the guesser, not the account: failed sign-ins
 * are counted per API key and per address, whatever accounts they tried. Once a key has
 * `failures` of them within `windowMs` (an address, `addressFailures`), its sign-ins are
 * refused (before any password is checked) until the oldest leaves the window. Someone
 * guessing an account's password therefore cannot lock its owner out: the owner signs in with
 * their own key, from their own address, which have no failures (an address is allowed more,
 * as people sharing one have keys of their own). An attempt counts as failed from its start
 * until its password proves right, so a burst of parallel guesses meets the limit too. A
 * success forgets the key's and the address's failures on that account only, so signing in
 * to an account of one's own does not wipe out guesses at another. Kept in memory: a restart
 * forgets them all.
 */
export interface SignInLimit {
  /** Failed sign-ins per key within the window. */
  failures: number;
  windowMs: number;
  /** Failed sign-ins per address within the window; four times `failures` unless given. */
  addressFailures?: number;
}

/** Five wrong passwords in 15 minutes from a key (twenty from an address), then a wait of up to 15 minutes. */
export const DEFAULT_SIGN_IN_LIMIT: SignInLimit = { failures: 5, windowMs: 15 * 60 * 1000 };

/** Who is signing in: the hash of the API key the call came with, and the address it came from. */
export interface Guesser {
  key: string;
  address: string;
}

export type SignInAttempt = { allowed: true; succeeded(): void } | { allowed: false; retryAfterSeconds: number; by: 'key' | 'address' };

interface Attempt {
  at: number;
  userId: number;
}

/** Guessers remembered before those with nothing left in the window are dropped. */
const SWEEP_AT = 10_000;

export function createSignInThrottle(limit: SignInLimit, now: () => number) {
  const addressFailures = limit.addressFailures ?? limit.failures * 4;
  /** Per `key:<hash>` and `address:<ip>`: each recent failed (or unfinished) attempt, oldest first. */
  const attempts = new Map<string, Attempt[]>();

  function recent(who: string, since: number): Attempt[] {
    const kept = (attempts.get(who) ?? []).filter((attempt) => attempt.at > since);
    if (kept.length) attempts.set(who, kept);
    else attempts.delete(who);
    return kept;
  }

  function sweep(since: number) {
    for (const who of [...attempts.keys()]) recent(who, since);
  }

  return {
    begin(guesser: Guesser, userId: number): SignInAttempt {
      const at = now();
      const since = at - limit.windowMs;
      if (attempts.size >= SWEEP_AT) sweep(since);
      const lines = [
        { who: `key:${guesser.key}`, by: 'key' as const, most: limit.failures },
        { who: `address:${guesser.address}`, by: 'address' as const, most: addressFailures },
      ];
      for (const { who, by, most } of lines) {
        const failed = recent(who, since);
        const oldest = failed[0];
        if (failed.length >= most && oldest) {
          return { allowed: false, by, retryAfterSeconds: Math.max(1, Math.ceil((oldest.at + limit.windowMs - at) / 1000)) };
        }
      }
      for (const { who } of lines) attempts.set(who, [...(attempts.get(who) ?? []), { at, userId }]);
      return {
        allowed: true,
        succeeded() {
          for (const { who } of lines) {
            const left = (attempts.get(who) ?? []).filter((attempt) => attempt.userId !== userId);
            if (left.length) attempts.set(who, left);
            else attempts.delete(who);
          }
        },
      };
    },
  };
}
