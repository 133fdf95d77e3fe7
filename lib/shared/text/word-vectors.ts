/**
 * English word vectors: what the sense ranker knows of words' meanings beyond the words a
 * sense and a sentence share ("vessel" is near "ship"). The table (public/word-vectors.bin,
 * derived by bench/word-vectors.ts from GloVe's vectors) is read in the background, which works
 * out from it how near in meaning each sense of a lookup is to its sentence (sense-meaning.ts).
 *
 * The table, little-endian: "GLV1"; the count of words, of dimensions, and the bytes of a
 * value (1: int8, 4: float32), as uint32; the byte length of the words, then the words in
 * order of frequency (the commonest first), joined by "\n" in UTF-8, padded to 4 bytes; then
 * each word's vector (int8: a unit vector scaled so that its largest value is ±127).
 */
const MAGIC = 'GLV1';
const HEADER = 20;

/** Vectors by word: each a unit vector, and the word's place by frequency (0: the commonest). */
export interface WordVectors {
  dims: number;
  vector(word: string): Float32Array | undefined;
  rank(word: string): number;
}

/** The table of `words` (in order of frequency) and their unit vectors, as int8 or float32. */
export function encodeTable(words: readonly string[], vectors: readonly Float64Array[], int8: boolean): Uint8Array {
  const text = new TextEncoder().encode(words.join('\n'));
  const dims = vectors[0]?.length ?? 0;
  const header = HEADER + Math.ceil(text.byteLength / 4) * 4;
  const bytes = new Uint8Array(header + words.length * dims * (int8 ? 1 : 4));
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode(MAGIC), 0);
  [words.length, dims, int8 ? 1 : 4, text.byteLength].forEach((value, i) => view.setUint32(4 + 4 * i, value, true));
  bytes.set(text, HEADER);
  vectors.forEach((v, k) => {
    const top = Math.max(...v.map(Math.abs)) || 1;
    for (let i = 0; i < dims; i++) {
      const at = header + (k * dims + i) * (int8 ? 1 : 4);
      if (int8) view.setInt8(at, Math.round((127 * (v[i] ?? 0)) / top));
      else view.setFloat32(at, v[i] ?? 0, true);
    }
  });
  return bytes;
}

/** A unit vector from raw values. */
function unit(values: ArrayLike<number>): Float32Array {
  const v = Float32Array.from(values);
  let length = 0;
  for (const x of v) length += x * x;
  length = Math.sqrt(length) || 1;
  for (let i = 0; i < v.length; i++) v[i] = (v[i] ?? 0) / length;
  return v;
}

/** Reads a table: each word's unit vector is made when first asked for, and kept. */
export function decodeTable(bytes: Uint8Array): WordVectors {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (new TextDecoder().decode(bytes.subarray(0, 4)) !== MAGIC) throw new Error('not a table of word vectors');
  const [count, dims, size, textLength] = [0, 1, 2, 3].map((i) => view.getUint32(4 + 4 * i, true)) as [number, number, number, number];
  const words = new TextDecoder().decode(bytes.subarray(HEADER, HEADER + textLength)).split('\n');
  const header = HEADER + Math.ceil(textLength / 4) * 4;
  const index = new Map<string, number>();
  words.forEach((w, i) => index.set(w, i));
  const values = (k: number) =>
    size === 1
      ? new Int8Array(bytes.buffer, bytes.byteOffset + header + k * dims, dims)
      : Array.from({ length: dims }, (_, i) => view.getFloat32(header + (k * dims + i) * 4, true));
  // A lookup's senses ask for the same words again and again.
  const made = new Map<number, Float32Array>();
  const at = (word: string) => {
    const k = index.get(word);
    return k === undefined || k >= count ? undefined : k;
  };
  return {
    dims,
    vector: (word) => {
      const k = at(word);
      if (k === undefined) return undefined;
      let v = made.get(k);
      if (!v) made.set(k, (v = unit(values(k))));
      return v;
    },
    rank: (word) => at(word) ?? count,
  };
}

/** The words of a text a vector is looked up for: lowercase, of three letters or more, in order. */
export function vectorWords(text: string): string[] {
  return text
    .replace(/<[^>]*>/g, ' ')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 2);
}
