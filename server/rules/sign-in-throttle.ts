/**
 * Slows down password guessing where the guesses come from, never for the account's owner
 * elsewhere. Failed sign-ins are counted on two lines: one account from one address, and one
 * address whatever accounts it tried. Past a line's free failures, each attempt on it waits
 * from the last failure, a wait that doubles with every further failure up to a longest wait
 * (429, with the seconds to wait): a guesser slows down to a few guesses an hour, while a reader
 * who mistyped a few times waits seconds at most. So the owner signing in from another address
 * is never refused; a classroom behind one address, where some mistype, waits only once its
 * failures pile past the address's larger allowance, and only there; and no API key is counted
 * at all: a key built into an extension that many readers share is never held up for all of
 * them by one reader's guesses.
 *
 * An attempt counts as failed from its start until its password proves right, so a burst of
 * parallel guesses meets the waits too. A success forgets that address's failures on that
 * account only (on both lines), so signing in to an account of one's own does not wipe out
 * guesses at another. Kept in the server's database: every server sharing it holds the same
 * waits, and a restart forgets nothing.
 */
import { inTransaction, type AppDatabase } from '../stores/app-db.ts';
import { createSignInAttemptStore } from '../stores/sign-in-attempts.ts';

export interface SignInLimit {
  /** Wrong passwords to one account from one address that wait for nothing. */
  failures: number;
  /** Wrong passwords from one address, to any accounts, that wait for nothing. */
  addressFailures: number;
  /** The wait after the first failure past the free ones; each further failure doubles it. */
  firstWaitMs: number;
  longestWaitMs: number;
  /** How long a failure counts. */
  windowMs: number;
}

/**
 * Five free wrong passwords to an account from an address (twenty from an address to any
 * accounts), then waits of 2 s, 4 s, 8 s … up to 15 minutes; a failure counts for an hour. A
 * guesser at one account from one address gets about 17 guesses in its first hour, 4 an hour after.
 */
export const DEFAULT_SIGN_IN_LIMIT: SignInLimit = {
  failures: 5,
  addressFailures: 20,
  firstWaitMs: 2000,
  longestWaitMs: 15 * 60 * 1000,
  windowMs: 60 * 60 * 1000,
};

/** Who is signing in: the address the call came from. */
export interface Guesser {
  address: string;
}

export type SignInAttempt =
  { allowed: true; succeeded(): Promise<void> } | { allowed: false; retryAfterSeconds: number; by: 'account' | 'address' };

/** How long the line waits after its last failure, with `failed` failures counted and `free` of them free. */
function waitAfter(limit: SignInLimit, failed: number, free: number): number {
  if (failed < free) return 0;
  return Math.min(limit.longestWaitMs, limit.firstWaitMs * 2 ** Math.min(failed - free, 30));
}

/**
 * The throttle over the attempts kept in the server's database (stores/sign-in-attempts.ts),
 * which every server sharing it counts alike. `write` runs each step as the accounts' writes
 * run (a database that cannot be written now refuses the sign-in, 503).
 */
export function createSignInThrottle(
  limit: SignInLimit,
  now: () => number,
  db: AppDatabase,
  write: <T>(work: () => Promise<T>) => Promise<T>,
) {
  return {
    async begin(guesser: Guesser, userId: number): Promise<SignInAttempt> {
      const at = now();
      const lines = [
        { line: `account:${userId}@${guesser.address}`, by: 'account' as const, free: limit.failures },
        { line: `address:${guesser.address}`, by: 'address' as const, free: limit.addressFailures },
      ];
      const names = lines.map(({ line }) => line);
      const refused = await write(() =>
        inTransaction(db, async (queries) => {
          const store = createSignInAttemptStore(db, queries);
          await store.lock(names);
          await store.forgetBefore(at - limit.windowMs);
          for (const { line, by, free } of lines) {
            const failed = await store.times(line);
            const last = failed.at(-1);
            const until = last === undefined ? at : last + waitAfter(limit, failed.length, free);
            if (until > at) return { by, retryAfterSeconds: Math.max(1, Math.ceil((until - at) / 1000)) };
          }
          await store.add(names, userId, at);
          return undefined;
        }),
      );
      if (refused) return { allowed: false, ...refused };
      return {
        allowed: true,
        succeeded: () => write(() => createSignInAttemptStore(db).forgetAccount(names, userId)),
      };
    },
  };
}
