/**
 * The sense each word carries into a file or a card (exports, Send to Anki): the one the reader
 * kept with it; else the one the bubble showed first when the word was last looked up in a page,
 * which the history recorded with the lookup (not chosen anew: the ranker weighed that sentence);
 * else, when a lookup is at hand or asked for, the first sense a lookup shows now, ranked as the
 * popup shows it.
 */
import type { LookupAnswer } from '../../shared/messages/answers';
import { shownSenseOf } from '../../shared/model/history';
import { firstShownSense, type KeptSense } from '../../shared/model/kept-sense';
import { rankedAnswer } from '../lookup/ranked-answer';
import type { HandlerDeps } from './types';

const keyOf = (word: string) => word.trim().toLocaleLowerCase('en');

/** The sense the history recorded with the last lookup of each of `words`, read once for all: asked word by word. */
export async function shownSenses(
  s: Pick<HandlerDeps, 'history'>,
  words: readonly string[],
): Promise<(word: string) => KeptSense | undefined> {
  const entries = await s.history.read([...new Set(words.map(keyOf))]);
  return (word) => {
    const entry = entries.get(keyOf(word));
    return entry && shownSenseOf(entry);
  };
}

/** The first sense a lookup's answer shows with no sentence to weigh (the popup's order). */
export function firstSenseOf(answer: LookupAnswer): KeptSense | undefined {
  return firstShownSense(rankedAnswer(answer));
}

/**
 * The sense each word carries: kept, else shown with its last lookup, else (with `lookUp`) a
 * lookup's first (one lookup a word; cached ones cost nothing; a word that fails carries none).
 */
export async function carriedSenses(
  s: Pick<HandlerDeps, 'history' | 'lookup'>,
  words: readonly { word: string; sense?: KeptSense }[],
  lookUp: boolean,
): Promise<(KeptSense | undefined)[]> {
  const shown = await shownSenses(
    s,
    words.filter((w) => !w.sense).map((w) => w.word),
  );
  const carried: (KeptSense | undefined)[] = [];
  for (const { word, sense } of words) {
    const known = sense ?? shown(word);
    if (known || !lookUp) {
      carried.push(known);
      continue;
    }
    // A word the service cannot answer now still goes in the file, with no sense: the file is not the lookup's to fail.
    const answer = await s.lookup.lookup(word).catch(() => undefined);
    carried.push(answer && firstSenseOf(answer));
  }
  return carried;
}
