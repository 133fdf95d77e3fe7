/** WordNet's senses of a word, most common first (senses.sort_key), with their gloss examples and usage, region and topic labels. */
import { LEXICOGRAPHER_FILES } from '../../data/sources/wordnet.ts';
import type { WordDatabase } from './db.ts';
import type { Entries } from './entries.ts';
import { partsOfSpeechFirst } from './sense-order.ts';
import { partOfSpeech, synsetLabel, type DefinitionPartOfSpeech } from './wordnet.ts';

interface DefinitionLabel {
  type: 'usage' | 'region' | 'topic';
  text: string;
}

interface DefinitionRecord {
  /** The lemma as the synset spells it. */
  word: string;
  text: string;
  partOfSpeech: DefinitionPartOfSpeech;
  /** 1-based place among all of the word's definitions, in WordNet's order. */
  sequence: number;
  /** 1-based WordNet sense number within the part of speech. */
  senseNumber: number;
  /** How often WordNet's semantic concordance tagged the sense (its order across parts of speech). */
  tagCount: number;
  /** WordNet 3.1 synset, e.g. `02086723-n` (`s` for adjective satellites). */
  synsetId: string;
  lexicographerFile: string;
  examples: string[];
  labels: DefinitionLabel[];
  sourceDictionary: 'wordnet';
}

interface SenseRow {
  sort_key: number;
  synset_id: number;
  word: string;
  pos: string;
  lex_file: number;
  definition: string;
  tag_count: number;
}

/** WordNet's domain pointers that label a sense: usage, region, topic. */
const LABEL_TYPES: Record<string, DefinitionLabel['type']> = { ';u': 'usage', ';r': 'region', ';c': 'topic' };

export function definitionQueries(db: WordDatabase, entries: Entries) {
  const q = {
    senses: db.prepare(
      `SELECT s.sort_key, s.synset_id, coalesce(f.form, e.lower) AS word, y.pos, y.lex_file, y.definition, s.tag_count
       FROM senses s JOIN entries e ON e.id = s.entry_id JOIN synsets y ON y.id = s.synset_id
       LEFT JOIN forms f ON f.id = s.form_id
       WHERE s.entry_id = ? ORDER BY s.sort_key`,
    ),
    senseExamples: db.prepare(
      `SELECT x.synset_id, x.text FROM senses s JOIN synset_examples x ON x.synset_id = s.synset_id
       WHERE s.entry_id = ? AND s.sort_key <= ? ORDER BY s.sort_key, x.seq`,
    ),
    senseLabels: db.prepare(
      `SELECT s.synset_id, p.symbol, coalesce(f.form, e.lower) AS text
       FROM senses s
       JOIN pointers p ON p.synset_id = s.synset_id AND p.symbol IN (';u', ';r', ';c')
         AND (p.source_member = 0 OR p.source_member = s.member)
       JOIN senses t ON t.synset_id = p.target_id AND t.member = 1
       JOIN entries e ON e.id = t.entry_id LEFT JOIN forms f ON f.id = t.form_id
       WHERE s.entry_id = ? AND s.sort_key <= ? ORDER BY s.sort_key, p.symbol, p.target_id`,
    ),
  };

  return {
    definitions(
      word: string,
      options: { partsOfSpeech?: readonly string[]; limit?: number; first?: readonly DefinitionPartOfSpeech[] } = {},
    ): DefinitionRecord[] {
      const row = entries.find(word);
      if (!row || row.dictionary_count === 0) return [];
      const wanted = options.partsOfSpeech?.length ? new Set(options.partsOfSpeech) : undefined;
      const senses = partsOfSpeechFirst(lowercaseFirst(word, q.senses.all(row.id) as SenseRow[]), options.first).map((sense, index) => ({
        ...sense,
        sequence: index + 1,
        partOfSpeech: partOfSpeech(sense.pos),
      }));
      const chosen = senses
        .filter((sense) => !wanted || wanted.has(sense.partOfSpeech))
        .slice(0, options.limit === undefined ? undefined : Math.max(0, options.limit));
      if (!chosen.length) return [];
      const last = { sort_key: Math.max(...chosen.map((sense) => sense.sort_key)) };
      // Examples and labels only as far as the last sense answered: a common word has dozens.
      const examples = new Map<number, string[]>();
      for (const ex of q.senseExamples.all(row.id, last.sort_key) as { synset_id: number; text: string }[]) {
        const list = examples.get(ex.synset_id) ?? [];
        list.push(ex.text);
        examples.set(ex.synset_id, list);
      }
      const labels = new Map<number, DefinitionLabel[]>();
      for (const label of q.senseLabels.all(row.id, last.sort_key) as { synset_id: number; symbol: string; text: string }[]) {
        const list = labels.get(label.synset_id) ?? [];
        const type = LABEL_TYPES[label.symbol];
        if (type && !list.some((l) => l.type === type && l.text === label.text)) list.push({ type, text: label.text });
        labels.set(label.synset_id, list);
      }
      return chosen.map((sense) => ({
        word: sense.word,
        text: sense.definition,
        partOfSpeech: sense.partOfSpeech,
        sequence: sense.sequence,
        senseNumber: (sense.sort_key % 10000) + 1,
        tagCount: sense.tag_count,
        synsetId: synsetLabel(sense.synset_id, sense.pos),
        lexicographerFile: LEXICOGRAPHER_FILES[sense.lex_file] ?? '',
        examples: examples.get(sense.synset_id) ?? [],
        labels: labels.get(sense.synset_id) ?? [],
        sourceDictionary: 'wordnet',
      }));
    },
  };
}

/**
 * A word asked for in lowercase ("be", "was" → be) means the common word first: its
 * lowercase senses come before those of a capitalized spelling (Be, beryllium's symbol; a
 * proper noun), each group in WordNet's order. A capitalized question keeps WordNet's order.
 */
function lowercaseFirst(asked: string, senses: SenseRow[]): SenseRow[] {
  if (asked !== asked.toLowerCase()) return senses;
  const isLower = (sense: SenseRow) => sense.word === sense.word.toLowerCase();
  return [...senses.filter(isLower), ...senses.filter((sense) => !isLower(sense))];
}
