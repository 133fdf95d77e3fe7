/**
 * Backing up a server's SQLite app database while the server writes to it, and putting a backup
 * in place of a data folder's database. Both use SQLite's online backup (better-sqlite3's
 * `backup`): it reads one moment's pages, the write-ahead log's included, so a backup holds every
 * write committed before it began, and the server, whose writes a reader never blocks in WAL
 * mode, goes on meanwhile. Every page is copied in one step: a step that a server's write comes
 * between starts again from the first page, so many small steps could start again for as long as
 * the server writes.
 *
 * A backup is written beside its target and renamed into place once whole: a backup that fails
 * (a full disk) leaves the last good one as it was, and no half-written file by its name.
 */
import Database from 'better-sqlite3';
import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { MIGRATIONS } from './app-db-migrations.ts';

/** How long the backup waits for a server's write lock, which it needs only for an instant. */
const WAIT_FOR_LOCK_MS = 5000;

interface BackupMade {
  file: string;
  bytes: number;
  /** The layout of the database it holds (app-db-migrations.ts). */
  version: number;
}

/** Copies the SQLite database `from` (a server may be writing to it) into the file `to`. */
export async function backUpSqlite(from: string, to: string): Promise<BackupMade> {
  if (!existsSync(from)) throw new Error(`There is no database at ${from}`);
  const partial = join(dirname(to), `.${basename(to)}.partial`);
  rmSync(partial, { force: true });
  const source = new Database(from, { fileMustExist: true, timeout: WAIT_FOR_LOCK_MS });
  try {
    // The first step only measures the database; the second copies all of it at once.
    await source.backup(partial, { progress: ({ totalPages }) => totalPages + 1 });
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    source.close();
  }
  // The copy keeps the server's write-ahead mode, which needs files beside it to be read: a
  // backup is one file, with no log beside it.
  const copy = new Database(partial);
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
  const version = readLayout(partial);
  renameSync(partial, to);
  return { file: to, bytes: statSync(to).size, version };
}

/**
 * Puts the backup `from` in place of the database `to`, which no server may be serving (the
 * caller holds its data folder). The database replaced is kept beside it, renamed, and named in
 * the answer; its write-ahead log goes with it, so nothing of it is read into the backup.
 */
export async function restoreSqlite(from: string, to: string): Promise<{ version: number; replaced?: string }> {
  if (!existsSync(from)) throw new Error(`There is no backup at ${from}`);
  const partial = join(dirname(to), `.${basename(to)}.partial`);
  rmSync(partial, { force: true });
  const source = new Database(from, { readonly: true, fileMustExist: true });
  try {
    await source.backup(partial, { progress: ({ totalPages }) => totalPages + 1 });
  } catch (error) {
    rmSync(partial, { force: true });
    if (error instanceof Database.SqliteError) throw new Error(`${from} is no Glossa server's database (${error.message})`);
    throw error;
  } finally {
    source.close();
  }
  let version: number;
  try {
    version = readLayout(partial);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  let replaced: string | undefined;
  if (existsSync(to)) {
    // A last checkpoint folds the replaced database's log into it, so the copy kept is whole.
    const old = new Database(to, { fileMustExist: true, timeout: WAIT_FOR_LOCK_MS });
    try {
      old.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      old.close();
    }
    replaced = `${to}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(to, replaced);
  }
  for (const companion of ['-wal', '-shm']) rmSync(`${to}${companion}`, { force: true });
  renameSync(partial, to);
  return { version, replaced };
}

/**
 * The layout of a Glossa app database, after SQLite has found every page of it sound; a file
 * that is no such database, or one of a newer Glossa's layout, is refused.
 */
function readLayout(file: string): number {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`${file} is damaged: ${String(check)}`);
    const version = db.pragma('user_version', { simple: true }) as number;
    const hasUsers = db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'users'").get();
    if (!hasUsers || version < 1) throw new Error(`${file} is no Glossa server's database`);
    if (version > MIGRATIONS.length) {
      throw new Error(
        `${file} has layout ${version}, newer than this Glossa server's ${MIGRATIONS.length}: restore it with that newer server`,
      );
    }
    return version;
  } catch (error) {
    if (error instanceof Database.SqliteError) throw new Error(`${file} is no Glossa server's database (${error.message})`);
    throw error;
  } finally {
    db.close();
  }
}
