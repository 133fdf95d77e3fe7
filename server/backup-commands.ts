/**
 * glossa-server's `backup` and `restore`, of a server's SQLite database (its data folder's
 * glossa.sqlite). A PostgreSQL database is backed up with PostgreSQL's own tools: the commands
 * say so, and docs/server.md gives the way. Each prints one JSON line (cli.ts runs them).
 */
import { resolve } from 'node:path';
import { dataFiles } from './config.ts';
import { openAppDatabase } from './stores/app-db.ts';
import { backUpSqlite, restoreSqlite } from './stores/app-db-backup.ts';
import { lockDataFolder } from './stores/data-folder-lock.ts';

/** The options these commands read, beside those cli.ts has. */
export const BACKUP_OPTIONS = {
  to: { type: 'string' },
} as const;

export const BACKUP_USAGE = `  glossa-server backup --to FILE [--data-dir DIR]
  glossa-server restore --from FILE [--data-dir DIR]`;

const COMMANDS = ['backup', 'restore'] as const;
type BackupCommand = (typeof COMMANDS)[number];

export const isBackupCommand = (command: string): command is BackupCommand => (COMMANDS as readonly string[]).includes(command);

const ON_POSTGRES = 'keeps its database in PostgreSQL: back it up with pg_dump and restore it with pg_restore (docs/server.md, "Backups")';

/** Runs the command on the data folder and answers what it prints; `fail` says what is wrong with the command. */
export async function runBackupCommand(
  command: BackupCommand,
  values: { to?: string; from?: string },
  where: { dataDir: string; databaseUrl?: string },
  fail: (message: string) => never,
): Promise<unknown> {
  if (where.databaseUrl) fail(`${command}: a server given --database-url ${ON_POSTGRES}`);
  const database = resolve(dataFiles(where.dataDir).app);
  if (command === 'backup') {
    const to = values.to || fail('backup needs --to FILE');
    // Safe while the server runs and writes: it is not stopped, nor its folder held.
    const made = await backUpSqlite(database, resolve(to));
    return { backup: made.file, from: database, bytes: made.bytes, version: made.version };
  }
  const from = values.from || fail('restore needs --from FILE (a backup made by glossa-server backup)');
  // No server may serve the folder meanwhile (this throws, naming the one that does), and none
  // may start on it until the backup is in place.
  const folder = lockDataFolder(where.dataDir);
  try {
    const restored = await restoreSqlite(resolve(from), database);
    // Brought to this server's layout now, as a server starting on it would.
    const db = await openAppDatabase(database);
    await db.close();
    return {
      restored: database,
      from: resolve(from),
      version: restored.version,
      ...(restored.replaced ? { replaced: restored.replaced } : {}),
    };
  } finally {
    folder.release();
  }
}
