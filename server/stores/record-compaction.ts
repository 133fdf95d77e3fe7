/**
 * What compacting a reader's records needs (rules/record-compaction.ts): where each of their
 * browsers last read from, up to which change their deletions were dropped, and the queries
 * that drop seen tombstones and fold old grades.
 *
 * The tables (app-db-migrations.ts, version 12):
 *
 *   record_readers (
 *     user_id   the reader (users.id)
 *     client    the browser's own id, as X8's `client` names it ('' for the reads that named none)
 *     cursor    the `since` of its last read: it has every change up to that place
 *     read_at   epoch ms, the server's clock
 *     PRIMARY KEY (user_id, client)
 *   )
 *   record_compactions (
 *     user_id          the reader
 *     dropped_through  the place up to which deletions were dropped: a read from below it has missed some
 *     compacted_at     epoch ms
 *   )
 */
import type { AppDatabase, AppQueries } from './app-db.ts';

/** Rows deleted by one statement: well under either engine's bound on parameters. */
const BATCH = 500;

export function createRecordCompactionStore(db: AppDatabase, queries: AppQueries = db.queries) {
  return {
    /** The browser `client` read the changes after `cursor`. */
    async readFrom(userId: number, client: string, cursor: number, at: number): Promise<void> {
      await queries
        .insertInto('record_readers')
        .values({ user_id: userId, client, cursor, read_at: at })
        .onConflict((conflict) => conflict.columns(['user_id', 'client']).doUpdateSet({ cursor, read_at: at }))
        .execute();
    },

    /** Whether the browser `client` has read (and was not forgotten since). */
    async known(userId: number, client: string): Promise<boolean> {
      const row = await queries
        .selectFrom('record_readers')
        .select('cursor')
        .where('user_id', '=', userId)
        .where('client', '=', client)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The lowest cursor of the browsers that read since `since`, and how many they are. */
    async oldestCursor(userId: number, since: number): Promise<{ readers: number; cursor: number }> {
      const row = await queries
        .selectFrom('record_readers')
        .select((eb) => [eb.fn.countAll().as('readers'), eb.fn.min('cursor').as('cursor')])
        .where('user_id', '=', userId)
        .where('read_at', '>=', since)
        .executeTakeFirst();
      return { readers: Number(row?.readers ?? 0), cursor: Number(row?.cursor ?? 0) };
    },

    /** Forgets the browsers that have not read since `before`. */
    async forgetReaders(userId: number, before: number): Promise<void> {
      await queries.deleteFrom('record_readers').where('user_id', '=', userId).where('read_at', '<', before).execute();
    },

    /** Drops the tombstones of changes up to `through`: how many. */
    async dropTombstones(userId: number, through: number): Promise<number> {
      const gone = await queries
        .deleteFrom('user_records')
        .where('user_id', '=', userId)
        .where('data', 'is', null)
        .where('seq', '<=', through)
        .executeTakeFirst();
      return Number(gone.numDeletedRows);
    },

    /** The place up to which deletions were dropped; 0 before any. */
    async droppedThrough(userId: number): Promise<number> {
      const row = await queries.selectFrom('record_compactions').select('dropped_through').where('user_id', '=', userId).executeTakeFirst();
      return Number(row?.dropped_through ?? 0);
    },

    async setDroppedThrough(userId: number, through: number, at: number): Promise<void> {
      await queries
        .insertInto('record_compactions')
        .values({ user_id: userId, dropped_through: through, compacted_at: at })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ dropped_through: through, compacted_at: at }))
        .execute();
    },

    /** The user's grades (live ones), with their data. */
    async gradesOf(userId: number): Promise<{ key: string; data: string }[]> {
      const rows = await queries
        .selectFrom('user_records')
        .select(['record_key', 'data'])
        .where('user_id', '=', userId)
        .where('kind', '=', 'grade')
        .where('data', 'is not', null)
        .execute();
      return rows.map((row) => ({ key: row.record_key, data: row.data ?? '{}' }));
    },

    /** Removes the records outright, leaving no tombstone. */
    async remove(userId: number, kind: string, keys: readonly string[]): Promise<void> {
      for (let start = 0; start < keys.length; start += BATCH) {
        await queries
          .deleteFrom('user_records')
          .where('user_id', '=', userId)
          .where('kind', '=', kind)
          .where('record_key', 'in', keys.slice(start, start + BATCH))
          .execute();
      }
    },
  };
}

export type RecordCompactionStore = ReturnType<typeof createRecordCompactionStore>;
