/**
 * Whether a sense is of a phrase the answer carries beside its headword `word`: "give up"'s
 * beside give's, where the word stood before its particle ("gave up smoking": phrasal-verb.ts).
 * An answer for one word holds only that word's senses otherwise, so any sense of words in two
 * is the phrase's, whatever entry the service named the word by ("turned" or "turn" for "turned
 * on the light"). The ranker counts such senses in their own order; the bubble names the phrase before each.
 */
import type { Definition } from '../api';

export function isPhraseSense(definition: Definition, word: string): boolean {
  const of = definition.word?.trim();
  return of !== undefined && /\s/.test(of) && !/\s/.test(word.trim());
}
