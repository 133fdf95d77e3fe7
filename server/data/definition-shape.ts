/**
 * How a W4 definition is kept in the word database (`definition_answers`) and how it becomes
 * the interface's JSON again. The build writes the JSON of what differs from sense to sense
 * once; the store picks, orders and numbers the senses and joins the pieces with what is the
 * same for a whole dictionary, so an answer is neither parsed nor serialized on the way out.
 */
import { SOURCES } from './attribution.ts';

/** The dictionaries a word database can have definitions from, by their name in answers. */
export const DEFINITION_DICTIONARIES = [
  'gcide',
  'wordnet',
] as const satisfies readonly (typeof SOURCES)[keyof typeof SOURCES]['sourceDictionary'][];
export type DefinitionDictionary = (typeof DEFINITION_DICTIONARIES)[number];

export interface KeptDefinition {
  id: string;
  /** The headword as this sense spells it (`dog`, `Einstein`). */
  word: string;
  text: string;
  partOfSpeech?: string;
  labels?: { text: string; type: string }[];
  exampleUses?: { text: string }[];
  /** Quotations, with their authors as `source`. */
  citations?: { cite: string; source: string }[];
  notes?: { value: string; noteType: string; appliesTo: string[]; pos: number }[];
  /** The other words of the sense (WordNet: the other members of its synset). */
  synonyms?: string[];
  /** WordNet: how often its semantic concordance tagged the sense (what the senses' order is by); W4's `score`. */
  score?: number;
}

/** Leaves out what is empty: most senses have no labels, notes or quotations. */
export function keptDefinition(definition: KeptDefinition): KeptDefinition {
  const kept: KeptDefinition = { id: definition.id, word: definition.word, text: definition.text };
  if (definition.partOfSpeech) kept.partOfSpeech = definition.partOfSpeech;
  if (definition.score) kept.score = definition.score;
  for (const key of ['labels', 'exampleUses', 'citations', 'notes', 'synonyms'] as const) {
    const list = definition[key];
    if (list?.length) (kept as unknown as Record<string, unknown>)[key] = list;
  }
  return kept;
}

/** Each dictionary's attribution, as the JSON members every one of its definitions carries. */
const ATTRIBUTION_JSON = {
  gcide: attributionJson(SOURCES.gcide),
  wordnet: attributionJson(SOURCES.wordnet),
} as const satisfies Record<DefinitionDictionary, string>;

function attributionJson(source: { attributionText: string; attributionUrl: string }): string {
  return JSON.stringify({ attributionText: source.attributionText, attributionUrl: source.attributionUrl }).slice(1, -1);
}

/**
 * One definition as stored: the JSON of what differs from sense to sense, written once at
 * build time; what is the same for a whole dictionary (its name, attribution, empty lists) and
 * what the question decides (the number, whether synonyms travel) is added when it is sent.
 * Only what choosing needs is read at once; the rest of a record is split if it is sent.
 */
export interface StoredDefinition {
  /** The headword as the sense spells it. */
  word: string;
  partOfSpeech: string;
  /** The record, from its JSON parts on: head, score and the lists. */
  rest: string;
}

const LISTS = ['exampleUses', 'labels', 'citations', 'notes', 'synonyms'] as const;

/*
 * Stored definitions are joined by RECORD and their fields by FIELD: control characters that
 * JSON text never holds unescaped, so splitting needs no parsing.
 */
const RECORD = '\u001e';
const FIELD = '\u001f';

/*
 * A stored list starts with one mark: whether every sense spells its headword in lowercase, so
 * that a lowercase question (which puts lowercase senses first) need not read every sense to know.
 */
const ALL_LOWERCASE = 'l';
const SOME_CAPITALIZED = 'c';

/** Whether a spelling is all lowercase (`dog`, not `Dog` or `DNA`). */
export const isLowercase = (word: string) => word === word.toLowerCase();

/** A dictionary's definitions of one entry as the build stores them (`definition_answers`). */
export function storedDefinitions(definitions: readonly KeptDefinition[]): string {
  const mark = definitions.every((kept) => isLowercase(kept.word)) ? ALL_LOWERCASE : SOME_CAPITALIZED;
  const records = definitions.map((kept) => {
    // `{"id":…,"word":…,"text":…[,"partOfSpeech":…]`, left open for the rest.
    const head = JSON.stringify({
      id: kept.id,
      word: kept.word,
      text: kept.text,
      ...(kept.partOfSpeech ? { partOfSpeech: kept.partOfSpeech } : {}),
    }).slice(0, -1);
    const lists = LISTS.map((name) => (kept[name]?.length ? JSON.stringify(kept[name]) : ''));
    return [kept.word, kept.partOfSpeech ?? '', head, String(kept.score ?? 0), ...lists].join(FIELD);
  });
  return mark + records.join(RECORD);
}

/** Whether every stored sense spells its headword in lowercase (`stored`: the column's text). */
export function storedAllLowercase(stored: string): boolean {
  return stored.startsWith(ALL_LOWERCASE);
}

/**
 * The stored definitions in the dictionary's order, one at a time, until `visit` answers false.
 * Each sense's fields are slices of the column's text (V8 does not copy them), found by the
 * marks between them: an answer that stops early never splits the senses after it. (The column
 * read as text costs less than read as bytes and decoded sense by sense: SQLite copies a BLOB
 * cast, and Node allocates a Buffer for it outside the JavaScript heap.)
 */
export function eachStoredDefinition(stored: string, visit: (definition: StoredDefinition) => boolean): void {
  let start = 1;
  while (start < stored.length) {
    let end = stored.indexOf(RECORD, start);
    if (end < 0) end = stored.length;
    // Every record has its word, part of speech, head and score fields, so both marks are in it.
    const afterWord = stored.indexOf(FIELD, start);
    const afterPartOfSpeech = stored.indexOf(FIELD, afterWord + 1);
    const definition = {
      word: stored.slice(start, afterWord),
      partOfSpeech: stored.slice(afterWord + 1, afterPartOfSpeech),
      rest: stored.slice(afterPartOfSpeech + 1, end),
    };
    if (!visit(definition)) return;
    start = end + 1;
  }
}

/** The stored definitions again, in the dictionary's order. */
export function readStoredDefinitions(stored: string): StoredDefinition[] {
  const all: StoredDefinition[] = [];
  eachStoredDefinition(stored, (definition) => all.push(definition) > 0);
  return all;
}

/** A stored definition as the interface sends it: numbered, attributed, every list present. */
export function definitionJson(
  stored: StoredDefinition,
  dictionary: DefinitionDictionary,
  sequence: number,
  includeRelated: boolean,
): string {
  const [head = '', score = '0', exampleUses, labels, citations, notes, synonyms] = stored.rest.split(FIELD);
  const related = includeRelated && synonyms ? `[{"relationshipType":"synonym","words":${synonyms}}]` : '[]';
  return (
    `${head},"sourceDictionary":"${dictionary}","sequence":"${sequence}","seqString":"${sequence}",` +
    `"score":${score},${ATTRIBUTION_JSON[dictionary]},"exampleUses":${exampleUses || '[]'},` +
    `"labels":${labels || '[]'},"citations":${citations || '[]'},"notes":${notes || '[]'},` +
    `"textProns":[],"relatedWords":${related}}`
  );
}
