/** Where a kept word stands in its sentence: what the review blanks and an Anki note sets in bold. */
import { describe, expect, it } from 'vitest';
import { holdsWord, splitAtWord } from '../../../../lib/shared/text/word-in-sentence';

describe('a word in its sentence', () => {
  it('finds the word or a regular form of it, whole, in any case', () => {
    expect(splitAtWord('Two herons stood still.', 'heron')).toEqual({ before: 'Two ', word: 'herons', after: ' stood still.' });
    expect(splitAtWord('Heron at dawn', 'heron')?.word).toBe('Heron');
    expect(splitAtWord('She carried it home.', 'carry')?.word).toBe('carried');
    expect(splitAtWord('It closed early.', 'close')?.word).toBe('closed');
    expect(splitAtWord('They stopped here.', 'stop')?.word).toBe('stopped');
  });

  it('finds an irregular form, a phrase and a part of a hyphenated word', () => {
    expect(splitAtWord('She went home.', 'go')).toEqual({ before: 'She ', word: 'went', after: ' home.' });
    expect(splitAtWord('A flock of geese rose.', 'goose')?.word).toBe('geese');
    expect(splitAtWord('He gave up smoking.', 'give up')?.word).toBe('gave up');
    expect(splitAtWord('Her pin-money was spent.', 'money')?.word).toBe('money');
    expect(splitAtWord('Her pin-money was spent.', 'pin-money')?.word).toBe('pin-money');
  });

  it('never marks a word inside another, and says so when the sentence does not hold it', () => {
    expect(splitAtWord('A catalogue of cats.', 'cat')?.word).toBe('cats');
    expect(splitAtWord('The scatter plot.', 'cat')).toBeUndefined();
    expect(splitAtWord('She went home.', 'come')).toBeUndefined();
    expect(splitAtWord('A (rare) word.', '(rare')).toEqual({ before: 'A ', word: '(rare', after: ') word.' });
  });
});

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
