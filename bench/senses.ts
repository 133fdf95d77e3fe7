/**
 * Does the bubble lead with the sense a sentence means? For each case (bench/support/
 * sense-cases.ts: held-out WordNet examples for modern English, held-out GCIDE quotations for
 * older English, sentences from public-domain books), the first sense the bubble shows
 * (lib/shared/senses/choose-senses.ts, as the background runs it for the bubble) is compared with the sense
 * meant, for the ranker and for the frequency-first baseline (the dictionaries' own order:
 * WordNet, then GCIDE, each most common first; nothing read from the sentence). Two figures
 * each: the sense meant itself first ("strict"), and that or the other dictionary's same
 * sense first (judged by the evaluation's own fixed test, not the ranker's). Ties between
 * senses fall to the dictionaries' order, for the ranker as for the baseline.
 *
 *   npm run eval:senses             the figures on the test split, and the time choosing a lookup's senses takes
 *   npm run eval:senses -- --dev    the figures on the development split
 *   npm run eval:senses -- --train  fits the ranker's weights on the development split (lib/shared/senses/rank-model.ts)
 *   npm run eval:senses -- --calibrate  fits the curve from the ranker's share to its confidence on the development
 *                                   split (lib/shared/senses/confidence.ts), and shows its reliability table there
 *   npm run eval:senses -- --failures  on the development split, where the sense meant lands among its dictionary's
 *                                   senses, and the cases on a page of older English put wrong, sorted by kind, 40 of them shown
 *   npm run eval:senses -- --book   and each book sentence's first sense, before and after
 *   npm run eval:senses -- --table  and a table of 20 book words' first sense, before and after
 *   npm run eval:senses -- --running  and the running-text set's figures (bench/support/running-text.ts), with its taggings' agreement
 *   npm run eval:senses -- --synonyms  and what the synonyms' own definitions would add (a call per synonym)
 *   npm run eval:senses -- --vectors FILE  with another table of word vectors than the bubble's (bench/word-vectors.ts)
 *   npm run eval:senses -- --no-vectors    with none (the ranker reads the words alone, as before the background's table is read)
 *   npm run eval:senses -- --compare [--vectors FILE]  the ranker fitted again on the development split without
 *                                   vectors and with the table, both splits' figures beside the ranker's as it is
 *
 * It reads a word database with the full GCIDE (built once into .tmp/eval-words.sqlite from
 * the installed dict-gcide and the npm data packages); without GCIDE installed, it reads the
 * tests' database, whose GCIDE is an excerpt, and says so.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Definition } from '../lib/shared/api';
import { rankSenses, SIGNALS } from '../lib/shared/senses/rank-senses';
import { summarize } from './support/stats';
import {
  accuracy,
  bookCases,
  chosenFor,
  evalWordStore,
  failureKind,
  firstShown,
  heldOutCases,
  judge,
  landing,
  readOf,
  sampleWords,
  type SenseCase,
  type Split,
  type Weights,
  withVectors,
  withSynonymDefinitions,
} from './support/sense-cases';
import { fitWeights, writeModel } from './support/rank-training';
import { printRunningText } from './support/running-text-figures';
import { fitCalibration, reliabilityTable, sureness } from './support/sense-confidence';
import { senseMeanings } from '../lib/shared/text/sense-meaning';
import { decodeTable, type WordVectors } from '../lib/shared/text/word-vectors';
import { PROJECT_ROOT } from '../dev/paths';

/** The frequency-first baseline: the dictionaries' own order, nothing read from the sentence or the page. */
const BASELINE: Weights = { ...Object.fromEntries(SIGNALS.map((s) => [s, 0])), place: 0.7, later: -100 } as Weights;

/** The ranker's own weights: with the vectors an answer carries, or those fitted without them (rank-model.ts). */
const THE_RANKER = undefined;

/** What Webster's 1913 gains, and other dictionaries lose, on a page of older English (set by hand: see --train). */
const PERIOD = 2;
const percent = (value: number) => `${(100 * value).toFixed(1)}%`;
const flag = (name: string) => process.argv.includes(`--${name}`);

const store = await evalWordStore();
// The cases studied for what fails are the development split's, so the test split's stay unread.
const split: Split = flag('dev') || flag('train') || flag('failures') ? 'dev' : 'test';
/** The bubble's table of word vectors (public/word-vectors.bin), or another (--vectors FILE); none with --no-vectors. */
const BUBBLE_TABLE = join(PROJECT_ROOT, 'public', 'word-vectors.bin');
const vectorFile = flag('vectors') ? (process.argv[process.argv.indexOf('--vectors') + 1] ?? BUBBLE_TABLE) : BUBBLE_TABLE;
const table = flag('no-vectors') ? undefined : decodeTable(readFileSync(vectorFile));
const plainCases = heldOutCases(store, sampleWords(split));
const { modern, older } = table
  ? { modern: withVectors(plainCases.modern, table), older: withVectors(plainCases.older, table) }
  : plainCases;
const book = table ? withVectors(bookCases(store), table) : bookCases(store);
/** The older cases as read on a page the bubble takes for older English (a book's page). */
const onOlderPage = older.map((c) => ({ ...c, olderPage: true }));
const words = (cases: readonly SenseCase[]) => new Set(cases.map((c) => c.word)).size;

/**
 * Which dictionary leads: a later dictionary's loss, the value that does best on the mean of
 * the modern and the older figures (each sense itself first), keeping the modern figure at the
 * baseline's or above and within a point of its best among the values tried (the older
 * quotations, whose sense meant is always Webster's, would otherwise buy a point of theirs with
 * several modern ones). The quotations are counted once, not also as read on a page of older
 * English, where their sense meant, always Webster's, would count leading with Webster's twice.
 * For the same reason the page's period is not chosen here: on a page of older English,
 * Webster's 1913 gains PERIOD and the other dictionaries lose it, a value set by hand.
 */
function chooseLater(within: Weights, dev: { modern: SenseCase[]; older: SenseCase[] }): Weights {
  const tried = [-0.25, -0.5, -1, -1.5, -2, -3, -5].map((later) => {
    const weights: Weights = { ...within, olderOnOlderPage: PERIOD, newerOnOlderPage: -PERIOD, later };
    return { weights, modern: accuracy(dev.modern, weights).strict, older: accuracy(dev.older, weights).strict };
  });
  const floor = Math.max(accuracy(dev.modern, BASELINE).strict, Math.max(...tried.map((t) => t.modern)) - 0.01);
  let best = tried[0] as (typeof tried)[number];
  let bestValue = -1;
  for (const t of tried) {
    const value = t.modern < floor ? -1 : (t.modern + t.older) / 2;
    console.log(`a later dictionary's loss ${t.weights.later}: modern ${percent(t.modern)}, older ${percent(t.older)}`);
    if (value > bestValue) [best, bestValue] = [t, value];
  }
  return best.weights;
}

if (flag('compare')) {
  // The ranker fitted again on the development split as --train fits it, without vectors and
  // with the table read, and each one's figures on both splits beside the ranker's as it is
  // (with the bubble's own table).
  const bubbleTable = decodeTable(readFileSync(BUBBLE_TABLE));
  const raw = (s: Split) => (s === split ? plainCases : heldOutCases(store, sampleWords(s)));
  const [devRaw, testRaw] = [raw('dev'), raw('test')];
  const vectored = (set: { modern: SenseCase[]; older: SenseCase[] }, t: WordVectors | undefined) =>
    t ? { modern: withVectors(set.modern, t), older: withVectors(set.older, t) } : set;
  const plain = chooseLater(fitWeights([devRaw.modern, devRaw.older]), devRaw);
  const devWith = vectored(devRaw, table);
  const refitted = chooseLater(fitWeights([devWith.modern, devWith.older]), devWith);
  console.log(
    `\n${table ? vectorFile : 'no vectors'}: the vectors' weights meaning ${refitted.meaning}, meaningOfGloss ${refitted.meaningOfGloss}`,
  );
  console.log(`a later dictionary's loss ${plain.later} without vectors, ${refitted.later} with them`);
  console.log('The sense meant, shown first (strict): the baseline, the ranker as it is, fitted again without vectors, and with them');
  for (const [name, set] of [
    ['development', devRaw],
    ['test', testRaw],
  ] as const) {
    const [asIs, withTable] = [vectored(set, bubbleTable), vectored(set, table)];
    const older = (cases: SenseCase[]) => cases.map((c) => ({ ...c, olderPage: true }));
    for (const [kind, pick] of [
      ['modern', (x: typeof set) => x.modern],
      ['older page', (x: typeof set) => older(x.older)],
    ] as const) {
      const figures = [
        accuracy(pick(set), BASELINE),
        accuracy(pick(asIs), THE_RANKER),
        accuracy(pick(set), plain),
        accuracy(pick(withTable), refitted),
      ];
      console.log(`  ${`${name}, ${kind}`.padEnd(26)}${figures.map((f) => percent(f.strict).padStart(8)).join('')}`);
    }
  }
  const books = bookCases(store);
  const bookFigures = [
    accuracy(books, BASELINE),
    accuracy(withVectors(books, bubbleTable), THE_RANKER),
    accuracy(books, plain),
    accuracy(table ? withVectors(books, table) : books, refitted),
  ];
  console.log(`  ${'books (no split)'.padEnd(26)}${bookFigures.map((f) => percent(f.strict).padStart(8)).join('')}`);
  process.exit(0);
}

if (flag('train')) {
  // The senses' order within a dictionary, fitted on the development words' modern examples and
  // older quotations, each set counting alike; the book sentences are never read. Twice: with
  // the vectors an answer carries, and without (as the bubble ranks before the background has
  // read its table, or where no table is read).
  const fitted = chooseLater(fitWeights([modern, older]), { modern, older });
  const withoutVectors = chooseLater(fitWeights([plainCases.modern, plainCases.older]), plainCases);
  console.log(JSON.stringify(fitted));
  writeModel(fitted, withoutVectors, `${modern.length} modern examples and ${older.length} older quotations`);
  for (const [name, cases, plain] of [
    ['modern', modern, plainCases.modern],
    ['older', older, plainCases.older],
    ['on an older page', onOlderPage, plainCases.older.map((c) => ({ ...c, olderPage: true }))],
  ] as const)
    console.log(
      `development split, ${name}: ${percent(accuracy(cases, BASELINE).strict)} → ${percent(accuracy(cases, fitted).strict)} ` +
        `(without vectors ${percent(accuracy(plain, withoutVectors).strict)})`,
    );
  process.exit(0);
}

if (flag('calibrate')) {
  // Fitted on the development words, modern and on a page of older English alike; shown there with the curve fitted.
  const dev = split === 'dev' ? { modern, older } : heldOutCases(store, sampleWords('dev'));
  const devCases = table ? [...withVectors(dev.modern, table), ...withVectors(dev.older, table)] : [...dev.modern, ...dev.older];
  const points = sureness(devCases.map((c) => (dev.older.some((o) => o.sentence === c.sentence) ? { ...c, olderPage: true } : c)));
  const curve = fitCalibration(points);
  console.log(`The curve (lib/shared/senses/confidence.ts, CALIBRATION): ${JSON.stringify(curve)}`);
  const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
  console.log(`On the development split (${points.length} lookups), with it:`);
  for (const line of reliabilityTable(points.map((p) => ({ ...p, confidence: sigmoid(curve.slope * p.rawLogit + curve.intercept) }))))
    console.log(line);
  process.exit(0);
}

console.log(`The sense meant, shown first (${split} split): the frequency-first baseline → the ranker`);
console.log(
  `${''.padEnd(48)}${'cases'.padStart(6)}${'words'.padStart(7)}   ${'strict'.padEnd(17)}   ${'with the same sense'.padEnd(19)}   first two (strict)`,
);
for (const [name, cases] of [
  ['modern English (WordNet examples, held out)', modern],
  ['older English (GCIDE quotations, held out)', older],
  ['  the same, on a page of older English', onOlderPage],
  ['public-domain books (bench/senses-book.ts)', book],
] as const) {
  const [before, after] = [accuracy(cases, BASELINE), accuracy(cases, THE_RANKER)];
  console.log(
    `  ${name.padEnd(46)}${String(cases.length).padStart(6)}${String(words(cases)).padStart(7)}   ` +
      `${percent(before.strict).padStart(6)} → ${percent(after.strict).padStart(6)}     ` +
      `${percent(before.right).padStart(6)} → ${percent(after.right).padStart(6)}       ` +
      `${percent(before.two).padStart(6)} → ${percent(after.two).padStart(6)}`,
  );
}

// A second baseline for a page of older English: Webster's 1913's senses first, in its own order.
const websterFirst: Weights = { ...BASELINE, olderOnOlderPage: 200 };
console.log(
  `  (on a page of older English, Webster's 1913 first in its own order: ${percent(accuracy(onOlderPage, websterFirst).strict)} strict, ` +
    `${percent(accuracy(onOlderPage, websterFirst).right)} with the same sense)`,
);

console.log(`\nHow sure the bubble is of its first sense (${split} split, modern and on a page of older English):`);
for (const line of reliabilityTable([...sureness(modern), ...sureness(onOlderPage)])) console.log(line);

// The time a lookup's ranking takes, for words with about 20 senses (18 to 22): all the background
// does with the answer and the sentence (lib/shared/senses/choose-senses.ts): the grammar around the
// word, the page's subject read from a paragraph around it (here the next cases' sentences, about
// 1,000 characters), the forms the word can be, the ranking, the shares and how sure it is.
const typical = [...modern, ...older].filter((c) => c.definitions.length >= 18 && c.definitions.length <= 22).slice(0, 200);
const withParagraph = typical.map((c, i) => {
  let around = c.sentence;
  for (let k = 1; around.length < 1000; k++) around += ` ${typical[(i + k) % typical.length]?.sentence ?? ''}`;
  return { ...c, around };
});
// A worker remembers the lemmas of the words it has read (lib/shared/english/forms.ts): the first
// time each lookup is chosen, after 600 others of fewer senses, is the figure of a word not met before.
for (const c of [...modern, ...older].filter((c) => c.definitions.length >= 8 && c.definitions.length < 18).slice(0, 600)) {
  chosenFor({ ...c, around: c.sentence }, THE_RANKER);
}
const firstTime = summarize(
  withParagraph.map((c) => {
    const start = performance.now();
    chosenFor(c, THE_RANKER);
    return performance.now() - start;
  }),
);
const timed = (work: (c: SenseCase) => unknown) =>
  summarize(
    withParagraph.map((c) => {
      const start = performance.now();
      for (let i = 0; i < 10; i++) work(c);
      return (performance.now() - start) / 10;
    }),
  );
const time = timed((c) => chosenFor(c, THE_RANKER));
const rankingAlone = timed((c) => rankSenses(c.definitions, readOf(c).context, c.word, THE_RANKER, c.meanings));
console.log(
  `\nChoosing one lookup's senses, grammar, page's subject and ranking together (${time.count} lookups of 18–22 senses, ` +
    `a paragraph of 1,000 characters around): median ${time.median.toFixed(3)} ms, p95 ${time.p95.toFixed(3)} ms ` +
    `(the ranking alone: median ${rankingAlone.median.toFixed(3)} ms); the first time each: median ${firstTime.median.toFixed(3)} ms`,
);

if (table) {
  // What the background does for a lookup: each sense's meaning, from the table.
  const vectors = table;
  for (const c of typical) senseMeanings(c.definitions, c.sentence, c.word, vectors);
  const meaningTimes = summarize(
    typical.map((c) => {
      const start = performance.now();
      for (let i = 0; i < 10; i++) senseMeanings(c.definitions, c.sentence, c.word, vectors);
      return (performance.now() - start) / 10;
    }),
  );
  const bytes = readFileSync(vectorFile);
  const reads = summarize(
    Array.from({ length: 5 }, () => {
      const start = performance.now();
      decodeTable(bytes).vector('meaning');
      return performance.now() - start;
    }),
  );
  console.log(`Reading the table (${(bytes.byteLength / 1e6).toFixed(1)} MB) as the background does: median ${reads.median.toFixed(1)} ms`);
  console.log(
    `Each sense's meaning, worked out in the background for the same lookups: median ${meaningTimes.median.toFixed(3)} ms, p95 ${meaningTimes.p95.toFixed(3)} ms (the answer carries two numbers a sense)`,
  );
}

if (flag('running')) printRunningText(store, table, BASELINE, THE_RANKER);

if (flag('synonyms')) {
  console.log('\nWith each sense’s synonyms’ own definitions read as its gloss (with the same sense):');
  for (const [name, cases] of [
    ['modern', modern],
    ['older', older],
  ] as const) {
    const extended = withSynonymDefinitions(store, cases);
    const [without, withThem] = [accuracy(cases, THE_RANKER), accuracy(extended.cases, THE_RANKER)];
    console.log(
      `  ${name.padEnd(8)} ${percent(without.right)} → ${percent(withThem.right)}, for ${extended.lookupsPerCase.toFixed(1)} more lookups a lookup`,
    );
  }
}

const clean = (d: Definition | undefined) => (d?.text ?? '—').replace(/<[^>]*>/g, '').replace(/\s+/g, ' ');
if (flag('failures')) {
  // Where the sense meant lands among its dictionary's senses, modern and on a page of older English.
  console.log(`\nWhere the sense meant lands among its dictionary's senses as shown (${split} split); of the cases missed, those`);
  console.log('whose first sense is of another part of speech, and those whose sense meant has no other example or quotation:');
  console.log(
    `${''.padEnd(14)}${['1st', '2nd', '3rd', '4th–6th', 'later', 'other part', 'no example'].map((h) => h.padStart(12)).join('')}`,
  );
  for (const [name, cases] of [
    ['modern', modern],
    ['older page', onOlderPage],
  ] as const) {
    const landed = cases.map((c) => landing(c, THE_RANKER));
    const share = (test: (l: (typeof landed)[number]) => boolean) =>
      percent(landed.filter(test).length / (landed.length || 1)).padStart(12);
    console.log(
      `  ${name.padEnd(12)}${[
        share((l) => l.place === 1),
        share((l) => l.place === 2),
        share((l) => l.place === 3),
        share((l) => l.place >= 4 && l.place <= 6),
        share((l) => l.place > 6 || l.place === 0),
        share((l) => l.place !== 1 && l.otherPart),
        share((l) => l.place !== 1 && l.noOtherUse),
      ].join('')}`,
    );
  }

  // The cases on a page of older English whose first sense is not the one meant: 40 of them, and the share of each kind.
  const failed = onOlderPage.map((c) => ({ c, first: firstShown(c, THE_RANKER) })).filter(({ c, first }) => !judge(c, first).strict);
  const kinds = new Map<string, number>();
  for (const { c, first } of failed) {
    const kind = failureKind(c, first);
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  console.log(`\nOn a page of older English, ${failed.length} of ${onOlderPage.length} cases fail (${split} split):`);
  for (const [kind, count] of [...kinds].sort((a, b) => b[1] - a[1]))
    console.log(`  ${percent(count / onOlderPage.length).padStart(6)} of all cases  ${kind}`);
  for (const { c, first } of failed.filter((_, i) => i % Math.max(1, Math.floor(failed.length / 40)) === 0).slice(0, 40)) {
    const meant = c.definitions.find(c.meant);
    console.log(`\n${c.word}: ${c.sentence.slice(0, 160)}\n  meant  (${meant?.partOfSpeech}) ${clean(meant).slice(0, 90)}`);
    console.log(
      `  first  (${first?.sourceDictionary} ${first?.partOfSpeech}) ${clean(first).slice(0, 90)}\n  why    ${failureKind(c, first)}`,
    );
  }
}
if (flag('book')) {
  console.log('\nThe book sentences: the first sense shown, before (frequency first) and after (the ranker)');
  for (const c of book) {
    const line = (d: Definition | undefined) => `${judge(c, d).right ? '✓' : '✗'} ${clean(d).slice(0, 70)} (${d?.sourceDictionary ?? ''})`;
    console.log(`\n${c.word}: ${c.sentence}\n  before ${line(firstShown(c, BASELINE))}\n  after  ${line(firstShown(c, THE_RANKER))}`);
  }
}
if (flag('table')) {
  console.log('\nTwenty words of the book sentences: the first sense shown before (frequency first) and after (the ranker)\n');
  console.log('| word | sentence | before | after |\n|---|---|---|---|');
  const cell = (c: SenseCase, d: Definition | undefined) =>
    `${judge(c, d).right ? '✓' : '✗'} ${clean(d).slice(0, 60).replace(/\|/g, '/')} (${d?.sourceDictionary ?? ''})`;
  for (const c of book.slice(0, 20)) {
    const at = c.sentence.toLowerCase().indexOf(c.word.toLowerCase());
    const fragment = c.sentence.slice(Math.max(0, at - 30), at + c.word.length + 30).replace(/\|/g, '/');
    console.log(`| ${c.word} | …${fragment}… | ${cell(c, firstShown(c, BASELINE))} | ${cell(c, firstShown(c, THE_RANKER))} |`);
  }
}
store.close();
