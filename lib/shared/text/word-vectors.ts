/**
 * English word vectors: what the sense ranker knows of words' meanings beyond the words a
 * sense and a sentence share ("vessel" is near "ship"). The table (public/word-vectors.bin,
 * derived by bench/word-vectors.ts from GloVe's vectors) is read in the background; a lookup's
 * answer carries the vectors of its sentence's and senses' words only (`SenseVectors`).
 *
 * The table, little-endian: "GLV1"; the count of words, of dimensions, and the bytes of a
 * value (1: int8, 4: float32), as uint32; the byte length of the words, then the words in
 * order of frequency (the commonest first), joined by "\n" in UTF-8, padded to 4 bytes; then
 * each word's vector (int8: a unit vector scaled so that its largest value is ±127).
 */
import type { Definition } from '../api';

const MAGIC = 'GLV1';
const HEADER = 20;

/** Vectors by word: each a unit vector, and the word's place by frequency (0: the commonest). */
export interface WordVectors {
  dims: number;
  vector(word: string): Float32Array | undefined;
  rank(word: string): number;
}

/** The vectors of a few words, as a lookup's answer carries them: their int8 values in base64, word after word. */
export interface SenseVectors {
  dims: number;
  words: string[];
  ranks: number[];
  data: string;
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

/** A table read, which also gives a word's vector as int8 values (`bytes`: as an answer carries it). */
export interface VectorTable extends WordVectors {
  bytes(word: string): Int8Array | undefined;
}

export function decodeTable(bytes: Uint8Array): VectorTable {
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
  const at = (word: string) => {
    const k = index.get(word);
    return k === undefined || k >= count ? undefined : k;
  };
  return {
    dims,
    vector: (word) => {
      const k = at(word);
      return k === undefined ? undefined : unit(values(k));
    },
    bytes: (word) => {
      const k = at(word);
      if (k === undefined) return undefined;
      if (size === 1) return values(k) as Int8Array;
      // A float32 table's vector, as an int8 table holds it.
      const v = Array.from(values(k));
      const top = Math.max(...v.map(Math.abs)) || 1;
      return Int8Array.from(v, (x) => Math.round((127 * x) / top));
    },
    rank: (word) => at(word) ?? count,
  };
}

/** The vectors of those of `words` the table has. */
export function vectorsOf(table: VectorTable, words: Iterable<string>): SenseVectors {
  const found: string[] = [];
  const ranks: number[] = [];
  let binary = '';
  for (const word of new Set(words)) {
    const values = table.bytes(word);
    if (!values) continue;
    found.push(word);
    ranks.push(table.rank(word));
    for (const x of values) binary += String.fromCharCode(x & 0xff);
  }
  return { dims: table.dims, words: found, ranks, data: btoa(binary) };
}

/** Vectors by word, from those a lookup's answer carries. */
export function readSenseVectors(carried: SenseVectors): WordVectors {
  const binary = atob(carried.data);
  const index = new Map<string, number>();
  carried.words.forEach((w, i) => index.set(w, i));
  return {
    dims: carried.dims,
    vector: (word) => {
      const k = index.get(word);
      if (k === undefined) return undefined;
      return unit(Array.from({ length: carried.dims }, (_, i) => ((binary.charCodeAt(k * carried.dims + i) << 24) >> 24) as number));
    },
    rank: (word) => {
      const k = index.get(word);
      return k === undefined ? Infinity : (carried.ranks[k] ?? Infinity);
    },
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

/** The words a lookup's senses and the sentence it was read in may need vectors for. */
export function lookupWords(definitions: readonly Definition[], sentence: string | undefined): Set<string> {
  const texts = [
    sentence ?? '',
    ...definitions.flatMap((d) => [
      d.text ?? '',
      ...(d.relatedWords ?? []).flatMap((g) => g.words ?? []),
      ...(d.labels ?? []).map((l) => l.text ?? ''),
      ...(d.exampleUses ?? []).map((u) => u.text ?? ''),
      ...(d.citations ?? []).map((c) => c.cite ?? ''),
    ]),
  ];
  return new Set(texts.flatMap(vectorWords));
}
