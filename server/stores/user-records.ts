/**
 * A signed-in reader's records beside the lists (X7, X8): the lookup history, the review's
 * cards and grades, by kind and key, each with when it last changed (the server's clock) and
 * the place of that change in the user's own sequence, which is the cursor a browser reads
 * from. A deleted record stays as a tombstone (its data NULL), so that a browser which was
 * offline learns of the deletion and brings nothing back. Which change stays, and how much a
 * user may keep, are the records' rules (rules/user-records.ts); they group these writes with
 * `transaction`.
 *
 * The table (app-db.ts, version 8), in plain SQL that PostgreSQL takes as it is (with BIGINT
 * for the integers and JSONB or TEXT for the data):
 *
 *   CREATE TABLE user_records (
 *     user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
 *     kind TEXT NOT NULL,          -- 'history' | 'card' | 'grade'
 *     record_key TEXT NOT NULL,    -- a headword, a card's word, a grade's id
 *     changed_at INTEGER NOT NULL, -- epoch ms, the server's clock
 *     seq INTEGER NOT NULL,        -- the change's place in the user's sequence (the cursor)
 *     data TEXT,                   -- the record as JSON; NULL: deleted (a tombstone)
 *     PRIMARY KEY (user_id, kind, record_key)
 *   );
 *   CREATE UNIQUE INDEX user_records_by_seq ON user_records(user_id, seq);
 *
 * The unique index on the sequence makes two writers that took the same next number collide
 * (one transaction fails and is tried again) rather than hide a change from a cursor.
 */
import type { AppDatabase } from './app-db.ts';

export interface RecordRow {
  kind: string;
  record_key: string;
  changed_at: number;
  seq: number;
  /** JSON; null for a deleted record. */
  data: string | null;
}

export function createUserRecordStore(db: AppDatabase) {
  const s = {
    one: db.prepare<[number, string, string], RecordRow>(
      'SELECT kind, record_key, changed_at, seq, data FROM user_records WHERE user_id = ? AND kind = ? AND record_key = ?',
    ),
    lastSeq: db.prepare<[number], number>('SELECT coalesce(max(seq), 0) FROM user_records WHERE user_id = ?').pluck(),
    count: db.prepare<[number], number>('SELECT count(*) FROM user_records WHERE user_id = ?').pluck(),
    insert: db.prepare('INSERT INTO user_records (user_id, kind, record_key, changed_at, seq, data) VALUES (?, ?, ?, ?, ?, ?)'),
    update: db.prepare('UPDATE user_records SET changed_at = ?, seq = ?, data = ? WHERE user_id = ? AND kind = ? AND record_key = ?'),
    since: db.prepare<[number, number, number], RecordRow>(
      'SELECT kind, record_key, changed_at, seq, data FROM user_records WHERE user_id = ? AND seq > ? ORDER BY seq LIMIT ?',
    ),
  };

  return {
    /** Runs `work` as one transaction: if it throws, none of its writes are kept. */
    transaction<T>(work: () => T): T {
      return db.transaction(work)();
    },

    record(userId: number, kind: string, key: string): RecordRow | undefined {
      return s.one.get(userId, kind, key);
    },

    /** The user's last change's place in their sequence; 0 before any. */
    lastSeq(userId: number): number {
      return s.lastSeq.get(userId) ?? 0;
    },

    /** How many records the user has, tombstones included. */
    count(userId: number): number {
      return s.count.get(userId) ?? 0;
    },

    /** Writes the record (new or replacing the one of its kind and key) as the change `seq`. */
    put(userId: number, row: RecordRow, exists: boolean): void {
      if (exists) s.update.run(row.changed_at, row.seq, row.data, userId, row.kind, row.record_key);
      else s.insert.run(userId, row.kind, row.record_key, row.changed_at, row.seq, row.data);
    },

    /** Up to `limit` records changed after the change `seq`, in the order they changed. */
    changedSince(userId: number, seq: number, limit: number): RecordRow[] {
      return s.since.all(userId, seq, limit);
    },
  };
}
