/** The words marked on pages: a page's set of words to mark, the lists that hold a word, and where marking stopped. */
import type { HandlerDeps, Handlers } from './types';

type MarkHandlers = Pick<Handlers, 'markSet' | 'keptWord' | 'marksStopped'>;

export function markHandlers(s: HandlerDeps): MarkHandlers {
  return {
    markSet: (_request, sender) => s.marks.markSet(sender.pageUrl),
    marksStopped: async ({ tabId }) => ({ stoppedAt: await s.marks.stoppedIn(tabId) }),
    // Which lists hold it, and the sense kept with it (its review card's), shown as chosen in the bubble.
    keptWord: async ({ word, headword }) => {
      const kept = await s.marks.keptWord(word);
      if (!kept) return undefined;
      const [card] = await s.review.kept([headword ?? word]);
      return card?.sense ? { ...kept, sense: card.sense } : kept;
    },
  };
}
