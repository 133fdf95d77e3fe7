/** Whether a sentence has a verb after a word, by the shapes a verb's forms take. */
import { describe, expect, it } from 'vitest';
import { noVerbAfter } from '../../../../lib/shared/text/verb-after';

const at = (sentence: string, word: string) => ({ sentence, start: sentence.indexOf(word) });

describe('noVerbAfter', () => {
  it('finds none where only nouns, prepositions and adjectives follow, in a sentence that ends as one does', () => {
    expect(noVerbAfter(at('The river runs through the valley.', 'runs'), 'runs')).toBe(true);
    expect(noVerbAfter(at('The fair opens on Saturday!', 'fair'), 'fair', 'opens')).toBe(true);
  });

  it('finds an auxiliary, a past in -ed or an irregular past after the word', () => {
    expect(noVerbAfter(at('The car parts in the box are new.', 'parts'), 'parts')).toBe(false);
    expect(noVerbAfter(at('The car parts in the box rattled.', 'parts'), 'parts')).toBe(false);
    expect(noVerbAfter(at('The car parts in the box fell.', 'parts'), 'parts')).toBe(false);
    expect(noVerbAfter(at('The fair prices in the shop will rise.', 'fair'), 'fair', 'prices')).toBe(false);
  });

  it('says nothing of a heading, which ends without a full stop', () => {
    expect(noVerbAfter(at('Car parts for sale', 'parts'), 'parts')).toBe(false);
  });
});
