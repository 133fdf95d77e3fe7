/**
 * A word where it stands in its sentence, and the words beside it in its phrase: what the
 * grammar cues (sentence-context.ts) read. A comma, a colon or a dash ends a phrase.
 */
import { negativeContraction } from '../english/contractions';
import * as grammar from '../english/grammar-words';

export interface WordInSentence {
  /** The sentence the word stands in, as the page shows it. */
  sentence: string;
  /** Where the word starts in it. */
  start: number;
  /** The text around the sentence (its paragraph, or part of it), which tells which sense is meant too. */
  around?: string;
  /** Whether the page as a whole reads as older English (older-english.ts), which tells which dictionary's senses it means. */
  olderPage?: boolean;
  /** The whole word, when the text read joined the part selected to the rest (a word hyphenated at a PDF line's end). */
  word?: string;
}

/** The word before the one at `start` (in lowercase) and where it starts, if it is in the same phrase. */
export function previousWord({ sentence, start }: WordInSentence): { word: string; start: number } | undefined {
  const found = /([\p{L}'’]+)([^\p{L}'’]*)$/u.exec(sentence.slice(0, start));
  const [, word, between = ''] = found ?? [];
  // A comma or a dash between the two says they belong to different phrases.
  return found && word && !/[,;:—–()"]/.test(between) ? { word: word.toLowerCase().replace('’', "'"), start: found.index } : undefined;
}

/** The word before the one at `start`, in lowercase, if it is in the same phrase. */
export function wordBefore(context: WordInSentence): string | undefined {
  return previousWord(context)?.word;
}

/** The word before the word before the one at `start` (in the same phrase), in lowercase. */
export function twoWordsBefore(context: WordInSentence): string | undefined {
  const previous = previousWord(context);
  return previous && wordBefore({ ...context, start: previous.start });
}

/** The word after the one at `start`, in lowercase; undefined at a sentence's or a phrase's end. */
export function wordAfter(context: WordInSentence, word: string): string | undefined {
  return wordsAfter(context, word)[0];
}

/** The (up to) two words after the one at `start` in its phrase, in lowercase. */
export function wordsAfter({ sentence, start }: WordInSentence, word: string): string[] {
  const found = /^[^\p{L},;:—–()"]*?\s([\p{L}'’]+)(?:[^\p{L},;:—–()"]*?\s([\p{L}'’]+))?/u.exec(sentence.slice(start + word.length));
  return (found?.slice(1) ?? []).flatMap((w) => (w ? [w.toLowerCase()] : []));
}

/** Whether the word opens its sentence (so a capital says nothing about a name). */
export function opensSentence({ sentence, start }: WordInSentence): boolean {
  return !/\p{L}/u.test(sentence.slice(0, start));
}

/** Whether the word before the one read, in its phrase, opens the sentence ("The fair opens", "Please answer"). */
export function previousOpensSentence(context: WordInSentence): boolean {
  const previous = previousWord(context);
  return previous !== undefined && opensSentence({ ...context, start: previous.start });
}

const NEGATIONS = grammar.wordSet(grammar.NEGATIONS);

/**
 * The sentence read as if the negation just before the word were not there ("is not fair" as
 * "is fair", "isn't fair" as "be fair", "will never forget" as "will forget"): a negation changes
 * nothing of the word's part of speech, and the words before it tell it. Undefined where no
 * "not", "never" or negative contraction stands just before the word.
 */
export function withoutNegation(context: WordInSentence): WordInSentence | undefined {
  const word = wordBefore(context);
  if (word === undefined) return undefined;
  if (NEGATIONS.has(word)) return withoutWordBefore(context);
  // A contraction gives back its verb.
  const contracted = negativeContraction(word);
  return contracted && withoutWordBefore(context, contracted.verb);
}

/** The sentence read without the word just before the one read (or with `instead` in its place). */
export function withoutWordBefore(context: WordInSentence, instead = ''): WordInSentence | undefined {
  const previous = previousWord(context);
  if (!previous) return undefined;
  const put = instead ? `${instead} ` : '';
  const sentence = context.sentence.slice(0, previous.start) + put + context.sentence.slice(context.start);
  return { ...context, sentence, start: previous.start + put.length };
}

/**
 * The sentence with its asides in brackets blanked, but one holding the word: the words on either
 * side of "a big (or large) barn" or "the index[2] is" are read as neighbours. Blanked, not cut, so
 * that every place in the sentence stays where it was.
 */
export function withoutAsides<T extends { sentence: string; start?: number }>(context: T): T {
  if (!/[([]/.test(context.sentence)) return context;
  const start = context.start ?? -1;
  const sentence = context.sentence.replace(/\([^()]*\)|\[[^[\]]*\]/g, (aside, at: number) =>
    at <= start && start < at + aside.length ? aside : ' '.repeat(aside.length),
  );
  return sentence === context.sentence ? context : { ...context, sentence };
}

/**
 * Whether "to" before the word closes a "from" ("from cradle to grave", "from door to door"): a
 * preposition there, not an infinitive's, and the word a noun as the one after "from" is. (Not
 * after a verb's -ing: "kept him from going to see her".)
 */
export function closesFromTo(context: WordInSentence): boolean {
  const to = previousWord(context);
  const first = to?.word === 'to' ? previousWord({ ...context, start: to.start }) : undefined;
  const from = first && !/ing$/u.test(first.word) ? previousWord({ ...context, start: first.start }) : undefined;
  return from?.word === 'from';
}
