/** A regular past's shape, which an -eed word has only where it is a verb's in -ee. */
import { describe, expect, it } from 'vitest';
import { hasPastShape, looksLikePast } from '../../../../lib/shared/text/word-classes';

describe('hasPastShape', () => {
  it.each(['rested', 'opened', 'agreed', 'freed', 'guaranteed', 'decreed'])('%s has it', (word) => {
    expect(hasPastShape(word)).toBe(true);
  });

  it.each(['speed', 'need', 'seed', 'indeed', 'proceed', 'bed', 'red'])('%s has not', (word) => {
    expect(hasPastShape(word)).toBe(false);
  });

  it('leaves irregular pasts to looksLikePast', () => {
    expect(hasPastShape('fell')).toBe(false);
    expect(looksLikePast('fell')).toBe(true);
  });
});
