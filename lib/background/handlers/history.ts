/** The lookup history: a page of it, all of it for a file, and removing entries. (Lookups are recorded in ./lookup.ts.) */
import type { HandlerDeps, Handlers } from './types';

type HistoryHandlers = Pick<Handlers, 'history' | 'historyExport' | 'removeHistory' | 'clearHistory'>;

export function historyHandlers(s: HandlerDeps): HistoryHandlers {
  return {
    // The history page opened or asked again: a pull older than a minute is made afresh (lookups made elsewhere come with it).
    history: ({ skip, limit, ...filter }) => {
      void s.sync.freshen().catch(() => undefined);
      return s.history.page(filter, skip, limit);
    },
    historyExport: (filter) => s.history.all(filter),
    removeHistory: ({ keys }) => s.history.remove(keys),
    clearHistory: () => s.history.clear(),
  };
}
