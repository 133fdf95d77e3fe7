/**
 * A table of word vectors (bench/word-vectors.ts derives it) and what the sense ranker's
 * evaluation reads from it: how near in meaning the sentence read is to each sense.
 *
 * The table, little-endian: "GLV1"; the count of words, of dimensions, and the bytes of a
 * value (1: int8, 4: float32), as uint32; the byte length of the words, then the words in
 * order of frequency, joined by "\n" in UTF-8, padded to 4 bytes; then each word's vector.
 */
import type { Definition } from '../../lib/shared/api';
import { STOP } from '../../components/bubble/rank-senses';

const MAGIC = 'GLV1';

export function encodeTable(words: readonly string[], vectors: readonly Float64Array[], int8: boolean): Uint8Array {
  const text = new TextEncoder().encode(words.join('\n'));
  const dims = vectors[0]?.length ?? 0;
  const padded = Math.ceil(text.byteLength / 4) * 4;
  const header = 20 + padded;
  const bytes = new Uint8Array(header + words.length * dims * (int8 ? 1 : 4));
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode(MAGIC), 0);
  view.setUint32(4, words.length, true);
  view.setUint32(8, dims, true);
  view.setUint32(12, int8 ? 1 : 4, true);
  view.setUint32(16, text.byteLength, true);
  bytes.set(text, 20);
  vectors.forEach((v, k) => {
    // A unit vector's bytes: its largest value at ±127 (its length is restored where it is read).
    const top = Math.max(...v.map(Math.abs)) || 1;
    for (let i = 0; i < dims; i++) {
      const at = header + (k * dims + i) * (int8 ? 1 : 4);
      if (int8) view.setInt8(at, Math.round((127 * (v[i] ?? 0)) / top));
      else view.setFloat32(at, v[i] ?? 0, true);
    }
  });
  return bytes;
}

/** A table read: each word's unit vector and its place by frequency (0: the commonest). */
export interface WordVectors {
  dims: number;
  vector(word: string): Float32Array | undefined;
  rank(word: string): number;
}

export function decodeTable(bytes: Uint8Array): WordVectors {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (new TextDecoder().decode(bytes.subarray(0, 4)) !== MAGIC) throw new Error('not a table of word vectors');
  const [count, dims, size, textLength] = [4, 8, 12, 16].map((at) => view.getUint32(at, true)) as [number, number, number, number];
  const words = new TextDecoder().decode(bytes.subarray(20, 20 + textLength)).split('\n');
  const header = 20 + Math.ceil(textLength / 4) * 4;
  const index = new Map(words.map((w, i) => [w, i]));
  const cache = new Map<number, Float32Array>();
  const vector = (word: string) => {
    const k = index.get(word);
    if (k === undefined || k >= count) return undefined;
    let v = cache.get(k);
    if (!v) {
      v = new Float32Array(dims);
      for (let i = 0; i < dims; i++) {
        const at = header + (k * dims + i) * size;
        v[i] = size === 1 ? view.getInt8(at) : view.getFloat32(at, true);
      }
      const length = Math.hypot(...v) || 1;
      for (let i = 0; i < dims; i++) v[i] = (v[i] ?? 0) / length;
      cache.set(k, v);
    }
    return v;
  };
  return { dims, vector, rank: (word) => index.get(word) ?? count };
}

/** The vector signals each sense is scored by, beside the ranker's (rank-senses.ts). */
export const VECTOR_SIGNALS = ['meaning', 'meaningOfGloss'] as const;

const QUOTED = /["“][^"”]{3,}["”]/g;
const INLINE_EXAMPLES = /\bas,\s+([^.]*)/g;

/** The words of a text that carry meaning, lowercase, in order. */
function tokens(text: string): string[] {
  return text
    .replace(/<[^>]*>/g, ' ')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 2 && !STOP.has(w));
}

/**
 * A text's mean vector: each word's unit vector weighed by how rare the word is (a/(a + p),
 * p its frequency by Zipf's law from its place: rank/(rank + 100)) and, where `at` is given,
 * by its nearness to that word's place. The headword's own forms are left out.
 */
function meanVector(table: WordVectors, words: readonly string[], own: (w: string) => boolean, at?: number): Float32Array | undefined {
  const sum = new Float32Array(table.dims);
  let total = 0;
  words.forEach((w, i) => {
    if (own(w)) return;
    const v = table.vector(w);
    if (!v) return;
    const rank = table.rank(w);
    const weight = (rank / (rank + 100)) * (at === undefined ? 1 : 1 / (1 + Math.abs(i - at) / 5));
    for (let d = 0; d < table.dims; d++) sum[d] = (sum[d] ?? 0) + weight * (v[d] ?? 0);
    total += weight;
  });
  return total > 0 ? sum.map((x) => x / total) : undefined;
}

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

/**
 * Each sense's vector signals (a row per definition, in the order of VECTOR_SIGNALS): the
 * cosine of the sentence's mean vector (its words near the headword weighing most) with the
 * sense's (its gloss, synonyms and labels, and its examples and quotations at half weight),
 * and with its gloss's alone, each less the mean of its dictionary's senses (0 where either has
 * no word in the table).
 */
export function vectorSignals(table: WordVectors, definitions: readonly Definition[], sentence: string, word: string): number[][] {
  const stem = word.toLowerCase().slice(0, Math.max(4, word.length - 2));
  const own = (w: string) => w.startsWith(stem) || stem.startsWith(w);
  const read = tokens(sentence);
  const found = read.findIndex(own);
  const meant = meanVector(table, read, own, found === -1 ? undefined : found);
  const rows = definitions.map((d) => {
    const text = d.text ?? '';
    const gloss = [
      ...tokens(text.replace(QUOTED, ' ')),
      ...(d.relatedWords ?? []).flatMap((g) => (g.words ?? []).flatMap(tokens)),
      ...(d.labels ?? []).flatMap((l) => tokens(l.text ?? '')),
    ];
    const uses = [
      ...(d.exampleUses ?? []).map((u) => u.text ?? ''),
      ...(d.citations ?? []).map((c) => c.cite ?? ''),
      ...[...text.matchAll(INLINE_EXAMPLES)].map((m) => m[1] ?? ''),
      ...(text.match(QUOTED) ?? []),
    ].flatMap(tokens);
    const glossVector = meanVector(table, gloss, own);
    const usesVector = meanVector(table, uses, own);
    const both = glossVector && usesVector ? glossVector.map((x, i) => x + 0.5 * (usesVector[i] ?? 0)) : (glossVector ?? usesVector);
    return [cosine(meant, both), cosine(meant, glossVector)];
  });
  // Each less its dictionary's mean: the ranker's other signals say which dictionary leads.
  const dictionaries = definitions.map((d) => d.sourceDictionary ?? '');
  return rows.map((row, k) =>
    row.map((x, i) => {
      const same = rows.filter((_, j) => dictionaries[j] === dictionaries[k]);
      return x - same.reduce((sum, r) => sum + (r[i] ?? 0), 0) / same.length;
    }),
  );
}
