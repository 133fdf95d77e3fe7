/** The lookup history: a page of it, all of it for a file, and removing entries. (Lookups are recorded in ./lookup.ts.) */
import { historyEntryOf } from './answers-of';
import type { HandlerDeps, Handlers } from './types';

type HistoryHandlers = Pick<Handlers, 'history' | 'historyExport' | 'removeHistory' | 'clearHistory'>;

export function historyHandlers(s: HandlerDeps): HistoryHandlers {
  return {
    // The history page opened or asked again: a pull older than a minute is made afresh (lookups made elsewhere come with it).
    history: ({ skip, limit, ...filter }) => {
      void s.sync.freshen().catch(s.problems.failed('syncFreshen'));
      return s.history.page(filter, skip, limit).then((page) => ({ ...page, entries: page.entries.map((entry) => historyEntryOf(entry)) }));
    },
    // Each word with the sense the reader kept with it (its review card's), for the export's cards.
    historyExport: async (filter) => {
      const entries = await s.history.all(filter);
      const kept = await s.review.kept(entries.map((entry) => entry.headword));
      return entries.map((entry, i) => historyEntryOf(entry, kept[i]?.sense));
    },
    removeHistory: ({ keys }) => s.history.remove(keys),
    clearHistory: () => s.history.clear(),
  };
}
