/** The words marked on pages: a page's set of words to mark, and the lists that hold a word. */
import type { HandlerDeps, Handlers } from './types';

type MarkHandlers = Pick<Handlers, 'markSet' | 'keptWord'>;

export function markHandlers(s: HandlerDeps): MarkHandlers {
  return {
    markSet: (_request, sender) => s.marks.markSet(sender.pageUrl),
    keptWord: ({ word }) => s.marks.keptWord(word),
  };
}
