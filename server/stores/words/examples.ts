/**
 * Example sentences of a word: the Brown corpus's first (readable ones first), then WordNet's
 * gloss examples, then GCIDE's quotations (short complete sentences first). The top example
 * is the best first example among each source's first few (see data/example-quality.ts).
 */
import { BROWN_YEAR } from '../../data/attribution.ts';
import { exampleQuality } from '../../data/example-quality.ts';
import type { WordDatabase } from './db.ts';
import type { Entries } from './entries.ts';
import { synsetLabel } from '../../data/synsets.ts';

export interface ExampleRecord {
  provider: 'brown' | 'wordnet' | 'gcide';
  word: string;
  text: string;
  /** Unique per example: a Brown sentence number, or synset id × 100 + example number. */
  exampleId: number;
  /** Brown only: the year all its texts were published. */
  year?: number;
  /** Brown only: the text (document) number, 1…500. */
  documentId?: number;
  /** Brown only: e.g. `ca01`. */
  textCode?: string;
  genre?: string;
  /** Brown only: the publication the text is taken from. */
  source?: string;
  /** WordNet only. */
  synsetId?: string;
  /** GCIDE only: the author the dictionary credits (`Shak.`, `Macaulay.`). */
  author?: string;
}

interface ExamplePage {
  total: number;
  examples: ExampleRecord[];
}

interface BrownExampleRow {
  sentence_id: number;
  text: string;
  text_id: number;
  code: string;
  genre: string;
  source: string;
}

interface WordNetExampleRow {
  synset_id: number;
  example_seq: number;
  text: string;
  pos: string;
}

function brownExample(row: BrownExampleRow, word: string): ExampleRecord {
  return {
    provider: 'brown',
    word,
    text: row.text,
    exampleId: row.sentence_id,
    year: BROWN_YEAR,
    documentId: row.text_id,
    textCode: row.code,
    genre: row.genre,
    source: row.source,
  };
}

function wordnetExample(row: WordNetExampleRow, word: string): ExampleRecord {
  return {
    provider: 'wordnet',
    word,
    text: row.text,
    exampleId: row.synset_id * 100 + row.example_seq,
    synsetId: synsetLabel(row.synset_id, row.pos),
  };
}

interface GcideExampleRow {
  rank: number;
  text: string;
  author: string;
}

/** GCIDE quotations are numbered after every synset-based id: entry id × 100 + rank, offset past them. */
const GCIDE_EXAMPLE_ID_BASE = 10 ** 12;

function gcideExample(row: GcideExampleRow, entryId: number, word: string): ExampleRecord {
  return { provider: 'gcide', word, text: row.text, exampleId: GCIDE_EXAMPLE_ID_BASE + entryId * 100 + row.rank, author: row.author };
}

/** How many of each source's first examples compete to be the top example. */
const TOP_CANDIDATES = 5;

export function exampleQueries(db: WordDatabase, entries: Entries) {
  const q = {
    brownCount: db.prepare('SELECT count(*) AS n FROM brown_examples WHERE entry_id = ?'),
    wordnetCount: db.prepare('SELECT count(*) AS n FROM wordnet_examples WHERE entry_id = ?'),
    brownExamples: db.prepare(
      `SELECT b.sentence_id, s.text, t.id AS text_id, t.code, t.genre, t.source
       FROM brown_examples b JOIN brown_sentences s ON s.id = b.sentence_id JOIN brown_texts t ON t.id = s.text_id
       WHERE b.entry_id = ? ORDER BY b.rank LIMIT ? OFFSET ?`,
    ),
    wordnetExamples: db.prepare(
      `SELECT w.synset_id, w.example_seq, x.text, y.pos
       FROM wordnet_examples w JOIN synset_examples x ON x.synset_id = w.synset_id AND x.seq = w.example_seq
       JOIN synsets y ON y.id = w.synset_id
       WHERE w.entry_id = ? ORDER BY w.rank LIMIT ? OFFSET ?`,
    ),
    gcideCount: db.prepare('SELECT count(*) AS n FROM gcide_examples WHERE entry_id = ?'),
    gcideExamples: db.prepare('SELECT rank, text, author FROM gcide_examples WHERE entry_id = ? ORDER BY rank LIMIT ? OFFSET ?'),
  };

  return {
    /** Brown corpus sentences first (readable ones first), then WordNet's gloss examples, then GCIDE's quotations. */
    examples(word: string, options: { skip?: number; limit?: number } = {}): ExamplePage {
      const row = entries.find(word);
      if (!row) return { total: 0, examples: [] };
      const skip = Math.max(0, Math.trunc(options.skip ?? 0));
      const limit = Math.max(0, Math.trunc(options.limit ?? 10));
      const brownTotal = (q.brownCount.get(row.id) as { n: number }).n;
      const wordnetTotal = (q.wordnetCount.get(row.id) as { n: number }).n;
      const examples: ExampleRecord[] = [];
      if (skip < brownTotal && limit > 0) {
        for (const ex of q.brownExamples.all(row.id, limit, skip) as BrownExampleRow[]) {
          examples.push(brownExample(ex, row.word));
        }
      }
      if (limit - examples.length > 0 && skip + examples.length < brownTotal + wordnetTotal) {
        const offset = Math.max(0, skip - brownTotal);
        for (const ex of q.wordnetExamples.all(row.id, limit - examples.length, offset) as WordNetExampleRow[]) {
          examples.push(wordnetExample(ex, row.word));
        }
      }
      const gcideTotal = (q.gcideCount.get(row.id) as { n: number }).n;
      if (limit - examples.length > 0) {
        const offset = Math.max(0, skip - brownTotal - wordnetTotal);
        for (const ex of q.gcideExamples.all(row.id, limit - examples.length, offset) as GcideExampleRow[]) {
          examples.push(gcideExample(ex, row.id, row.word));
        }
      }
      return { total: brownTotal + wordnetTotal + gcideTotal, examples };
    },

    /** The best first example among each source's first few: a short complete sentence if there is one. */
    topExample(word: string): ExampleRecord | undefined {
      const row = entries.find(word);
      if (!row) return undefined;
      const candidates = [
        ...(q.brownExamples.all(row.id, TOP_CANDIDATES, 0) as BrownExampleRow[]).map((ex) => brownExample(ex, row.word)),
        ...(q.wordnetExamples.all(row.id, TOP_CANDIDATES, 0) as WordNetExampleRow[]).map((ex) => wordnetExample(ex, row.word)),
        ...(q.gcideExamples.all(row.id, TOP_CANDIDATES, 0) as GcideExampleRow[]).map((ex) => gcideExample(ex, row.id, row.word)),
      ];
      let best: ExampleRecord | undefined;
      let bestQuality = -Infinity;
      for (const candidate of candidates) {
        // Ties keep the sources' order: Brown, then WordNet, then GCIDE.
        const quality = exampleQuality(candidate.text);
        if (quality > bestQuality) [best, bestQuality] = [candidate, quality];
      }
      return best;
    },
  };
}
