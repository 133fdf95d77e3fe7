/**
 * Scheduling: a card's next review by FSRS (ts-fsrs) from a grade, a new card, and the keys
 * cards go by. Pure: no database, no clock of its own.
 */
import { fsrs, type Card, type Grade, type State } from 'ts-fsrs';
import type { CardRecord } from '../store/db';

/** A card out of the review ("I know this word") is due at no time the index will reach. */
export const NEVER = Number.MAX_SAFE_INTEGER;

export type Rating = 1 | 2 | 3 | 4;

const scheduler = fsrs();

/** The key a word's card goes by: the word in lower case. */
export const keyOf = (word: string) => word.trim().toLocaleLowerCase('en');

function toFsrs(card: CardRecord): Card {
  return {
    due: new Date(card.due),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsedDays,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.phase as State,
    ...(card.lastReview !== undefined && { last_review: new Date(card.lastReview) }),
  };
}

export function newCard(account: string, word: string, now: number): CardRecord {
  return {
    account,
    key: keyOf(word),
    word,
    addedAt: now,
    due: now,
    stability: 0,
    difficulty: 0,
    elapsedDays: 0,
    scheduledDays: 0,
    learningSteps: 0,
    reps: 0,
    lapses: 0,
    phase: 0,
    contexts: [],
  };
}

/** The card after a grade given at `at`, and the days the grade's log keeps. */
export function graded(card: CardRecord, rating: Rating, at: number): { after: CardRecord; scheduledDays: number; elapsedDays: number } {
  const { card: next, log } = scheduler.next(toFsrs(card), new Date(at), rating as Grade);
  return {
    after: {
      ...card,
      due: next.due.getTime(),
      stability: next.stability,
      difficulty: next.difficulty,
      elapsedDays: next.elapsed_days,
      scheduledDays: next.scheduled_days,
      learningSteps: next.learning_steps,
      reps: next.reps,
      lapses: next.lapses,
      phase: next.state,
      lastReview: at,
    },
    scheduledDays: log.scheduled_days,
    elapsedDays: log.elapsed_days,
  };
}
