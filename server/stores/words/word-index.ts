/**
 * The entries' spellings and the columns search and random words filter by, held in memory
 * in SQLite's binary order of `lower` (a dozen MB for the full database, read once at open).
 * A wildcard search or a draw of random words then reads each entry at most once, in a few
 * milliseconds, whatever the pattern or the filters: no query plan that scans and sorts the
 * whole table on the server's only thread, and no thousands of single-row tries.
 */
import type { WordDatabase } from './db.ts';

export interface WordIndex {
  /** Entries, by position in alphabetical (binary) order of `lower`. */
  readonly size: number;
  readonly ids: Int32Array;
  readonly lower: readonly string[];
  /** The display spelling: the capitalized form, else `lower`. */
  readonly display: readonly string[];
  readonly corpusCount: Int32Array;
  readonly dictionaryCount: Int32Array;
  readonly length: Int32Array;
  readonly posMask: Int32Array;
  readonly flags: Int32Array;
  /** The capitalized forms of the entry at position p: `forms[formsStart[p] … formsStart[p + 1])`. */
  readonly formsStart: Int32Array;
  readonly forms: readonly string[];
  /** Positions in the binary order of the spellings reversed (`reversed`): words by their endings. */
  readonly byEnding: Int32Array;
  /**
   * Which of the letters a–z each entry's key holds (bit 0 a … bit 25 z): a pattern's letters
   * rule most entries out with one AND, before any text is compared.
   */
  readonly letters: Int32Array;
  /** The last UTF-16 unit of each entry's key: a literal ending rules out most entries with one comparison. */
  readonly lastUnit: Uint16Array;
  /**
   * The positions, in order, of the entries seen at least `min` times in the corpus, for a few
   * thresholds, lowest first: a search with the interface's default `minCorpusCount` (5) reads
   * the tenth of the entries that can pass it, not all of them.
   */
  readonly corpusTiers: readonly { min: number; positions: Int32Array }[];
  /** The position of an entry id, or -1 (ids have gaps). */
  readonly positionOfId: Int32Array;
  readonly maxId: number;
}

export function loadWordIndex(db: WordDatabase): WordIndex {
  // Rows as arrays, not objects: this reads every entry, and start-up waits for it.
  const rows = db
    .prepare('SELECT id, lower, word, corpus_count, dictionary_count, length, pos_mask, flags FROM entries ORDER BY lower')
    .raw(true)
    .all() as [number, string, string | null, number, number, number, number, number][];
  const size = rows.length;
  const column = (at: number) => Int32Array.from(rows, (row) => row[at] as number);
  const ids = column(0);
  const maxId = ids.reduce((max, id) => Math.max(max, id), 0);
  const positionOfId = new Int32Array(maxId + 1).fill(-1);
  ids.forEach((id, position) => (positionOfId[id] = position));

  const byEnding = Int32Array.from(
    db.prepare('SELECT id FROM entries ORDER BY reversed').pluck().all() as number[],
    (id) => positionOfId[id] ?? -1,
  );

  const formsOf: string[][] = Array.from({ length: size }, () => []);
  const formRows = db.prepare('SELECT entry_id, form FROM forms ORDER BY entry_id, form').raw(true).all() as [number, string][];
  for (const [entryId, form] of formRows) formsOf[positionOfId[entryId] ?? -1]?.push(form);
  const formsStart = new Int32Array(size + 1);
  formsOf.forEach((list, position) => (formsStart[position + 1] = (formsStart[position] ?? 0) + list.length));

  const lower = rows.map((row) => row[1]);
  const corpusCount = column(3);
  return {
    size,
    ids,
    lower,
    display: rows.map((row) => row[2] ?? row[1]),
    corpusCount,
    dictionaryCount: column(4),
    length: column(5),
    posMask: column(6),
    flags: column(7),
    formsStart,
    forms: formsOf.flat(),
    byEnding,
    corpusTiers: CORPUS_TIERS.map((min) => ({ min, positions: positionsWhere(size, (p) => (corpusCount[p] ?? 0) >= min) })),
    letters: Int32Array.from(lower, letterMask),
    lastUnit: Uint16Array.from(lower, (key) => key.charCodeAt(key.length - 1) || 0),
    positionOfId,
    maxId,
  };
}

/** The corpus-count thresholds with a list of their own: any word seen, the interface's default, common words. */
const CORPUS_TIERS = [1, 5, 50];

function positionsWhere(size: number, keep: (position: number) => boolean): Int32Array {
  const kept: number[] = [];
  for (let p = 0; p < size; p++) if (keep(p)) kept.push(p);
  return Int32Array.from(kept);
}

/** The positions of the highest tier a minimum corpus count allows, or undefined for every entry. */
export function corpusTier(index: WordIndex, minCorpusCount: number | undefined): Int32Array | undefined {
  let chosen: Int32Array | undefined;
  for (const tier of index.corpusTiers) if ((minCorpusCount ?? 0) >= tier.min) chosen = tier.positions;
  return chosen;
}

/** The first place in sorted `values` holding `value` or more. */
export function lowerBound(values: Int32Array, value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((values[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

const A = 0x61;
const Z = 0x7a;

/** The letters a–z a text holds, one bit each (bit 0 a … bit 25 z); other characters count for nothing. */
export function letterMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= A && unit <= Z) mask |= 1 << (unit - A);
  }
  return mask;
}

/** A spelling reversed as the database stores it in `reversed`, by characters. */
export function reversed(text: string): string {
  return [...text].reverse().join('');
}

/**
 * The run of `order` (positions, or all positions in order when absent) whose `keyOf` starts
 * with `prefix`: [start, end). Keys that start with a prefix are contiguous in binary order.
 */
export function prefixRun(index: WordIndex, prefix: string, keyOf: (position: number) => string, order?: Int32Array) {
  const key = (i: number) => keyOf(order ? (order[i] ?? 0) : i);
  const firstWhere = (before: (text: string) => boolean) => {
    let low = 0;
    let high = index.size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (before(key(middle))) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const start = firstWhere((text) => compareBinary(text, prefix) < 0);
  const end = firstWhere((text) => compareBinary(text, prefix) < 0 || text.startsWith(prefix));
  return { start, end };
}

/**
 * Compares as SQLite's BINARY collation does (UTF-8 bytes, that is code points); JavaScript's
 * `<` compares UTF-16 units, which order characters above U+FFFF before U+E000–U+FFFF.
 */
export function compareBinary(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

/** UTF-16 units in code-point order: surrogates (characters above U+FFFF) after U+FFFF. */
function codePointRank(unit: number): number {
  if (unit < 0xd800) return unit;
  return unit < 0xe000 ? unit + 0x2000 : unit - 0x800;
}
