/**
 * Timings of the word database and its store:
 *
 *   npm run bench:word-store -- [file] [--build]
 *
 * Builds the file first when asked or when it is missing; then reports the file size, how
 * long the store takes to open, and the median and 99th percentile of a popup's lookup
 * (definitions + pronunciations + related words + top example) over 1,000 random words, and of
 * wildcard searches of each shape.
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openWordStore, type WordStore } from '../server/stores/word-store.ts';
import { buildWordDatabase, DEFAULT_OUT_FILE } from '../server/data/build.ts';
import { summarize } from './support/stats';

const WORDS = 1000;

function time(run: () => unknown): number {
  const start = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

function report(label: string, samples: number[]): void {
  const s = summarize(samples);
  console.log(
    `${label.padEnd(34)} median ${s.median.toFixed(3).padStart(7)} ms   p99 ${s.p99.toFixed(3).padStart(7)} ms   (${s.count} runs)`,
  );
}

function lookup(store: WordStore, word: string): void {
  store.definitions(word);
  store.pronunciations(word);
  store.related(word, { limitPerType: 10 });
  store.topExample(word);
}

export async function bench(file: string, build: boolean): Promise<void> {
  if (build || !existsSync(file)) {
    const built = await buildWordDatabase(file);
    console.log(`build                              ${(built.durationMs / 1000).toFixed(1)} s, peak RSS ${built.peakRssMb} MB`);
  }
  console.log(`file size                          ${(statSync(file).size / 1e6).toFixed(1)} MB`);
  let store: WordStore | undefined;
  const openMs = time(() => {
    store = openWordStore(file);
  });
  if (!store) throw new Error('store did not open');
  const s = store;
  const info = s.buildInfo();
  console.log(`last build took                    ${(Number(info.durationMs) / 1000).toFixed(1)} s`);
  console.log(`store open                         ${openMs.toFixed(2)} ms`);

  const words = s.randomWords({ hasDictionaryDef: true }, WORDS, 20240913).map((w) => w.word);
  // first touch of each page is a disk read: warm up on other words, as a running server would be
  for (const w of s.randomWords({ hasDictionaryDef: true }, 200, 1)) lookup(s, w.word);

  report(
    'lookup (defs+prons+related+top)',
    words.map((w) => time(() => lookup(s, w))),
  );
  report(
    '  definitions',
    words.map((w) => time(() => s.definitions(w))),
  );
  report(
    '  pronunciations',
    words.map((w) => time(() => s.pronunciations(w))),
  );
  report(
    '  related (all types)',
    words.map((w) => time(() => s.related(w, { limitPerType: 10 }))),
  );
  report(
    '  top example',
    words.map((w) => time(() => s.topExample(w))),
  );
  report(
    'examples (limit 10)',
    words.map((w) => time(() => s.examples(w, { limit: 10 }))),
  );
  report(
    'canonical',
    words.map((w) => time(() => s.canonical(w))),
  );

  const single = words.filter((w) => /^[a-z]{5,}$/.test(w));
  const search = (label: string, pattern: (w: string) => string) =>
    report(
      label,
      single.map((w) => time(() => s.search(pattern(w), { caseSensitive: false, minCorpusCount: 0, limit: 10 }))),
    );
  search('search prefix  abc*', (w) => `${w.slice(0, 3)}*`);
  search('search suffix  *abc', (w) => `*${w.slice(-3)}`);
  search('search infix   *abc*', (w) => `*${w.slice(1, 4)}*`);
  search('search mixed   a?c*yz', (w) => `${w[0]}?${w[2]}*${w.slice(-2)}`);
  report(
    'search with defaults (case, min 5)',
    single.map((w) => time(() => s.search(`${w.slice(0, 2)}*`))),
  );
  report(
    'random words (10, filtered)',
    words.slice(0, 200).map((_, i) => time(() => s.randomWords({ hasDictionaryDef: true, minCorpusCount: 5 }, 10, i))),
  );
  report(
    'suggestions',
    words.slice(0, 200).map((w) => time(() => s.suggestions(`${w}x`))),
  );
  report(
    'word of the day',
    words.slice(0, 200).map((_, i) => time(() => s.wordOfTheDayCandidate(new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10)))),
  );
  s.close();
}

const invokedDirectly = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--')) ?? DEFAULT_OUT_FILE;
  bench(resolve(file), args.includes('--build')).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
