/**
 * The pronunciation a view shows for an answer (IPA first, else the dictionary's own notation):
 * the one the answer leads with (the background put the reading of the sense shown first), and
 * the one whose recording the play button asks for.
 */
import type { RankedLookup } from './answers';

export function shownPronunciation(answer: Pick<RankedLookup, 'pronunciations'>) {
  const prons = answer.pronunciations.filter((p) => p.raw);
  return prons.find((p) => p.rawType?.toLowerCase() === 'ipa') ?? prons[0];
}
