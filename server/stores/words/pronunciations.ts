/** CMUdict's pronunciations of a word, and its spelling split into syllables. */
import type { WordDatabase } from './db.ts';
import type { Entries } from './entries.ts';

interface PronunciationRecord {
  seq: number;
  arpabet: string;
  ipa: string;
  sourceDictionary: 'cmu';
}

interface SyllableRecord {
  text: string;
  seq: number;
  type?: 'stress';
}

export function pronunciationQueries(db: WordDatabase, entries: Entries) {
  const pronunciations = db.prepare('SELECT seq, arpabet, ipa FROM pronunciations WHERE entry_id = ? ORDER BY seq');
  const syllables = db.prepare('SELECT pieces, stressed FROM syllables WHERE entry_id = ?');

  return {
    pronunciations(word: string, options: { limit?: number } = {}): PronunciationRecord[] {
      const row = entries.find(word);
      if (!row) return [];
      const prons = (pronunciations.all(row.id) as { seq: number; arpabet: string; ipa: string }[]).map(
        (p): PronunciationRecord => ({ ...p, sourceDictionary: 'cmu' }),
      );
      return options.limit === undefined ? prons : prons.slice(0, Math.max(0, options.limit));
    },

    /** The spelling split into CMUdict's syllables, primary stress marked; empty when no honest split exists. */
    syllables(word: string): SyllableRecord[] {
      const row = entries.find(word);
      if (!row) return [];
      const split = syllables.get(row.id) as { pieces: string; stressed: number | null } | undefined;
      if (!split) return [];
      return split.pieces.split('\u00b7').map((text, seq) =>
        seq === split.stressed ? { text, seq, type: 'stress' } : { text, seq },
      );
    },
  };
}
