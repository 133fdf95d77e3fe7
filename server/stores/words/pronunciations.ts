/**
 * CMUdict's pronunciations of a word (or eSpeak NG's, where GCIDE's marks side with it), its
 * British reading, and its spelling split into syllables (by CMUdict or by GCIDE's marks).
 */
import { normalize, type WordDatabase } from './db.ts';
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

/** The American spellings a British one may stand for: candour → candor, centre → center, realise → realize. */
function americanSpellings(word: string): string[] {
  const rules: [RegExp, string][] = [
    [/our(s|ed|ing|ful|less|able|ably|ite|ites|er|ers|ist|ists)?$/, 'or$1'],
    [/([^aeiou])re(s|d)?$/, '$1er$2'],
    [/is(e|es|ed|ing|ation|ations|er|ers)$/, 'iz$1'],
    [/ys(e|es|ed|ing)$/, 'yz$1'],
    [/ogue(s)?$/, 'og$1'],
    [/ence(s)?$/, 'ense$1'],
    [/([aeiou])ll(ed|ing|er|ers)$/, '$1l$2'],
    [/ae/, 'e'],
  ];
  return [...new Set(rules.filter(([pattern]) => pattern.test(word)).map(([pattern, to]) => word.replace(pattern, to)))].filter(
    (spelling) => spelling !== word,
  );
}

export function pronunciationQueries(db: WordDatabase, entries: Entries) {
  const pronunciations = db.prepare('SELECT seq, arpabet, ipa FROM pronunciations WHERE entry_id = ? ORDER BY seq');
  const checked = db.prepare('SELECT ipa FROM checked_pronunciations WHERE entry_id = ?').pluck();
  const unconfirmed = db.prepare('SELECT 1 FROM unconfirmed_readings WHERE entry_id = ?').pluck();
  const british = db.prepare('SELECT ipa FROM british_readings WHERE entry_id = ? ORDER BY seq').pluck();
  // Without a source named, CMUdict's split first: it follows today's pronunciation, GCIDE's Webster's 1913.
  const syllables = db.prepare(
    `SELECT pieces, stressed, source FROM syllables WHERE entry_id = ? AND (? IS NULL OR source = ?)
     ORDER BY source = 'cmudict' DESC LIMIT 1`,
  );

  return {
    /**
     * CMUdict's pronunciations of the word; for a British spelling CMUdict lacks (candour,
     * centre, realise), those of its American spelling, which is said the same.
     */
    pronunciations(word: string, options: { limit?: number } = {}): PronunciationRecord[] {
      const row = entries.find(word);
      const ids = [row?.id, ...americanSpellings(normalize(word).toLowerCase()).map((spelling) => entries.byLower(spelling)?.id)];
      let found: { seq: number; arpabet: string; ipa: string }[] = [];
      for (const id of ids) {
        if (id === undefined) continue;
        found = pronunciations.all(id) as typeof found;
        if (found.length) break;
      }
      const prons = found.map((p): PronunciationRecord => ({ ...p, sourceDictionary: 'cmu' }));
      return options.limit === undefined ? prons : prons.slice(0, Math.max(0, options.limit));
    },

    /**
     * eSpeak NG's IPA of a word whose first CMUdict pronunciation GCIDE's syllable marks
     * contradict and eSpeak sides with GCIDE (data/build/pronunciation-check.ts), if any.
     */
    checkedPronunciation(word: string): string | undefined {
      const row = entries.find(word);
      return row ? ((checked.get(row.id) as string | undefined) ?? undefined) : undefined;
    },

    /**
     * eSpeak NG's IPA of the word in its British voice (en-gb), made at build time
     * (data/build/british-readings.ts): its reading alone, then, for a word read otherwise as a
     * noun and as a verb, those too. None without eSpeak NG.
     */
    britishReadings(word: string): string[] {
      const row = entries.find(word);
      return row ? (british.all(row.id) as string[]) : [];
    },

    /**
     * Whether the reading eSpeak NG would generate for the word (no dictionary pronouncing it)
     * contradicts GCIDE's syllable marks, so none is to be generated (data/build/pronunciation-check.ts).
     */
    readingUnconfirmed(word: string): boolean {
      const row = entries.find(word);
      return row !== undefined && unconfirmed.get(row.id) !== undefined;
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
