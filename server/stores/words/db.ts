/**
 * The word database opened for reading, and what every query of the store shares: how an
 * entry's spelling is shown and how a looked-up word is folded.
 */
import Database from 'better-sqlite3';
import type { Statement as BoundStatement } from 'better-sqlite3';

export type WordDatabase = Database.Database;
export type Statement = BoundStatement<unknown[]>;

export function openWordDatabase(file: string): WordDatabase {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  // Read through SQLite's own page cache, not a memory map: mapped pages count in the server's
  // resident memory (the whole 160 MB file, in time), and on this layout reads cost the same,
  // the operating system's file cache holding what is read often either way.
  db.pragma('cache_size = -8192');
  // Hold the file's shared lock from the first read on. Otherwise every query is a read
  // transaction of its own that locks the file, reads its header to see whether another
  // process changed it (dropping the page cache if so) and unlocks it again: system calls that
  // were six of a lookup's seven microseconds. Nothing writes this file in place (a build
  // writes a new one and renames it over), so there is no change to watch for, and other
  // readers still share it.
  db.pragma('locking_mode = EXCLUSIVE');
  return db;
}

/** An entry's display spelling in SQL (`e` is the entry): its capitalized form, else its key. */
export const DISPLAY = 'coalesce(e.word, e.lower)';

/** Curly apostrophes to straight ones, runs of spaces to one: how words are looked up. */
export function normalize(word: string): string {
  return word
    .trim()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, ' ');
}
