/** The Brown corpus's texts, its word tokens with their counts, and its frequent bigrams with their scores. */
import type { BrownText } from '../sources/brown.ts';
import { MIN_BIGRAM_COUNT, type BrownCounts } from './brown-counts.ts';
import type { BuildDatabase } from './database.ts';
import { compare } from './order.ts';
import type { Progress } from './progress.ts';

/**
 * Mutual information of a bigram and its weighted form, as the live service reports them:
 * MI = log2(count · N / (c1 · c2)), WLMI = MI + log2(count) (ruby/red: count 7, MI 12.834,
 * WLMI 15.641). N is the number of word tokens in the corpus.
 */
export function bigramScores(count: number, c1: number, c2: number, n: number): { mi: number; wlmi: number } {
  const mi = Math.log2((count * n) / (c1 * c2));
  return { mi, wlmi: mi + Math.log2(count) };
}

/** Writes the texts, the tokens (numbered in binary order) and the bigrams between them. */
export function writeCorpus(db: BuildDatabase, brown: readonly BrownText[], counts: BrownCounts, progress: Progress): void {
  const { tokenCount, tokenList } = counts;
  const insertText = db.prepare('INSERT INTO brown_texts (id, code, genre, source) VALUES (?, ?, ?, ?)');
  const insertToken = db.prepare('INSERT INTO tokens (id, token, count) VALUES (?, ?, ?)');
  const insertBigram = db.prepare('INSERT INTO bigrams (first_id, second_id, count, mi, wlmi) VALUES (?, ?, ?, ?, ?)');
  const sortedTokens = [...tokenList].sort(compare);
  const tokenRowId = new Map<string, number>();
  sortedTokens.forEach((token, i) => tokenRowId.set(token, i + 1));
  const bigramRows: [number, number, number][] = [];
  for (const [first, second, count] of counts.frequentBigrams) {
    bigramRows.push([tokenRowId.get(tokenList[first] ?? '') ?? 0, tokenRowId.get(tokenList[second] ?? '') ?? 0, count]);
  }
  bigramRows.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  db.transaction(() => {
    brown.forEach((text, i) => insertText.run(i + 1, text.id, text.genre, text.source));
    sortedTokens.forEach((token, i) => insertToken.run(i + 1, token, tokenCount.get(token) ?? 0));
    for (const [first, second, count] of bigramRows) {
      const c1 = tokenCount.get(sortedTokens[first - 1] ?? '') ?? 1;
      const c2 = tokenCount.get(sortedTokens[second - 1] ?? '') ?? 1;
      const { mi, wlmi } = bigramScores(count, c1, c2, counts.totalWords);
      insertBigram.run(first, second, count, mi, wlmi);
    }
  })();
  progress.counts.tokens = sortedTokens.length;
  progress.counts.bigrams = bigramRows.length;
  progress.lap(`tokens: ${sortedTokens.length}, bigrams (count >= ${MIN_BIGRAM_COUNT}): ${bigramRows.length}`);
}
