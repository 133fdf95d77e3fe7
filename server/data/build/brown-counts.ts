/**
 * One pass over the Brown corpus: how often each word occurs and with which tags, the
 * sentences each word occurs in, and the word pairs seen often enough to keep.
 */
import { isWordToken, readBrownSentences, type BrownText } from '../sources/brown.ts';
import type { Progress } from './progress.ts';

/** The length (in word tokens) of a sentence that reads well. */
const READABLE_MIN = 8;
const READABLE_MAX = 40;
/** Bigrams seen once are mostly noise in a corpus of a million words. */
export const MIN_BIGRAM_COUNT = 2;
/** A bigram's key is first × this + second (token numbers stay well below it). */
const BIGRAM_KEY_BASE = 262144;

/** Where a sentence is (text and place in it), how many words it has, and whether it reads well alone. */
interface SentenceRef {
  text: number;
  position: number;
  words: number;
  readable: boolean;
}

export interface BrownCounts {
  /** Word tokens (lowercase) → occurrences. */
  tokenCount: Map<string, number>;
  /** Word tokens → their tags (first part of a compound tag) → occurrences. */
  tagCounts: Map<string, Map<string, number>>;
  /**
   * Word tokens → the sentences they occur in, each kept as sentence × 2 + 1 when capitalized
   * inside the sentence (a name, "Dog River"), so that a lowercase word's examples can leave
   * those out.
   */
  sentencesOf: Map<string, number[]>;
  /** Every word token, numbered in the order first seen. */
  tokenList: string[];
  /** Every sentence, numbered in corpus order. */
  sentenceRefs: SentenceRef[];
  totalWords: number;
  /** [first, second, count] by token number, for pairs seen at least MIN_BIGRAM_COUNT times. */
  frequentBigrams: [number, number, number][];
}

export function countBrown(brown: readonly BrownText[], progress: Progress): BrownCounts {
  const tokenCount = new Map<string, number>();
  const tagCounts = new Map<string, Map<string, number>>();
  const sentencesOf = new Map<string, number[]>();
  const tokenIndex = new Map<string, number>();
  const bigramCount = new Map<number, number>();
  const tokenList: string[] = [];
  const sentenceRefs: SentenceRef[] = [];
  let totalWords = 0;
  brown.forEach((text, textIndex) => {
    readBrownSentences(text.id).forEach((sentence, position) => {
      const sid = sentenceRefs.length;
      let words = 0;
      let previous = -1;
      sentence.tokens.forEach((token, i) => {
        if (!isWordToken(token)) {
          previous = -1;
          return;
        }
        words++;
        const lower = token.toLowerCase();
        tokenCount.set(lower, (tokenCount.get(lower) ?? 0) + 1);
        const tag = (sentence.tags[i] ?? '').split('+')[0] ?? '';
        let tags = tagCounts.get(lower);
        if (!tags) tagCounts.set(lower, (tags = new Map()));
        tags.set(tag, (tags.get(tag) ?? 0) + 1);
        const capitalized = words > 1 && token !== lower && /^\p{Lu}/u.test(token) ? 1 : 0;
        let list = sentencesOf.get(lower);
        if (!list) sentencesOf.set(lower, (list = []));
        const last = list[list.length - 1];
        if (last === undefined || last >> 1 !== sid) list.push(sid * 2 + capitalized);
        else if (capitalized === 0 && (last & 1) === 1) list[list.length - 1] = sid * 2;
        let id = tokenIndex.get(lower);
        if (id === undefined) {
          id = tokenList.length;
          tokenIndex.set(lower, id);
          tokenList.push(lower);
        }
        if (previous >= 0) {
          const key = previous * BIGRAM_KEY_BASE + id;
          bigramCount.set(key, (bigramCount.get(key) ?? 0) + 1);
        }
        previous = id;
      });
      totalWords += words;
      // headlines and fragments that open with a dash (datelines) read badly on their own
      const readable = words >= READABLE_MIN && words <= READABLE_MAX && !sentence.headline && sentence.tokens[0] !== '--';
      sentenceRefs.push({ text: textIndex, position, words, readable });
    });
  });
  progress.counts.brownWordTokens = totalWords;
  progress.counts.brownSentences = sentenceRefs.length;
  progress.lap(`Brown statistics: ${totalWords} word tokens, ${tokenCount.size} types, ${bigramCount.size} bigrams`);
  // the big maps are let go as soon as they are used up, to keep the peak memory down
  const frequentBigrams: [number, number, number][] = [];
  for (const [key, count] of bigramCount) {
    if (count >= MIN_BIGRAM_COUNT) {
      frequentBigrams.push([Math.floor(key / BIGRAM_KEY_BASE), key % BIGRAM_KEY_BASE, count]);
    }
  }
  bigramCount.clear();
  return { tokenCount, tagCounts, sentencesOf, tokenList, sentenceRefs, totalWords, frequentBigrams };
}
