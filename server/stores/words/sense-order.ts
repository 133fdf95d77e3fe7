/**
 * Reordering a word's senses for the form it was asked in: a word asked as an inflection of
 * another (went → go, geese → goose) means the part of speech that inflection belongs to, so
 * that part of speech's senses come first, each group in the stored order (by frequency).
 */
import { partOfSpeech, type DefinitionPartOfSpeech } from './wordnet.ts';

/** The senses of the parts of speech in `first` before the others, the order within each kept. */
export function partsOfSpeechFirst<S extends { pos: string }>(senses: S[], first: readonly DefinitionPartOfSpeech[] | undefined): S[] {
  if (!first?.length) return senses;
  const leads = (sense: S) => first.includes(partOfSpeech(sense.pos));
  return [...senses.filter(leads), ...senses.filter((sense) => !leads(sense))];
}
