/**
 * The server's own read-write database: users, API keys, auth tokens and word lists. (The
 * word data is a separate, read-only file built from open data.) It lives in SQLite, a file in
 * the data folder (the embedded default), or in PostgreSQL, which any number of Glossa servers
 * share; the stores reach both through one typed query layer (Kysely), so every query is
 * written once. The layout's steps are in app-db-migrations.ts.
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
 * - sign_in_attempts: the failed (or unfinished) sign-ins that count against an address
 *   (on one account, and on all), for a while (rules/sign-in-throttle.ts), shared by every server of the database.
 * - user_records: a signed-in reader's records beside the lists (X7, X8: the history, the
 *   review's cards and grades), deletions kept as tombstones (see stores/user-records.ts).
 * - record_readers / record_compactions: where each browser of a reader last read the records
 *   from (X8's `client` and `since`), and up to which change deletions were dropped: the
 *   records are compacted before a put is refused at the account's cap (rules/record-compaction.ts).
 * - idempotency_keys: the answers of changes sent with an Idempotency-Key (list changes, X7),
 *   by user, operation and key, for a day: a change repeated after a lost answer is answered
 *   again, not made twice (see stores/idempotency-keys.ts).
 * - word_list_counts: how many lists hold each word, by who may see them: `owner` 0 counts
 *   the public lists, a user's id that user's other lists. The word lists' store keeps it as
 *   words come and go and lists change type or are deleted, in the same transaction, so a
 *   list's words are answered with their count of lists (L6's `numberLists`) by two lookups
 *   each, however many lists everyone else has.
 */
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect, type Generated } from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';
import { POSTGRES, SQLITE, type AppDialect } from './app-db-dialect.ts';
import { MIGRATIONS } from './app-db-migrations.ts';
import { LOCKS } from './lock-keys.ts';
import { withHeldConnectionsCared, type HeldPool } from './postgres-held-connections.ts';

export interface AppTables {
  users: {
    id: Generated<number>;
    username: string;
    email: string;
    display_name: string | null;
    password_hash: string;
    confirmed: number;
    disabled: Generated<number>;
    created_at: string;
  };
  api_keys: {
    key_hash: string;
    user_id: number;
    per_minute: number;
    per_hour: number;
    total_requests: Generated<number>;
    created_at: string;
    expires_at: string | null;
    revoked: Generated<number>;
  };
  auth_tokens: { token_hash: string; user_id: number; created_at: string; expires_at: string; revoked: Generated<number> };
  word_lists: {
    id: number;
    permalink: string;
    user_id: number;
    name: string;
    description: string | null;
    type: string;
    created_at: string;
    updated_at: string;
    last_activity_at: string;
  };
  word_list_words: { id: Generated<number>; list_id: number; word: string; created_at: string };
  retired_permalinks: { user_id: number | null; permalink: string; list_id: number | null; retired_at: string };
  removed_words: { list_id: number; word: string; removed_at: string };
  word_list_counts: { word: string; owner: number; lists: number };
  sign_in_attempts: { id: Generated<number>; line: string; user_id: number; at: number };
  user_records: { user_id: number; kind: string; record_key: string; changed_at: number; seq: number; data: string | null };
  idempotency_keys: {
    user_id: number;
    operation: string;
    idempotency_key: string;
    request_hash: string;
    answer: string | null;
    created_at: number;
  };
  record_readers: { user_id: number; client: string; cursor: number; read_at: number };
  record_compactions: { user_id: number; dropped_through: number; compacted_at: number };
}

/** Queries of the app database: the database itself, or one connection inside a transaction. */
export type AppQueries = Kysely<AppTables>;

export interface AppDatabase {
  queries: AppQueries;
  /** What its engine does its own way (app-db-dialect.ts): the stores ask it, never which engine it is. */
  dialect: AppDialect;
  /** Where it is, for messages: its file, or its PostgreSQL address without a password. */
  name: string;
  /** SQLite's own connection (tests fill its "disk" with `max_page_count`); none on PostgreSQL. */
  sqlite?: Database.Database;
  /** PostgreSQL's pool: its connections open and idle, and the queries waiting for one; none on SQLite (one connection). */
  poolUse?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** Whether the server's database is given as a PostgreSQL address rather than a file. */
export const isPostgresUrl = (where: string): boolean => /^postgres(ql)?:\/\//i.test(where);

/**
 * How long a write waits for another process's lock before it fails (SQLITE_BUSY). SQLite
 * waits by sleeping the thread, so the server's connection waits only briefly (the server
 * answers what it cannot write with 503, see rules/app-db-writes.ts); the command line's
 * waits long, for a server's write to end.
 */
const WAIT_FOR_LOCK_MS = 5000;
/** Connections one server keeps to PostgreSQL. */
const POSTGRES_CONNECTIONS = 10;
/** How long a request waits to reach PostgreSQL before it is answered 503. */
const POSTGRES_CONNECT_MS = 5000;

/**
 * Opens the server's database, creating and migrating it as needed: a SQLite file (`:memory:`
 * works for tests) or a PostgreSQL address (`postgres://…`). On SQLite, opening and migrating
 * wait up to `WAIT_FOR_LOCK_MS` for a lock; later writes wait `busyTimeoutMs` (the same by
 * default).
 */
export async function openAppDatabase(where: string, options: { busyTimeoutMs?: number } = {}): Promise<AppDatabase> {
  return isPostgresUrl(where) ? openPostgres(where) : openSqlite(where, options);
}

function openSqlite(file: string, options: { busyTimeoutMs?: number }): AppDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file, { timeout: WAIT_FOR_LOCK_MS });
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  // What is deleted or replaced (a key from before it was hashed, a deleted list) is
  // overwritten in the file, not left in free pages.
  db.pragma('secure_delete = ON');
  try {
    migrateSqlite(db);
  } catch (error) {
    db.close();
    throw error;
  }
  db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? WAIT_FOR_LOCK_MS}`);
  const queries = new Kysely<AppTables>({ dialect: new SqliteDialect({ database: withStatementCache(db) }) });
  return {
    queries,
    dialect: SQLITE,
    name: file,
    sqlite: db,
    close: () => queries.destroy(),
  };
}

/**
 * Refuses a database a newer Glossa took past this server's layout: this server's queries
 * would misread it, and going back is no migration's to do.
 */
function refuseNewer(name: string, version: number): void {
  if (version <= MIGRATIONS.length) return;
  throw new Error(
    `The database ${name} has layout ${version}, newer than this Glossa server's ${MIGRATIONS.length}: ` +
      'run the newer glossa-server that took it forward, or restore a copy of the database made before',
  );
}

function migrateSqlite(db: Database.Database): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  refuseNewer(db.name, version);
  // Foreign keys are off while the layout changes (they cannot be switched within a
  // transaction): a table made again is dropped, which would otherwise delete the rows that
  // refer to it; such a step checks the references itself.
  db.pragma('foreign_keys = OFF');
  for (let next = version; next < MIGRATIONS.length; next++) {
    const step = MIGRATIONS[next]?.sqlite;
    db.transaction(() => {
      if (typeof step === 'string') db.exec(step);
      else step?.(db);
      db.pragma(`user_version = ${next + 1}`);
    })();
  }
  db.pragma('foreign_keys = ON');
  // The pages a migration replaced leave the write-ahead log too.
  if (version < MIGRATIONS.length) db.pragma('wal_checkpoint(TRUNCATE)');
}

/**
 * SQLite's connection as Kysely asks for it, with each statement prepared once: the stores'
 * queries are few and asked again and again, and preparing one costs more than running it.
 */
function withStatementCache(db: Database.Database) {
  const prepared = new Map<string, Database.Statement>();
  return {
    prepare(text: string) {
      let statement = prepared.get(text);
      if (!statement) {
        // Queries over a varying number of words each have their text: the cache starts again past a bound.
        if (prepared.size >= 1000) prepared.clear();
        statement = db.prepare(text);
        prepared.set(text, statement);
      }
      return statement;
    },
    close: () => db.close(),
  };
}

async function openPostgres(url: string): Promise<AppDatabase> {
  const pool = new pg.Pool({
    connectionString: url,
    max: POSTGRES_CONNECTIONS,
    connectionTimeoutMillis: POSTGRES_CONNECT_MS,
    // Counts (bigint) are read as numbers: no count here comes near 2^53.
    types: { getTypeParser: (oid: number, format?: 'text' | 'binary') => (oid === 20 ? Number : pg.types.getTypeParser(oid, format)) },
  });
  // A connection the database drops while idle (a restart, a failover) is an event of the
  // pool, not a crash of the server: the next query opens another.
  pool.on('error', () => undefined);
  // One dropped while a request holds it fails that request, 503, not the server.
  const held = withHeldConnectionsCared(pool);
  try {
    await migratePostgres(held, withoutPassword(url));
  } catch (error) {
    await pool.end();
    throw error;
  }
  const queries = new Kysely<AppTables>({ dialect: new PostgresDialect({ pool: held }) });
  return {
    queries,
    dialect: POSTGRES,
    name: withoutPassword(url),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => queries.destroy(),
  };
}

/**
 * Takes a PostgreSQL database forward, one step per transaction. Servers starting at once on
 * one database wait for each other on an advisory lock: the first migrates, the others find
 * the layout current and go on.
 */
async function migratePostgres(pool: HeldPool, name: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCKS.migration.number]);
    try {
      await client.query('CREATE TABLE IF NOT EXISTS glossa_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
      const { rows } = await client.query<{ version: number | null }>('SELECT max(version) AS version FROM glossa_migrations');
      refuseNewer(name, rows[0]?.version ?? 0);
      for (let next = rows[0]?.version ?? 0; next < MIGRATIONS.length; next++) {
        await client.query('BEGIN');
        try {
          const step = MIGRATIONS[next]?.postgres;
          if (step) await client.query(step);
          await client.query('INSERT INTO glossa_migrations (version, applied_at) VALUES ($1, $2)', [next + 1, new Date().toISOString()]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [LOCKS.migration.number]);
    }
  } finally {
    client.release();
  }
}

/** The address as it may be shown: without its password. */
function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the PostgreSQL database';
  }
}

/** How long the connection's writes wait for another process's lock from now on (SQLite; PostgreSQL's writes wait for row locks). */
/** Asks the database the least question there is: it throws when the database cannot answer. */
export async function pingAppDatabase(db: AppDatabase): Promise<void> {
  await sql`select 1`.execute(db.queries);
}

export function setBusyTimeout(db: AppDatabase, ms: number): void {
  db.sqlite?.pragma(`busy_timeout = ${Math.max(0, Math.round(ms))}`);
}

/** Serialization failures and deadlocks: PostgreSQL asks for the transaction to be run again. */
const RUN_AGAIN = new Set(['40001', '40P01']);
const TRIES = 5;

/**
 * Runs `work` as one transaction on one connection: if it throws, none of its writes are
 * kept. On PostgreSQL a transaction the database gives up for another's (a deadlock) is run
 * again, up to `TRIES` times.
 */
export async function inTransaction<T>(db: AppDatabase, work: (queries: AppQueries) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.queries.connection().execute(async (connection) => {
        await sql`begin`.execute(connection);
        try {
          const result = await work(connection);
          await sql`commit`.execute(connection);
          return result;
        } catch (error) {
          // SQLite ends some failed transactions itself (a full disk): only one still open is rolled back.
          if (!db.sqlite || db.sqlite.inTransaction) await sql`rollback`.execute(connection).catch(() => undefined);
          throw error;
        }
      });
    } catch (error) {
      if (attempt >= TRIES || !RUN_AGAIN.has(codeOf(error))) throw error;
    }
  }
}

const codeOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : '';

/**
 * Why the database could not be used, when it is something that passes (or that an
 * administrator mends) rather than a fault of the request: another process holds the lock,
 * the disk is full, the file cannot be written, or PostgreSQL cannot be reached.
 */
export interface WriteTrouble {
  kind: 'locked' | 'full' | 'failing' | 'unreachable';
  /** The engine's code, as `SQLITE_BUSY`, `ECONNREFUSED` or PostgreSQL's SQLSTATE. */
  code: string;
}

export function writeTroubleOf(error: unknown): WriteTrouble | undefined {
  if (error instanceof Database.SqliteError) {
    const { code } = error;
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return { kind: 'locked', code };
    if (code === 'SQLITE_FULL') return { kind: 'full', code };
    if (code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_CANTOPEN')) {
      return { kind: 'failing', code };
    }
    return undefined;
  }
  if (!(error instanceof Error)) return undefined;
  const code = codeOf(error);
  // The network's errors, and PostgreSQL's for a connection lost, refused or not yet possible.
  if (/^E(CONNREFUSED|CONNRESET|HOSTUNREACH|NETUNREACH|NOTFOUND|TIMEDOUT|PIPE|AI_AGAIN)$/.test(code)) return { kind: 'unreachable', code };
  if (code.startsWith('08') || /^57P0[123]$/.test(code) || code === '53300') return { kind: 'unreachable', code };
  if (code === '53100') return { kind: 'full', code };
  if (code === '25006' || code.startsWith('58')) return { kind: 'failing', code };
  if (code === '55P03') return { kind: 'locked', code };
  // pg's own words for a connection that ended or never came.
  if (/Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(error.message)) {
    return { kind: 'unreachable', code: code || 'connection lost' };
  }
  return undefined;
}
