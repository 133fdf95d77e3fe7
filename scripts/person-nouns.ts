/**
 * Writes lib/shared/english/person-nouns.ts: the nouns WordNet's concordance met mostly as
 * people (half their tagged uses as nouns or more, and twice at least, in noun.person), from the
 * tag counts of their senses (scripts/tagged-words.ts). The sense ranker reads a verb's subject
 * or object by them: "the old man slept" wants a sense of people, "the rope tightened" one of
 * things (lib/shared/senses/verb-frames.ts). A test fails when the committed table differs from
 * what this makes.
 *
 *   npx tsx scripts/person-nouns.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { wordsMostlyTagged, wordTableModule } from './tagged-words';
import { PROJECT_ROOT } from '../dev/paths';

export const PERSON_NOUNS_FILE = join(PROJECT_ROOT, 'lib/shared/english/person-nouns.ts');

/** How many of a noun's tagged uses must be a person's, and how many uses it must have at least. */
const SHARE = 0.5;
const AT_LEAST = 2;
/** WordNet's lexicographer file of people (noun.person). */
const PEOPLE = '18';

/** The nouns, alphabetically: one word of letters each. */
export function personNouns(): string[] {
  return wordsMostlyTagged({
    counts: ({ type }) => type === '1',
    matches: ({ lexFile }) => lexFile === PEOPLE,
    share: SHARE,
    atLeast: AT_LEAST,
  });
}

/** The generated module's text. */
export function personNounsModule(): Promise<string> {
  return wordTableModule(
    PERSON_NOUNS_FILE,
    'scripts/person-nouns.ts',
    `The nouns WordNet's concordance met mostly as people (${SHARE * 100}% of their tagged uses as nouns or\n * more, ${AT_LEAST} at least)`,
    'PERSON_NOUNS',
    personNouns(),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(PERSON_NOUNS_FILE, await personNounsModule());
  console.log(`${personNouns().length} words`);
}
