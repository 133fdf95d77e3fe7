/**
 * One word of the lookup history as Glossa keeps it: in this browser (lib/background/store/db.ts)
 * and, where a Glossa server keeps records, on it. The history's page is shown its own answer of
 * it, with the sense kept with the word added.
 */
import type { KeptSense } from './kept-sense';

/** What was asked, what it led to, and where it was last seen: one per headword. */
export interface LookedUpWord {
  /** The headword in lower case: one entry per headword, however it was asked. */
  key: string;
  headword: string;
  /** What was asked the last time (an inflected form, say). */
  asked: string;
  count: number;
  firstAt: number;
  lastAt: number;
  /** The sentence the word stood in, the page's title and address: absent when context is not kept. */
  sentence?: string;
  title?: string;
  url?: string;
  /** The page's host name, for the filter by site. */
  site?: string;
  /** The first definition the lookup showed, as plain text, and who it is from. */
  definition?: string;
  attribution?: string;
}

/**
 * The sense an entry's lookup showed first, as a kept sense: its line (part of speech named in
 * it, as the history keeps it) and who it is from. What a word carries when the reader kept none.
 */
export function shownSenseOf(entry: Pick<LookedUpWord, 'definition' | 'attribution'>): KeptSense | undefined {
  if (!entry.definition) return undefined;
  return { text: entry.definition, ...(entry.attribution && { source: entry.attribution }) };
}
