/**
 * An adjective that ends a verb's object, saying what the verb leaves it: "painted the wall
 * white", "left the door open all night", "found the room empty."
 */
import { lemma } from '../english/forms';
import * as grammar from '../english/grammar-words';
import { isPlainWord, isUsualAdjective, NOT_A_NOUN, OPENS_AN_OBJECT, STARTS_PHRASE } from './word-classes';
import { previousWord, wordAfter, wordBefore, type WordInSentence } from './words-around';

const COMPLEMENT_VERBS = grammar.wordSet(grammar.COMPLEMENT_VERBS);
const COMPLEMENT_ADJECTIVES = grammar.wordSet(grammar.COMPLEMENT_ADJECTIVES);

/**
 * Whether the word is such an adjective: one mostly met as an adjective, or one met as a verb too
 * that says what a thing is left (open, clean, dry), after a verb that leaves its object so and
 * the object's article or possessive and noun. Not a word the noun may describe ("left the house
 * key": key is no usual adjective), nor after a plural, which may be a verb's subject ("the
 * fields lay empty" is left to the rest of the grammar).
 */
export function saysWhatVerbLeavesObject(context: WordInSentence, word: string): boolean {
  const lower = word.toLowerCase();
  if (!isUsualAdjective(lower) && !COMPLEMENT_ADJECTIVES.has(lower)) return false;
  const noun = previousWord(context);
  const opener = noun && previousWord({ ...context, start: noun.start });
  const verb = opener && wordBefore({ ...context, start: opener.start });
  if (!noun || !opener || verb === undefined || !OPENS_AN_OBJECT.has(opener.word)) return false;
  if (!isPlainWord(noun.word) || isUsualAdjective(noun.word) || /(?:[^s]s|ly)$/u.test(noun.word)) return false;
  const next = wordAfter(context, word);
  const endsPhrase = next === undefined || NOT_A_NOUN.has(next) || STARTS_PHRASE.has(next);
  return endsPhrase && COMPLEMENT_VERBS.has(lemma(verb));
}
