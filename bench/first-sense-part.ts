/**
 * Whether the bubble's first sense is of the part of speech the word has where it was read, as
 * a reader meets the bubble: over a fixed, seeded sample of Brown corpus sentences (the tagger
 * bench's, bench/support/brown-targets.ts: one word each, tagged a noun, a verb, an adjective or
 * an adverb there, a word WordNet gives more than one part), each word is looked up the way the
 * background looks it up (lib/background/handlers/lookup.ts: the word as read, the lookup's
 * choice of what to ask, the ranked answer with its sentence's meanings), from the Glossa
 * server's own handlers over the evaluation's word database (the full GCIDE), with calls to
 * spare as on Glossa's server. A miss grammar should catch ("he noted" opening on an adjective)
 * shows here, where eval:senses, which hands the ranker each word's own senses, cannot see it. A
 * lookup that opens on a compound's sense ("cold war" for "the cold war") is counted apart.
 *
 *   npm run eval:first-part                     3,000 words, seed 7
 *   npm run eval:first-part -- --words 500 --seed 3 --show 10
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brownTargets } from './support/brown-targets';
import { evalWordStore } from './support/sense-cases';
import { PROJECT_ROOT } from '../dev/paths';
import { servedDefinitions, type DefinitionsAsked } from './support/served-definitions';
import { createLookup } from '../lib/background/lookup/lookup';
import { rankedAnswer, wordInSentence } from '../lib/background/lookup/ranked-answer';
import { wordAsRead } from '../lib/background/lookup/word-as-read';
import type { Gateway } from '../lib/background/gateway/gateway';
import type { ServiceKinds } from '../lib/background/lookup/service-kind';
import { family } from '../lib/shared/english/parts-of-speech';
import { READER_DEFINITION_ORDER } from '../lib/shared/settings/choices';
import { senseMeanings } from '../lib/shared/text/sense-meaning';
import { decodeTable } from '../lib/shared/text/word-vectors';

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const WORDS = option('words', 3000);
const SEED = option('seed', 7);
const SHOW = option('show', 5);

const store = await evalWordStore();
const table = decodeTable(readFileSync(join(PROJECT_ROOT, 'public', 'word-vectors.bin')));
const served = servedDefinitions(store);
const current = { settings: { sourceDictionaries: [...READER_DEFINITION_ORDER], voice: 'us' }, service: { baseUrl: 'bench' } };
/** The compounds the lookups asked for ("mouse button"), and how many a dictionary has. */
const compounds = { asked: 0, found: 0 };
/** The gateway the background's lookup calls, answering from the handlers: a definitions' 404 as the service's. */
const gateway = {
  current: () => current,
  call: async (operation: string, params: Record<string, unknown>) => {
    const answered = (status: number, data: unknown) => ({ status, data, stale: false, storedAt: 0, current });
    if (operation !== 'getDefinitions') return answered(200, []);
    const definitions = served(params as unknown as DefinitionsAsked);
    // A compound is asked as written, its plural found by the service (a verb's pair is asked as its headword).
    if (String(params.word).includes(' ') && params.useCanonical === true) {
      compounds.asked++;
      if (definitions?.length) compounds.found++;
    }
    return definitions ? answered(200, definitions) : answered(404, []);
  },
};
/** A Glossa server, heard from already: the lookup asks it for a compound the word stands in too ("mouse button"). */
const kinds = { creditor: async () => () => ({ name: 'Glossa', url: '' }), heard: async () => 'glossa' };
const lookup = createLookup(gateway as unknown as Gateway, kinds as unknown as ServiceKinds);
const rank = (word: string) => (table.vector(word) === undefined ? undefined : table.rank(word));

let right = 0;
let looked = 0;
let compoundFirst = 0;
const misses = new Map<string, string[]>();
for (const target of brownTargets(WORDS, SEED)) {
  const readIn = wordInSentence({ sentence: target.sentence, start: target.start }, target.word);
  const { word, part, partOfSpeech, name } = wordAsRead(readIn?.word ?? target.word, readIn);
  const answer = await lookup.lookup(word, partOfSpeech, {
    ...(part !== undefined && { part }),
    ...(name && { name }),
    ...(readIn && { readIn }),
    vocabulary: async () => rank,
  });
  if (!answer.found) continue;
  const meanings = senseMeanings(answer.definitions, target.sentence, answer.word, table);
  const first = rankedAnswer(answer, readIn, meanings).senses.groups[0];
  // A compound's sense first ("cold war" for "the cold war") is of the compound's part, not the word's: counted apart.
  if (first?.definitions[0]?.word?.includes(' ')) {
    compoundFirst++;
    continue;
  }
  const shown = family(first?.partOfSpeech ?? '') || 'none';
  looked++;
  if (shown === target.gold) right++;
  else {
    const key = `${target.gold} shown as ${shown}`;
    const at = target.start;
    misses.set(key, [
      ...(misses.get(key) ?? []),
      `${target.word} (${target.tag}): …${target.sentence.slice(Math.max(0, at - 50), at + 50)}…`,
    ]);
  }
}
const percent = (n: number) => `${((100 * n) / looked).toFixed(1)}%`;
const ofAll = (n: number) => `${((100 * n) / (looked + compoundFirst)).toFixed(1)}% of the lookups`;
console.log(
  `Brown's words looked up as the bubble does (${WORDS} sampled, seed ${SEED}; ${looked + compoundFirst} found, ` +
    `${compoundFirst} of them opening on a compound's sense, not counted below):`,
);
console.log(`  the first sense shown is of Brown's part of speech: ${right} (${percent(right)})`);
console.log(
  `  a compound the word stands in ("mouse button") asked for ${compounds.asked} (${ofAll(compounds.asked)}), ` +
    `a dictionary's for ${compounds.found} (${ofAll(compounds.found)}), its sense first for ${compoundFirst}`,
);
console.log(`Misses, by Brown's part and the part shown first:`);
for (const [key, cases] of [...misses].sort((a, b) => b[1].length - a[1].length)) {
  console.log(`  ${key}: ${cases.length} (${percent(cases.length)})`);
  for (const line of cases.slice(0, SHOW)) console.log(`      ${line}`);
}
