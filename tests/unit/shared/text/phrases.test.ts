import { describe, expect, it } from 'vitest';
import { isPhrase } from '../../../../lib/shared/text/phrases';
import { isOffensive } from '../../../../lib/shared/text/offensive-words';

const pair = (text: string) => {
  const [gram1, gram2] = text.split(' ');
  return { gram1, gram2 };
};

describe('phrases a reader sees', () => {
  it('keeps pairs of words', () => {
    for (const text of ['home run', 'run away', 'long run', 'run rampant']) expect(isPhrase(pair(text), 'run'), text).toBe(true);
  });

  it('leaves out possessives, names and grammar words beside the word', () => {
    for (const text of ["sanford's run", 'Cruz run', 'to run', 'run a', 'would run', 'run the'])
      expect(isPhrase(pair(text), 'run'), text).toBe(false);
  });

  it('leaves out offensive pairs unless asked', () => {
    expect(isPhrase(pair('shit run'), 'run')).toBe(false);
    expect(isPhrase(pair('shit run'), 'run', true)).toBe(true);
  });
});

describe('offensive words', () => {
  it('finds a word of the list in a word or a phrase, whatever its case', () => {
    expect(isOffensive('Bitch')).toBe(true);
    expect(isOffensive('son-of-a-bitch')).toBe(true);
    expect(isOffensive('witch')).toBe(false);
    expect(isOffensive('dog')).toBe(false);
  });
});
