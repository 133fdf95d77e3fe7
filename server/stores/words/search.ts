/**
 * Words matching a pattern with `*` (any run of characters) and `?` (one character), in
 * alphabetical order, read from the in-memory word index: a literal prefix narrows the
 * entries to one contiguous run, and no pattern reads more than every entry once (a few
 * milliseconds), however broad, however deep the page, with an exact total.
 */
import { ENTRY_FLAGS } from '../../data/schema.ts';
import { normalize } from './db.ts';
import { globMatches, literalPrefix } from './glob.ts';
import { entryFilter, listItem, type WordFilters, type WordListItem } from './filters.ts';
import { compareBinary, type WordIndex } from './word-index.ts';

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

/** The first position whose spelling is not before `prefix` in binary order. */
function firstAtOrAfter(index: WordIndex, prefix: string): number {
  let low = 0;
  let high = index.size;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareBinary(index.lower[middle] ?? '', prefix) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function searchQueries(index: WordIndex) {
  const { lower, display, flags, forms, formsStart } = index;

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
    for (let f = formsStart[position] ?? 0; f < (formsStart[position + 1] ?? 0); f++) {
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
      const prefix = literalPrefix(lowerText);
      for (let p = firstAtOrAfter(index, prefix); p < index.size && (lower[p] ?? '').startsWith(prefix); p++) {
        if (!globMatches(lowerText, lower[p] ?? '') || !passes(p)) continue;
        if (!caseSensitive) count(p, display[p] ?? '');
        else {
          const keyMatches = typedLower || globMatches(text, lower[p] ?? '');
          for (const word of caseMatches(p, text, keyMatches)) count(p, word);
        }
      }
      return { total, results };
    },
  };
}
