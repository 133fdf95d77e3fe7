/**
 * What the reader knows of each word they keep: the one place the marks (and the bubble's
 * "in your list" line) learn a word's state. Until words are reviewed, every kept word is new.
 */
import type { GlossaDatabase } from '../store/db';
import type { WordState } from '../../shared/word-state';

/** Each word's state, by the word as its list keeps it. */
export function wordStates(_db: GlossaDatabase, words: readonly string[]): Promise<Map<string, WordState>> {
  return Promise.resolve(new Map(words.map((word) => [word, 'new'])));
}
