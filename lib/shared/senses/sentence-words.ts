/**
 * The words of a sentence as the sense ranker (rank-senses.ts) weighs them against each sense's:
 * its content words lemmatised ("danced" is "dance"), each the nearer the word read, the more it counts.
 */
import { lemma } from '../english/forms';
import { STOP_WORDS } from '../text/sense-meaning';

/** The content words of a text, lemmatised. */
export function contentWords(text: string): string[] {
  // (Every sense of a lookup and the paragraph read pass here: the work is skipped where it has nothing to do.)
  const words = (text.includes('<') ? text.replace(/<[^>]*>/g, ' ') : text).toLowerCase().split(/[^\p{L}'’]+/u);
  const found: string[] = [];
  for (const word of words) {
    const bare = QUOTE.test(word) ? word.replace(/^['’]+|['’]+$/g, '') : word;
    if (bare.length > 2 && !STOP_WORDS.has(bare)) found.push(lemma(bare));
  }
  return found;
}

/** A quote mark opening or closing a word ("'tis", "hunters'"), which is no part of it. */
const QUOTE = /^['’]|['’]$/;

/** How many words away a sentence's word counts half as much as one beside the word read (as its meaning does: sense-meaning.ts). */
const SPAN = 5;
/**
 * The sentence's words (but the word's own), each with its nearness to the word read: 1 beside
 * it, less with each word between (1 / (1 + words between / SPAN)), the nearer of two places. In
 * a long sentence of a book, a word far off is as often about something else ("she pinned a red
 * rose to her coat" says little of the rose by its coat).
 */
export function nearness(read: { sentence: string; start?: number }, own: ReadonlySet<string>): Map<string, number> {
  const start = read.start ?? -1;
  const near = new Map<string, number>();
  const put = (w: string, distance: number) => {
    if (own.has(w)) return;
    near.set(w, Math.max(near.get(w) ?? 0, start < 0 ? 1 : 1 / (1 + distance / SPAN)));
  };
  if (start < 0) {
    for (const w of contentWords(read.sentence)) put(w, 0);
    return near;
  }
  const before = contentWords(read.sentence.slice(0, start));
  before.forEach((w, i) => put(w, before.length - 1 - i));
  const after = contentWords(read.sentence.slice(start)).filter((w) => !own.has(w));
  after.forEach((w, i) => put(w, i));
  return near;
}
