/** A word's etymologies: GCIDE's bracketed etymologies, one per article, in `<ety>` markup (none without GCIDE). */
import type { WordDatabase } from './db.ts';
import type { Entries } from './entries.ts';

export function etymologyQueries(db: WordDatabase, entries: Entries) {
  const etymologies = db.prepare('SELECT text FROM etymologies WHERE entry_id = ? ORDER BY seq').pluck();
  return {
    etymologies(word: string): string[] {
      const row = entries.find(word);
      return row ? (etymologies.all(row.id) as string[]) : [];
    },
  };
}
