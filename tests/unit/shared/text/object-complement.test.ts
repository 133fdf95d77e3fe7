/** An adjective that says what a verb leaves its object: "painted the wall white". */
import { describe, expect, it } from 'vitest';
import { saysWhatVerbLeavesObject } from '../../../../lib/shared/text/object-complement';
import { partOfSpeechInSentence } from '../../../../lib/shared/text/sentence-context';

const at = (sentence: string, word: string) => ({ sentence, start: sentence.lastIndexOf(word) });

describe('an adjective after a verb’s object', () => {
  it.each([
    ['She painted the wall white.', 'white'],
    ['They left the door open all night.', 'open'],
    ['He found the room empty.', 'empty'],
    ['She wiped the table clean.', 'clean'],
    ['Keep the room warm at night.', 'warm'],
    ['He held the door open for her.', 'open'],
  ])('%s (%s)', (sentence, word) => {
    expect(saysWhatVerbLeavesObject(at(sentence, word), word)).toBe(true);
    expect(partOfSpeechInSentence(word, at(sentence, word))).toBe('adjective');
  });

  it.each([
    // A noun the object's noun describes, a verb that leaves nothing so, a preposition's object, a plural.
    ['He left the house key on the table.', 'key'],
    ['He bought the car new.', 'new'],
    ['She sat at the table white with rage.', 'white'],
    ['They left the fields empty.', 'empty'],
    ['She painted the wall white and blue tiles.', 'tiles'],
  ])('not in: %s (%s)', (sentence, word) => {
    expect(saysWhatVerbLeavesObject(at(sentence, word), word)).toBe(false);
  });
});
