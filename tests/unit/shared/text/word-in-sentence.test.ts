/** Where a kept word stands in its sentence: what the review blanks and an Anki note sets in bold. */
import { describe, expect, it } from 'vitest';
import { splitAtWord } from '../../../../lib/shared/text/word-in-sentence';

describe('a word in its sentence', () => {
  it('finds the word or a regular form of it, whole, in any case', () => {
    expect(splitAtWord('Two herons stood still.', 'heron')).toEqual({ before: 'Two ', word: 'herons', after: ' stood still.' });
    expect(splitAtWord('Heron at dawn', 'heron')?.word).toBe('Heron');
    expect(splitAtWord('She carried it home.', 'carry')?.word).toBe('carried');
    expect(splitAtWord('It closed early.', 'close')?.word).toBe('closed');
    expect(splitAtWord('They stopped here.', 'stop')?.word).toBe('stopped');
  });

  it('never marks a word inside another, and says so when the sentence does not hold it', () => {
    expect(splitAtWord('A catalogue of cats.', 'cat')?.word).toBe('cats');
    expect(splitAtWord('The scatter plot.', 'cat')).toBeUndefined();
    expect(splitAtWord('She went home.', 'go')).toBeUndefined();
    expect(splitAtWord('A (rare) word.', '(rare')).toEqual({ before: 'A ', word: '(rare', after: ') word.' });
  });
});
