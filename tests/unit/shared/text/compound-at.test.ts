/** The compound of two words a word may stand in, as the lookup guesses it. */
import { describe, expect, it } from 'vitest';
import { compoundAt } from '../../../../lib/shared/text/compound-at';

const at = (sentence: string, word: string) => ({ sentence, start: sentence.indexOf(word) });

describe('compoundAt', () => {
  it.each([
    ['Click the left mouse button.', 'mouse', 'mouse button'],
    ['He taught at a high school in town.', 'school', 'high school'],
    ['The market price of corn fell.', 'price', 'market price'],
    ['Sugar cane grows here.', 'Sugar', 'sugar cane'],
  ])('%s: "%s" may stand in %s', (sentence, word, compound) => {
    expect(compoundAt(word, at(sentence, word))).toBe(compound);
  });

  it.each([
    // A grammar word, a name, an adverb or a past beside it; a comma between; nothing around.
    ['The mouse is under the chair.', 'mouse'],
    ['He went to New York.', 'York'],
    ['The price, they said, fell.', 'price'],
    ['The key opened the door.', 'key'],
    ['She spoke softly.', 'spoke'],
    ['Mouse.', 'Mouse'],
  ])('%s: "%s" stands in none', (sentence, word) => {
    expect(compoundAt(word, at(sentence, word))).toBeUndefined();
  });
});
