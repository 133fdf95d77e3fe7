import { describe, expect, it } from 'vitest';
import { holdsWord } from '../../../../lib/shared/text/holds-word';

describe('whether an example shows its word', () => {
  it.each([
    ['the dog ran away', 'run'],
    ['a flock of geese', 'goose'],
    ['he gave up smoking', 'give up'],
    ['Her Countenance fell', 'countenance'],
    ['he would not countenance such conduct', 'countenance'],
    ['the pin-money was spent', 'pin-money'],
    ['she was happier then', 'happy'],
  ])('“%s” shows %s', (example, word) => {
    expect(holdsWord(example, word)).toBe(true);
  });

  it.each([
    ['She permitted her son to visit her estranged husband', 'countenance'],
    ['a kind of fish', 'fishery'],
    ['he gave it up', 'give up'],
  ])('“%s” does not show %s', (example, word) => {
    expect(holdsWord(example, word)).toBe(false);
  });
});
