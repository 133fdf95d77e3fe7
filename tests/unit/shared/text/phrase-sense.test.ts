/** Whether a sense is of a phrase an answer carries beside its headword. */
import { describe, expect, it } from 'vitest';
import { isPhraseSense } from '../../../../lib/shared/text/phrase-sense';

describe('a phrase’s sense beside its headword', () => {
  it('is a sense of a phrase the headword opens, not of the headword, nor of another word', () => {
    expect(isPhraseSense({ word: 'give up', text: 'put an end to a state or an activity' }, 'give')).toBe(true);
    expect(isPhraseSense({ word: 'Give Up', text: '…' }, 'give')).toBe(true);
    expect(isPhraseSense({ word: 'give', text: 'cause to have' }, 'give')).toBe(false);
    expect(isPhraseSense({ word: 'given', text: 'an assumption' }, 'give')).toBe(false);
    expect(isPhraseSense({ word: 'forgive up', text: '…' }, 'give')).toBe(false);
    expect(isPhraseSense({ text: 'no word named' }, 'give')).toBe(false);
  });
});
