/**
 * Negative contractions: the verb each stands for and what it is short for ("don't" → do, "do
 * not"; "won't" → will, "will not"). Read where a word is looked up (lookup-terms.ts) and where a
 * sentence's grammar reads past a negation (words-around.ts).
 */

// Negative contractions whose verb is not the text before "n't".
// "won't" is "wo" + "n't": the text before "n't" is not always a word.
const CONTRACTION_VERBS: Record<string, string> = {
  wo: 'will',
  ca: 'can',
  sha: 'shall',
  ai: 'be',
  is: 'be',
  are: 'be',
  was: 'be',
  were: 'be',
  does: 'do',
  did: 'do',
  has: 'have',
  had: 'have',
};
const CONTRACTION_EXPANSIONS: Record<string, string> = { wo: 'will not', ca: 'cannot', sha: 'shall not', ai: 'am not' };

/** "don't" → { verb: do, expansion: "do not" }; undefined for anything else. */
export function negativeContraction(word: string): { verb: string; expansion: string } | undefined {
  const stem = /^(\p{L}+)n't$/u.exec(word.toLowerCase())?.[1];
  if (!stem) return undefined;
  const verb = CONTRACTION_VERBS[stem] ?? stem;
  return { verb, expansion: CONTRACTION_EXPANSIONS[stem] ?? `${stem} not` };
}
