/**
 * What the reader knows of each word they keep: the one place the marks (and the bubble's
 * "in your list" line) learn a word's state. The review decides it from the word's card (by
 * the thresholds of lib/shared/word-state.ts); a word with no card yet is new.
 */
import type { Review } from '../review/review';
import type { WordState } from '../../shared/word-state';

/** Each word's state, by the word as its list keeps it (the review keys its cards in lower case). */
export async function wordStates(review: Pick<Review, 'states'>, words: readonly string[]): Promise<Map<string, WordState>> {
  const known = await review.states();
  return new Map(words.map((word) => [word, known.get(word.toLowerCase()) ?? 'new']));
}
