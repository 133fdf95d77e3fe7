/**
 * How a W4 definition is kept in the word database (`definition_answers`) and how it becomes
 * the interface's JSON again. The build writes the JSON of what differs from sense to sense
 * once; the store picks, orders and numbers the senses and joins the pieces with what is the
 * same for a whole dictionary, so an answer is neither parsed nor serialized on the way out.
 */
import type { RelationshipType } from '../../lib/shared/api/index.ts';
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
  /** The sense's related words by type (WordNet: the other members of its synset as synonyms, and more). */
  relatedWords?: { relationshipType: RelationshipType; words: string[] }[];
  /** WordNet: how often its semantic concordance tagged the sense (what the senses' order is by); W4's `score`. */
  score?: number;
  /** GCIDE: how its article says the word, in Webster's letters (server/data/build/gcide-spoken.ts). */
  textProns?: { raw: string; rawType: string }[];
}

/** Leaves out what is empty: most senses have no labels, notes or quotations. */
export function keptDefinition(definition: KeptDefinition): KeptDefinition {
  const kept: KeptDefinition = { id: definition.id, word: definition.word, text: definition.text };
  if (definition.partOfSpeech) kept.partOfSpeech = definition.partOfSpeech;
  if (definition.score) kept.score = definition.score;
  for (const key of ['labels', 'exampleUses', 'citations', 'notes', 'relatedWords', 'textProns'] as const) {
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
 * what the question decides (the number, whether related words travel) is added when it is sent.
 * Only what choosing needs is read at once; the rest of a record is split if it is sent.
 */
export interface StoredDefinition {
  /** The headword as the sense spells it. */
  word: string;
  partOfSpeech: string;
  /** The record from its third field on: which lists are empty, the related words, and the open JSON object. */
  rest: string;
}

/** The lists a definition sends, each as a member of its JSON: in the stored object when it has items, else added empty. */
const LISTS = ['exampleUses', 'labels', 'citations', 'notes', 'textProns'] as const;

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

/**
 * Which of a definition's lists are empty, stored as one character: `@` plus one bit a list
 * (`@` to `_`, printable all). What an answer adds after the stored object is then one
 * prepared piece for each dictionary and character (`SENT_AFTER`), not a piece for each list.
 */
const EMPTY_LISTS_BASE = '@'.charCodeAt(0);

/** Whether a spelling is all lowercase (`dog`, not `Dog` or `DNA`). */
export const isLowercase = (word: string) => word === word.toLowerCase();

/**
 * A dictionary's definitions of one entry as the build stores them (`definition_answers`):
 * after the lowercase mark, each definition as word, part of speech, empty lists, related words
 * (the JSON of `relatedWords`, or nothing), and its JSON object left open: `{"id":…,"word":…,"text":…,"score":…` and
 * the lists that have items.
 */
export function storedDefinitions(definitions: readonly KeptDefinition[]): string {
  const mark = definitions.every((kept) => isLowercase(kept.word)) ? ALL_LOWERCASE : SOME_CAPITALIZED;
  const records = definitions.map((kept) => {
    let empty = 0;
    const lists: Partial<Record<(typeof LISTS)[number], unknown>> = {};
    LISTS.forEach((name, bit) => {
      if (kept[name]?.length) lists[name] = kept[name];
      else empty |= 1 << bit;
    });
    const open = JSON.stringify({
      id: kept.id,
      word: kept.word,
      text: kept.text,
      ...(kept.partOfSpeech ? { partOfSpeech: kept.partOfSpeech } : {}),
      score: kept.score ?? 0,
      ...lists,
    }).slice(0, -1);
    const related = kept.relatedWords?.length ? JSON.stringify(kept.relatedWords) : '';
    return [kept.word, kept.partOfSpeech ?? '', String.fromCharCode(EMPTY_LISTS_BASE + empty), related, open].join(FIELD);
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

/**
 * What follows a stored object's number when it is sent, for each dictionary and each letter of
 * empty lists: its dictionary, attribution and empty lists, up to the related words' value.
 */
const SENT_AFTER = Object.fromEntries(
  DEFINITION_DICTIONARIES.map((dictionary) => [
    dictionary,
    Array.from({ length: 1 << LISTS.length }, (_, empty) => {
      const emptyLists = LISTS.filter((_name, bit) => empty & (1 << bit)).map((name) => `"${name}":[],`);
      return `","sourceDictionary":"${dictionary}",${ATTRIBUTION_JSON[dictionary]},${emptyLists.join('')}"relatedWords":`;
    }),
  ]),
) as Record<DefinitionDictionary, string[]>;

/** A stored definition as the interface sends it: numbered, attributed, every list present. */
export function definitionJson(
  stored: StoredDefinition,
  dictionary: DefinitionDictionary,
  sequence: number,
  includeRelated: boolean,
): string {
  const parts: string[] = [];
  pushDefinitionJson(parts, stored, dictionary, sequence, includeRelated);
  return parts.join('');
}

/**
 * Appends the pieces of `definitionJson` to `parts`, a few a definition: a whole answer's
 * pieces are then joined once, in one copy.
 */
export function pushDefinitionJson(
  parts: string[],
  stored: StoredDefinition,
  dictionary: DefinitionDictionary,
  sequence: number,
  includeRelated: boolean,
): void {
  const { rest } = stored;
  const empty = rest.charCodeAt(0) - EMPTY_LISTS_BASE;
  const afterRelated = rest.indexOf(FIELD, 2);
  const number = String(sequence);
  parts.push(rest.slice(afterRelated + 1), ',"sequence":"', number, '","seqString":"', number, SENT_AFTER[dictionary][empty] ?? '');
  parts.push(includeRelated && afterRelated > 2 ? rest.slice(2, afterRelated) : '[]', '}');
}
