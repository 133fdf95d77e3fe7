/**
 * Words matching a pattern with `*` (any run of characters) and `?` (one character), in
 * alphabetical order, read from the in-memory word index: a literal prefix or suffix narrows
 * the entries to one run of it, and no pattern reads more than every entry once (a few
 * milliseconds), however broad, with an exact total.
 */
import { ENTRY_FLAGS } from '../../data/schema.ts';
import { normalize } from './db.ts';
import { globMatches, literalPrefix, longestLiteral } from './glob.ts';
import { entryFilter, hasFilters, listItem, type WordFilters, type WordListItem } from './filters.ts';
import { compareBinary, corpusTier, letterMask, lowerBound, prefixRun, reversed, type CorpusTier, type WordIndex } from './word-index.ts';

interface SearchOptions extends WordFilters {
  /** Default true, as in the interface. */
  caseSensitive?: boolean;
  skip?: number;
  limit?: number;
}

interface SearchResult {
  total: number;
  results: WordListItem[];
}

/** Where a search reads: a run `[start, end)` of an order of positions (all positions in alphabetical order when absent). */
interface Candidates {
  order: Int32Array | undefined;
  /** The entries' letter masks in the same order (`letters` itself when `order` is absent). */
  letters: Int32Array;
  start: number;
  end: number;
  /** The order is alphabetical; otherwise it is by endings, and matches are sorted back. */
  alphabetical: boolean;
}

/**
 * The entries a pattern can match: those starting with its literal prefix (one run of the
 * alphabetical order) or those ending with its literal ending (one run of the order by
 * endings), whichever run is shorter, each read through the corpus tier the filters allow.
 */
function candidates(index: WordIndex, prefix: string, ending: string, tier: CorpusTier | undefined): Candidates {
  const run = prefixRun(index, prefix, (p) => index.lower[p] ?? '');
  const alphabetical: Candidates = tier
    ? {
        order: tier.positions,
        letters: tier.positionsLetters,
        start: lowerBound(tier.positions, run.start),
        end: lowerBound(tier.positions, run.end),
        alphabetical: true,
      }
    : { order: undefined, letters: index.letters, ...run, alphabetical: true };
  if (ending === '') return alphabetical;
  const byEnding = tier ? tier.byEnding : index.byEnding;
  // The literal ending, reversed: what the spellings reversed start with.
  const endingRun = prefixRun(index, reversed(ending), (p) => reversed(index.lower[p] ?? ''), byEnding);
  const shorter = endingRun.end - endingRun.start < alphabetical.end - alphabetical.start;
  const letters = tier ? tier.byEndingLetters : index.byEndingLetters;
  return shorter ? { order: byEnding, letters, ...endingRun, alphabetical: false } : alphabetical;
}

/** Whether the literal prefix and suffix checks already say all a glob match would: `ser*`, `*ness`, `*dip*`. */
function settledByLiterals(pattern: string): boolean {
  return /^[^*?]*\*$|^\*[^*?]*$|^\*[^*?]+\*$/.test(pattern);
}

export function searchQueries(index: WordIndex) {
  const { lower, display, flags, forms, formsStart, lastUnit, length: lengths } = index;

  /** Reused for every entry: most answer with one spelling or none. */
  const spellings: string[] = [];

  /**
   * The spellings an entry answers with, case-sensitively: its lowercase spelling (if
   * `keyMatches`, the pattern as typed matches it) and its capitalized forms that match as
   * typed, in binary order.
   */
  function caseMatches(position: number, pattern: string, keyMatches: boolean): string[] {
    spellings.length = 0;
    const key = lower[position] ?? '';
    if (((flags[position] ?? 0) & ENTRY_FLAGS.lowercaseSpelling) !== 0 && keyMatches) spellings.push(key);
    const formsEnd = formsStart[position + 1] ?? 0;
    for (let f = formsStart[position] ?? 0; f < formsEnd; f++) {
      const form = forms[f] ?? '';
      if (globMatches(pattern, form)) spellings.push(form);
    }
    return spellings.length > 1 ? spellings.sort(compareBinary) : spellings;
  }

  return {
    /**
     * Words matching a pattern, in alphabetical order. Case-sensitive by default, as the
     * interface says: `Ser*` finds `Serbia`, `ser*` finds `serve`.
     */
    search(pattern: string, options: SearchOptions = {}): SearchResult {
      const text = normalize(pattern);
      if (text === '') return { total: 0, results: [] };
      const lowerText = text.toLowerCase();
      const caseSensitive = options.caseSensitive ?? true;
      const passes = entryFilter(index, options);
      const skip = Math.max(0, Math.trunc(options.skip ?? 0));
      const limit = Math.max(0, Math.trunc(options.limit ?? 10));

      let total = 0;
      const results: WordListItem[] = [];
      const count = (position: number, word: string) => {
        if (total >= skip && results.length < limit) results.push(listItem(index, position, word));
        total++;
      };
      // A pattern typed in lowercase matches an entry's key as typed whenever it matches at all.
      const typedLower = text === lowerText;
      // Every character but `*` takes one of the word's: shorter words are out at once, and
      // without a `*`, longer ones too.
      const shortest = [...lowerText].filter((char) => char !== '*').length;
      const longest = lowerText.includes('*') ? Infinity : shortest;
      const needs = letterMask(lowerText);
      const contained = longestLiteral(lowerText);
      // One letter a–z inside is already checked by the letter masks.
      const checkContained = contained.length > 1 || (contained.length === 1 && letterMask(contained) === 0);
      const prefix = literalPrefix(lowerText);
      const ending = reversed(literalPrefix(reversed(lowerText)));
      const settled = settledByLiterals(lowerText);
      const tier = corpusTier(index, options.minCorpusCount);
      // The tier already holds only entries with enough corpus count; other filters test each entry.
      const filtered = hasFilters({ ...options, minCorpusCount: undefined }) || (options.minCorpusCount ?? 0) > (tier?.min ?? 0);
      const where = candidates(index, prefix, ending, tier);
      const endsWith = ending === '' ? -1 : ending.charCodeAt(ending.length - 1);

      /**
       * Whether the entry's key matches and the entry passes the filters, once its letters are
       * known to be there. Cheapest tests first.
       */
      const keyMatches = (p: number): boolean => {
        if (endsWith >= 0 && lastUnit[p] !== endsWith) return false;
        const length = lengths[p] ?? 0;
        if (length < shortest || length > longest || (filtered && !passes(p))) return false;
        const key = lower[p] ?? '';
        if ((prefix && !key.startsWith(prefix)) || (ending && !key.endsWith(ending)) || (checkContained && !key.includes(contained))) {
          return false;
        }
        return settled || globMatches(lowerText, key);
      };
      /** Counts the entry's spellings that match (case-sensitively: as typed). */
      const countSpellings = (p: number) => {
        if (!caseSensitive) return count(p, display[p] ?? '');
        const key = lower[p] ?? '';
        const keyAsTyped = typedLower || globMatches(text, key);
        if (formsStart[p] === formsStart[p + 1]) {
          // Most entries have no capitalized forms: their key is their only spelling.
          if (keyAsTyped && ((flags[p] ?? 0) & ENTRY_FLAGS.lowercaseSpelling) !== 0) count(p, key);
          return;
        }
        const spelled = caseMatches(p, text, keyAsTyped);
        for (let w = 0; w < spelled.length; w++) count(p, spelled[w] ?? '');
      };

      const { order, letters: lettersInOrder, start, end } = where;
      if (where.alphabetical) {
        for (let i = start; i < end; i++) {
          if (((lettersInOrder[i] ?? 0) & needs) !== needs) continue;
          const p = order ? (order[i] ?? 0) : i;
          if (keyMatches(p)) countSpellings(p);
        }
      } else {
        // Read by endings, answered in alphabetical order: positions are that order.
        const matched: number[] = [];
        for (let i = start; i < end; i++) {
          if (((lettersInOrder[i] ?? 0) & needs) !== needs) continue;
          const p = order?.[i] ?? 0;
          if (keyMatches(p)) matched.push(p);
        }
        const sorted = Int32Array.from(matched).sort();
        for (let i = 0; i < sorted.length; i++) countSpellings(sorted[i] ?? 0);
      }
      return { total, results };
    },
  };
}
