/**
 * Which reads a word's part of speech in its sentence best: the hand-written grammar cues the
 * bubble ranks senses by (lib/shared/text/sentence-context.ts's partOfSpeechInSentence, and
 * lib/shared/senses/grammar-cues.ts's cues for the ranker), or a part-of-speech tagger from
 * npm (wink-nlp with wink-eng-lite-web-model, compromise, en-pos with its lexicon)?
 *
 * The question is the one the cues answer: is the word looked up a noun, a verb, an adjective
 * or an adverb here? Over a fixed, seeded sample of Brown corpus sentences
 * (bench/support/brown-targets.ts: one word each, tagged as one of the four by Brown, a word
 * WordNet gives more than one part of speech), each method's answer for that word is checked
 * against Brown's tag. Where a method says nothing, that is no answer: the table gives how
 * often it answers, how often it is right when it does, and how often overall. Then what each
 * costs: a sentence's tagging, timed in this process after a warm-up (median and p95), the
 * time to load it (a row whose package an earlier row loaded finds it loaded), the size of the package with its dependencies as installed, and its code
 * bundled and minified as the background's bundle would hold it (gzipped beside).
 *
 * None of it may run in the script injected into every page; the background, where the
 * ranking runs (lib/background/lookup/ranked-answer.ts), is where a tagger would.
 *
 * The taggers read the part far more often right than the cues, yet the senses keep the cues:
 * with wink-nlp's reading given to the ranker and to the choice of senses in their place, or to
 * the ranker alone, even with its weights fitted again, npm run eval:senses put the sense meant
 * first less often on every set. Likely why, not measured apart: the cues say a part only where
 * the words beside the word make it plain, and the choice of senses orders the parts by that
 * answer outright, so a wrong answer costs more than no answer; a tagger's part is Brown's, not
 * always the dictionary's (a participle read as a verb whose sense meant is an adjective's); and
 * the ranker's cues say more than a part (an article before it, a word it describes after it).
 * The taggers are here for this measure alone.
 *
 *   npm run bench:taggers                  3,000 words, seed 41
 *   npm run bench:taggers -- --words 500 --seed 7
 *   npm run bench:taggers -- --words 60000 --seed 3 --only cues   the cues alone, over nearly every Brown sentence
 *                                          (one word each: 50,482), to check a change to them before it is made
 */
import { build } from 'esbuild';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { formRelations, lemma } from '../lib/shared/english/forms';
import { grammarCues } from '../lib/shared/senses/grammar-cues';
import { partOfSpeechInSentence } from '../lib/shared/text/sentence-context';
import { root } from './extension-session';
import { BROAD_PARTS, brownTargets, type BroadPart, type Target } from './support/brown-targets';
import { summarize } from './support/stats';

const { values: options } = parseArgs({
  options: { words: { type: 'string', default: '3000' }, seed: { type: 'string', default: '41' }, only: { type: 'string' } },
});
const WORDS = Number(options.words);
const SEED = Number(options.seed);
/** Sentences tagged before timing starts, so each method is timed warm (its code compiled, its tables read). */
const WARM_UP = 300;

/** A method's answer: the word's broad part, another part (a tagger's preposition, say), or nothing. */
type Answer = BroadPart | 'other' | undefined;
type Read = (target: Target) => Answer;

interface Method {
  name: string;
  /** Loads the method and returns its reader; timed as its load. */
  load: () => Promise<Read>;
  /** What its code is, for the bundle's size: a module to bundle, and the packages it installs. */
  bundle: string;
  packages: string[];
}

/** A tagger's tokens as spans of the sentence, found in order (each tagger keeps its tokens' text as written). */
function spans(sentence: string, tokens: readonly string[]): { start: number; end: number }[] {
  let cursor = 0;
  return tokens.map((token) => {
    const start = sentence.indexOf(token, cursor);
    if (start < 0) return { start: -1, end: -1 };
    cursor = start + token.length;
    return { start, end: cursor };
  });
}

/** The tag of the token that covers the target word's first letter, if a token does. */
function tagAt<T>(target: Target, tokens: readonly string[], tags: readonly T[]): T | undefined {
  const index = spans(target.sentence, tokens).findIndex(({ start, end }) => start <= target.start && target.start < end);
  return index < 0 ? undefined : tags[index];
}

/** Universal tags (wink-nlp), Penn Treebank tags (en-pos): their broad part. */
function fromUniversal(tag: string | undefined): Answer {
  if (tag === undefined) return undefined;
  if (tag === 'NOUN' || tag === 'PROPN') return 'noun';
  if (tag === 'VERB' || tag === 'AUX') return 'verb';
  if (tag === 'ADJ') return 'adjective';
  if (tag === 'ADV') return 'adverb';
  return 'other';
}
function fromPenn(tag: string | undefined): Answer {
  if (tag === undefined) return undefined;
  if (/^NN/.test(tag)) return 'noun';
  if (/^(VB|MD)/.test(tag)) return 'verb';
  if (/^JJ/.test(tag)) return 'adjective';
  if (/^RB/.test(tag)) return 'adverb';
  return 'other';
}
/** compromise's tags are a set per term: the most specific broad part among them. */
function fromCompromise(tags: readonly string[] | undefined): Answer {
  if (tags === undefined) return undefined;
  if (tags.includes('Adjective')) return 'adjective';
  if (tags.includes('Adverb')) return 'adverb';
  if (tags.includes('Verb')) return 'verb';
  if (tags.includes('Noun')) return 'noun';
  return 'other';
}

/** What the bubble's sentence reading says (the form's relations to its lemma tell "has gone" from "is good"). */
const sentenceCue: Read = ({ sentence, start, word }) => {
  const read = partOfSpeechInSentence(word, { sentence, start }, formRelations(word, lemma(word)));
  return read === 'preposition' ? 'other' : read;
};
/** What the ranker's grammar cues say, where one of them is for a part. */
const rankerCue: Read = ({ sentence, start, word }) => {
  const cues = grammarCues({ sentence, start }, lemma(word));
  return cues.verb > 0 ? 'verb' : cues.noun > 0 ? 'noun' : cues.adjective > 0 ? 'adjective' : undefined;
};

/** Words and punctuation of a sentence, for en-pos, which tags tokens it is given. */
const TOKEN = /[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*|[^\s\p{L}\p{N}]/gu;

const require = createRequire(import.meta.url);

/** wink-nlp with its light English model, only what tagging needs (no negation, sentiment or named entities). */
async function loadWink(): Promise<Read> {
  const { default: winkNLP } = await import('wink-nlp');
  const { default: model } = await import('wink-eng-lite-web-model');
  const nlp = winkNLP(model, ['sbd', 'pos']);
  const its = nlp.its;
  return (target) => {
    const tokens = nlp.readDoc(target.sentence).tokens();
    return fromUniversal(tagAt(target, tokens.out(its.value), tokens.out(its.pos)));
  };
}
const WINK_BUNDLE = `import winkNLP from 'wink-nlp'; import model from 'wink-eng-lite-web-model'; export const nlp = winkNLP(model, ['sbd', 'pos']);`;

const METHODS: Method[] = [
  {
    name: 'cues: sentence',
    load: async () => sentenceCue,
    bundle: `export { partOfSpeechInSentence } from './lib/shared/text/sentence-context';`,
    packages: [],
  },
  {
    name: 'cues: ranker',
    load: async () => rankerCue,
    bundle: `export { grammarCues } from './lib/shared/senses/grammar-cues';`,
    packages: [],
  },
  {
    name: 'cues: both',
    load: async () => (target) => sentenceCue(target) ?? rankerCue(target),
    bundle: `export { partOfSpeechInSentence } from './lib/shared/text/sentence-context'; export { grammarCues } from './lib/shared/senses/grammar-cues';`,
    packages: [],
  },
  {
    name: 'wink-nlp (lite web)',
    load: loadWink,
    bundle: WINK_BUNDLE,
    packages: ['wink-nlp', 'wink-eng-lite-web-model'],
  },
  {
    name: 'sentence cues, else wink',
    load: async () => {
      const wink = await loadWink();
      return (target) => sentenceCue(target) ?? wink(target);
    },
    bundle: `export { partOfSpeechInSentence } from './lib/shared/text/sentence-context'; ${WINK_BUNDLE}`,
    packages: ['wink-nlp', 'wink-eng-lite-web-model'],
  },
  {
    name: 'compromise',
    load: async () => {
      const { default: nlp } = await import('compromise');
      return (target) => {
        const terms = (nlp(target.sentence).json() as { terms: CompromiseTerm[] }[]).flatMap((s) => s.terms);
        return fromCompromise(
          tagAt(
            target,
            terms.map((term) => term.text),
            terms.map((term) => term.tags),
          ),
        );
      };
    },
    bundle: `export { default } from 'compromise';`,
    packages: ['compromise'],
  },
  {
    name: 'en-pos (en-lexicon)',
    load: async () => {
      const { Tag } = require('en-pos') as { Tag: new (tokens: string[]) => { initial(): { smooth(): { tags: string[] } } } };
      return (target) => {
        const tokens = target.sentence.match(TOKEN) ?? [];
        return fromPenn(tagAt(target, tokens, new Tag(tokens).initial().smooth().tags));
      };
    },
    bundle: `export { Tag } from 'en-pos';`,
    packages: ['en-pos'],
  },
];

/** A term of compromise's JSON: its text as written (punctuation apart) and its tags. */
interface CompromiseTerm {
  text: string;
  tags: string[];
}

/** A package's files and its dependencies' (each counted once), as installed. */
function installedBytes(names: readonly string[]): number {
  const seen = new Set<string>();
  let bytes = 0;
  const folderBytes = (folder: string): number =>
    readdirSync(folder, { withFileTypes: true }).reduce((sum, entry) => {
      const path = join(folder, entry.name);
      return sum + (entry.isDirectory() ? folderBytes(path) : entry.isFile() ? statSync(path).size : 0);
    }, 0);
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const folder = join(root, 'node_modules', name);
    bytes += folderBytes(folder);
    const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
    for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency);
  };
  names.forEach(visit);
  return bytes;
}

/** The method's code bundled and minified for a browser, as the background's bundle would hold it; undefined if it cannot be. */
async function bundledBytes(entry: string): Promise<{ minified: number; gzipped: number } | string> {
  try {
    const result = await build({
      stdin: { contents: entry, resolveDir: root, loader: 'ts' },
      bundle: true,
      minify: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]?.contents ?? new Uint8Array();
    return { minified: code.length, gzipped: gzipSync(code).length };
  } catch (error) {
    return `does not bundle: ${(error as Error).message.split('\n')[0] ?? ''}`;
  }
}

interface Row {
  name: string;
  answered: number;
  right: number;
  byPart: Record<BroadPart, { right: number; of: number }>;
  median: number;
  p95: number;
  loadMs: number;
  installed: number;
  bundled: Awaited<ReturnType<typeof bundledBytes>>;
}

async function measure(method: Method, targets: readonly Target[]): Promise<Row> {
  const loadStart = performance.now();
  const read = await method.load();
  const loadMs = performance.now() - loadStart;
  for (const target of targets.slice(0, WARM_UP)) read(target);
  const times: number[] = [];
  const byPart = Object.fromEntries(BROAD_PARTS.map((part) => [part, { right: 0, of: 0 }])) as Row['byPart'];
  let answered = 0;
  let right = 0;
  for (const target of targets) {
    const start = performance.now();
    const answer = read(target);
    times.push(performance.now() - start);
    byPart[target.gold].of++;
    if (answer === undefined) continue;
    answered++;
    if (answer === target.gold) {
      right++;
      byPart[target.gold].right++;
    }
  }
  const { median, p95 } = summarize(times);
  const installed = installedBytes(method.packages);
  return { name: method.name, answered, right, byPart, median, p95, loadMs, installed, bundled: await bundledBytes(method.bundle) };
}

const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)}%`);
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

function print(rows: readonly Row[], targets: readonly Target[]): void {
  const counts = BROAD_PARTS.map((part) => `${targets.filter((t) => t.gold === part).length} ${part}s`).join(', ');
  console.log(`${targets.length} Brown words in their sentences (seed ${SEED}): ${counts}.`);
  console.log('Accuracy at the word\'s broad part of speech by Brown\'s tag; "no answer" counts as wrong in "overall".\n');
  const head = [
    'method',
    'answers',
    'right when answering',
    'overall',
    ...BROAD_PARTS,
    'median ms',
    'p95 ms',
    'load ms',
    'installed',
    'bundled min (gzip)',
  ];
  const lines = rows.map((row) => [
    row.name,
    percent(row.answered, targets.length),
    percent(row.right, row.answered),
    percent(row.right, targets.length),
    ...BROAD_PARTS.map((part) => percent(row.byPart[part].right, row.byPart[part].of)),
    row.median.toFixed(3),
    row.p95.toFixed(3),
    row.loadMs.toFixed(0),
    row.installed === 0 ? '(in Glossa)' : kilobytes(row.installed),
    typeof row.bundled === 'string' ? row.bundled : `${kilobytes(row.bundled.minified)} (${kilobytes(row.bundled.gzipped)})`,
  ]);
  const widths = head.map((title, column) => Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)));
  const format = (cells: readonly string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(format(head));
  console.log(format(widths.map((width) => '-'.repeat(width))));
  for (const line of lines) console.log(format(line));
  console.log('\nA tagger would run in the background service worker, where the senses are ranked, never in the script every page loads;');
  console.log('so do the cues: the background reads the word in its sentence there, which entry to ask and which part leads.');
}

const targets = brownTargets(WORDS, SEED);
const rows: Row[] = [];
for (const method of METHODS.filter((m) => m.name.startsWith(options.only ?? ''))) rows.push(await measure(method, targets));
print(rows, targets);
