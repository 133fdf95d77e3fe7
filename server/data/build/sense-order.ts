/**
 * The order a word's senses are served in, across its parts of speech: the most often tagged
 * first (WordNet's tag counts, `index.sense`), so "run" leads with its verb senses, far more
 * common than the noun's; senses tagged equally often (most of all never) keep WordNet's own
 * order, noun, verb, adjective, adverb, each by sense number.
 */
import { POS_ORDER } from '../schema.ts';
import { senseKey, type WordNetFile } from '../sources/wordnet.ts';

/** Sense numbers stay below this within a part of speech: `sort_key` = place × it + sense rank. */
const SENSE_RANK_BASE = 10_000;

interface SensePlace {
  /** The senses.sort_key: its place among all of the word's senses, then its rank in its part of speech. */
  sortKey: number;
  tagCount: number;
}

export function sensePlacer(tagCounts: ReadonlyMap<string, number>) {
  /** The place of one sense among all of the lemma's (a few dozen at most: worked out each time). */
  function placeAmongAll(lemma: string, files: ReadonlyMap<WordNetFile, readonly number[]>, file: WordNetFile, offset: number): number {
    const senses = [...files].flatMap(([f, offsets]) =>
      offsets.map((o, rank) => ({ file: f, offset: o, rank, tags: tagCounts.get(senseKey(lemma, f, o)) ?? 0 })),
    );
    senses.sort((a, b) => b.tags - a.tags || POS_ORDER[a.file] - POS_ORDER[b.file] || a.rank - b.rank);
    return senses.findIndex((sense) => sense.file === file && sense.offset === offset);
  }

  /**
   * Where the sense of `lemma` in a synset (file, offset) goes, and its tag count. A sense the
   * index does not list for the lemma (a spelling WordNet's index files under another part of
   * speech) goes last, as before.
   */
  return (lemma: string, files: ReadonlyMap<WordNetFile, readonly number[]> | undefined, file: WordNetFile, offset: number): SensePlace => {
    const offsets = files?.get(file) ?? [];
    const rank = offsets.indexOf(offset);
    if (!files || rank < 0) return { sortKey: (files ? countSenses(files) : 0) * SENSE_RANK_BASE + SENSE_RANK_BASE - 1, tagCount: 0 };
    const place = placeAmongAll(lemma, files, file, offset);
    return { sortKey: place * SENSE_RANK_BASE + rank, tagCount: tagCounts.get(senseKey(lemma, file, offset)) ?? 0 };
  };
}

function countSenses(files: ReadonlyMap<WordNetFile, readonly number[]>): number {
  let count = 0;
  for (const offsets of files.values()) count += offsets.length;
  return count;
}
