/** The review of kept words: the card to show, grades and their undo, "I know this word", the due count. */
import type { HandlerDeps, Handlers } from './types';

type ReviewHandlers = Pick<Handlers, 'reviewQueue' | 'gradeCard' | 'undoReview' | 'knowWord' | 'dueCount'>;

export function reviewHandlers(s: HandlerDeps): ReviewHandlers {
  return {
    // The review page opened: a pull older than a minute is made afresh (cards reviewed elsewhere come with it).
    reviewQueue: () => {
      void s.sync.freshen().catch(s.problems.failed('syncFreshen'));
      return s.review.queue();
    },
    gradeCard: ({ key, rating }) => s.review.grade(key, rating),
    undoReview: () => s.review.undo(),
    knowWord: ({ word }) => s.review.know(word),
    dueCount: async () => ({ due: await s.review.dueCount() }),
  };
}
