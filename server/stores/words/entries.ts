/**
 * Entries: one row per case-folded word, found case-insensitively ("Dog", "dog" and "DOG"
 * are one entry), and the summary the store gives of one.
 */
import { ENTRY_FLAGS, PART_OF_SPEECH_BITS, type PartOfSpeechName } from '../../data/schema.ts';
import { withoutAccents } from '../../../lib/shared/english/letters.ts';
import { normalize } from './db.ts';
import { positionOfKey, type WordIndex } from './word-index.ts';

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

export type Entries = ReturnType<typeof entryFinder>;

/**
 * Finds entries in the in-memory index (word-index.ts), not with a query: every operation on a
 * word starts here, often more than once, and a binary search over the keys costs a
 * microsecond where a prepared statement cost ten.
 */
export function entryFinder(index: WordIndex) {
  const rowAt = (position: number): EntryRow | undefined =>
    position < 0
      ? undefined
      : {
          id: index.ids[position] ?? 0,
          lower: index.lower[position] ?? '',
          word: index.display[position] ?? '',
          corpus_count: index.corpusCount[position] ?? 0,
          dictionary_count: index.dictionaryCount[position] ?? 0,
          tier: index.tier[position] || null,
          pos_mask: index.posMask[position] ?? 0,
          flags: index.flags[position] ?? 0,
        };
  const byLower = (lower: string) => rowAt(positionOfKey(index, lower));
  return {
    /**
     * The entry of a word as asked for (folded, any case); when that spelling is not an
     * entry, the entry of the word without its accents (élan → elan), whose spelling then
     * names the form found; then a compound's other way of writing (pin-money → pin money).
     */
    find(word: string): EntryRow | undefined {
      const lower = normalize(word).toLowerCase();
      const exact = byLower(lower);
      if (exact) return exact;
      const plain = withoutAccents(lower);
      const folded = plain === lower ? undefined : byLower(plain);
      if (folded) return folded;
      // A compound is written with a hyphen, a space or closed up, as the dictionaries (and
      // the centuries) do not agree on it: "pin-money" finds the entry "pin money", "well
      // known" finds "well-known", "to-morrow" finds "tomorrow".
      const other = /-/.test(plain) ? plain.replace(/-/g, ' ') : /^\S+ \S+$/.test(plain) ? plain.replace(' ', '-') : undefined;
      const spaced = other === undefined ? undefined : byLower(other);
      // Closed up only between letters: "ab-" is an affix, not ab.
      return spaced ?? (/^\p{L}+(?:-\p{L}+)+$/u.test(plain) ? byLower(plain.replace(/-/g, '')) : undefined);
    },
    /** The entry whose key is this lowercase spelling. */
    byLower,
    byId(id: number): EntryRow | undefined {
      return rowAt(id >= 0 && id <= index.maxId ? (index.positionOfId[id] ?? -1) : -1);
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
