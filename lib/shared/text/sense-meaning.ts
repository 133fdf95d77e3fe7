/**
 * How near in meaning the sentence a word was read in is to each of the word's senses, by word
 * vectors (word-vectors.ts): the cosine of the sentence's mean vector (its words near the word
 * read weighing most) with each sense's (its gloss, synonyms and labels, and its examples at
 * half weight; and its gloss alone), less the mean of its dictionary's senses, so that meaning
 * never decides which dictionary leads. The background works these out from its table and a
 * lookup's answer carries them (`LookupAnswer.meanings`); the bubble's ranker weighs them
 * (lib/shared/senses/rank-senses.ts, the signals `meaning` and `meaningOfGloss`).
 *
 * A text's mean vector weighs each word by how rare it is (a/(a + p), with p its frequency by
 * Zipf's law from its place: rank/(rank + 1000), so that only the rarer words weigh fully) and, where a place is given, by its nearness to it.
 */
import type { Definition } from '../api';
import { vectorWords, type WordVectors } from './word-vectors';

/** Words too common to say what a sentence or a sense is about. */
export const STOP_WORDS = new Set(
  `a an the and or but if of to in on at by for with from as is are was were be been being am do does did done have has had having
  i me my we us our you your he him his she her it its they them their this that these those there here who whom whose which what
  when where why how not no nor so too very can could shall should will would may might must than then also only just into out up
  down over under about after before again all any each every some such one two own same other more most much many few off upon
  s t d ll ve re o oh yes said say says like well now thing things something someone person people used use using make made
  esp especially usually often sometimes etc e g ie eg see kind sort way part act state quality get got let
  quite rather still yet even ever never always become became within without through between among please thanks
  anything everything nothing anyone everyone anybody everybody nobody somebody whatever whoever whichever
  anywhere everywhere somewhere nowhere either neither both several another none`
    .split(/\s+/)
    .filter(Boolean),
);

/** GCIDE's examples within a gloss: "…; as, a ball of twine; a ball of snow." */
const INLINE_EXAMPLES = /\bas,\s+([^.]*)/g;
/** Webster's quotations within a gloss: '… [Obs.] "To declare this a little."' */
const QUOTED = /["“][^"”]{3,}["”]/g;

/**
 * A sense's texts: what says what it is (its gloss without quotations, its synonyms, its
 * labels) and what shows it in use (its examples, quotations and a gloss's own examples).
 */
export function senseTexts(definition: Definition): { gloss: string[]; uses: string[] } {
  const text = definition.text ?? '';
  return {
    gloss: [
      text.replace(QUOTED, ' '),
      ...(definition.relatedWords ?? []).flatMap((group) => group.words ?? []),
      // (A grammar label, "transitive", says nothing of what the sense means.)
      ...(definition.labels ?? []).filter((label) => label.type !== 'grammar').map((label) => label.text ?? ''),
    ],
    uses: [
      ...(definition.exampleUses ?? []).map((use) => use.text ?? ''),
      ...(definition.citations ?? []).map((citation) => citation.cite ?? ''),
      ...[...text.matchAll(INLINE_EXAMPLES)].map((m) => m[1] ?? ''),
      ...(text.match(QUOTED) ?? []),
    ],
  };
}

/**
 * Each definition's [meaning with its examples, meaning of its gloss alone], in the order given;
 * [0, 0] for one without text, which the bubble does not rank. `word` is the headword (its own
 * forms are no evidence).
 */
export function senseMeanings(definitions: readonly Definition[], sentence: string, word: string, vectors: WordVectors): number[][] {
  const ranked = definitions.flatMap((d, index) => (d.text ? [index] : []));
  const rows = meanings(
    ranked.map((index) => definitions[index] as Definition),
    sentence,
    word,
    vectors,
  );
  const all = definitions.map(() => [0, 0]);
  ranked.forEach((index, k) => (all[index] = rows[k] ?? [0, 0]));
  return all;
}

/** Each sense's two cosines, less its dictionary's mean. */
function meanings(definitions: readonly Definition[], sentenceText: string, word: string, vectors: WordVectors): number[][] {
  const stem = word.toLowerCase().slice(0, Math.max(4, word.length - 2));
  const meaningful = (w: string) => !STOP_WORDS.has(w) && !w.startsWith(stem) && !stem.startsWith(w);
  const words = (text: string) => vectorWords(text).filter(meaningful);
  const sentence = vectorWords(sentenceText).filter((w) => !STOP_WORDS.has(w));
  const at = sentence.findIndex((w) => !meaningful(w));
  // The word's place among the sentence's other words: halfway between the two beside it, each as near.
  const meant = meanVector(
    vectors,
    sentence.filter(meaningful),
    at === -1 ? undefined : sentence.slice(0, at).filter(meaningful).length - 0.5,
  );
  const rows = definitions.map((d) => {
    const texts = senseTexts(d);
    const gloss = texts.gloss.flatMap(words);
    const uses = texts.uses.flatMap(words);
    const glossVector = meanVector(vectors, gloss);
    const usesVector = meanVector(vectors, uses);
    const both = glossVector && usesVector ? glossVector.map((x, i) => x + 0.5 * (usesVector[i] ?? 0)) : (glossVector ?? usesVector);
    return [cosine(meant, both), cosine(meant, glossVector)];
  });
  // Each less its dictionary's mean: the other signals say which dictionary leads.
  return lessGroupMean(
    rows,
    definitions.map((d) => d.sourceDictionary ?? ''),
  );
}

/** A text's mean vector (see above); `at`: the place whose neighbours weigh most. */
function meanVector(vectors: WordVectors, words: readonly string[], at?: number): Float32Array | undefined {
  const sum = new Float32Array(vectors.dims);
  let total = 0;
  words.forEach((w, i) => {
    const v = vectors.vector(w);
    if (!v) return;
    const rank = vectors.rank(w);
    const weight = (rank / (rank + 1000)) * (at === undefined ? 1 : 1 / (1 + Math.abs(i - at) / 5));
    for (let d = 0; d < vectors.dims; d++) sum[d] = (sum[d] ?? 0) + weight * (v[d] ?? 0);
    total += weight;
  });
  return total > 0 ? sum.map((x) => x / total) : undefined;
}

/** The cosine of two vectors; 0 where either is missing. */
function cosine(a: Float32Array | undefined, b: Float32Array | undefined): number {
  if (!a || !b) return 0;
  let [dot, aa, bb] = [0, 0, 0];
  for (let i = 0; i < a.length; i++) {
    dot += (a[i] ?? 0) * (b[i] ?? 0);
    aa += (a[i] ?? 0) ** 2;
    bb += (b[i] ?? 0) ** 2;
  }
  return aa && bb ? dot / Math.sqrt(aa * bb) : 0;
}

/** Each value less the mean of its group's (a row per item, a group key per item). */
function lessGroupMean(rows: readonly number[][], groups: readonly string[]): number[][] {
  const means = new Map<string, number[]>();
  for (const group of new Set(groups)) {
    const same = rows.filter((_, j) => groups[j] === group);
    means.set(
      group,
      (same[0] ?? []).map((_, i) => same.reduce((sum, r) => sum + (r[i] ?? 0), 0) / same.length),
    );
  }
  return rows.map((row, k) => row.map((x, i) => x - (means.get(groups[k] ?? '')?.[i] ?? 0)));
}
