/**
 * The same common word for the same date (yyyy-MM-dd), a different one each day: the pool
 * (SCOWL ≤ 35, WordNet definitions, at least one example, nothing offensive) is walked in a
 * fixed shuffled order, one word a day, so no word repeats before the pool is used up.
 */
import { DISPLAY, type WordDatabase } from './db.ts';

const DAY_MS = 86_400_000;

export function wordOfTheDayQueries(db: WordDatabase) {
  const poolSize = db.prepare('SELECT count(*) AS n FROM wotd_pool');
  const poolWord = db.prepare(`SELECT ${DISPLAY} AS word FROM wotd_pool p JOIN entries e ON e.id = p.entry_id WHERE p.seq = ?`);

  return {
    /** The pool's word for a date; undefined for a date that does not exist or an empty pool. */
    wordOfTheDayCandidate(date: string): { word: string; date: string } | undefined {
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
      if (!m) return undefined;
      const time = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
      const check = new Date(time);
      if (Number.isNaN(time) || check.toISOString().slice(0, 10) !== date) return undefined;
      const size = (poolSize.get() as { n: number }).n;
      if (size === 0) return undefined;
      const day = Math.floor(time / DAY_MS);
      const row = poolWord.get(((day % size) + size) % size) as { word: string } | undefined;
      return row ? { word: row.word, date } : undefined;
    },
  };
}
