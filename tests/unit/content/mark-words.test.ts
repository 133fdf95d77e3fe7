import { describe, expect, it } from 'vitest';
import { wordMatcher } from '../../../entrypoints/content/mark-words';

describe('which words of a text are list words', () => {
  // As the background gives it: a word's irregular forms beside it (went and gone for go).
  const matcher = wordMatcher({ new: ['daughter', 'entail', 'go', 'rose', 'Paris', 'went', 'gone'], learning: ['goose', 'geese'] });

  it('marks a list word and its regular forms, and the irregular ones the set holds, in its state', () => {
    for (const word of ['daughter', 'daughters', "daughter's", 'daughter’s', 'entailed', 'entails', 'entailing', 'went', 'gone', 'goes'])
      expect(matcher.stateOf(word, false), word).toBe('new');
    expect(matcher.stateOf('geese', false)).toBe('learning');
  });

  it('takes a capitalized word inside a sentence for a name, and opening one for the word', () => {
    expect(matcher.stateOf('Rose', false)).toBeUndefined();
    expect(matcher.stateOf('Rose', true)).toBe('new');
    expect(matcher.stateOf('ROSE', false)).toBe('new');
    // A name the list keeps is marked as written, wherever it stands, and only so.
    expect(matcher.stateOf('Paris', false)).toBe('new');
    expect(matcher.stateOf('paris', false)).toBeUndefined();
  });

  it('leaves other words alone, and says quickly when a text holds none', () => {
    for (const word of ['daughterly', 'tail', 'grow', 'rosary']) expect(matcher.stateOf(word, false), word).toBeUndefined();
    // An irregular form the set does not hold is no form the page's matcher knows.
    expect(wordMatcher({ new: ['go'] }).stateOf('went', false)).toBeUndefined();
    expect(matcher.candidates('The rain kept on through the afternoon.')).toEqual([]);
    expect(matcher.candidates('Her daughters were away; Rose went.')).toEqual([4, 25, 30]);
    expect(matcher.candidates('Her daughters were away; Rose went.')).toEqual([4, 25, 30]);
    expect(wordMatcher({}).empty).toBe(true);
  });

  it('looks past the words that begin as no list word does, and still finds forms whose endings change the word', () => {
    const forms = wordMatcher({ new: ['policeman', 'carry', 'stop', 'make', 'daughter'] });
    const text = "Two policemen carried it, stopped, making the daughter's way; the police are nothing of the kind.";
    const found = forms.candidates(text).map((index) => /^[\p{L}']+/u.exec(text.slice(index))?.[0]);
    expect(found).toEqual(['policemen', 'carried', 'stopped', 'making', "daughter's"]);
  });
});
