/**
 * How Glossa reads English has one home, lib/shared/english: no second table of the same fact
 * grows anywhere else in the source (the extension, the server, the scripts). Each fact is
 * known by a signature its table cannot do without; a file outside the home that shows one
 * fails here, with the fact it copies.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IRREGULAR_FORMS } from '../../../lib/shared/english/irregular-forms';

const root = resolve(import.meta.dirname, '..', '..', '..');
const HOME = 'lib/shared/english/';

/** The source files outside the home: the extension's, the server's and the tools'. */
const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /^(?:lib|entrypoints|components|server|scripts|bench|dev|modules)\/.*\.(?:ts|tsx|js|mjs)$/.test(file))
  .filter((file) => !file.startsWith(HOME));

/** Irregular forms and their bases, "form base" ("went go", "geese goose"), as the table pairs them. */
const IRREGULAR_PAIRS = new Set(Object.values(IRREGULAR_FORMS).flatMap((group) => group.split('|')));

/**
 * How many irregular forms stand right beside their base, either way round ("go went gone", "geese: 'goose'"), as a table of
 * them sets them. A few are no table: a list of words that say nothing holds "get got" and "say said".
 */
function irregularPairsIn(text: string): number {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  const found = new Set<string>();
  for (let i = 1; i < words.length; i++) {
    const [one, other] = [words[i - 1] ?? '', words[i] ?? ''];
    if (IRREGULAR_PAIRS.has(`${one} ${other}`)) found.add(`${one} ${other}`);
    if (IRREGULAR_PAIRS.has(`${other} ${one}`)) found.add(`${other} ${one}`);
  }
  return found.size;
}

/** Each fact with the signature of a table of it. */
const FACTS: { fact: string; copies: (text: string) => boolean }[] = [
  { fact: 'abbreviations that end no sentence (abbreviations.ts)', copies: (text) => /\b(?:Lieut|Capt|Messrs)\b/i.test(text) },
  { fact: "irregular forms (WordNet's, irregular-forms.ts)", copies: (text) => irregularPairsIn(text) >= 8 },
  { fact: "morphy's detachment rules (inflection.ts)", copies: (text) => /['"]ches['"]\s*,\s*['"]ch['"]/.test(text) },
  {
    fact: 'grammar words by class (grammar-words.ts)',
    copies: (text) => /\bam is are was were\b|\bwill would can could shall should\b|\bhas have had having\b/.test(text),
  },
  {
    fact: 'letters as read: ligatures, the long s, æ and œ (letters.ts)',
    copies: (text) => /\\uFB00|\\u017F|[ﬀﬁﬂ]-|æ['"]?\s*[:,]\s*['"]ae|\/æ\/|\/\[æ/.test(text),
  },
];

describe('how English is read has one home', () => {
  it('finds source files to look through', () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.some((file) => file.startsWith('server/'))).toBe(true);
  });

  it('knows a table of each fact when it sees one', () => {
    expect(FACTS[0]?.copies("const TITLES = ['mr', 'capt', 'lieut'];")).toBe(true);
    expect(
      FACTS[1]?.copies(
        'arise arose arisen|begin began begun|go went gone|slay slew slain|swim swam swum|drink drank drunk|child children|goose geese|mouse mice',
      ),
    ).toBe(true);
    expect(FACTS[1]?.copies('"went" is the past tense of "go", "geese" the plural of "goose"')).toBe(false);
    expect(FACTS[3]?.copies("const BE = new Set('am is are was were be been being'.split(' '));")).toBe(true);
    expect(FACTS[4]?.copies("text.replace(/æ/g, 'ae')")).toBe(true);
  });

  it.each(FACTS)('no second table of $fact', ({ copies }) => {
    const copied = sources.filter((file) => copies(readFileSync(join(root, file), 'utf8')));
    expect(copied).toEqual([]);
  });
});
