/**
 * A sense a reader chose in the bubble ("Keep this sense") for a word read in a sentence: a
 * case of their own of the sense a sentence means, beside the one the bubble showed first and
 * how sure it was. Kept in this browser only, and exported only when the reader asks (the
 * options page), for the reader to check the ranker against their own reading.
 */
import type { KeptSense } from './kept-sense';

export interface SenseChoice {
  /** The headword looked up, and the sentence it was read in, with where the word starts there. */
  word: string;
  sentence: string;
  start?: number;
  /** The sense the reader chose, and the one the bubble showed first. */
  chosen: KeptSense;
  shownFirst?: KeptSense;
  /** How sure the bubble was of the sense it showed first (0–1), and whether it offered two as equals. */
  confidence?: number;
  offeredTwo: boolean;
  chosenAt: number;
}
