/**
 * Words matching a pattern with `*` (any run of characters) and `?` (one character), in
 * alphabetical order, each pattern read through the index that narrows it most.
 */
import { ENTRY_FLAGS } from '../../data/schema.ts';
import { DISPLAY, normalize, type Statement, type WordDatabase } from './db.ts';
import { FILTER_SQL, filterParams, listItem, type WordFilters, type WordListItem, type WordListRow } from './filters.ts';

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

type SearchPlan =
  | { kind: 'exact' }
  | { kind: 'prefix'; from: string; to: string }
  | { kind: 'suffix'; from: string; to: string }
  | { kind: 'trigram' }
  | { kind: 'scan' };

/** `ser*` → `ser\u{10FFFF}`: the upper bound of a prefix range in binary order. */
const TOP = '\u{10FFFF}';

/** Escapes GLOB's bracket syntax; `*` and `?` stay wildcards. */
function globPattern(pattern: string): string {
  return pattern.replace(/\[/g, '[[]');
}

/** Picks the index that narrows a wildcard pattern most (see the schema for the indexes). */
export function planSearch(lowerPattern: string): SearchPlan {
  if (!/[*?]/.test(lowerPattern)) return { kind: 'exact' };
  const prefix = /^[^*?]*/.exec(lowerPattern)?.[0] ?? '';
  const suffix = /[^*?]*$/.exec(lowerPattern)?.[0] ?? '';
  const longest = Math.max(0, ...lowerPattern.split(/[*?]/).map((part) => [...part].length));
  const prefixPlan = (): SearchPlan => ({ kind: 'prefix', from: prefix, to: prefix + TOP });
  const suffixPlan = (): SearchPlan => {
    const reversed = [...suffix].reverse().join('');
    return { kind: 'suffix', from: reversed, to: reversed + TOP };
  };
  if (prefix.length >= 3 && prefix.length >= suffix.length) return prefixPlan();
  if (suffix.length >= 3) return suffixPlan();
  if (longest >= 3) return { kind: 'trigram' };
  if (prefix.length > 0 && prefix.length >= suffix.length) return prefixPlan();
  if (suffix.length > 0) return suffixPlan();
  return { kind: 'scan' };
}

function planSql(plan: SearchPlan): string {
  switch (plan.kind) {
    case 'exact':
      return 'e.lower = @pattern';
    case 'prefix':
      return 'e.lower >= @from AND e.lower < @to AND e.lower GLOB @pattern';
    case 'suffix':
      return 'e.reversed >= @from AND e.reversed < @to AND e.lower GLOB @pattern';
    case 'trigram':
      return 'e.id IN (SELECT rowid FROM entries_fts WHERE lower GLOB @pattern)';
    case 'scan':
      return 'e.lower GLOB @pattern';
  }
}

/**
 * The rows a search reads, each with the spelling it answers with and the key it sorts by:
 * case-sensitively, the lowercase spellings and the capitalized forms that match as typed.
 */
function sourceSql(where: string, caseSensitive: boolean): string {
  return caseSensitive
    ? `SELECT e.id, e.lower AS word, e.lower AS sort, e.corpus_count, e.dictionary_count FROM entries e
       WHERE ${where} AND (e.flags & ${ENTRY_FLAGS.lowercaseSpelling}) != 0 AND e.lower GLOB @casePattern
       UNION ALL
       SELECT e.id, f.form AS word, e.lower AS sort, e.corpus_count, e.dictionary_count FROM entries e
       JOIN forms f ON f.entry_id = e.id WHERE ${where} AND f.form GLOB @casePattern`
    : `SELECT e.id, ${DISPLAY} AS word, e.lower AS sort, e.corpus_count, e.dictionary_count FROM entries e
       WHERE ${where}`;
}

export function searchQueries(db: WordDatabase) {
  // one statement per plan, case and paging, prepared the first time it is needed
  const statements = new Map<string, Statement>();
  const statement = (sql: string): Statement => {
    let prepared = statements.get(sql);
    if (!prepared) statements.set(sql, (prepared = db.prepare(sql)));
    return prepared;
  };

  return {
    /**
     * Words matching a pattern, in alphabetical order. Case-sensitive by default, as the
     * interface says: `Ser*` finds `Serbia`, `ser*` finds `serve`.
     */
    search(pattern: string, options: SearchOptions = {}): SearchResult {
      const text = normalize(pattern);
      if (text === '') return { total: 0, results: [] };
      const plan = planSearch(text.toLowerCase());
      const params: Record<string, string | number | null> = {
        ...filterParams(options),
        pattern: globPattern(text.toLowerCase()),
        casePattern: globPattern(text),
        from: 'from' in plan ? plan.from : null,
        to: 'to' in plan ? plan.to : null,
      };
      const source = sourceSql(`${planSql(plan)} AND ${FILTER_SQL}`, options.caseSensitive ?? true);
      const skip = Math.max(0, Math.trunc(options.skip ?? 0));
      const limit = Math.max(0, Math.trunc(options.limit ?? 10));
      const total = (statement(`SELECT count(*) AS n FROM (${source})`).get(params) as { n: number }).n;
      if (limit === 0 || skip >= total) return { total, results: [] };
      const rows = statement(`${source} ORDER BY sort, word LIMIT @limit OFFSET @skip`).all({
        ...params,
        skip,
        limit,
      }) as WordListRow[];
      return { total, results: rows.map(listItem) };
    },
  };
}
