/**
 * A word's definitions from each dictionary the database holds (WordNet always, GCIDE when it
 * was installed at build time), read as the answers the build shaped (build/definition-answers.ts):
 * one row per dictionary, already the interface's JSON. What depends on the question is done
 * here: lowercase senses first for a lowercase question, an inflection's part of speech first,
 * numbering, parts of speech, the limit, and whether each sense's synonyms travel with it.
 */
import {
  answeredDefinition,
  DEFINITION_DICTIONARIES,
  type DefinitionDictionary,
  type KeptDefinition,
} from '../../data/definition-shape.ts';
import type { DefinitionPartOfSpeech } from '../../data/synsets.ts';
import type { WordDatabase } from './db.ts';
import type { Entries } from './entries.ts';
import { partsOfSpeechFirst } from './sense-order.ts';

export type { DefinitionDictionary } from '../../data/definition-shape.ts';

export interface DefinitionOptions {
  /** The dictionaries to answer from, in the order their definitions are listed (WordNet when not said). */
  dictionaries?: readonly DefinitionDictionary[];
  partsOfSpeech?: readonly string[];
  limit?: number;
  /** Keep each sense's synonyms (`relatedWords`); otherwise it is sent empty. */
  includeRelated?: boolean;
  /** Parts of speech whose senses come first (a word asked as an inflection: went → go, the verb). */
  first?: readonly DefinitionPartOfSpeech[];
}

/** A wanted part of speech matches itself, and `verb` matches GCIDE's transitive and intransitive verbs. */
function partOfSpeechFilter(wanted: readonly string[] | undefined) {
  if (!wanted?.length) return () => true;
  const set = new Set(wanted);
  return (definition: KeptDefinition) => {
    const pos = definition.partOfSpeech ?? '';
    return set.has(pos) || (set.has('verb') && pos.startsWith('verb-'));
  };
}

export function definitionQueries(db: WordDatabase, entries: Entries) {
  const answers = db.prepare('SELECT gcide, wordnet FROM definition_answers WHERE entry_id = ?');
  const sources = new Set(db.prepare('SELECT source_dictionary FROM sources').pluck().all() as string[]);
  const dictionaries = DEFINITION_DICTIONARIES.filter((name) => sources.has(name));
  const served = new Set<string>(dictionaries);
  const read = (entryId: number) => answers.get(entryId) as Record<DefinitionDictionary, string | null> | undefined;

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
      return among.filter((name) => served.has(name) && stored?.[name]);
    },

    definitions(word: string, options: DefinitionOptions = {}) {
      const row = entries.find(word);
      const stored = row ? read(row.id) : undefined;
      if (!stored) return [];
      const wanted = partOfSpeechFilter(options.partsOfSpeech);
      const limit = options.limit === undefined ? Infinity : Math.max(0, options.limit);
      const chosen: ReturnType<typeof answeredDefinition>[] = [];
      for (const name of options.dictionaries ?? ['wordnet']) {
        if (chosen.length >= limit) break;
        const json = served.has(name) ? stored[name] : null;
        if (!json) continue;
        const all = partsOfSpeechFirst(lowercaseFirst(word, JSON.parse(json) as KeptDefinition[]), options.first);
        for (const [index, kept] of all.entries()) {
          if (chosen.length >= limit) break;
          // Numbered by place among the word's definitions of this dictionary, as the reader sees them.
          if (wanted(kept)) chosen.push(answeredDefinition(kept, name, index + 1, options.includeRelated ?? false));
        }
      }
      return chosen;
    },
  };
}

/**
 * A word asked for in lowercase ("be", "was" → be) means the common word first: its
 * lowercase senses come before those of a capitalized spelling (Be, beryllium's symbol; a
 * proper noun), each group in the dictionary's order. A capitalized question keeps that order.
 */
function lowercaseFirst(asked: string, definitions: KeptDefinition[]): KeptDefinition[] {
  if (asked !== asked.toLowerCase()) return definitions;
  const isLower = (definition: KeptDefinition) => definition.word === definition.word.toLowerCase();
  return [...definitions.filter(isLower), ...definitions.filter((definition) => !isLower(definition))];
}
