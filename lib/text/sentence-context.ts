/**
 * The part of speech a word has in its sentence, where the word before it makes that
 * plain: "the run" is a noun, "they run" a verb, "is naive" an adjective. Where the
 * sentence says nothing clear, it says nothing: the service's order stands.
 */
import type { FormRelation } from './english-forms';

export interface WordInSentence {
  /** The sentence the word stands in, as the page shows it. */
  sentence: string;
  /** Where the word starts in it. */
  start: number;
}

type ContextPartOfSpeech = 'noun' | 'verb' | 'adjective';

const words = (list: string) => new Set(list.split(' '));

const DETERMINERS = words('a an the this these those my your his her its our their some any no every each several many few whose another either neither');
const SUBJECTS = words('i you we they he she');
const MODALS = words("will would can could shall should may might must do does did don't doesn't didn't won't can't cannot wouldn't shouldn't couldn't");
const BE_FORMS = words('am is are was were be been being');
const HAVE_FORMS = words('has have had having');
const DEGREE = words('very so too quite rather extremely really fairly less least');

/** The word before the one at `start`, in lowercase, if it is in the same sentence. */
function wordBefore({ sentence, start }: WordInSentence): string | undefined {
  const before = sentence.slice(0, start).match(/([\p{L}'’]+)[^\p{L}'’]*$/u)?.[1];
  // A comma or a dash between the two says they belong to different phrases.
  const between = before === undefined ? '' : sentence.slice(sentence.lastIndexOf(before, start) + before.length, start);
  return before && !/[,;:—–()"]/.test(between) ? before.toLowerCase().replace('’', "'") : undefined;
}

/** Whether the word looks like a participle (-ed, -en, -ing, or an irregular past form). */
function looksLikeParticiple(word: string, relations: readonly FormRelation[]): boolean {
  return /(ed|en|ing)$/i.test(word) || relations.some((r) => r === 'past' || r === 'past-participle' || r === 'present-participle');
}

/**
 * The part of speech the sentence gives `word`, or undefined. `relations` are the word's
 * known forms (from english-forms), which tell "has gone" (a verb) from "is good".
 */
export function partOfSpeechInSentence(word: string, context: WordInSentence | undefined, relations: readonly FormRelation[] = []): ContextPartOfSpeech | undefined {
  if (!context) return undefined;
  const before = wordBefore(context);
  if (!before) return undefined;
  if (DETERMINERS.has(before)) return 'noun';
  if (SUBJECTS.has(before) || MODALS.has(before)) return 'verb';
  if (BE_FORMS.has(before)) return looksLikeParticiple(word, relations) ? 'verb' : 'adjective';
  if (HAVE_FORMS.has(before)) return looksLikeParticiple(word, relations) ? 'verb' : undefined;
  if (DEGREE.has(before)) return 'adjective';
  return undefined;
}

/** Whether the word opens its sentence (so a capital says nothing about a name). */
function opensSentence({ sentence, start }: WordInSentence): boolean {
  return !/\p{L}/u.test(sentence.slice(0, start));
}

/**
 * The word to ask for: a capital that only marks a sentence's start says nothing about a
 * name, so "Running" opening a sentence is asked as running. A capital inside a sentence
 * ("in Turkey") and a word in capitals ("NASA") are kept.
 */
export function asRead(word: string, context: WordInSentence | undefined): string {
  return context && opensSentence(context) && /^\p{Lu}\p{Ll}+$/u.test(word) ? word.toLowerCase() : word;
}
