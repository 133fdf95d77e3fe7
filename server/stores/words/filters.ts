/**
 * The filters that narrow a search or a draw of random words (counts, length, parts of
 * speech), as SQL over the entries (`e`), and the list item both answer with.
 */
import { PART_OF_SPEECH_BITS, type PartOfSpeechName } from '../../data/schema.ts';

export interface WordFilters {
  minCorpusCount?: number;
  maxCorpusCount?: number;
  minDictionaryCount?: number;
  maxDictionaryCount?: number;
  minLength?: number;
  maxLength?: number;
  includePartOfSpeech?: readonly PartOfSpeechName[];
  excludePartOfSpeech?: readonly PartOfSpeechName[];
}

export interface WordListItem {
  /** The entry's number in this database (stable for one build only). */
  id: number;
  word: string;
  corpusCount: number;
  dictionaryCount: number;
}

/** The columns a list item is read from. */
export interface WordListRow {
  id: number;
  word: string;
  corpus_count: number;
  dictionary_count: number;
}

export function listItem(row: WordListRow): WordListItem {
  return { id: row.id, word: row.word, corpusCount: row.corpus_count, dictionaryCount: row.dictionary_count };
}

/** A part of speech no source gives: including it matches nothing, excluding it changes nothing. */
const UNKNOWN_PART_OF_SPEECH = 1 << 30;

function posMask(names: readonly string[] | undefined): number {
  let mask = 0;
  for (const name of names ?? []) {
    const bit = (PART_OF_SPEECH_BITS as Record<string, number>)[name];
    mask |= bit ?? UNKNOWN_PART_OF_SPEECH;
  }
  return mask;
}

/** Whole numbers only; anything else means "no bound". */
function bound(value: number | undefined): number | null {
  return value === undefined || !Number.isFinite(value) ? null : Math.trunc(value);
}

/** The parameters of FILTER_SQL. */
export function filterParams(filters: WordFilters): Record<string, number | null> {
  return {
    minCorpus: bound(filters.minCorpusCount),
    maxCorpus: bound(filters.maxCorpusCount),
    minDict: bound(filters.minDictionaryCount),
    maxDict: bound(filters.maxDictionaryCount),
    minLen: bound(filters.minLength),
    maxLen: bound(filters.maxLength),
    include: posMask(filters.includePartOfSpeech),
    exclude: posMask(filters.excludePartOfSpeech) & ~UNKNOWN_PART_OF_SPEECH,
  };
}

export const FILTER_SQL = `
  (@minCorpus IS NULL OR e.corpus_count >= @minCorpus) AND (@maxCorpus IS NULL OR e.corpus_count <= @maxCorpus)
  AND (@minDict IS NULL OR e.dictionary_count >= @minDict) AND (@maxDict IS NULL OR e.dictionary_count <= @maxDict)
  AND (@minLen IS NULL OR e.length >= @minLen) AND (@maxLen IS NULL OR e.length <= @maxLen)
  AND (@include = 0 OR (e.pos_mask & @include) != 0) AND (e.pos_mask & @exclude) = 0`;
