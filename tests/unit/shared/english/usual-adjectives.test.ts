/** The committed table of words mostly met as adjectives is what the generator makes from WordNet's tag counts. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { USUAL_ADJECTIVES_FILE, usualAdjectives, usualAdjectivesModule } from '../../../../scripts/usual-adjectives';

describe('the words mostly met as adjectives', () => {
  it('are what scripts/usual-adjectives.ts makes (run it again after changing its rule or the package)', async () => {
    expect(readFileSync(USUAL_ADJECTIVES_FILE, 'utf8')).toBe(await usualAdjectivesModule());
  });

  it('hold the adjectives a reader meets before a noun, and no word mostly a noun or a verb', () => {
    const words = usualAdjectives();
    for (const adjective of ['lucky', 'bad', 'old', 'terrible', 'gray']) expect(words).toContain(adjective);
    for (const other of ['boy', 'light', 'open', 'left', 'run']) expect(words).not.toContain(other);
  });
});
