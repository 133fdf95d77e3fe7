/**
 * The server's own read-write database: users, API keys, auth tokens and word lists.
 * (The word data is a separate, read-only file built from open data.)
 *
 * Tables
 * - users: a password hash (scrypt, see services/passwords.ts), a confirmed flag and a
 *   disabled flag; only confirmed, enabled users may sign in.
 * - api_keys: a key and its plan (calls per minute and per hour) and its running total.
 * - auth_tokens: the SHA-256 of each token (the token itself is never stored), when it
 *   expires and whether it was revoked.
 * - word_lists / word_list_words: lists by permalink, and their words, one row per word.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

const MIGRATIONS: readonly string[] = [
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
];

export type AppDatabase = Database.Database;

/** Opens (creating and migrating as needed) the server's database. `:memory:` works for tests. */
export function openAppDatabase(file: string): AppDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // Writers from several processes (the CLI while the server runs) wait instead of failing.
  db.pragma('busy_timeout = 5000');
  const version = db.pragma('user_version', { simple: true }) as number;
  for (let next = version; next < MIGRATIONS.length; next++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[next] ?? '');
      db.pragma(`user_version = ${next + 1}`);
    })();
  }
  return db;
}
