/**
 * Which reading the bubble shows for each sense of a word with two readings or more
 * (lib/background/lookup/reading-for-sense.ts), over the word database with the full GCIDE
 * (bench/support/sense-cases.ts builds it once): every word with two CMUdict readings or more,
 * each of its senses leading in turn, with Webster's respellings as the server serves them
 * (`textProns`) and without them (the part of speech's rule alone, as before the respellings
 * were served, and as on the live service). Printed: how many words and senses the respellings
 * change, which words, and each sense's reading for some words read two ways.
 *
 *   npm run bench:readings
 *   npm run bench:readings -- lead bass wind   those words' senses, each with the reading it shows
 */
import Database from 'better-sqlite3';
import { readingsForSense } from '../lib/background/lookup/reading-for-sense';
import type { Definition, TextPron } from '../lib/shared/api';
import { EVAL_FILE, evalWordStore } from './support/sense-cases';

const store = await evalWordStore();
const asked = process.argv.slice(2).filter((word) => !word.startsWith('-'));
const shownWords = asked.length ? asked : ['lead', 'bass', 'tear', 'bow', 'desert', 'buffet', 'wind'];

/** A word's senses from both dictionaries, and its readings in IPA, as the server answers them. */
function wordOf(word: string) {
  const definitions = store.definitions(word, { dictionaries: ['wordnet', 'gcide'], includeRelated: true, limit: 60 }) as Definition[];
  const readings: TextPron[] = store.pronunciations(word).map((pron) => ({ raw: pron.ipa, rawType: 'IPA', attributionText: 'CMUdict' }));
  return { definitions, readings };
}

/** The reading shown with each sense leading, the others after it in the dictionaries' order. */
const shownWith = (readings: readonly TextPron[], definitions: readonly Definition[]) =>
  definitions.map((definition) => readingsForSense(readings, [definition, ...definitions])[0]?.raw);

const db = new Database(EVAL_FILE, { readonly: true });
const lowers = db
  .prepare('SELECT e.lower FROM entries e JOIN pronunciations p ON p.entry_id = e.id GROUP BY e.id HAVING count(*) > 1')
  .pluck()
  .all() as string[];
db.close();

let words = 0;
let senses = 0;
let sensesChanged = 0;
const wordsChanged: string[] = [];
for (const word of lowers) {
  const { definitions, readings } = wordOf(word);
  if (!definitions.length || readings.length < 2) continue;
  words++;
  const unsaid = definitions.map(({ textProns: _said, ...definition }) => definition);
  const [now, before] = [shownWith(readings, definitions), shownWith(readings, unsaid)];
  const changed = now.filter((reading, i) => reading !== before[i]).length;
  senses += definitions.length;
  sensesChanged += changed;
  if (changed) wordsChanged.push(word);
}
console.log(
  `Words with two readings or more: ${words} (${senses} senses). Webster's respellings change the reading shown for ` +
    `${sensesChanged} senses of ${wordsChanged.length} words:\n  ${wordsChanged.join(' ')}`,
);

for (const word of shownWords) {
  const { definitions, readings } = wordOf(word);
  console.log(`\n${word}: ${readings.map((reading) => reading.raw).join(', ')}`);
  const seen = new Set<string>();
  shownWith(readings, definitions).forEach((reading, i) => {
    const definition = definitions[i];
    const said = definition?.textProns?.[0]?.raw ?? '';
    const line = `  ${(reading ?? '').padEnd(10)} ${`${definition?.sourceDictionary} ${definition?.partOfSpeech} ${said}`.padEnd(36)} ${definition?.text?.replace(/<[^>]*>/g, '').slice(0, 60)}`;
    const key = `${reading} ${definition?.sourceDictionary} ${definition?.partOfSpeech} ${said}`;
    if (!seen.has(key)) console.log(line);
    seen.add(key);
  });
}
