/**
 * Fits the ranker's weights (lib/shared/senses/rank-model.ts) on cases of the development
 * words: a conditional logistic regression (the chance of a sense being the one meant is
 * the softmax of its score over its dictionary's senses of the word), each set of cases
 * counting alike, with a little L2 shrinkage, by full-batch gradient steps (Adam). Which
 * dictionary leads is not fitted here (see bench/senses.ts -- --train).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Definition } from '../../lib/shared/api';
import { SIGNALS, senseSignals, type RankWeights, type Signal } from '../../lib/shared/senses/rank-senses';
import { PROJECT_ROOT } from '../../dev/paths';
import { readOf, type SenseCase } from './sense-cases';

interface Example {
  rows: number[][];
  meant: number;
  /** How much the case counts: each set of cases counts alike, whatever its size. */
  weight: number;
}

/** The examples of some sets of cases: each case's senses' signals as the bubble computes them, and which is meant. */
function examplesOf(sets: readonly (readonly SenseCase[])[]): Example[] {
  return sets.flatMap((cases) =>
    cases.flatMap((c) => {
      const definitions = c.definitions.filter((d: Definition) => d.text);
      let meant = definitions.findIndex(c.meant);
      if (meant === -1 || definitions.length < 2) return [];
      const { context } = readOf(c);
      const read = {
        sentence: context.sentence,
        start: context.start,
        ...(context.around !== undefined && { around: context.around }),
        ...(context.olderPage !== undefined && { olderPage: context.olderPage }),
      };
      // Among the senses of the meant sense's dictionary only: which dictionary leads is not
      // the held-out cases' to say (every quotation's sense is Webster's, every example's WordNet's).
      const dictionary = definitions[meant]?.sourceDictionary;
      const all = senseSignals(definitions, read, c.word, c.meanings).rows;
      const same = definitions.flatMap((d, k) => (d.sourceDictionary === dictionary ? [k] : []));
      if (same.length < 2) return [];
      const rows = same.map((k) => all[k] ?? []);
      meant = same.indexOf(meant);
      return [{ rows, meant, weight: 1 / cases.length }];
    }),
  );
}

const SHRINK = 0.001;
const STUB_LAST = -20;
/** A sense of the page's subject (page-subject.ts): set by hand, as the held-out examples come without the page around them. */
const PAGE_SUBJECT = 2;
/**
 * A sense of the verb and its particle the word stands in ("give up" for "gave up"): set by hand,
 * as the held-out examples are each of one word's senses (bench/answers.ts reads the pairs).
 */
const PHRASE = 1.5;
/** Words shared with the text read are evidence for a sense, never against it. */
const NOT_NEGATIVE: readonly Signal[] = ['gloss', 'examples', 'mateWords'];
/**
 * The held-out cases have no text around their sentence, so the weight of the words around it
 * cannot be fitted: it is kept at a third of the sentence's own (as the ranker weighed it before).
 */
const AROUND_SHARE = 0.3;
const STEPS = 600;

/** The weights that make the senses meant likeliest among their words' senses. */
export function fitWeights(sets: readonly (readonly SenseCase[])[]): RankWeights {
  const examples = examplesOf(sets);
  const n = SIGNALS.length;
  const w = new Array<number>(n).fill(0);
  const [m, v] = [new Array<number>(n).fill(0), new Array<number>(n).fill(0)];
  const rate = 0.05;
  for (let step = 1; step <= STEPS; step++) {
    const gradient = w.map((x) => 2 * SHRINK * x);
    for (const { rows, meant, weight } of examples) {
      const scores = rows.map((row) => row.reduce((sum, x, i) => sum + x * (w[i] ?? 0), 0));
      const top = Math.max(...scores);
      const exps = scores.map((s) => Math.exp(s - top));
      const total = exps.reduce((a, b) => a + b, 0);
      rows.forEach((row, k) => {
        const p = (exps[k] ?? 0) / total - (k === meant ? 1 : 0);
        row.forEach((x, i) => (gradient[i] = (gradient[i] ?? 0) + weight * p * x));
      });
    }
    for (let i = 0; i < n; i++) {
      const g = gradient[i] ?? 0;
      m[i] = 0.9 * (m[i] ?? 0) + 0.1 * g;
      v[i] = 0.999 * (v[i] ?? 0) + 0.001 * g * g;
      const [mh, vh] = [(m[i] ?? 0) / (1 - 0.9 ** step), (v[i] ?? 0) / (1 - 0.999 ** step)];
      w[i] = (w[i] ?? 0) - (rate * mh) / (Math.sqrt(vh) + 1e-8);
      if (NOT_NEGATIVE.includes(SIGNALS[i] as Signal)) w[i] = Math.max(0, w[i] ?? 0);
    }
  }
  const round = (x: number | undefined) => Math.round((x ?? 0) * 1000) / 1000;
  const fitted = Object.fromEntries(SIGNALS.map((signal, i) => [signal, round(w[i])])) as Record<Signal, number>;
  fitted.around = round(fitted.gloss * AROUND_SHARE);
  // A cross-reference ("Connection. See Connection.") says nothing of its own: it comes after every sense that does.
  fitted.stub = STUB_LAST;
  fitted.subject = PAGE_SUBJECT;
  fitted.phrase = PHRASE;
  return fitted;
}

const MODEL_FILE = join(PROJECT_ROOT, 'lib', 'shared', 'senses', 'rank-model.ts');

/** Writes the weights as the ranker's model: with word vectors, and without. */
export function writeModel(weights: RankWeights, withoutVectors: RankWeights, note: string): void {
  const lines = (w: RankWeights) => SIGNALS.map((signal) => `  ${signal}: ${w[signal]},`).join('\n');
  writeFileSync(
    MODEL_FILE,
    `/**\n * The ranker's weights (rank-senses.ts), written by bench/senses.ts -- --train: fitted on the\n` +
      ` * development words (${note}), but for a later dictionary's loss (chosen there on them), the\n` +
      ` * page's period (set by hand), the text around the sentence (a share of the sentence's) and\n` +
      ` * a stub's (last), and the page's subject and a verb's phrase (set by hand: the examples come without\n` +
      ` * their page, and each is of one word's senses).\n */\n` +
      `export const RANK_MODEL = {\n${lines(weights)}\n};\n\n` +
      `/** The same, fitted without word vectors: the weights the bubble ranks by when its answer carries none. */\n` +
      `export const RANK_MODEL_WITHOUT_VECTORS = {\n${lines(withoutVectors)}\n};\n`,
  );
}
