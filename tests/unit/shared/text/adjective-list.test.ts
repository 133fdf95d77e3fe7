/** An adjective in a list before its noun, by the words after it. */
import { describe, expect, it } from 'vitest';
import { opensAdjectiveList } from '../../../../lib/shared/text/adjective-list';

const at = (sentence: string, word: string) => ({ sentence, start: sentence.indexOf(word) });

describe('opensAdjectiveList', () => {
  it.each([
    ['A big, heavy, powerfully built man moved out.', 'big'],
    ['Out of current and anticipated income.', 'current'],
    ['A great but superficial change.', 'great'],
    ['Claims of multiple or conflicting kinds.', 'multiple'],
  ])('%s: "%s" opens a list of adjectives', (sentence, word) => {
    expect(opensAdjectiveList(at(sentence, word), word)).toBe(true);
  });

  it.each([
    // A noun set apart, an apposition, a participle's phrase after the comma.
    ['He was a friend, loyal and kind.', 'friend'],
    ['Keep the chatter to a minimum, short answers, one word.', 'minimum'],
    ['The sun, blazing hot, was far from kind.', 'sun'],
    // Two verbs' nouns.
    ['Her teaching and writing took her time.', 'teaching'],
  ])('%s: "%s" opens none', (sentence, word) => {
    expect(opensAdjectiveList(at(sentence, word), word, true)).toBe(false);
  });

  it('lets a participle open a comma list after a determiner only', () => {
    const sentence = 'He saw the twisted, torn mouth.';
    expect(opensAdjectiveList(at(sentence, 'twisted'), 'twisted', true)).toBe(true);
    expect(opensAdjectiveList(at(sentence, 'twisted'), 'twisted')).toBe(false);
  });
});
