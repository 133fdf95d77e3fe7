/**
 * A word between a determiner and the noun it describes is read as an adjective ("a light rain",
 * "his left hand"), unless it is a noun there in the main: then it names what the next word is
 * made of or for ("the stone wall", "the rose garden", "a paper bag"), and an adjective a
 * dictionary gives it is rarely what is meant (stone's is a dull grey colour, paper's "existing
 * only on paper"). Which words those are, the Brown corpus's tags say
 * (lib/shared/english/attributive-nouns.ts, made by scripts/attributive-nouns.ts).
 */
import type { WordInSentence } from '../text/sentence-context';
import { wordAfter, wordBefore } from '../text/words-around';
import { DETERMINERS, isPlainWord, NOT_A_NOUN } from '../text/word-classes';
import { ATTRIBUTIVE_NOUNS } from '../english/attributive-nouns';

let attributiveNouns: ReadonlySet<string> | undefined;

/** Whether the word read stands between a determiner and a word it may describe, and is mostly a noun there. */
export function namesWhatFollows(word: string, context: WordInSentence | undefined): boolean {
  if (!context) return false;
  attributiveNouns ??= new Set(ATTRIBUTIVE_NOUNS.split(' '));
  if (!attributiveNouns.has(word.toLowerCase())) return false;
  const before = wordBefore(context);
  const next = wordAfter(context, word);
  return before !== undefined && DETERMINERS.has(before) && isPlainWord(next) && !NOT_A_NOUN.has(next ?? '');
}
