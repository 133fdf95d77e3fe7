/** Random words that pass the filters, drawn by entry id; a seed draws the same words every time. */
import { ENTRY_FLAGS } from '../../data/schema.ts';
import { DISPLAY, type WordDatabase } from './db.ts';
import type { Entries } from './entries.ts';
import { FILTER_SQL, filterParams, listItem, type WordFilters, type WordListItem, type WordListRow } from './filters.ts';

interface RandomFilters extends WordFilters {
  hasDictionaryDef?: boolean;
  /** Vulgar words, slurs and disparaging words are left out unless this is true. */
  includeOffensive?: boolean;
}

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

export function randomQueries(db: WordDatabase, entries: Entries) {
  const randomFilterSql = `${FILTER_SQL}
    AND (@hasDef = 0 OR e.dictionary_count > 0) AND (@offensive = 1 OR (e.flags & ${ENTRY_FLAGS.offensive}) = 0)`;
  const randomById = db.prepare(
    `SELECT e.id, ${DISPLAY} AS word, e.corpus_count, e.dictionary_count FROM entries e WHERE e.id = @id AND ${randomFilterSql}`,
  );
  const randomAll = db.prepare(`SELECT e.id FROM entries e WHERE ${randomFilterSql}`);
  const maxEntryId = (db.prepare('SELECT max(id) AS n FROM entries').get() as { n: number | null }).n ?? 0;

  return {
    /** Distinct random words that pass the filters, drawn by entry id (fewer when fewer match). */
    randomWords(filters: RandomFilters, count: number, seed?: number): WordListItem[] {
      const wanted = Math.max(0, Math.trunc(count));
      const random = seed === undefined ? Math.random : seededRandom(seed);
      const params = {
        ...filterParams(filters),
        hasDef: filters.hasDictionaryDef ? 1 : 0,
        offensive: filters.includeOffensive ? 1 : 0,
      };
      const picked = new Map<number, WordListItem>();
      const attempts = wanted * 64;
      for (let i = 0; i < attempts && picked.size < wanted && maxEntryId > 0; i++) {
        const id = 1 + Math.floor(random() * maxEntryId);
        if (picked.has(id)) continue;
        const row = randomById.get({ ...params, id }) as WordListRow | undefined;
        if (row) picked.set(id, listItem(row));
      }
      if (picked.size < wanted) {
        // narrow filters: draw from the list of matching ids instead
        const ids = (randomAll.all(params) as { id: number }[]).map((r) => r.id).filter((id) => !picked.has(id));
        while (picked.size < wanted && ids.length > 0) {
          const k = Math.floor(random() * ids.length);
          const id = ids[k] ?? 0;
          ids[k] = ids[ids.length - 1] ?? 0;
          ids.pop();
          const row = entries.byId(id);
          if (row) picked.set(id, listItem(row));
        }
      }
      return [...picked.values()];
    },
  };
}
