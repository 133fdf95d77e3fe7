/**
 * Words matching a pattern with `*` (any run of characters) and `?` (one character), in
 * alphabetical order, read from the in-memory word index: a literal prefix or suffix narrows
 * the entries to one run of it, and no pattern reads more than every entry once (a few
 * milliseconds), however broad, with an exact total.
 */
import { ENTRY_FLAGS } from '../../data/schema.ts';
import { normalize } from './db.ts';
import { globMatches, literalPrefix, longestLiteral } from './glob.ts';
import { entryFilter, listItem, type WordFilters, type WordListItem } from './filters.ts';
import { compareBinary, corpusTier, letterMask, lowerBound, prefixRun, reversed, type WordIndex } from './word-index.ts';

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

/**
 * Past this many entries sharing a literal ending, gathering and sorting them back into
 * alphabetical order costs more than reading every entry in order, most of which the letter
 * masks rule out at once.
 */
const SORT_AT_MOST = 4096;

/**
 * The entries a pattern can match, in alphabetical order: those starting with its literal
 * prefix (one run of the index), or ending with its literal suffix (one run of the index by
 * endings, put back in alphabetical order) when that is longer and the run is short; else all.
 */
function candidates(index: WordIndex, prefix: string, ending: string): Int32Array | { start: number; end: number } {
  if (prefix.length >= ending.length) return prefixRun(index, prefix, (p) => index.lower[p] ?? '');
  // The literal suffix, reversed: what the spellings reversed start with.
  const run = prefixRun(index, reversed(ending), (p) => reversed(index.lower[p] ?? ''), index.byEnding);
  if (run.end - run.start > SORT_AT_MOST) return { start: 0, end: index.size };
  return index.byEnding.slice(run.start, run.end).sort();
}

/** Whether the literal prefix and suffix checks already say all a glob match would: `ser*`, `*ness`, `*dip*`. */
function settledByLiterals(pattern: string): boolean {
  return /^[^*?]*\*$|^\*[^*?]*$|^\*[^*?]+\*$/.test(pattern);
}

export function searchQueries(index: WordIndex) {
  const { lower, display, flags, forms, formsStart, letters, lastUnit } = index;

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
      const prefix = literalPrefix(lowerText);
      const ending = reversed(literalPrefix(reversed(lowerText)));
      const settled = settledByLiterals(lowerText);
      const narrowed = candidates(index, prefix, ending);
      // A run of the alphabetical order is read through the corpus tier the filters allow, if any.
      const tier = narrowed instanceof Int32Array ? undefined : corpusTier(index, options.minCorpusCount);
      const positions = narrowed instanceof Int32Array ? narrowed : tier;
      const range = narrowed instanceof Int32Array ? undefined : narrowed;
      const start = tier && range ? lowerBound(tier, range.start) : (range?.start ?? 0);
      const end = tier && range ? lowerBound(tier, range.end) : (range?.end ?? (positions?.length ?? 0));
      const endsWith = ending === '' ? -1 : ending.charCodeAt(ending.length - 1);
      // Cheapest tests first: a bit mask, a length and the numeric filters rule out most
      // entries before any text is compared.
      for (let i = start; i < end; i++) {
        const p = positions ? (positions[i] ?? 0) : i;
        if (((letters[p] ?? 0) & needs) !== needs || (endsWith >= 0 && lastUnit[p] !== endsWith)) continue;
        const length = index.length[p] ?? 0;
        if (length < shortest || length > longest || !passes(p)) continue;
        const key = lower[p] ?? '';
        if (!key.startsWith(prefix) || !key.endsWith(ending) || !key.includes(contained)) continue;
        if (!settled && !globMatches(lowerText, key)) continue;
        if (!caseSensitive) count(p, display[p] ?? '');
        else {
          const keyMatches = typedLower || globMatches(text, key);
          if (formsStart[p] === formsStart[p + 1]) {
            // Most entries have no capitalized forms: their key is their only spelling.
            if (keyMatches && ((flags[p] ?? 0) & ENTRY_FLAGS.lowercaseSpelling) !== 0) count(p, key);
            continue;
          }
          const spelled = caseMatches(p, text, keyMatches);
          for (let w = 0; w < spelled.length; w++) count(p, spelled[w] ?? '');
        }
      }
      return { total, results };
    },
  };
}
