/**
 * Read-only access to the word database (server/data/schema.ts). Every method answers with
 * plain data from the open sources and nothing else: a word the sources say nothing about
 * gets empty arrays or undefined, never a made-up value. The HTTP layer shapes these records
 * into the interface's JSON and adds attribution (see `sources()`).
 *
 * Words are looked up case-insensitively (WordNet's index is), after folding curly
 * apostrophes and runs of spaces: "Dog", "dog" and "DOG" are one entry. Each concern's
 * queries live in ./words/.
 */
import { SCHEMA_VERSION } from '../data/schema.ts';
import { canonicalQueries } from './words/canonical.ts';
import { corpusQueries } from './words/corpus.ts';
import { openWordDatabase } from './words/db.ts';
import { definitionQueries } from './words/definitions.ts';
import { entryFinder, entryQueries } from './words/entries.ts';
import { etymologyQueries } from './words/etymologies.ts';
import { exampleQueries } from './words/examples.ts';
import { provenanceQueries } from './words/provenance.ts';
import { pronunciationQueries } from './words/pronunciations.ts';
import { randomQueries } from './words/random.ts';
import { relatedQueries } from './words/related.ts';
import { schemaVersionOf } from './words/schema-version.ts';
import { searchQueries } from './words/search.ts';
import { suggestionQueries } from './words/suggestions.ts';
import { loadWordIndex } from './words/word-index.ts';
import { wordOfTheDayQueries } from './words/word-of-the-day.ts';

export type { DefinitionDictionary } from './words/definitions.ts';
export type { ExampleRecord } from './words/examples.ts';
export type { WordFilters } from './words/filters.ts';

/**
 * Refuses a word database of another build's layout (`SCHEMA_VERSION`), which this server's
 * queries would misread: each server is given a file built by its own version of Glossa (built
 * once, copied to every server), and says so plainly when it is not.
 */
export function checkWordDataVersion(file: string): void {
  const built = schemaVersionOf(file);
  if (built === String(SCHEMA_VERSION)) return;
  const what = built === '' ? 'says no layout (an unfinished or foreign file)' : `has layout ${built}`;
  throw new Error(
    `The word database ${file} ${what}, and this Glossa server reads layout ${SCHEMA_VERSION}: ` +
      'copy a word database built by this version of Glossa, or build one with "glossa-server build-data"',
  );
}

export function openWordStore(file: string) {
  const db = openWordDatabase(file);
  const index = loadWordIndex(db);
  const entries = entryFinder(index);
  return {
    ...entryQueries(entries),
    ...canonicalQueries(db, entries),
    ...definitionQueries(db, entries),
    ...etymologyQueries(db, entries),
    ...pronunciationQueries(db, entries),
    ...exampleQueries(db, entries),
    ...corpusQueries(db, entries),
    ...relatedQueries(db, entries),
    ...searchQueries(index),
    ...randomQueries(index),
    ...suggestionQueries(db, entries),
    ...wordOfTheDayQueries(db),
    ...provenanceQueries(db),

    /** Whether the word database is open (it stays open from start to close). */
    isOpen(): boolean {
      return db.open;
    },

    close(): void {
      db.close();
    },
  };
}

export type WordStore = ReturnType<typeof openWordStore>;
