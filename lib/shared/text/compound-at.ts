/**
 * A compound of two words that a word may stand in, read from its sentence: "mouse" in "click the
 * left mouse button" (mouse button), "school" in "a high school teacher" (high school).
 * Dictionaries enter many such pairs with a meaning of their own, which a reader who
 * double-clicks one of the two words expects to see. A guess: the lookup asks a Glossa server
 * for it beside the word (lib/background/lookup/lookup.ts, as it does a verb's particle), and
 * where no dictionary has it, the word's own senses answer as before.
 *
 * The word and the word after it are tried first ("mouse button"), else the word before and the
 * word ("high school" for "school"): only one guess, so a lookup costs at most one more call. The
 * other word is a plain one in lowercase (not a name, nor a grammar word such as "the" or "is"),
 * and no adverb or past after the word ("the key opened").
 */
import { hasPastShape, isIrregularPast, isPlainWord } from './word-classes';
import type { WordInSentence } from './words-around';

/** Letters alone, in lowercase: no name ("New York"), no number, no grammar word. */
const partner = (word: string | undefined): word is string =>
  word !== undefined && /^\p{Ll}{3,}$/u.test(word) && isPlainWord(word) && !/ly$/u.test(word);

/** The compound the word may stand in ("mouse button"), or undefined. */
export function compoundAt(word: string, context: WordInSentence | undefined): string | undefined {
  if (!context || !/^\p{L}{2,}$/u.test(word)) return undefined;
  const lower = word.toLowerCase();
  if (!isPlainWord(lower)) return undefined;
  // The words beside it as written, with only a space between (a comma or a dash parts them).
  const { sentence, start } = context;
  const next = /^ +(\p{L}+)/u.exec(sentence.slice(start + word.length))?.[1];
  if (partner(next) && !hasPastShape(next) && !isIrregularPast(next)) return `${lower} ${next}`;
  const before = /(\p{L}+) +$/u.exec(sentence.slice(0, start))?.[1];
  return partner(before) ? `${before} ${lower}` : undefined;
}
