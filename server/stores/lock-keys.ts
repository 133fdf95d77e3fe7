/**
 * The advisory locks Glossa takes on PostgreSQL, each named here once. PostgreSQL has one space
 * of lock keys per database, shared by everything that connects to it; a key is a number, or
 * text that PostgreSQL hashes to one (`hashtext`). SQLite needs none: one writer at a time
 * holds the whole file.
 *
 * Servers of two versions may share a database while they are replaced one by one, and each
 * must wait for the other's lock: a key never changes once it has shipped.
 */

export type LockKey = { number: number } | { text: string };

/** The letters of a four-letter name as one number, so that the keys read as what they lock. */
const named = (name: string): { number: number } => ({ number: Buffer.from(name, 'latin1').readUInt32BE(0) });

export const LOCKS = {
  /** One server at a time takes the app database forward (held through every step). */
  migration: named('glos'),
  /**
   * One server at a time makes the shared state's tables and functions. The same key as the
   * migration's, from when both were first written: the two take turns, which costs a start
   * nothing.
   */
  sharedStateSchema: named('glos'),
  /** One transaction at a time picks a new list's id and permalink. */
  listCreation: named('list'),
  /** One transaction at a time changes a user's records (the history, the review's cards). */
  userRecords: (userId: number): LockKey => ({ text: `records:${userId}` }),
  /** One transaction at a time counts a line of sign-in attempts (`account:<user id>@<ip>`, `address:<ip>`). */
  signInLine: (line: string): LockKey => ({ text: line }),
};
