/**
 * Entries: one row per case-folded word, found case-insensitively ("Dog", "dog" and "DOG"
 * are one entry), and the summary the store gives of one.
 */
import { ENTRY_FLAGS, PART_OF_SPEECH_BITS, type PartOfSpeechName } from '../../data/schema.ts';
import { DISPLAY, normalize, withoutAccents, type WordDatabase } from './db.ts';

interface EntryRow {
  id: number;
  lower: string;
  word: string;
  corpus_count: number;
  dictionary_count: number;
  tier: number | null;
  pos_mask: number;
  flags: number;
}

interface WordSummary {
  /** The entry's number in this database (stable for one build only: ids follow the word list). */
  id: number;
  /** Display spelling (`Einstein`, `dog`). */
  word: string;
  lower: string;
  corpusCount: number;
  dictionaryCount: number;
  /** SCOWL tier: 10 most common … 70 rarest. */
  tier?: number;
  partsOfSpeech: PartOfSpeechName[];
  vulgar: boolean;
  offensive: boolean;
}

const ENTRY_COLUMNS = `id, lower, ${DISPLAY} AS word, corpus_count, dictionary_count, tier, pos_mask, flags`;

export type Entries = ReturnType<typeof entryFinder>;

export function entryFinder(db: WordDatabase) {
  const byLower = db.prepare(`SELECT ${ENTRY_COLUMNS} FROM entries e WHERE lower = ?`);
  const byId = db.prepare(`SELECT ${ENTRY_COLUMNS} FROM entries e WHERE id = ?`);
  return {
    /**
     * The entry of a word as asked for (folded, any case); when that spelling is not an
     * entry, the entry of the word without its accents (élan → elan), whose spelling then
     * names the form found.
     */
    find(word: string): EntryRow | undefined {
      const lower = normalize(word).toLowerCase();
      const exact = byLower.get(lower) as EntryRow | undefined;
      if (exact) return exact;
      const plain = withoutAccents(lower);
      return plain === lower ? undefined : (byLower.get(plain) as EntryRow | undefined);
    },
    /** The entry whose key is this lowercase spelling. */
    byLower(lower: string): EntryRow | undefined {
      return byLower.get(lower) as EntryRow | undefined;
    },
    byId(id: number): EntryRow | undefined {
      return byId.get(id) as EntryRow | undefined;
    },
  };
}

function partsOfSpeech(mask: number): PartOfSpeechName[] {
  return (Object.entries(PART_OF_SPEECH_BITS) as [PartOfSpeechName, number][])
    .filter(([, bit]) => (mask & bit) !== 0)
    .map(([name]) => name);
}

function summary(row: EntryRow): WordSummary {
  const result: WordSummary = {
    id: row.id,
    word: row.word,
    lower: row.lower,
    corpusCount: row.corpus_count,
    dictionaryCount: row.dictionary_count,
    partsOfSpeech: partsOfSpeech(row.pos_mask),
    vulgar: (row.flags & ENTRY_FLAGS.vulgar) !== 0,
    offensive: (row.flags & ENTRY_FLAGS.offensive) !== 0,
  };
  if (row.tier !== null) result.tier = row.tier;
  return result;
}

export function entryQueries(entries: Entries) {
  return {
    /** Whether the database knows the word at all (any source). */
    hasWord(word: string): boolean {
      return entries.find(word) !== undefined;
    },

    lookup(word: string): WordSummary | undefined {
      const row = entries.find(word);
      return row ? summary(row) : undefined;
    },
  };
}
