import { describe, expect, it } from 'vitest';
import { lookupTerms, negativeContraction, withoutAccents } from '../../../lib/text/lookup-terms';

describe('what to ask for a word as it was read', () => {
  it.each([
    ['serendipity', ['serendipity']],
    ["journal's", ['journal']],
    ["teachers'", ['teachers']],
    ["it's", ["it's"]],
    ["don't", ['do']],
    ["won't", ['will']],
    ["can't", ['can']],
    ['gave up', ['give up']],
    ['looked up', ['looked up', 'look up']],
    ['naïve', ['naïve', 'naive']],
    ['élan', ['élan', 'elan']],
  ])('%s → %j', (text, tries) => {
    expect(lookupTerms(text).tries).toEqual(tries);
  });

  it('says what a negative contraction stands for', () => {
    expect(negativeContraction("won't")).toEqual({ verb: 'will', expansion: 'will not' });
    expect(negativeContraction("can't")).toEqual({ verb: 'can', expansion: 'cannot' });
    expect(negativeContraction("doesn't")).toEqual({ verb: 'do', expansion: 'does not' });
    expect(negativeContraction('done')).toBeUndefined();
  });

  it('takes accents off', () => {
    expect(withoutAccents('Zoë’s café')).toBe('Zoe’s cafe');
  });
});
