/** CMUdict's pronunciations of a word, and its spelling split into syllables (by CMUdict or by GCIDE's marks). */
import type { WordDatabase } from './db.ts';
import type { Entries } from './entries.ts';

interface PronunciationRecord {
  seq: number;
  arpabet: string;
  ipa: string;
  sourceDictionary: 'cmu';
}

/** Where a split comes from: CMUdict's syllable count and stress, or GCIDE's syllable marks. */
export type SyllableSource = 'cmudict' | 'gcide';

interface SyllableRecord {
  text: string;
  seq: number;
  type?: 'stress';
  source: SyllableSource;
}

export function pronunciationQueries(db: WordDatabase, entries: Entries) {
  const pronunciations = db.prepare('SELECT seq, arpabet, ipa FROM pronunciations WHERE entry_id = ? ORDER BY seq');
  // Without a source named, CMUdict's split first: it follows today's pronunciation, GCIDE's Webster's 1913.
  const syllables = db.prepare(
    `SELECT pieces, stressed, source FROM syllables WHERE entry_id = ? AND (? IS NULL OR source = ?)
     ORDER BY source = 'cmudict' DESC LIMIT 1`,
  );

  return {
    pronunciations(word: string, options: { limit?: number } = {}): PronunciationRecord[] {
      const row = entries.find(word);
      if (!row) return [];
      const prons = (pronunciations.all(row.id) as { seq: number; arpabet: string; ipa: string }[]).map((p): PronunciationRecord => ({
        ...p,
        sourceDictionary: 'cmu',
      }));
      return options.limit === undefined ? prons : prons.slice(0, Math.max(0, options.limit));
    },

    /**
     * The spelling split into syllables, primary stress marked: `source`'s split, or without
     * one CMUdict's, else GCIDE's; empty when no honest split exists.
     */
    syllables(word: string, source?: SyllableSource): SyllableRecord[] {
      const row = entries.find(word);
      if (!row) return [];
      const split = syllables.get(row.id, source ?? null, source ?? null) as
        { pieces: string; stressed: number | null; source: SyllableSource } | undefined;
      if (!split) return [];
      return split.pieces
        .split('\u00b7')
        .map((text, seq) =>
          seq === split.stressed ? { text, seq, type: 'stress', source: split.source } : { text, seq, source: split.source },
        );
    },
  };
}
