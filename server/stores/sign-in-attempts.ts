/**
 * The sign-in attempts that count against a guesser (rules/sign-in-throttle.ts), in the
 * server's database so that every server sharing it counts the same: one row per attempt and
 * per line it counts on (`account:<user id>@<ip>`, `address:<ip>`), with the account it tried and when (ms).
 */
import type { AppDatabase, AppQueries } from './app-db.ts';
import { LOCKS } from './lock-keys.ts';

export function createSignInAttemptStore(db: AppDatabase, queries: AppQueries = db.queries) {
  return {
    /**
     * Before the lines are counted: one server at a time counts a line (a lock held until the
     * transaction ends, where servers share the database), so that a burst spread over servers
     * meets the limit. In the lines' order, so that two servers never wait for each other.
     */
    async lock(lines: readonly string[]): Promise<void> {
      for (const line of [...lines].sort()) await db.dialect.lockUntilCommit(queries, LOCKS.signInLine(line));
    },

    /** Forgets every attempt made at or before `since`, whoever made it. */
    async forgetBefore(since: number): Promise<void> {
      await queries.deleteFrom('sign_in_attempts').where('at', '<=', since).execute();
    },

    /** When each attempt still counted on the line was made, oldest first. */
    async times(line: string): Promise<number[]> {
      const rows = await queries.selectFrom('sign_in_attempts').select('at').where('line', '=', line).orderBy('at').execute();
      return rows.map((row) => Number(row.at));
    },

    async add(lines: readonly string[], userId: number, at: number): Promise<void> {
      await queries
        .insertInto('sign_in_attempts')
        .values(lines.map((line) => ({ line, user_id: userId, at })))
        .execute();
    },

    /** The lines' attempts on the account no longer count (its password proved right). */
    async forgetAccount(lines: readonly string[], userId: number): Promise<void> {
      await queries.deleteFrom('sign_in_attempts').where('line', 'in', lines).where('user_id', '=', userId).execute();
    },
  };
}
