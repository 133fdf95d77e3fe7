/**
 * A kept word as the review schedules it, and where a word was met. The background stores a
 * card per owner (lib/background/store/db.ts); the review's page is shown its own answer of it.
 */
import type { KeptSense } from './kept-sense';

/** Where a kept word was met: the sentence, and the page it was on. */
export interface CardContext {
  sentence: string;
  title?: string;
  url?: string;
}

/**
 * One card per word of an owner's lists, whichever lists hold it. The scheduler's fields are
 * FSRS's, with times in epoch ms.
 */
export interface Card {
  /** The word in lower case: one card however the lists spell it. */
  key: string;
  /** The word as it was kept. */
  word: string;
  addedAt: number;
  due: number;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  /** FSRS's state: 0 new, 1 learning, 2 review, 3 relearning. */
  phase: number;
  lastReview?: number;
  /** The reader said "I know this word": out of the review until undone. */
  known?: boolean;
  /** Made by "I know this word" for a word in no list: kept while no list holds it. */
  outsideLists?: boolean;
  /** The sentences the word was met in, newest first. */
  contexts: CardContext[];
  /** The sense the reader kept, when they kept one (the last kept, whichever list). */
  sense?: KeptSense;
}
