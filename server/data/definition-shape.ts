/**
 * How a W4 definition is kept in the word database (`definition_answers`) and how it becomes
 * the interface's JSON again: the build keeps only what differs from sense to sense (no empty
 * lists, no attribution, which is the same for every sense of a dictionary), and the store
 * adds the rest when it answers. Shaped once at build time, so that a lookup parses one row.
 */
import { SOURCES } from './attribution.ts';

/** The dictionaries a word database can have definitions from, by their name in answers. */
export const DEFINITION_DICTIONARIES = ['gcide', 'wordnet'] as const satisfies readonly (typeof SOURCES)[keyof typeof SOURCES]['sourceDictionary'][];
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

const ATTRIBUTION = {
  gcide: { text: SOURCES.gcide.attributionText, url: SOURCES.gcide.attributionUrl },
  wordnet: { text: SOURCES.wordnet.attributionText, url: SOURCES.wordnet.attributionUrl },
} as const satisfies Record<DefinitionDictionary, { text: string; url: string }>;

/** A kept definition as the interface sends it: numbered, attributed, every list present. */
export function answeredDefinition(
  kept: KeptDefinition,
  dictionary: DefinitionDictionary,
  sequence: number,
  includeRelated: boolean,
) {
  return {
    id: kept.id,
    word: kept.word,
    text: kept.text,
    ...(kept.partOfSpeech ? { partOfSpeech: kept.partOfSpeech } : {}),
    sourceDictionary: dictionary,
    sequence: String(sequence),
    seqString: String(sequence),
    score: kept.score ?? 0,
    attributionText: ATTRIBUTION[dictionary].text,
    attributionUrl: ATTRIBUTION[dictionary].url,
    exampleUses: kept.exampleUses ?? [],
    labels: kept.labels ?? [],
    citations: kept.citations ?? [],
    notes: kept.notes ?? [],
    textProns: [],
    relatedWords: includeRelated && kept.synonyms ? [{ relationshipType: 'synonym', words: kept.synonyms }] : [],
  };
}
