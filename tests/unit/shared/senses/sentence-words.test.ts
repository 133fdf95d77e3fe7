/** A sentence's words as the sense ranker weighs them: lemmatised, the nearer the word read the more. */
import { describe, expect, it } from 'vitest';
import { contentWords, nearness } from '../../../../lib/shared/senses/sentence-words';

describe('the words of a sentence, by their nearness to the word read', () => {
  it('reads content words in their lemma, the words that say nothing left out', () => {
    expect(contentWords('He danced at the <i>balls</i> and went home')).toEqual(['dance', 'ball', 'go', 'home']);
    // Quote marks around a word are no part of it; an apostrophe inside one is. Asked again, the same lemmas.
    expect(contentWords("'Saddles,' said the hunters' groom, 'o'er the horses'")).toEqual(['saddle', 'hunter', 'groom', "o'er", 'horse']);
    expect(contentWords('the horses went')).toEqual(['horse', 'go']);
  });

  it('counts a word beside the word read fully, one further off less, the word itself not at all', () => {
    const sentence = 'She pinned a red rose to her long winter coat yesterday.';
    const near = nearness({ sentence, start: sentence.indexOf('rose') }, new Set(['rose', 'rise']));
    expect(near.get('red')).toBe(1);
    expect(near.get('pin')).toBeCloseTo(1 / (1 + 1 / 5));
    expect(near.get('coat')).toBeCloseTo(1 / (1 + 2 / 5));
    expect(near.get('yesterday')).toBeLessThan(near.get('coat') ?? 0);
    expect(near.has('rose')).toBe(false);
  });

  it('counts every word fully where the word’s place is not known', () => {
    const near = nearness({ sentence: 'She pinned a red rose to her coat.' }, new Set(['rose', 'rise']));
    expect([...near.values()].every((weight) => weight === 1)).toBe(true);
    expect([...near.keys()]).toEqual(['pin', 'red', 'coat']);
  });
});
