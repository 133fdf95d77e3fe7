/**
 * A signed-in reader's records beside the lists (X7, X8): the lookup history, the review's
 * cards and grades, by kind and key, each with when it last changed (the server's clock) and
 * the place of that change in the user's own sequence, which is the cursor a browser reads
 * from. A deleted record stays as a tombstone (its data NULL), so that a browser which was
 * offline learns of the deletion and brings nothing back. Which change stays, and how much a
 * user may keep, are the records' rules (rules/user-records.ts); they make each put one
 * transaction, with the user's records locked first (`lock`).
 *
 * The table (app-db-migrations.ts, version 10):
 *
 *   user_records (
 *     user_id     the reader (users.id)
 *     kind        'history' | 'card' | 'grade'
 *     record_key  a headword, a card's word, a grade's id
 *     changed_at  epoch ms, the server's clock
 *     seq         the change's place in the user's sequence (the cursor)
 *     data        the record as JSON; NULL: deleted (a tombstone)
 *     PRIMARY KEY (user_id, kind, record_key), UNIQUE (user_id, seq)
 *   )
 *
 * The unique index on the sequence makes two writers that took the same next number collide
 * rather than hide a change from a cursor; on PostgreSQL, where servers share the database,
 * `lock` keeps them from taking it at all.
 */
import type { AppDatabase, AppQueries } from './app-db.ts';
import { LOCKS } from './lock-keys.ts';

export interface RecordRow {
  kind: string;
  record_key: string;
  changed_at: number;
  seq: number;
  /** JSON; null for a deleted record. */
  data: string | null;
}

const COLUMNS = ['kind', 'record_key', 'changed_at', 'seq', 'data'] as const;

/** PostgreSQL answers BIGINT columns as strings. */
const asRow = (row: {
  kind: string;
  record_key: string;
  changed_at: number | string;
  seq: number | string;
  data: string | null;
}): RecordRow => ({
  ...row,
  changed_at: Number(row.changed_at),
  seq: Number(row.seq),
});

export function createUserRecordStore(db: AppDatabase, queries: AppQueries = db.queries) {
  return {
    /** Inside a transaction: one server at a time changes a user's records (until the transaction ends). */
    lock(userId: number): Promise<void> {
      return db.dialect.lockUntilCommit(queries, LOCKS.userRecords(userId));
    },

    async record(userId: number, kind: string, key: string): Promise<RecordRow | undefined> {
      const row = await queries
        .selectFrom('user_records')
        .select(COLUMNS)
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('record_key', '=', key)
        .executeTakeFirst();
      return row && asRow(row);
    },

    /** The user's last change's place in their sequence; 0 before any. */
    async lastSeq(userId: number): Promise<number> {
      const row = await queries
        .selectFrom('user_records')
        .select((eb) => eb.fn.max('seq').as('last'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.last ?? 0);
    },

    /** How many records the user has, tombstones included. */
    async count(userId: number): Promise<number> {
      const row = await queries
        .selectFrom('user_records')
        .select((eb) => eb.fn.countAll().as('records'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.records ?? 0);
    },

    /** Writes the record (new or replacing the one of its kind and key) as the change `seq`. */
    async put(userId: number, row: RecordRow, exists: boolean): Promise<void> {
      if (exists) {
        await queries
          .updateTable('user_records')
          .set({ changed_at: row.changed_at, seq: row.seq, data: row.data })
          .where('user_id', '=', userId)
          .where('kind', '=', row.kind)
          .where('record_key', '=', row.record_key)
          .execute();
      } else {
        await queries
          .insertInto('user_records')
          .values({ user_id: userId, ...row })
          .execute();
      }
    },

    /** Up to `limit` records changed after the change `seq`, in the order they changed. */
    async changedSince(userId: number, seq: number, limit: number): Promise<RecordRow[]> {
      const rows = await queries
        .selectFrom('user_records')
        .select(COLUMNS)
        .where('user_id', '=', userId)
        .where('seq', '>', seq)
        .orderBy('seq')
        .limit(limit)
        .execute();
      return rows.map(asRow);
    },
  };
}
