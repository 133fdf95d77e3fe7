/**
 * An adjective in a list before its noun: "a stout, well-grown girl", "a big, heavy, powerfully
 * built man", "current and anticipated income", "new and expanded services". Wherever such a
 * list stands (after a determiner, a preposition or a number), its first word is an adjective,
 * though "and" or a comma after a word would otherwise end a noun's phrase. And a word mostly
 * met as an adjective before a word it may describe ("the cold wind", "of great importance").
 */
import { CARDINALS, DETERMINERS, isPlainWord, isUsualAdjective, JOINING, mostlyAdjective, NOT_A_NOUN } from './word-classes';
import { wordAfter, wordsAfter, type WordInSentence } from './words-around';

const PARTICIPLE = /\p{L}{3,}(?:ed|ing)$/u;

/**
 * Whether the word opens a list of adjectives that a noun ends. A participle may open one after
 * a determiner ("the twisted, torn mouth"), not after a preposition ("from boring and stroking").
 */
export function opensAdjectiveList(context: WordInSentence, word: string, afterDeterminer = false): boolean {
  // (A participle joined by "and" is as often a verb's noun: "her teaching and writing", "his drinking and urged".)
  if (afterDeterminer && PARTICIPLE.test(word) && !mostlyAdjective(word)) return beginsCommaList(context, word);
  return mostlyAdjective(word) && (beginsCommaList(context, word) || joinedToAdjective(context, word));
}

/**
 * A word that a comma joins to another adjective before a noun: "a stout, well-grown girl", "a
 * bright, ingenious plan", "his big, muscular, passionate symphony". The word after the comma
 * must look like one and have a noun or another adjective after it, since "a car, then", "a car,
 * the best" or "a friend, loyal and kind" end a noun phrase.
 */
function beginsCommaList({ sentence, start }: WordInSentence, word: string): boolean {
  const [, second, third] = /^,\s+([\p{L}-]+),?\s+(\p{L}+)/u.exec(sentence.slice(start + word.length)) ?? [];
  if (!second || !third) return false;
  const lower = second.toLowerCase();
  // "a friend, loyal and kind" and "a speech, historic in its reach" set a noun apart.
  // (Not "this view, two points", "the companies, larger wage increases", "its intent, Utopian communism": a new phrase.)
  const opensPhrase = CARDINALS.has(lower) || lower === 'both' || /er$/u.test(lower) || /^\p{Lu}/u.test(second);
  return (
    mostlyAdjective(lower) && !opensPhrase && !NOT_A_NOUN.has(lower) && !DETERMINERS.has(lower) && !NOT_A_NOUN.has(third.toLowerCase())
  );
}

/** "Current and anticipated income", "multiple or conflicting claims": an adjective's word joined to another, or to a participle. */
function joinedToAdjective(context: WordInSentence, word: string): boolean {
  const [next, afterNext] = wordsAfter(context, word);
  return (
    (JOINING.has(next ?? '') || next === 'but') && afterNext !== undefined && (mostlyAdjective(afterNext) || PARTICIPLE.test(afterNext))
  );
}

/**
 * Whether a word mostly met as an adjective stands before a word it may describe, after a
 * determiner or a preposition: "the cold wind", "a quick decision", "of great importance".
 * (Over Brown's 50,482 words: after a determiner, 2,112 read so as Brown does, 44 not; after a
 * preposition, 633 as Brown does or as a participle that describes, 5 not; after "and" or "or",
 * 164 as Brown does or as a participle that describes, 3 not.)
 */
export function describesPlainWord(context: WordInSentence, word: string): boolean {
  return isUsualAdjective(word.toLowerCase()) && isPlainWord(wordAfter(context, word));
}
