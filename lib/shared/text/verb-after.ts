/**
 * Whether a sentence has a verb after a word: what tells a word in -s that is the sentence's verb
 * ("the river runs through the valley.") from a plural a verb follows ("the car parts in the box
 * are new").
 */
import { BE_FORMS, HAVE_FORMS, hasPastShape, isIrregularPast, MODALS } from './word-classes';
import type { WordInSentence } from './words-around';

/**
 * Whether a whole sentence (one that ends as sentences do, not a heading's "Car parts for sale")
 * has nothing after the word (and the next word, if given) that could be a verb: no auxiliary, no
 * form in -ed, no irregular past.
 */
export function noVerbAfter({ sentence, start }: WordInSentence, word: string, next?: string): boolean {
  const after = sentence.slice(start + word.length);
  const rest = next === undefined ? after : after.slice(after.toLowerCase().indexOf(next) + next.length);
  if (!/[.!?]["'”’)]*\s*$/u.test(rest)) return false;
  const words = rest.toLowerCase().split(/[^\p{L}'’]+/u);
  return !words.some((w) => BE_FORMS.has(w) || HAVE_FORMS.has(w) || MODALS.has(w) || hasPastShape(w) || isIrregularPast(w));
}
