/**
 * The server's own read-write database: users, API keys, auth tokens and word lists.
 * (The word data is a separate, read-only file built from open data.)
 *
 * Tables
 * - users: a password hash (scrypt, see rules/passwords.ts), a confirmed flag and a
 *   disabled flag; only confirmed, enabled users may sign in.
 * - api_keys: the SHA-256 of each key (the key itself is shown once, when it is made, and
 *   never stored), its plan (calls per minute and per hour) and its running total.
 * - auth_tokens: the SHA-256 of each token (the token itself is never stored), when it
 *   expires and whether it was revoked.
 * - word_lists / word_list_words: lists by owner and permalink (a permalink is unique among
 *   its owner's lists only), and their words, one row per word.
 * - retired_permalinks: the permalinks and ids of deleted lists, never handed out again (a
 *   delete sent late by an offline browser must not reach a new list of the same name): a
 *   permalink to its owner, an id to anyone.
 * - removed_words: the words removed from each list and when (X6), until added again or the
 *   list is deleted, so that a word added offline before it was removed elsewhere is not
 *   brought back.
 * - user_records: a signed-in reader's records beside the lists (X7, X8: the history, the
 *   review's cards and grades), deletions kept as tombstones (see stores/user-records.ts).
 * - word_list_counts: how many lists hold each word, by who may see them: `owner` 0 counts
 *   the public lists, a user's id that user's other lists. Triggers keep it as words come and
 *   go and lists change type or are deleted, in the same transaction, so a list's words are
 *   answered with their count of lists (L6's `numberLists`) by two lookups each, however many
 *   lists everyone else has.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { secretHash } from './secret-hash.ts';

/** Each step takes the database one version further: SQL, or work that needs code. */
type Migration = string | ((db: Database.Database) => void);

const MIGRATIONS: readonly Migration[] = [
  `
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
  // Version 2: keys were stored as they are; now only their hashes are.
  (db) => {
    db.exec('ALTER TABLE api_keys RENAME COLUMN key TO key_hash');
    const keys = db.prepare<[], string>('SELECT key_hash FROM api_keys').pluck().all();
    const hash = db.prepare('UPDATE api_keys SET key_hash = ? WHERE key_hash = ?');
    for (const key of keys) hash.run(secretHash(key), key);
  },
  // Version 3: deleted lists' permalinks are kept out of use.
  `CREATE TABLE retired_permalinks (permalink TEXT PRIMARY KEY, retired_at TEXT NOT NULL);`,
  // Version 4: a deleted list's id is kept too, so no new list gets it.
  `ALTER TABLE retired_permalinks ADD COLUMN list_id INTEGER;`,
  // Version 5: each word's count of lists, kept as lists change (see the header), and the
  // retired ids indexed, so that neither a list's words nor a new list's id is found by
  // reading everyone's rows.
  `
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
  -- A list's words leave before it does, so that each is still counted where its list was
  -- (a foreign key's cascade deletes them after the list, when it cannot be read).
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
  // Version 6: permalinks are each user's, so that a new list's tells nothing of anyone
  // else's lists. Every permalink and id stays as it was (clients hold them); a deleted list's
  // permalink is kept out of use for its owner, and one deleted before owners were recorded
  // (user_id NULL) for every user who was there when it was deleted (see stores/word-lists.ts).
  // SQLite drops a column's UNIQUE only by making the table again; the triggers, which read
  // both tables, are set aside meanwhile and made again as they were.
  (db) => {
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
  // Version 7: the words removed from each list, and when (X6), until added again or the
  // list is deleted: a browser that was offline asks before it adds a word back.
  `
  CREATE TABLE IF NOT EXISTS removed_words (
    list_id INTEGER NOT NULL REFERENCES word_lists(id) ON DELETE CASCADE,
    word TEXT NOT NULL,
    removed_at TEXT NOT NULL,
    PRIMARY KEY (list_id, word)
  );
  CREATE INDEX IF NOT EXISTS removed_words_by_time ON removed_words(list_id, removed_at);
  `,
  // Version 8: a reader's records beside the lists (X7, X8), with tombstones, read by the
  // place of their last change in the user's sequence (stores/user-records.ts).
  `
  CREATE TABLE user_records (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    record_key TEXT NOT NULL,
    changed_at INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    data TEXT,
    PRIMARY KEY (user_id, kind, record_key)
  );
  CREATE UNIQUE INDEX user_records_by_seq ON user_records(user_id, seq);
  `,
];

export type AppDatabase = Database.Database;

/**
 * How long a write waits for another process's lock before it fails (SQLITE_BUSY). SQLite
 * waits by sleeping the thread, so the server's connection waits only briefly (the server
 * answers what it cannot write with 503, see rules/app-db-writes.ts); the command line's
 * waits long, for a server's write to end.
 */
const WAIT_FOR_LOCK_MS = 5000;

/**
 * Opens (creating and migrating as needed) the server's database. `:memory:` works for tests.
 * Opening and migrating wait up to `WAIT_FOR_LOCK_MS` for a lock; later writes wait
 * `busyTimeoutMs` (the same by default).
 */
export function openAppDatabase(file: string, options: { busyTimeoutMs?: number } = {}): AppDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, { timeout: WAIT_FOR_LOCK_MS });
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  // What is deleted or replaced (a key from before it was hashed, a deleted list) is
  // overwritten in the file, not left in free pages.
  db.pragma('secure_delete = ON');
  const version = db.pragma('user_version', { simple: true }) as number;
  // Foreign keys are off while the layout changes (they cannot be switched within a
  // transaction): a table made again is dropped, which would otherwise delete the rows that
  // refer to it; such a step checks the references itself.
  db.pragma('foreign_keys = OFF');
  for (let next = version; next < MIGRATIONS.length; next++) {
    const migration = MIGRATIONS[next] ?? '';
    db.transaction(() => {
      if (typeof migration === 'string') db.exec(migration);
      else migration(db);
      db.pragma(`user_version = ${next + 1}`);
    })();
  }
  db.pragma('foreign_keys = ON');
  // The pages a migration replaced leave the write-ahead log too.
  if (version < MIGRATIONS.length) db.pragma('wal_checkpoint(TRUNCATE)');
  setBusyTimeout(db, options.busyTimeoutMs ?? WAIT_FOR_LOCK_MS);
  return db;
}

/** How long the connection's writes wait for another process's lock from now on. */
export function setBusyTimeout(db: AppDatabase, ms: number): void {
  db.pragma(`busy_timeout = ${Math.max(0, Math.round(ms))}`);
}

/**
 * Why SQLite could not write, when it is something that passes (or that an administrator
 * mends) rather than a fault of the request: another process holds the lock, the disk is
 * full, or the file cannot be written (an I/O error, a read-only file or folder).
 */
export interface WriteTrouble {
  kind: 'locked' | 'full' | 'failing';
  /** SQLite's code, as `SQLITE_BUSY`. */
  code: string;
}

export function writeTroubleOf(error: unknown): WriteTrouble | undefined {
  if (!(error instanceof Database.SqliteError)) return undefined;
  const { code } = error;
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return { kind: 'locked', code };
  if (code === 'SQLITE_FULL') return { kind: 'full', code };
  if (code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN')) {
    return { kind: 'failing', code };
  }
  return undefined;
}
