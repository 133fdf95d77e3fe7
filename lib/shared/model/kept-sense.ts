/**
 * The sense a reader keeps with a word (the bubble's or the word page's "Keep this sense", or
 * the sense shown first when Add to list is pressed): its text as plain text, its part of
 * speech, the dictionary it is from and the service's id for it. It travels with the list's
 * word, into the review's card and the exports. Without zod: the bubble builds one.
 */
import type { Definition } from '../api';
import { plainText } from '../markup/parse';
import { partOfSpeechName } from '../text/part-of-speech-name';

/** How long a kept sense's text may be: the protocol's and the backup's bound. */
export const KEPT_SENSE_LIMITS = { text: 2000, partOfSpeech: 60, source: 300, dictionary: 60, id: 200 } as const;

export interface KeptSense {
  /** The sense as plain text (its markup read as text, never HTML). */
  text: string;
  /** As the service names it ("noun", "verb-transitive"). */
  partOfSpeech?: string;
  /** Who to credit: the dictionary's credit line, as the service gives it. */
  source?: string;
  /** The service's name of the dictionary (`wordnet`, `gcide`). */
  dictionary?: string;
  /** The service's id of the sense, when it gives one. */
  id?: string;
}

/** A sense of a lookup's answer as it is kept; undefined for a sense with no text. */
export function keptSenseOf(definition: Definition): KeptSense | undefined {
  const text = definition.text ? plainText(definition.text).replace(/\s+/g, ' ').trim() : '';
  if (!text) return undefined;
  const cut = (value: string | null | undefined, max: number) => (value ? value.slice(0, max) : undefined);
  const partOfSpeech = cut(definition.partOfSpeech, KEPT_SENSE_LIMITS.partOfSpeech);
  const source = cut(definition.attributionText ?? definition.sourceDictionary, KEPT_SENSE_LIMITS.source);
  const dictionary = cut(definition.sourceDictionary, KEPT_SENSE_LIMITS.dictionary);
  const id = definition.id === undefined || definition.id === null ? undefined : cut(String(definition.id), KEPT_SENSE_LIMITS.id);
  return {
    text: text.slice(0, KEPT_SENSE_LIMITS.text),
    ...(partOfSpeech && { partOfSpeech }),
    ...(source && { source }),
    ...(dictionary && { dictionary }),
    ...(id && { id }),
  };
}

/**
 * The sense a ranked answer shows first: what the bubble leads with, what Add to list keeps
 * unless the reader keeps another, and what the history records with the lookup, so that every
 * export and card carries the sense the reader saw, never one chosen anew.
 */
export function firstShownSense(answer: { senses: { groups: readonly { definitions: readonly Definition[] }[] } }): KeptSense | undefined {
  const first = answer.senses.groups[0]?.definitions[0];
  return first && keptSenseOf(first);
}

/** Whether two kept senses are the same sense (by the service's id when both have one, else by what they say). */
export function sameSense(a: KeptSense | undefined, b: KeptSense | undefined): boolean {
  if (!a || !b) return a === b;
  if (a.id !== undefined && b.id !== undefined) return a.id === b.id && a.dictionary === b.dictionary;
  return a.text === b.text && a.partOfSpeech === b.partOfSpeech && a.dictionary === b.dictionary;
}

/** A kept sense as one line of plain text: its part of speech named as readers read it, then the sense ("(noun) a dance…"). */
export function senseLine(sense: KeptSense): string {
  return sense.partOfSpeech ? `(${partOfSpeechName(sense.partOfSpeech)}) ${sense.text}` : sense.text;
}
