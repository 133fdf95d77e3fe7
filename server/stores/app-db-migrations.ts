/**
 * The app database's layout, step by step, for both of its engines. Step N takes a database
 * from version N - 1 to version N; each engine records the version it has reached (SQLite in
 * its `user_version`, PostgreSQL in `glossa_migrations`, one row per step with when it ran), so
 * a database is only ever taken forward, whichever Glossa opens it.
 *
 * Steps 1 to 7 are SQLite's history: files made by earlier versions of Glossa come forward
 * through them, as they did. PostgreSQL arrived at step 8, which makes its whole layout at
 * once, from the same descriptions of the tables (app-db-tables.ts) as every later step makes
 * on both engines.
 *
 * To add a table: describe it in app-db-tables.ts and append `onBothEngines(TABLE)`; a column
 * or an index is a step built with each dialect's schema builder (`SQLITE.schema.alterTable…`
 * and `POSTGRES.schema…`, app-db-dialect.ts) from one description too. Add the row type to
 * `AppTables` (app-db.ts), write its queries in a store of this folder over `AppQueries`, and
 * record the new layout in tests/server/app-db-layout.json. Never change a step (nor a table's
 * description) that has shipped: databases out there have run it.
 */
import type Database from 'better-sqlite3';
import { POSTGRES, SQLITE } from './app-db-dialect.ts';
import {
  createIndexes,
  createTables,
  IDEMPOTENCY_KEYS,
  RECORD_COMPACTIONS,
  RECORD_READERS,
  SIGN_IN_ATTEMPTS,
  TABLES_OF_LAYOUT_8,
  USER_RECORDS,
  WORD_LIST_WORDS_BY_DATE,
  type TableLayout,
} from './app-db-tables.ts';
import { secretHash } from './secret-hash.ts';

/** SQL, or work that needs code (on SQLite's own connection). */
type SqliteStep = string | ((db: Database.Database) => void);

export interface MigrationStep {
  /** What the step does on SQLite (nothing when absent). */
  sqlite?: SqliteStep;
  /** What the step does on PostgreSQL (nothing when absent: the layout arrived later). */
  postgres?: string;
}

/** The tables made on both engines from their one description (app-db-tables.ts). */
const onBothEngines = (...tables: TableLayout[]): MigrationStep => ({
  sqlite: createTables(SQLITE, tables),
  postgres: createTables(POSTGRES, tables),
});

export const MIGRATIONS: readonly MigrationStep[] = [
  {
    sqlite: `
  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    username TEXT NOT NULL UNIQUE COLLATE NOCASE,
    email TEXT NOT NULL,
    display_name TEXT,
    password_hash TEXT NOT NULL,
    confirmed INTEGER NOT NULL DEFAULT 1,
    disabled INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
  );
  CREATE TABLE api_keys (
    key TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    per_minute INTEGER NOT NULL,
    per_hour INTEGER NOT NULL,
    total_requests INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    expires_at TEXT,
    revoked INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE auth_tokens (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    revoked INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX auth_tokens_by_user ON auth_tokens(user_id);
  CREATE TABLE word_lists (
    id INTEGER PRIMARY KEY,
    permalink TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    description TEXT,
    type TEXT NOT NULL DEFAULT 'PUBLIC',
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    last_activity_at TEXT NOT NULL
  );
  CREATE INDEX word_lists_by_user ON word_lists(user_id, created_at);
  CREATE TABLE word_list_words (
    id INTEGER PRIMARY KEY,
    list_id INTEGER NOT NULL REFERENCES word_lists(id) ON DELETE CASCADE,
    word TEXT NOT NULL,
    created_at TEXT NOT NULL,
    UNIQUE (list_id, word)
  );
  CREATE INDEX word_list_words_by_word ON word_list_words(word);
  `,
  },
  // Version 2: keys were stored as they are; now only their hashes are.
  {
    sqlite: (db) => {
      db.exec('ALTER TABLE api_keys RENAME COLUMN key TO key_hash');
      const keys = db.prepare<[], string>('SELECT key_hash FROM api_keys').pluck().all();
      const hash = db.prepare('UPDATE api_keys SET key_hash = ? WHERE key_hash = ?');
      for (const key of keys) hash.run(secretHash(key), key);
    },
  },
  // Version 3: deleted lists' permalinks are kept out of use.
  { sqlite: `CREATE TABLE retired_permalinks (permalink TEXT PRIMARY KEY, retired_at TEXT NOT NULL);` },
  // Version 4: a deleted list's id is kept too, so no new list gets it.
  { sqlite: `ALTER TABLE retired_permalinks ADD COLUMN list_id INTEGER;` },
  // Version 5: each word's count of lists (kept by triggers until version 8, by the word
  // lists' store since), and the retired ids indexed, so that neither a list's words nor a new
  // list's id is found by reading everyone's rows.
  {
    sqlite: `
  CREATE TABLE word_list_counts (
    word TEXT NOT NULL,
    owner INTEGER NOT NULL,
    lists INTEGER NOT NULL,
    PRIMARY KEY (word, owner)
  ) WITHOUT ROWID;
  INSERT INTO word_list_counts (word, owner, lists)
    SELECT w.word, CASE WHEN l.type = 'PUBLIC' THEN 0 ELSE l.user_id END, count(*)
    FROM word_list_words w JOIN word_lists l ON l.id = w.list_id
    GROUP BY 1, 2;
  CREATE TRIGGER word_list_counts_add AFTER INSERT ON word_list_words BEGIN
    INSERT INTO word_list_counts (word, owner, lists)
      SELECT NEW.word, CASE WHEN type = 'PUBLIC' THEN 0 ELSE user_id END, 1 FROM word_lists WHERE id = NEW.list_id
      ON CONFLICT (word, owner) DO UPDATE SET lists = lists + 1;
  END;
  CREATE TRIGGER word_list_counts_remove AFTER DELETE ON word_list_words BEGIN
    UPDATE word_list_counts SET lists = lists - 1
      WHERE word = OLD.word
        AND owner = (SELECT CASE WHEN type = 'PUBLIC' THEN 0 ELSE user_id END FROM word_lists WHERE id = OLD.list_id);
    DELETE FROM word_list_counts
      WHERE word = OLD.word AND lists <= 0
        AND owner = (SELECT CASE WHEN type = 'PUBLIC' THEN 0 ELSE user_id END FROM word_lists WHERE id = OLD.list_id);
  END;
  CREATE TRIGGER word_list_counts_list_deleted BEFORE DELETE ON word_lists BEGIN
    DELETE FROM word_list_words WHERE list_id = OLD.id;
  END;
  CREATE TRIGGER word_list_counts_list_moved AFTER UPDATE OF type, user_id ON word_lists
    WHEN (OLD.type = 'PUBLIC') IS NOT (NEW.type = 'PUBLIC') OR OLD.user_id IS NOT NEW.user_id
  BEGIN
    UPDATE word_list_counts SET lists = lists - 1
      WHERE owner = CASE WHEN OLD.type = 'PUBLIC' THEN 0 ELSE OLD.user_id END
        AND word IN (SELECT word FROM word_list_words WHERE list_id = OLD.id);
    DELETE FROM word_list_counts
      WHERE owner = CASE WHEN OLD.type = 'PUBLIC' THEN 0 ELSE OLD.user_id END AND lists <= 0
        AND word IN (SELECT word FROM word_list_words WHERE list_id = OLD.id);
    INSERT INTO word_list_counts (word, owner, lists)
      SELECT word, CASE WHEN NEW.type = 'PUBLIC' THEN 0 ELSE NEW.user_id END, 1 FROM word_list_words WHERE list_id = NEW.id
      ON CONFLICT (word, owner) DO UPDATE SET lists = lists + 1;
  END;
  CREATE INDEX retired_permalinks_by_list ON retired_permalinks(list_id);
  `,
  },
  // Version 6: permalinks are each user's, so that a new list's tells nothing of anyone
  // else's lists. Every permalink and id stays as it was (clients hold them); a deleted list's
  // permalink is kept out of use for its owner, and one deleted before owners were recorded
  // (user_id NULL) for every user who was there when it was deleted (see word-lists.ts).
  // SQLite drops a column's UNIQUE only by making the table again; the triggers, which read
  // both tables, are set aside meanwhile and made again as they were.
  {
    sqlite: (db) => {
      const triggers = db.prepare<[], string>("SELECT sql FROM sqlite_schema WHERE type = 'trigger'").pluck().all();
      for (const name of db.prepare<[], string>("SELECT name FROM sqlite_schema WHERE type = 'trigger'").pluck().all()) {
        db.exec(`DROP TRIGGER "${name}"`);
      }
      db.exec(`
      CREATE TABLE word_lists_by_owner (
        id INTEGER PRIMARY KEY,
        permalink TEXT NOT NULL,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        description TEXT,
        type TEXT NOT NULL DEFAULT 'PUBLIC',
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        last_activity_at TEXT NOT NULL,
        UNIQUE (user_id, permalink)
      );
      INSERT INTO word_lists_by_owner (id, permalink, user_id, name, description, type, created_at, updated_at, last_activity_at)
        SELECT id, permalink, user_id, name, description, type, created_at, updated_at, last_activity_at FROM word_lists;
      DROP TABLE word_lists;
      ALTER TABLE word_lists_by_owner RENAME TO word_lists;
      CREATE INDEX word_lists_by_user ON word_lists(user_id, created_at);

      CREATE TABLE retired_by_owner (
        user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
        permalink TEXT NOT NULL,
        list_id INTEGER,
        retired_at TEXT NOT NULL,
        UNIQUE (user_id, permalink)
      );
      INSERT INTO retired_by_owner (user_id, permalink, list_id, retired_at)
        SELECT NULL, permalink, list_id, retired_at FROM retired_permalinks;
      DROP TABLE retired_permalinks;
      ALTER TABLE retired_by_owner RENAME TO retired_permalinks;
      CREATE INDEX retired_permalinks_by_list ON retired_permalinks(list_id);
    `);
      for (const sql of triggers) db.exec(sql);
      const broken = ['word_list_words', 'word_lists', 'retired_permalinks'].flatMap(
        (table) => db.pragma(`foreign_key_check(${table})`) as unknown[],
      );
      if (broken.length > 0) throw new Error(`moving the word lists would break ${broken.length} references`);
    },
  },
  // Version 7: the words removed from each list, and when (X6), until added again or the
  // list is deleted: a browser that was offline asks before it adds a word back.
  {
    sqlite: `
  CREATE TABLE IF NOT EXISTS removed_words (
    list_id INTEGER NOT NULL REFERENCES word_lists(id) ON DELETE CASCADE,
    word TEXT NOT NULL,
    removed_at TEXT NOT NULL,
    PRIMARY KEY (list_id, word)
  );
  CREATE INDEX IF NOT EXISTS removed_words_by_time ON removed_words(list_id, removed_at);
  `,
  },
  // Version 8: the words' counts of lists are kept by the word lists' store (word-lists.ts),
  // in the same transaction as each change, on both engines: one source of truth, where
  // SQLite's triggers would have needed PostgreSQL twins. PostgreSQL's whole layout starts here.
  {
    sqlite: `
  DROP TRIGGER IF EXISTS word_list_counts_add;
  DROP TRIGGER IF EXISTS word_list_counts_remove;
  DROP TRIGGER IF EXISTS word_list_counts_list_deleted;
  DROP TRIGGER IF EXISTS word_list_counts_list_moved;
  `,
    postgres: createTables(POSTGRES, TABLES_OF_LAYOUT_8),
  },
  // Version 9: the sign-in attempts that count against a guesser, kept in the database (they
  // were each server's memory), so that every server sharing it holds the same limit.
  onBothEngines(SIGN_IN_ATTEMPTS),
  // Version 10: a reader's records beside the lists (X7, X8), with tombstones, read by the
  // place of their last change in the user's sequence (stores/user-records.ts).
  onBothEngines(USER_RECORDS),
  // Version 11: the answers of changes sent with an Idempotency-Key, for a day, so that a
  // change repeated after a lost answer is answered, not made twice (stores/idempotency-keys.ts).
  onBothEngines(IDEMPOTENCY_KEYS),
  // Version 12: where each browser of a reader last read the records from, and up to which
  // change the deletions were dropped, so that records are compacted rather than refused at
  // the account's cap (rules/record-compaction.ts).
  onBothEngines(RECORD_READERS, RECORD_COMPACTIONS),
  // Version 13: a list's words by date, so that reading a long list needs neither a look-up of
  // each of its rows nor a sort of them.
  { sqlite: createIndexes(SQLITE, [WORD_LIST_WORDS_BY_DATE]), postgres: createIndexes(POSTGRES, [WORD_LIST_WORDS_BY_DATE]) },
];
