/**
 * The filters that narrow a search or a draw of random words (counts, length, parts of
 * speech), as a test of an entry of the word index, and the list item both answer with.
 */
import { PART_OF_SPEECH_BITS, type PartOfSpeechName } from '../../data/schema.ts';
import type { WordIndex } from './word-index.ts';

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

/** The list item of the entry at a position of the index. */
export function listItem(index: WordIndex, position: number, word = index.display[position] ?? ''): WordListItem {
  return {
    id: index.ids[position] ?? 0,
    word,
    corpusCount: index.corpusCount[position] ?? 0,
    dictionaryCount: index.dictionaryCount[position] ?? 0,
  };
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

/** Whether any filter is set (a search without them need not test each entry). */
export function hasFilters(filters: WordFilters): boolean {
  return (
    [
      filters.minCorpusCount,
      filters.maxCorpusCount,
      filters.minDictionaryCount,
      filters.maxDictionaryCount,
      filters.minLength,
      filters.maxLength,
    ].some((value) => bound(value) !== null) ||
    Boolean(filters.includePartOfSpeech?.length) ||
    Boolean(filters.excludePartOfSpeech?.length)
  );
}

/** A test of the entry at a position of the index: does it pass the filters? */
export function entryFilter(index: WordIndex, filters: WordFilters): (position: number) => boolean {
  const minCorpus = bound(filters.minCorpusCount) ?? -Infinity;
  const maxCorpus = bound(filters.maxCorpusCount) ?? Infinity;
  const minDict = bound(filters.minDictionaryCount) ?? -Infinity;
  const maxDict = bound(filters.maxDictionaryCount) ?? Infinity;
  const minLen = bound(filters.minLength) ?? -Infinity;
  const maxLen = bound(filters.maxLength) ?? Infinity;
  const include = posMask(filters.includePartOfSpeech);
  const exclude = posMask(filters.excludePartOfSpeech) & ~UNKNOWN_PART_OF_SPEECH;
  const { corpusCount, dictionaryCount, length, posMask: pos } = index;
  return (p) => {
    const corpus = corpusCount[p] ?? 0;
    const dict = dictionaryCount[p] ?? 0;
    const len = length[p] ?? 0;
    const mask = pos[p] ?? 0;
    return (
      corpus >= minCorpus &&
      corpus <= maxCorpus &&
      dict >= minDict &&
      dict <= maxDict &&
      len >= minLen &&
      len <= maxLen &&
      (include === 0 || (mask & include) !== 0) &&
      (mask & exclude) === 0
    );
  };
}
