/**
 * Example sentences per entry: the Brown corpus's best sentences for each word (and only
 * those sentences stored), and the WordNet gloss examples that show the word.
 */
import { detokenize, readBrownSentences, type BrownSentence, type BrownText } from '../sources/brown.ts';
import type { BrownCounts } from './brown-counts.ts';
import type { BuildDatabase } from './database.ts';
import type { EntryList } from './entries.ts';
import { fnv1a } from './order.ts';
import type { Progress } from './progress.ts';
import type { GlossExampleLink } from './wordnet.ts';

/** Brown sentences kept per word. */
export const EXAMPLES_PER_WORD = 20;

/**
 * A word's sentences, best first: readable ones, then those nearest 10 to 25 words, then in a
 * fixed shuffled order. A lowercase word's sentences where it is capitalized inside the
 * sentence use it as a name ("Colonel Marsh", "Dog River"), not as the word: they are left out,
 * even when no other is left.
 */
function bestSentences(lower: string, occurrences: readonly number[], lowercaseWord: boolean, counts: BrownCounts) {
  const asTheWord = lowercaseWord ? occurrences.filter((occurrence) => (occurrence & 1) === 0) : occurrences;
  const scored = asTheWord.map((occurrence) => {
    const sid = occurrence >> 1;
    const ref = counts.sentenceRefs[sid];
    const words = ref?.words ?? 0;
    return {
      sid,
      readable: ref?.readable ? 0 : 1,
      // 10 to 25 words reads best in a popup
      distance: Math.max(0, 10 - words, words - 25),
      hash: fnv1a(`${lower}\u0001${sid}`),
    };
  });
  scored.sort((a, b) => a.readable - b.readable || a.distance - b.distance || a.hash - b.hash || a.sid - b.sid);
  return scored.slice(0, EXAMPLES_PER_WORD).map((s) => s.sid);
}

/** Writes each entry's best Brown sentences, then the text of every sentence chosen. */
export function writeBrownExamples(
  db: BuildDatabase,
  brown: readonly BrownText[],
  counts: BrownCounts,
  entries: EntryList,
  displayWord: ReadonlyMap<number, string>,
  progress: Progress,
): void {
  const insertBrownExample = db.prepare('INSERT INTO brown_examples (entry_id, rank, sentence_id) VALUES (?, ?, ?)');
  const used = new Set<number>();
  let brownExampleCount = 0;
  db.transaction(() => {
    for (const lower of entries.lowers) {
      const candidates = counts.sentencesOf.get(lower);
      if (!candidates) continue;
      const id = entries.entryId.get(lower) ?? 0;
      const lowercaseWord = (displayWord.get(id) ?? lower) === lower;
      bestSentences(lower, candidates, lowercaseWord, counts).forEach((sid, rank) => {
        insertBrownExample.run(id, rank, sid + 1);
        used.add(sid);
        brownExampleCount++;
      });
    }
    const insertSentence = db.prepare('INSERT INTO brown_sentences (id, text_id, position, token_count, text) VALUES (?, ?, ?, ?, ?)');
    let sentences: BrownSentence[] = [];
    let loaded = -1;
    for (const sid of [...used].sort((a, b) => a - b)) {
      const ref = counts.sentenceRefs[sid];
      if (!ref) continue;
      if (ref.text !== loaded) {
        sentences = readBrownSentences(brown[ref.text]?.id ?? '');
        loaded = ref.text;
      }
      const sentence = sentences[ref.position];
      if (!sentence) continue;
      insertSentence.run(sid + 1, ref.text + 1, ref.position, ref.words, detokenize(sentence.tokens));
    }
  })();
  progress.counts.brownExamples = brownExampleCount;
  progress.counts.brownSentencesStored = used.size;
  progress.lap(`Brown examples: ${brownExampleCount} links to ${used.size} sentences`);
}

/** Writes each entry's gloss examples once each, in sense order. */
export function writeGlossExamples(db: BuildDatabase, links: ReadonlyMap<number, GlossExampleLink[]>, progress: Progress): void {
  const insertWordnetExample = db.prepare('INSERT INTO wordnet_examples (entry_id, rank, synset_id, example_seq) VALUES (?, ?, ?, ?)');
  let wordnetExampleCount = 0;
  db.transaction(() => {
    for (const eid of [...links.keys()].sort((a, b) => a - b)) {
      const list = links.get(eid) ?? [];
      list.sort((a, b) => a.sortKey - b.sortKey || a.synsetId - b.synsetId || a.seq - b.seq);
      const seen = new Set<string>();
      let rank = 0;
      for (const link of list) {
        const key = `${link.synsetId}:${link.seq}`;
        if (seen.has(key)) continue;
        seen.add(key);
        insertWordnetExample.run(eid, rank++, link.synsetId, link.seq);
        wordnetExampleCount++;
      }
    }
  })();
  progress.counts.wordnetExamples = wordnetExampleCount;
  progress.lap(`WordNet examples: ${wordnetExampleCount} links`);
}
