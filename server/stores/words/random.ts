/**
 * Random words that pass the filters, drawn by entry id; a seed draws the same words every
 * time. The draws test entries of the in-memory index, so even a filter nothing passes costs
 * one pass over the index (a few milliseconds), never a query per try.
 */
import { ENTRY_FLAGS } from '../../data/schema.ts';
import { entryFilter, listItem, type WordFilters, type WordListItem } from './filters.ts';
import type { WordIndex } from './word-index.ts';

interface RandomFilters extends WordFilters {
  hasDictionaryDef?: boolean;
  /** Vulgar words, slurs and disparaging words are left out unless this is true. */
  includeOffensive?: boolean;
}

/** Draws by id before falling back to the list of every match: enough for broad filters. */
const TRIES_PER_WORD = 64;

/** mulberry32: a small seeded generator, so a seed gives the same random words every time. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomQueries(index: WordIndex) {
  return {
    /** Distinct random words that pass the filters, drawn by entry id (fewer when fewer match). */
    randomWords(filters: RandomFilters, count: number, seed?: number): WordListItem[] {
      const wanted = Math.max(0, Math.trunc(count));
      const random = seed === undefined ? Math.random : seededRandom(seed);
      const passes = entryFilter(index, filters);
      const matches = (position: number) =>
        position >= 0 &&
        passes(position) &&
        (!filters.hasDictionaryDef || (index.dictionaryCount[position] ?? 0) > 0) &&
        (filters.includeOffensive === true || ((index.flags[position] ?? 0) & ENTRY_FLAGS.offensive) === 0);

      // Positions by id drawn, in the order drawn (the answer's order).
      const picked = new Map<number, number>();
      const attempts = wanted * TRIES_PER_WORD;
      for (let i = 0; i < attempts && picked.size < wanted && index.maxId > 0; i++) {
        const id = 1 + Math.floor(random() * index.maxId);
        if (picked.has(id)) continue;
        const position = index.positionOfId[id] ?? -1;
        if (matches(position)) picked.set(id, position);
      }
      if (picked.size < wanted) {
        // narrow filters: draw from the list of matching ids instead, in id order
        const ids: number[] = [];
        for (let id = 1; id <= index.maxId; id++) {
          if (!picked.has(id) && matches(index.positionOfId[id] ?? -1)) ids.push(id);
        }
        while (picked.size < wanted && ids.length > 0) {
          const k = Math.floor(random() * ids.length);
          const id = ids[k] ?? 0;
          ids[k] = ids[ids.length - 1] ?? 0;
          ids.pop();
          picked.set(id, index.positionOfId[id] ?? -1);
        }
      }
      return [...picked.values()].map((position) => listItem(index, position));
    },
  };
}
