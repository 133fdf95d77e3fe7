/** Example sentences of a word: the Brown corpus's first (readable ones first), then WordNet's gloss examples. */
import { BROWN_YEAR } from '../../data/attribution.ts';
import type { WordDatabase } from './db.ts';
import type { Entries } from './entries.ts';
import { synsetLabel } from './wordnet.ts';

export interface ExampleRecord {
  provider: 'brown' | 'wordnet';
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
  };

  return {
    /** Brown corpus sentences first (readable ones first), then WordNet's gloss examples. */
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
      const remaining = limit - examples.length;
      if (remaining > 0) {
        const offset = Math.max(0, skip - brownTotal);
        for (const ex of q.wordnetExamples.all(row.id, remaining, offset) as WordNetExampleRow[]) {
          examples.push(wordnetExample(ex, row.word));
        }
      }
      return { total: brownTotal + wordnetTotal, examples };
    },

    topExample(word: string): ExampleRecord | undefined {
      const row = entries.find(word);
      if (!row) return undefined;
      const brown = q.brownExamples.get(row.id, 1, 0) as BrownExampleRow | undefined;
      if (brown) return brownExample(brown, row.word);
      const wordnet = q.wordnetExamples.get(row.id, 1, 0) as WordNetExampleRow | undefined;
      return wordnet ? wordnetExample(wordnet, row.word) : undefined;
    },
  };
}
