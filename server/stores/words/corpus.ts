/** What the Brown corpus says of a word: how often it occurs, and the word pairs it forms. */
import { BROWN_YEAR } from '../../data/attribution.ts';
import { normalize, type WordDatabase } from './db.ts';
import type { Entries } from './entries.ts';

interface FrequencyRecord {
  word: string;
  corpus: 'brown';
  totalCount: number;
  /** Count per year of publication; Brown speaks only for 1961. Empty when the count is 0. */
  years: { year: number; count: number }[];
}

interface PhraseRecord {
  gram1: string;
  gram2: string;
  count: number;
  mi: number;
  wlmi: number;
}

export function corpusQueries(db: WordDatabase, entries: Entries) {
  const token = db.prepare('SELECT id, count FROM tokens WHERE token = ?');
  /**
   * A phrase is two dictionary words: a pair with a name ("cruz run") or a possessive
   * ("sanford's run") is a chance neighbour in a sentence, not a phrase. A token counts as a
   * word when the dictionary has it in lowercase (an entry shown capitalized is a name).
   */
  const isWord = (alias: string) =>
    `EXISTS (SELECT 1 FROM entries e WHERE e.lower = ${alias}.token AND (e.word IS NULL OR e.word = e.lower)) AND instr(${alias}.token, char(39)) = 0`;
  const phrases = db.prepare(
    `SELECT a.token AS gram1, b.token AS gram2, g.count, g.mi, g.wlmi FROM bigrams g
       JOIN tokens a ON a.id = g.first_id JOIN tokens b ON b.id = g.second_id
       WHERE g.first_id = @id AND g.wlmi >= @min AND ${isWord('b')}
     UNION
     SELECT a.token AS gram1, b.token AS gram2, g.count, g.mi, g.wlmi FROM bigrams g
       JOIN tokens a ON a.id = g.first_id JOIN tokens b ON b.id = g.second_id
       WHERE g.second_id = @id AND g.wlmi >= @min AND ${isWord('a')}
     ORDER BY 5 DESC, 3 DESC, 1, 2 LIMIT @limit`,
  );

  return {
    /** Brown corpus count (case-folded); undefined for a word neither the corpus nor any dictionary knows. */
    frequency(word: string): FrequencyRecord | undefined {
      // The entry as found (accents folded when the exact spelling is not one) is the word counted.
      const row = entries.find(word);
      const lower = row?.lower ?? normalize(word).toLowerCase();
      const counted = token.get(lower) as { id: number; count: number } | undefined;
      if (!counted && !row) return undefined;
      const count = counted?.count ?? 0;
      return {
        word: row?.word ?? lower,
        corpus: 'brown',
        totalCount: count,
        years: count > 0 ? [{ year: BROWN_YEAR, count }] : [],
      };
    },

    /** Brown bigrams with the word on either side, by WLMI. */
    phrases(word: string, options: { limit?: number; minWlmi?: number } = {}): PhraseRecord[] {
      const counted = token.get(entries.find(word)?.lower ?? normalize(word).toLowerCase()) as { id: number } | undefined;
      if (!counted) return [];
      return phrases.all({
        id: counted.id,
        min: options.minWlmi ?? -1e9,
        limit: Math.max(0, Math.trunc(options.limit ?? 5)),
      }) as PhraseRecord[];
    },
  };
}
