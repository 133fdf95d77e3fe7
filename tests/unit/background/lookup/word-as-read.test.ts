/** The word a page sent, read in its sentence: which entry to ask, and which part of speech the sentence makes plain. */
import { describe, expect, it } from 'vitest';
import { wordAsRead } from '../../../../lib/background/lookup/word-as-read';

const at = (sentence: string, word: string) => ({ sentence, start: sentence.indexOf(word) });

describe('a word read in its sentence', () => {
  it('is asked as shown when it was read in no sentence (the popup, a synonym followed)', () => {
    expect(wordAsRead('Running', undefined)).toEqual({ word: 'Running' });
  });

  it('drops a capital that only opens the sentence, and keeps one inside it', () => {
    expect(wordAsRead('Running', at('Running is good for you.', 'Running')).word).toBe('running');
    expect(wordAsRead('Turkey', at('They flew to Turkey in May.', 'Turkey')).word).toBe('Turkey');
  });

  it('reads the part of a hyphenated compound as the compound, the part kept to ask if the compound is no entry', () => {
    const sentence = 'What pin-money, what jewels you will have!';
    expect(wordAsRead('money', { sentence, start: sentence.indexOf('money') })).toMatchObject({ word: 'pin-money', part: 'money' });
    expect(wordAsRead('pin-money', at(sentence, 'pin-money'))).toEqual({ word: 'pin-money' });
  });

  it('reads a name of the page as a noun, to be asked as written: "Mrs. Rose" is no past of rise', () => {
    expect(wordAsRead('Rose', at('Mrs. Rose Maylie took the boy in.', 'Rose'))).toEqual({ word: 'Rose', partOfSpeech: 'noun', name: true });
    // Opening its sentence, where the page names it so inside another: the capital kept.
    const opening = { ...at('Grace opened the window.', 'Grace'), around: 'The room was cold, said Grace.' };
    expect(wordAsRead('Grace', opening)).toEqual({ word: 'Grace', partOfSpeech: 'noun', name: true });
  });

  it('says the part of speech the words before it make plain', () => {
    expect(wordAsRead('run', at('They run every morning.', 'run')).partOfSpeech).toBe('verb');
    expect(wordAsRead('run', at('The run was long.', 'run')).partOfSpeech).toBe('noun');
  });
});
