/**
 * An entry is found by its key through a hash table of the keys: every key of the word database
 * must be found at its own position, and what is not a key (a near miss, a prefix, a case or an
 * accent apart) must not be found.
 */
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_WORDS_FILE } from '../../../dev/paths.ts';
import { loadWordIndex, positionOfKey, type WordIndex } from '../../../server/stores/words/word-index.ts';

let db: Database.Database;
let index: WordIndex;

beforeAll(() => {
  db = new Database(TEST_WORDS_FILE, { readonly: true, fileMustExist: true });
  index = loadWordIndex(db);
});

afterAll(() => db.close());

it('finds every key at its own position', () => {
  expect(index.size).toBeGreaterThan(1000);
  const missed = index.lower.filter((key, position) => positionOfKey(index, key) !== position);
  expect(missed).toEqual([]);
});

it('finds nothing for what is not a key', () => {
  const keys = new Set(index.lower);
  const tried = index.lower.flatMap((key) => [`${key}\u0301`, `${key}zq`, key.slice(0, -1), key.toUpperCase(), ` ${key}`]);
  const notKeys = [...tried, '', 'zzzzzzzzzzzz', '\u{1F600}'].filter((text) => !keys.has(text));
  expect(notKeys.length).toBeGreaterThan(index.size);
  expect(notKeys.filter((text) => positionOfKey(index, text) !== -1)).toEqual([]);
});
