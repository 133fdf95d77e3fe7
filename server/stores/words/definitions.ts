/**
 * A word's definitions from each dictionary the database holds (WordNet always, GCIDE when it
 * was installed at build time), read as the answers the build shaped (build/definition-answers.ts):
 * one row per entry, each definition's JSON already written. What depends on the question is done
 * here: lowercase senses first for a lowercase question, an inflection's part of speech first,
 * numbering, parts of speech, the limit, and whether each sense's related words travel with it.
 */
import {
  DEFINITION_DICTIONARIES,
  eachStoredDefinition,
  isLowercase,
  pushDefinitionJson,
  readStoredDefinitions,
  storedAllLowercase,
  type DefinitionDictionary,
  type StoredDefinition,
} from '../../data/definition-shape.ts';
import type { OperationAnswer } from '../../../lib/shared/api/index.ts';
import type { DefinitionPartOfSpeech } from '../../data/synsets.ts';
import type { WordDatabase } from './db.ts';
import type { Entries } from './entries.ts';
import { partsOfSpeechFirst } from './sense-order.ts';

export type { DefinitionDictionary } from '../../data/definition-shape.ts';

/** A definition as W4 answers it (see definition-shape.ts). */
export type AnsweredDefinition = OperationAnswer<'getDefinitions'>[number];
export interface DefinitionOptions {
  /** The dictionaries to answer from, in the order their definitions are listed (WordNet when not said). */
  dictionaries?: readonly DefinitionDictionary[];
  partsOfSpeech?: readonly string[];
  limit?: number;
  /** Keep each sense's related words (`relatedWords`: synonyms, hypernyms, …); otherwise it is sent empty. */
  includeRelated?: boolean;
  /** Parts of speech whose senses come first (a word asked as an inflection: went → go, the verb). */
  first?: readonly DefinitionPartOfSpeech[];
}

/** A wanted part of speech matches itself, and `verb` matches GCIDE's transitive and intransitive verbs. */
function partOfSpeechFilter(wanted: readonly string[] | undefined) {
  if (!wanted?.length) return () => true;
  const set = new Set(wanted);
  return (definition: StoredDefinition) => {
    const pos = definition.partOfSpeech;
    return set.has(pos) || (set.has('verb') && pos.startsWith('verb-'));
  };
}

export function definitionQueries(db: WordDatabase, entries: Entries) {
  // Both dictionaries in one read (most answers list both), as text: a sense is split only
  // if the answer reaches it (see definition-shape.ts).
  const answers = db.prepare(`SELECT ${DEFINITION_DICTIONARIES.join(', ')} FROM definition_answers WHERE entry_id = ?`).raw(true);
  const sources = new Set(db.prepare('SELECT source_dictionary FROM sources').pluck().all() as string[]);
  const dictionaries = DEFINITION_DICTIONARIES.filter((name) => sources.has(name));
  const served = new Set<string>(dictionaries);
  /** The entry's stored senses, by dictionary. */
  const read = (entryId: number): Partial<Record<DefinitionDictionary, string>> => {
    const row = answers.get(entryId) as (string | null)[] | undefined;
    const stored: Partial<Record<DefinitionDictionary, string>> = {};
    DEFINITION_DICTIONARIES.forEach((name, column) => {
      const text = row?.[column];
      if (typeof text === 'string' && served.has(name)) stored[name] = text;
    });
    return stored;
  };

  /** The pieces of the JSON array of the definitions an answer lists, left open, and how many it lists. */
  function chosenJson(word: string, options: DefinitionOptions): { parts: string[]; count: number } {
    const parts = ['['];
    let count = 0;
    const row = entries.find(word);
    if (!row) return { parts, count };
    const wanted = partOfSpeechFilter(options.partsOfSpeech);
    const limit = options.limit === undefined ? Infinity : Math.max(0, options.limit);
    const includeRelated = options.includeRelated ?? false;
    const stored = read(row.id);
    for (const name of options.dictionaries ?? ['wordnet']) {
      if (count >= limit) break;
      const text = stored[name];
      if (text === undefined) continue;
      // Numbered by place among the word's definitions of this dictionary, as the reader sees them.
      let place = 0;
      const take = (definition: StoredDefinition) => {
        place++;
        if (wanted(definition)) {
          if (count++ > 0) parts.push(',');
          pushDefinitionJson(parts, definition, name, place, includeRelated);
        }
        return count < limit;
      };
      const reordered = Boolean(options.first?.length) || (isLowercase(word) && !storedAllLowercase(text));
      if (!reordered) eachStoredDefinition(text, take);
      else partsOfSpeechFirst(lowercaseFirst(word, readStoredDefinitions(text)), options.first).every(take);
    }
    return { parts, count };
  }

  /** W4's answer as the JSON it is sent as, or undefined when nothing matches. */
  function definitionsJson(word: string, options: DefinitionOptions = {}): string | undefined {
    const { parts, count } = chosenJson(word, options);
    if (!count) return undefined;
    parts.push(']');
    return parts.join('');
  }

  return {
    /** The dictionaries this database has definitions from, in the interface's default order. */
    definitionDictionaries(): readonly DefinitionDictionary[] {
      return dictionaries;
    },

    /** Which of these dictionaries define the word (for "the first that has definitions"). */
    definingDictionaries(word: string, among: readonly DefinitionDictionary[]): DefinitionDictionary[] {
      const row = entries.find(word);
      if (!row) return [];
      const stored = read(row.id);
      return among.filter((name) => stored[name] !== undefined);
    },

    definitionsJson,

    definitions(word: string, options: DefinitionOptions = {}): AnsweredDefinition[] {
      const json = definitionsJson(word, options);
      return json ? (JSON.parse(json) as AnsweredDefinition[]) : [];
    },
  };
}

/**
 * A word asked for in lowercase ("be", "was" → be) means the common word first: its
 * lowercase senses come before those of a capitalized spelling (Be, beryllium's symbol; a
 * proper noun), each group in the dictionary's order. A capitalized question keeps that order.
 */
function lowercaseFirst(asked: string, definitions: StoredDefinition[]): StoredDefinition[] {
  if (!isLowercase(asked)) return definitions;
  const isLower = (definition: StoredDefinition) => isLowercase(definition.word);
  return [...definitions.filter(isLower), ...definitions.filter((definition) => !isLower(definition))];
}
