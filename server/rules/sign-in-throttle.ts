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
 * to an account of one's own does not wipe out guesses at another. Kept in the server's
 * database: every server sharing it holds the same limit, and a restart forgets nothing.
 */
import { inTransaction, type AppDatabase } from '../stores/app-db.ts';
import { createSignInAttemptStore } from '../stores/sign-in-attempts.ts';

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

export type SignInAttempt =
  { allowed: true; succeeded(): Promise<void> } | { allowed: false; retryAfterSeconds: number; by: 'key' | 'address' };

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
  const addressFailures = limit.addressFailures ?? limit.failures * 4;

  return {
    async begin(guesser: Guesser, userId: number): Promise<SignInAttempt> {
      const at = now();
      const since = at - limit.windowMs;
      const lines = [
        { line: `key:${guesser.key}`, by: 'key' as const, most: limit.failures },
        { line: `address:${guesser.address}`, by: 'address' as const, most: addressFailures },
      ];
      const names = lines.map(({ line }) => line);
      const refused = await write(() =>
        inTransaction(db, async (queries) => {
          const store = createSignInAttemptStore(db, queries);
          await store.lock(names);
          await store.forgetBefore(since);
          for (const { line, by, most } of lines) {
            const failed = await store.times(line);
            const oldest = failed[0];
            if (failed.length >= most && oldest !== undefined) {
              return { by, retryAfterSeconds: Math.max(1, Math.ceil((oldest + limit.windowMs - at) / 1000)) };
            }
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
