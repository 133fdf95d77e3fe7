/**
 * The running-text set's figures (bench/senses.ts `--running`): how far its two taggings agree,
 * and how often the bubble's first sense, and its first two, are among the senses both taggings
 * name, for the frequency-first baseline and the ranker, by source. Beside them, how often a page
 * of older English is read as one, and the older pages' figures had every one been read so.
 */
import type { WordVectors } from '../../lib/shared/text/word-vectors';
import type { WordStore } from '../../server/stores/word-store';
import { servedDefinitions } from './served-definitions';
import { judge, meantInFirstTwo, shownInOrder, withVectors, type SenseCase, type Weights } from './sense-cases';
import {
  compareTaggings,
  RUNNING_TEXT_ASKED,
  runningTextCases,
  runningTextTaggings,
  senseKey,
  type RunningTextCase,
  type RunningTextSource,
  type Tagging,
} from './running-text';

interface RunningCase extends SenseCase {
  source: RunningTextSource;
  olderByDate: boolean;
}

type ServedDefinitions = ReturnType<typeof servedDefinitions>;

const percent = (value: number) => `${(100 * value).toFixed(1)}%`;

/**
 * Top-1 and top-2: the share of cases with a sense meant first, and among the first two; and top-1
 * counting the other dictionary's wording of a sense meant too, as the evaluation's fixed test
 * judges it (a tagging may name one dictionary's wording and not the other's).
 */
function topTwo(cases: readonly SenseCase[], weights: Weights | undefined) {
  let [first, same, two] = [0, 0, 0];
  for (const c of cases) {
    const shown = shownInOrder(c, weights);
    const firstSense = shown[0]?.definition;
    if (firstSense && c.meant(firstSense)) first++;
    if (judge(c, firstSense).right) same++;
    if (meantInFirstTwo(c, shown)) two++;
  }
  const n = cases.length || 1;
  return { first: first / n, same: same / n, two: two / n };
}

/** A case with the senses the server answers a lookup of its word (its base's, and a form's own after them). */
function senseCase(served: ServedDefinitions, c: RunningTextCase, meant: readonly string[], olderPage: boolean): RunningCase {
  const { dictionaries, includeRelated, limit } = RUNNING_TEXT_ASKED;
  const definitions = served({ word: c.word, useCanonical: true, sourceDictionaries: dictionaries, includeRelated, limit }) ?? [];
  return {
    word: c.word,
    sentence: c.sentence,
    olderPage,
    definitions,
    meant: (d) => meant.includes(senseKey(d)),
    source: c.source,
    olderByDate: c.olderByDate,
  };
}

/** Prints the set's figures; `baseline` and `ranker` as bench/senses.ts has them. */
export function printRunningText(store: WordStore, table: WordVectors | undefined, baseline: Weights, ranker: Weights | undefined): void {
  const cases = runningTextCases();
  const served = servedDefinitions(store);
  const [a, b] = runningTextTaggings();
  const both = cases.filter((c) => a.has(c.id) && b.has(c.id));
  const compared = both.map((c) => ({ c, ...compareTaggings(a.get(c.id) as Tagging, b.get(c.id) as Tagging) }));
  const emptyBoth = both.filter((c) => a.get(c.id)?.fits.length === 0 && b.get(c.id)?.fits.length === 0).length;
  const withSense = compared.filter((x) => (a.get(x.c.id)?.fits.length ?? 0) + (b.get(x.c.id)?.fits.length ?? 0) > 0);
  console.log(`\nThe running-text set (bench/running-text/): ${cases.length} cases, ${both.length} tagged twice`);
  console.log(
    `  the two taggings share a sense in ${percent(withSense.filter((x) => x.overlap).length / (withSense.length || 1))} of the cases ` +
      `where either names one, the same best sense in ${percent(withSense.filter((x) => x.sameBest).length / (withSense.length || 1))}; ` +
      `${emptyBoth} cases where neither finds a sense that fits`,
  );

  const vectored = (list: RunningCase[]) => (table ? withVectors(list, table) : list);
  const agreed = vectored(compared.filter((x) => x.overlap).map((x) => senseCase(served, x.c, x.agreed, x.c.olderAsRead)));
  const byTagging = (tags: Map<string, Tagging>) =>
    vectored(
      both
        .filter((c) => (tags.get(c.id)?.fits.length ?? 0) > 0)
        .map((c) => senseCase(served, c, tags.get(c.id)?.fits ?? [], c.olderAsRead)),
    );

  console.log(`  the sense meant (both taggings'): the frequency-first baseline → the ranker`);
  console.log(`${''.padEnd(53)}cases   top-1 (first)      with the same sense   top-2 (first two)`);
  const row = (name: string, list: readonly SenseCase[]) => {
    const [before, after] = [topTwo(list, baseline), topTwo(list, ranker)];
    const pair = (x: number, y: number) => `${percent(x).padStart(6)} → ${percent(y).padStart(6)}`;
    console.log(
      `    ${name.padEnd(48)}${String(list.length).padStart(5)}   ${pair(before.first, after.first)}   ` +
        `${pair(before.same, after.same)}      ${pair(before.two, after.two)}`,
    );
    return after;
  };
  const all = row('all', agreed);
  const sources: [RunningTextSource, string][] = [
    ['book', 'Moby-Dick (1851)'],
    ['address-older', 'State of the Union addresses, 1800–1880'],
    ['address-modern', 'State of the Union addresses, 1993–2016'],
    ['documentation', 'manuals (psql, pg_dump, curl)'],
  ];
  for (const [source, name] of sources)
    row(
      `  ${name}`,
      agreed.filter((c) => c.source === source),
    );
  // A case where neither tagging finds its sense among those a lookup answers is a miss the reader meets too.
  const unanswerable = compared.filter((x) => !x.overlap).length;
  console.log(
    `    ${`all, a case with no sense both name a miss (${unanswerable})`.padEnd(48)}${String(compared.length).padStart(5)}   ` +
      `${percent((all.first * agreed.length) / (compared.length || 1)).padStart(16)}   ${percent((all.same * agreed.length) / (compared.length || 1)).padStart(16)}` +
      `      ${percent((all.two * agreed.length) / (compared.length || 1)).padStart(16)}`,
  );
  row('against the first tagging alone', byTagging(a));
  row('against the second tagging alone', byTagging(b));

  // The page's period: read from the page as the bubble reads it, beside the figures had it been known.
  const olderCases = cases.filter((c) => c.olderByDate);
  const olderPages = new Map(olderCases.map((c) => [c.page, c.olderAsRead]));
  const modernRead = cases.filter((c) => !c.olderByDate && c.olderAsRead).length;
  console.log(
    `  pages of older English read as such: ${[...olderPages.values()].filter(Boolean).length} of ${olderPages.size} ` +
      `(cases: ${percent(olderCases.filter((c) => c.olderAsRead).length / (olderCases.length || 1))}); modern cases read as older: ${modernRead}`,
  );
  const olderAgreed = agreed.filter((c) => (c as RunningCase).olderByDate);
  row('older pages, as read', olderAgreed);
  row(
    'older pages, had each been read as older',
    olderAgreed.map((c) => ({ ...c, olderPage: true })),
  );
}
