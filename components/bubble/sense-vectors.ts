/**
 * What word vectors say of a text's meaning: the mean of its words' vectors, each weighed by
 * how rare the word is (a/(a + p), with p its frequency by Zipf's law from its place:
 * rank/(rank + 100)) and, where a place is given, by its nearness to it; and how near two
 * such means are (their cosine).
 */
import type { WordVectors } from '../../lib/shared/text/word-vectors';

/** The mean vector of `words` (undefined where the table has none of them); `at`: the place whose neighbours weigh most. */
export function meanVector(vectors: WordVectors, words: readonly string[], at?: number): Float32Array | undefined {
  const sum = new Float32Array(vectors.dims);
  let total = 0;
  words.forEach((w, i) => {
    const v = vectors.vector(w);
    if (!v) return;
    const rank = vectors.rank(w);
    const weight = (rank / (rank + 100)) * (at === undefined ? 1 : 1 / (1 + Math.abs(i - at) / 5));
    for (let d = 0; d < vectors.dims; d++) sum[d] = (sum[d] ?? 0) + weight * (v[d] ?? 0);
    total += weight;
  });
  return total > 0 ? sum.map((x) => x / total) : undefined;
}

/** The cosine of two vectors; 0 where either is missing. */
export function cosine(a: Float32Array | undefined, b: Float32Array | undefined): number {
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
export function lessGroupMean(rows: readonly number[][], groups: readonly string[]): number[][] {
  return rows.map((row, k) =>
    row.map((x, i) => {
      const same = rows.filter((_, j) => groups[j] === groups[k]);
      return x - same.reduce((sum, r) => sum + (r[i] ?? 0), 0) / same.length;
    }),
  );
}
