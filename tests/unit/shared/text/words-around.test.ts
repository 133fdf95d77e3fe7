/** The words beside a word in its sentence, as the grammar cues read them. */
import { describe, expect, it } from 'vitest';
import { closesFromTo, withoutAsides, wordAfter, wordBefore } from '../../../../lib/shared/text/words-around';

const at = (sentence: string, word: string) => ({ sentence, start: sentence.indexOf(word) });

describe('the words beside a word', () => {
  it('reads the words on either side of an aside in brackets as neighbours, every place kept', () => {
    const read = withoutAsides(at('It was a big (or large) barn.', 'big'));
    expect(wordAfter(read, 'big')).toBe('barn');
    expect(read.sentence).toHaveLength('It was a big (or large) barn.'.length);
    expect(wordBefore(withoutAsides(at('The index [2] lists words.', 'lists')))).toBe('index');
  });

  it('keeps an aside that holds the word, and a sentence without one as it was', () => {
    const inside = at('A barn (a big one) stood there.', 'big');
    expect(withoutAsides(inside)).toEqual(inside);
    expect(wordAfter(withoutAsides(inside), 'big')).toBe('one');
    const plain = at('A big barn.', 'big');
    expect(withoutAsides(plain)).toBe(plain);
  });

  it('tells "to" closing a "from" from an infinitive’s', () => {
    expect(closesFromTo(at('They were friends from cradle to grave.', 'grave'))).toBe(true);
    expect(closesFromTo(at('They went from door to door.', 'door.'))).toBe(true);
    expect(closesFromTo(at('It kept him from going to see her.', 'see'))).toBe(false);
    expect(closesFromTo(at('They wanted to see her.', 'see'))).toBe(false);
  });
});
