/** An adjective's adverb in -ly, told from a noun that ends so. */
import { describe, expect, it } from 'vitest';
import { isAdverbInLy } from '../../../../lib/shared/text/word-classes';

describe('isAdverbInLy', () => {
  it.each(['quickly', 'happily', 'carefully', 'gently', 'nervously'])('%s is an adjective’s adverb', (word) => {
    expect(isAdverbInLy(word)).toBe(true);
  });
  it.each(['family', 'ally', 'supply', 'belly', 'fly', 'quick'])('%s is not', (word) => {
    expect(isAdverbInLy(word)).toBe(false);
  });
});
