/** The committed table of words read as nouns before a noun is what the generator makes from the Brown corpus's tags. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTIVE_NOUNS_FILE, attributiveNouns, attributiveNounsModule } from '../../../../scripts/attributive-nouns';

describe('the words Brown tags as nouns before a noun', () => {
  it('are what scripts/attributive-nouns.ts makes (run it again after changing its rule or the package)', async () => {
    expect(readFileSync(ATTRIBUTIVE_NOUNS_FILE, 'utf8')).toBe(await attributiveNounsModule());
  });

  it('hold what walls, gates and gardens are of, and no adjective met there', () => {
    const words = attributiveNouns();
    for (const noun of ['stone', 'iron', 'rose', 'paper', 'kitchen']) expect(words).toContain(noun);
    for (const adjective of ['light', 'left', 'square', 'old', 'favorite']) expect(words).not.toContain(adjective);
  });
});
