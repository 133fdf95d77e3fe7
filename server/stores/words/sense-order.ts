/**
 * Reordering a word's senses for the form it was asked in: a word asked as an inflection of
 * another (went → go, geese → goose) means the part of speech that inflection belongs to, so
 * that part of speech's senses come first, each group in the stored order (by frequency).
 */
import type { DefinitionPartOfSpeech } from '../../data/synsets.ts';

/**
 * The senses of the parts of speech in `first` before the others, the order within each kept.
 * A verb leads GCIDE's transitive and intransitive verbs too.
 */
export function partsOfSpeechFirst<S extends { partOfSpeech?: string }>(
  senses: S[],
  first: readonly DefinitionPartOfSpeech[] | undefined,
): S[] {
  if (!first?.length) return senses;
  const leads = (sense: S) => {
    const pos = sense.partOfSpeech ?? '';
    return (first as readonly string[]).includes(pos) || (first.includes('verb') && pos.startsWith('verb-'));
  };
  return [...senses.filter(leads), ...senses.filter((sense) => !leads(sense))];
}
