/**
 * Whether a sense is of a phrase the answer carries beside its headword `word`: "give up"'s
 * beside give's, where the word stood before its particle ("gave up smoking": phrasal-verb.ts).
 * The ranker counts such senses in their own order; the bubble names the phrase before each.
 */
import type { Definition } from '../api';

export function isPhraseSense(definition: Definition, word: string): boolean {
  const of = definition.word?.toLowerCase();
  const headword = word.toLowerCase();
  return of !== undefined && of !== headword && of.startsWith(`${headword} `);
}
