/**
 * The entries' spellings and the columns lookups, search and random words read, held in memory
 * in SQLite's binary order of `lower` (a dozen MB for the full database, laid out at build time
 * and read in one go at open: server/data/word-index-columns.ts).
 * A wildcard search or a draw of random words then reads each entry at most once, in a few
 * milliseconds, whatever the pattern or the filters: no query plan that scans and sorts the
 * whole table on the server's only thread, and no thousands of single-row tries.
 */
import { unpackWordIndex } from '../../data/word-index-columns.ts';
import type { WordDatabase } from './db.ts';

/** The entries seen at least `min` times in the corpus, in alphabetical order and by their endings. */
export interface CorpusTier {
  min: number;
  positions: Int32Array;
  /** The same entries in the order of `byEnding`. */
  byEnding: Int32Array;
  /** `letters` of `positions[i]` at i, and of `byEnding[i]` at i (see `lettersInOrder`). */
  positionsLetters: Int32Array;
  byEndingLetters: Int32Array;
}

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
  /** SCOWL tier (10 most common … 70 rarest), 0 when the word is not in SCOWL. */
  readonly tier: Int32Array;
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
  /** `letters` in the order of `byEnding` (see `lettersInOrder`). */
  readonly byEndingLetters: Int32Array;
  /** The last UTF-16 unit of each entry's key: a literal ending rules out most entries with one comparison. */
  readonly lastUnit: Uint16Array;
  /**
   * The positions, in order, of the entries seen at least `min` times in the corpus, for a few
   * thresholds, lowest first: a search with the interface's default `minCorpusCount` (5) reads
   * the tenth of the entries that can pass it, not all of them.
   */
  readonly corpusTiers: readonly CorpusTier[];
  /** The position of an entry id, or -1 (ids have gaps). */
  readonly positionOfId: Int32Array;
  /** The entries' keys hashed (see `keyTable`): an exact lookup reads one or two slots, not the 18 of a binary search. */
  readonly keySlots: Int32Array;
  readonly maxId: number;
}

export function loadWordIndex(db: WordDatabase): WordIndex {
  const columns = unpackWordIndex(db.prepare('SELECT name, data FROM word_index').raw(true).all() as [string, Buffer][]);
  const { ids, lower, corpusCount } = columns;
  const size = ids.length;
  let maxId = 0;
  for (let p = 0; p < size; p++) maxId = Math.max(maxId, ids[p] ?? 0);
  const positionOfId = new Int32Array(maxId + 1).fill(-1);
  const letters = new Int32Array(size);
  const lastUnit = new Uint16Array(size);
  const display = columns.display;
  for (let p = 0; p < size; p++) {
    const key = lower[p] ?? '';
    positionOfId[ids[p] ?? 0] = p;
    letters[p] = letterMask(key);
    lastUnit[p] = key.charCodeAt(key.length - 1) || 0;
    // The same string as `lower` where the display spelling is just that: no second copy.
    if (!display[p]) display[p] = key;
  }
  return {
    ...columns,
    size,
    display,
    corpusTiers: CORPUS_TIERS.map((min) => {
      const positions = positionsWhere(size, (p) => (corpusCount[p] ?? 0) >= min);
      const byEnding = columns.byEnding.filter((p) => (corpusCount[p] ?? 0) >= min);
      return {
        min,
        positions,
        byEnding,
        positionsLetters: lettersInOrder(letters, positions),
        byEndingLetters: lettersInOrder(letters, byEnding),
      };
    }),
    letters,
    byEndingLetters: lettersInOrder(letters, columns.byEnding),
    lastUnit,
    positionOfId,
    keySlots: keyTable(lower),
    maxId,
  };
}

/** FNV-1a over the UTF-16 units of a key. */
function keyHash(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * An open-addressing table of the keys: slot `keyHash(key) & mask`, or the next free one,
 * holds the key's position + 1 (0: empty). Twice as many slots as keys (a power of two): an
 * Int32Array of under 2 MB for the full database, built at open in a few milliseconds.
 */
function keyTable(lower: readonly string[]): Int32Array {
  let size = 1;
  while (size < lower.length * 2) size *= 2;
  const slots = new Int32Array(size);
  const mask = size - 1;
  lower.forEach((key, position) => {
    let slot = keyHash(key) & mask;
    while (slots[slot] !== 0) slot = (slot + 1) & mask;
    slots[slot] = position + 1;
  });
  return slots;
}

/** The position of the entry whose key is `key` (a lowercase spelling), or -1. */
export function positionOfKey(index: WordIndex, key: string): number {
  const { keySlots, lower } = index;
  const mask = keySlots.length - 1;
  for (let slot = keyHash(key) & mask; ; slot = (slot + 1) & mask) {
    const held = keySlots[slot] ?? 0;
    if (held === 0) return -1;
    if (lower[held - 1] === key) return held - 1;
  }
}

/** The corpus-count thresholds with a list of their own: any word seen, the interface's default, common words. */
const CORPUS_TIERS = [1, 5, 50];

function positionsWhere(size: number, keep: (position: number) => boolean): Int32Array {
  const kept = new Int32Array(size);
  let count = 0;
  for (let p = 0; p < size; p++) if (keep(p)) kept[count++] = p;
  return kept.slice(0, count);
}

/**
 * The entries' letter masks in the order a search reads them (`order`), one after another:
 * the first test of a search then reads memory in sequence, where reading `letters` at each
 * position in turn jumped across the whole array, a cache miss for most entries.
 */
function lettersInOrder(letters: Int32Array, order: Int32Array): Int32Array {
  return order.map((position) => letters[position] ?? 0);
}

/** The highest tier a minimum corpus count allows, or undefined for every entry. */
export function corpusTier(index: WordIndex, minCorpusCount: number | undefined): CorpusTier | undefined {
  let chosen: CorpusTier | undefined;
  for (const tier of index.corpusTiers) if ((minCorpusCount ?? 0) >= tier.min) chosen = tier;
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
    let high = order ? order.length : index.size;
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
