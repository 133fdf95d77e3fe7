/** WordNet's part-of-speech letters and synset numbers, as the database's answers give them (the build and the store). */
import { SYNSET_ID_BASE } from './schema.ts';

/** The parts of speech WordNet definitions carry. */
export type DefinitionPartOfSpeech = 'noun' | 'verb' | 'adjective' | 'adverb';

const POS_NAMES: Record<string, DefinitionPartOfSpeech> = {
  n: 'noun',
  v: 'verb',
  a: 'adjective',
  s: 'adjective',
  r: 'adverb',
};

/** `n`, `v`, `a` or `s` (adjective satellite), `r` → the part of speech's name. */
export function partOfSpeech(letter: string): DefinitionPartOfSpeech {
  return POS_NAMES[letter] ?? 'noun';
}

/** A synset's number in the database → WordNet 3.1's label, e.g. `02086723-n`. */
export function synsetLabel(id: number, pos: string): string {
  return `${String(id % SYNSET_ID_BASE).padStart(8, '0')}-${pos}`;
}
