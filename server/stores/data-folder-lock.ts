/**
 * One server per data folder. Two servers on one folder answered "database is locked" now and
 * then and each kept its own rate limits (so every limit doubled), so a server holds the
 * folder while it runs: SQLite's exclusive lock on `server.lock` there, a lock of the
 * operating system's, which it lets go of when the process ends, however it ends (a server
 * killed leaves nothing that blocks the next start). Its process id is written beside it, in
 * `server.pid`, for a second server to name it.
 */
import Database from 'better-sqlite3';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface DataFolderLock {
  /** The folder held, as an absolute path. */
  readonly dataDir: string;
  /** Lets the folder go (a closed server's folder may be served again). */
  release(): void;
}

/** The process id `server.pid` names, if that process is alive. */
function holderOf(pidFile: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, 'utf8').trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive, another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

/** Holds the data folder for this process, or throws saying which process serves it. */
export function lockDataFolder(folder: string): DataFolderLock {
  const dataDir = resolve(folder);
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'server.lock');
  const pidFile = join(dataDir, 'server.pid');
  const db = new Database(lockFile, { timeout: 0 });
  try {
    // No journal file beside the lock: nothing is ever written to it.
    db.pragma('journal_mode = MEMORY');
    db.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    db.close();
    if (!(error instanceof Database.SqliteError) || !error.code.startsWith('SQLITE_BUSY')) throw error;
    const holder = holderOf(pidFile);
    throw new Error(
      `The data folder ${dataDir} is served already, by ${holder ? `process ${holder}` : 'another process (one that has just started)'}, ` +
        `which holds ${lockFile}: stop that server first, or serve another folder (--data-dir)`,
    );
  }
  writeFileSync(pidFile, `${process.pid}\n`);
  let held = true;
  return {
    dataDir,
    release() {
      if (!held) return;
      held = false;
      rmSync(pidFile, { force: true });
      db.exec('ROLLBACK');
      db.close();
    },
  };
}
