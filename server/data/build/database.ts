/** The database file a build writes: opened for one writer and no journal, the tables first and the indexes last. */
import Database from 'better-sqlite3';
import { CREATE_STATEMENTS, INDEX_STATEMENTS } from '../schema.ts';

export type BuildDatabase = Database.Database;

/** A new file with the schema's tables, set up for fast bulk inserts (it is renamed into place once complete). */
export function createBuildDatabase(file: string): BuildDatabase {
  const db = new Database(file);
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('temp_store = MEMORY');
    db.pragma('cache_size = -16384');
    for (const sql of CREATE_STATEMENTS) db.exec(sql);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/** The indexes, made once every row is in: faster than keeping them up to date row by row. */
export function createIndexes(db: BuildDatabase): void {
  for (const sql of INDEX_STATEMENTS) db.exec(sql);
}
