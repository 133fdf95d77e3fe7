/** Whether a sense is of a phrase an answer carries beside its headword. */
import { describe, expect, it } from 'vitest';
import { isPhraseSense } from '../../../../lib/shared/text/phrase-sense';

describe('a phrase’s sense beside its headword', () => {
  it('is a sense of words in two beside a headword of one', () => {
    expect(isPhraseSense({ word: 'give up', text: 'put an end to a state or an activity' }, 'give')).toBe(true);
    expect(isPhraseSense({ word: 'Give Up', text: '…' }, 'give')).toBe(true);
    expect(isPhraseSense({ word: 'give', text: 'cause to have' }, 'give')).toBe(false);
    expect(isPhraseSense({ word: 'given', text: 'an assumption' }, 'give')).toBe(false);
    // Whatever entry the service named the word by: "turned" is an entry of its own.
    expect(isPhraseSense({ word: 'turn on', text: 'cause to operate by flipping a switch' }, 'turned')).toBe(true);
    // An answer for a phrase holds the phrase's own senses.
    expect(isPhraseSense({ word: 'give up', text: '…' }, 'give up')).toBe(false);
    expect(isPhraseSense({ text: 'no word named' }, 'give')).toBe(false);
  });
});
