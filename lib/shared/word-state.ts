/**
 * What a reader knows of a word they keep: `new` until it is first reviewed, then `learning`,
 * then `known`. The review decides a word's state; the marks on pages and the bubble show it.
 *
 * The thresholds are declared here and nowhere else: a word is `known` once the review's
 * scheduler (FSRS) expects it to be remembered for three weeks (its stability), the span after
 * which flashcard tools call a card mature, or at once when the reader says "I know this word".
 */
export const WORD_STATES = ['new', 'learning', 'known'] as const;

export type WordState = (typeof WORD_STATES)[number];

/** Stability, in days, from which a reviewed word counts as known. */
export const KNOWN_STABILITY_DAYS = 21;

/** A card's memory as the scheduler keeps it: what a word's state is read from. */
export interface CardMemory {
  /** How many times the word was graded. */
  reps: number;
  /** The scheduler's stability, in days (the time for recall to fall to 90 %). */
  stability: number;
  /** The reader said they know it. */
  known?: boolean;
}

/** The state of a word from its card: `new` before any review, `known` past the threshold. */
export function wordStateOf(card: CardMemory): WordState {
  if (card.known) return 'known';
  if (card.reps === 0) return 'new';
  return card.stability >= KNOWN_STABILITY_DAYS ? 'known' : 'learning';
}
