/**
 * Which word pairs (W8) read as phrases. A corpus's frequent pairs include chance neighbours:
 * a possessive or a name before the word ("sanford's run", "cruz run") and a grammar word
 * beside it ("to run", "run a"). A reader wants "home run", "run away", "long run".
 */
import { isOffensive } from './offensive-words';

/** Articles, pronouns, auxiliaries, conjunctions and the like: a pair with one is grammar, not a phrase. */
const GRAMMAR_WORDS = new Set(
  (
    'a an the this that these those some any no every each my your his her its our their ' +
    'i you he she it we they me him us them who which what ' +
    'is are was were be been being am has have had do does did will would shall should can could may might must ' +
    'and or but nor so if as than then of to for from by with at on in'
  ).split(' '),
);

export interface Pair {
  gram1?: string | null;
  gram2?: string | null;
}

/** The two words of a pair, when both are there. */
function wordsOf(pair: Pair): [string, string] | undefined {
  return pair.gram1 && pair.gram2 ? [pair.gram1, pair.gram2] : undefined;
}

/** Whether a pair reads as a phrase of `word`; offensive ones only when `withOffensive`. */
export function isPhrase(pair: Pair, word: string, withOffensive = false): boolean {
  const words = wordsOf(pair);
  if (!words) return false;
  const other = words[0].toLowerCase() === word.toLowerCase() ? words[1] : words[0];
  if (other.includes("'") || other.includes('’')) return false;
  // A corpus folds case, so a name's capital is gone; one that survives is a name.
  if (other !== other.toLowerCase()) return false;
  if (GRAMMAR_WORDS.has(other.toLowerCase())) return false;
  return withOffensive || !isOffensive(words.join(' '));
}
