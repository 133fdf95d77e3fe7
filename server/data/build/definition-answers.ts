/**
 * W4's answers, shaped once at build time: for each entry and each dictionary, the JSON of
 * its definitions as the interface sends them (definition-shape.ts), in the dictionary's order, each
 * carrying what belongs to its sense: WordNet's gloss examples that show its word (`exampleUses`), usage, region
 * and topic labels, and its related words in `relatedWords` (`SENSE_RELATIONS`: the other members of
 * its synset, the broader and narrower synsets' words, similar adjectives, derived forms);
 * GCIDE's field labels, notes and quotations (`citations`, with their authors).
 * What depends on the question (the dictionaries asked for, parts of speech, the limit,
 * `includeRelated`, lowercase senses first) is left to server/stores/words/definitions.ts,
 * which numbers the answer (`sequence`) after choosing.
 *
 * WordNet's senses, examples, labels, synonyms and relations are read in passes over whole tables,
 * not entry by entry: a quarter of a million small queries would take half a minute.
 */
import { keptDefinition, storedDefinitions, type KeptDefinition } from '../definition-shape.ts';
import { partOfSpeech, synsetLabel } from '../synsets.ts';
import { frameLabels, transitivity } from '../sources/wordnet.ts';
import type { BuildDatabase } from './database.ts';
import type { Progress } from './progress.ts';

/** WordNet's domain pointers that label a sense: usage, region, topic. */
const LABEL_TYPES: Record<string, string> = { ';u': 'usage', ';r': 'region', ';c': 'topic' };

/** Synonyms listed with each sense, at most: a synset of 20 members is a list, not a hint. */
const SYNONYMS_PER_SENSE = 10;

/**
 * The related words a WordNet sense carries besides its synonyms, by the interface's relationship
 * type, with WordNet's pointers that give them and how many words of each at most. They say
 * what kind of thing the sense is (a lantern is a lamp), its kinds, the adjectives it stands
 * beside and the words made from it: what the sentence a word is read in shares with the sense
 * it means, when its gloss is too short to share anything (the bubble's sense ranker reads
 * them: on held-out WordNet examples, the sense meant came first 2.5 points more often, and among
 * the first two 2 points more often).
 * Part and member relations, entailment and cause added nothing there, and are left out.
 */
const SENSE_RELATIONS = [
  { relationshipType: 'hypernym', symbols: ['@', '@i'], limit: 8 },
  { relationshipType: 'hyponym', symbols: ['~', '~i'], limit: 20 },
  { relationshipType: 'equivalent', symbols: ['&'], limit: 8 },
  { relationshipType: 'form', symbols: ['+', '\\'], limit: 8 },
] as const;
type SenseRelation = (typeof SENSE_RELATIONS)[number];
const RELATION_OF_SYMBOL = new Map<string, SenseRelation>(
  SENSE_RELATIONS.flatMap((relation) => relation.symbols.map((symbol) => [symbol, relation] as const)),
);

interface SenseRow {
  entry_id: number;
  sort_key: number;
  synset_id: number;
  member: number;
  word: string;
  pos: string;
  definition: string;
  frames: string;
  tag_count: number;
}

/** Groups rows by a key, keeping their order. */
function groupBy<T, K>(rows: Iterable<T>, key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

function wordnetShaper(db: BuildDatabase) {
  // A synset's examples illustrate its sense with any of its members ("countenance" and
  // "permit" share one): a sense carries only those that show its own word or a form of it,
  // which wordnet_examples already links to each entry (written before these answers).
  const examples = groupBy(
    db
      .prepare(
        `SELECT w.entry_id, x.synset_id, x.text FROM wordnet_examples w
         JOIN synset_examples x ON x.synset_id = w.synset_id AND x.seq = w.example_seq
         ORDER BY w.entry_id, x.synset_id, x.seq`,
      )
      .all() as { entry_id: number; synset_id: number; text: string }[],
    (row) => `${row.entry_id}:${row.synset_id}`,
  );
  const labels = groupBy(
    db
      .prepare(
        `SELECT p.synset_id, p.source_member, p.symbol, coalesce(f.form, e.lower) AS text
         FROM pointers p
         JOIN senses t ON t.synset_id = p.target_id AND t.member = 1
         JOIN entries e ON e.id = t.entry_id LEFT JOIN forms f ON f.id = t.form_id
         WHERE p.symbol IN (';u', ';r', ';c') ORDER BY p.synset_id, p.symbol, p.target_id`,
      )
      .all() as { synset_id: number; source_member: number; symbol: string; text: string }[],
    (row) => row.synset_id,
  );
  const members = groupBy(
    db
      .prepare(
        `SELECT s.synset_id, s.entry_id, coalesce(f.form, e.lower) AS word
         FROM senses s JOIN entries e ON e.id = s.entry_id LEFT JOIN forms f ON f.id = s.form_id
         ORDER BY s.synset_id, s.member`,
      )
      .all() as { synset_id: number; entry_id: number; word: string }[],
    (row) => row.synset_id,
  );

  // Each pointer of those types, with the words it leads to: a pointer between synsets (member 0)
  // leads to each member of its target; one between words, to that word, and only from its own
  // (car's sense "motorcar" has machine as a synonym, and machinist is machine's, not car's).
  const symbols = [...RELATION_OF_SYMBOL.keys()].map((symbol) => `'${symbol}'`).join(', ');
  const relations = groupBy(
    db
      .prepare(
        `SELECT p.synset_id, p.symbol, p.source_member, coalesce(f.form, e.lower) AS word
         FROM pointers p
         JOIN senses t ON t.synset_id = p.target_id AND (p.target_member = 0 OR t.member = p.target_member)
         JOIN entries e ON e.id = t.entry_id LEFT JOIN forms f ON f.id = t.form_id
         WHERE p.symbol IN (${symbols}) ORDER BY p.synset_id, p.target_id, t.member`,
      )
      .all() as { synset_id: number; symbol: string; source_member: number; word: string }[],
    (row) => row.synset_id,
  );
  /** A sense's related words by type, its own word and its synonyms left out, each type within its limit. */
  const relatedOf = (sense: SenseRow, synonyms: readonly string[]) => {
    const seen = new Set([sense.word.toLowerCase(), ...synonyms.map((word) => word.toLowerCase())]);
    const byRelation = new Map<SenseRelation, string[]>();
    for (const row of relations.get(sense.synset_id) ?? []) {
      if (row.source_member !== 0 && row.source_member !== sense.member) continue;
      const relation = RELATION_OF_SYMBOL.get(row.symbol);
      const key = row.word.toLowerCase();
      if (!relation || seen.has(key)) continue;
      const words = byRelation.get(relation) ?? [];
      if (words.length >= relation.limit) continue;
      seen.add(key);
      words.push(row.word);
      byRelation.set(relation, words);
    }
    return SENSE_RELATIONS.flatMap((relation) => {
      const words = byRelation.get(relation);
      return words ? [{ relationshipType: relation.relationshipType, words }] : [];
    });
  };

  return (sense: SenseRow) => {
    const senseLabels: { text: string; type: string }[] = [];
    for (const label of labels.get(sense.synset_id) ?? []) {
      if (label.source_member !== 0 && label.source_member !== sense.member) continue;
      const type = LABEL_TYPES[label.symbol] ?? 'usage';
      if (!senseLabels.some((l) => l.type === type && l.text === label.text)) senseLabels.push({ text: label.text, type });
    }
    // Whether the verb takes an object here, as the live service labels a sense ("transitive", grammar).
    const takesObject = transitivity(sense.frames, sense.member);
    if (takesObject) senseLabels.push({ text: takesObject, type: 'grammar' });
    // Who does it, to whom or what, and what may follow it ("with -ing"), from the same frames.
    for (const text of frameLabels(sense.frames, sense.member)) senseLabels.push({ text, type: 'grammar' });
    const synonyms = [
      ...new Set((members.get(sense.synset_id) ?? []).filter((m) => m.entry_id !== sense.entry_id).map((m) => m.word)),
    ].slice(0, SYNONYMS_PER_SENSE);
    const senseNumber = (sense.sort_key % 10000) + 1;
    return keptDefinition({
      id: `${synsetLabel(sense.synset_id, sense.pos)}-${senseNumber}`,
      word: sense.word,
      text: sense.definition,
      partOfSpeech: partOfSpeech(sense.pos),
      exampleUses: (examples.get(`${sense.entry_id}:${sense.synset_id}`) ?? []).map((example) => ({ text: example.text })),
      labels: senseLabels,
      relatedWords: [
        ...(synonyms.length ? [{ relationshipType: 'synonym' as const, words: synonyms }] : []),
        ...relatedOf(sense, synonyms),
      ],
      score: sense.tag_count,
    });
  };
}

export function writeDefinitionAnswers(db: BuildDatabase, gcide: ReadonlyMap<number, readonly KeptDefinition[]>, progress: Progress): void {
  const shape = wordnetShaper(db);
  const wordnet = new Map<number, KeptDefinition[]>();
  const senses = db.prepare(
    `SELECT s.entry_id, s.sort_key, s.synset_id, s.member, coalesce(f.form, e.lower) AS word, y.pos, y.definition, y.frames, s.tag_count
     FROM senses s JOIN entries e ON e.id = s.entry_id JOIN synsets y ON y.id = s.synset_id
     LEFT JOIN forms f ON f.id = s.form_id
     ORDER BY s.entry_id, s.sort_key`,
  );
  for (const sense of senses.iterate() as IterableIterator<SenseRow>) {
    const list = wordnet.get(sense.entry_id);
    if (list) list.push(shape(sense));
    else wordnet.set(sense.entry_id, [shape(sense)]);
  }
  const insert = db.prepare('INSERT INTO definition_answers (entry_id, gcide, wordnet) VALUES (?, ?, ?)');
  const ids = [...new Set([...wordnet.keys(), ...gcide.keys()])].sort((a, b) => a - b);
  const stored = (list: readonly KeptDefinition[] | undefined) => (list?.length ? storedDefinitions(list) : null);
  db.transaction(() => {
    for (const id of ids) insert.run(id, stored(gcide.get(id)), stored(wordnet.get(id)));
  })();
  progress.counts.definitionAnswers = ids.length;
  progress.lap(`definition answers: ${ids.length} entries`);
}
