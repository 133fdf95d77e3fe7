import { describe, expect, it } from 'vitest';
import { readsAsPastOfVerb, readsAsProgressive } from '../../../../lib/shared/text/verb-form-read';

const at = (sentence: string, word: string) => ({ sentence, start: sentence.indexOf(word) });

describe('a verb’s form read where it stands', () => {
  it.each([
    ['She closed the door.', 'closed', true],
    ['Ye loved him well.', 'loved', true],
    ['We have finished the report.', 'finished', true],
    ['We have finished.', 'finished', true],
    ['She’d opened it already.', 'opened', true],
    ['The players rested before the match.', 'rested', true],
    ['The shop closed early.', 'closed', true],
    ['The patient’s condition improved slowly.', 'improved', true],
    ['The patient was discharged by the hospital.', 'discharged', true],
    ['Who discovered the North Pole?', 'discovered', true],
    ['Socialism extinguished these archaic customs.', 'extinguished', true],
    ['Your children have infected you with this cold.', 'infected', true],
    ['Fresh baked bread.', 'baked', false],
    // After "be" it may be the adjective; before a noun it is one; a comma parts the phrases.
    ['She was tired.', 'tired', false],
    ['We have limited time.', 'limited', false],
    ['She had tired eyes.', 'tired', false],
    ['The newly painted door.', 'painted', false],
    ['The closed door.', 'closed', false],
    ['She, closed in by then, waited.', 'closed', false],
    ['She went home.', 'went', false],
  ])('reads a verb’s past where it stands, and no adjective: %s (%s)', (sentence, word, expected) => {
    expect(readsAsPastOfVerb(word, at(sentence, word))).toBe(expected);
  });

  it('reads a verb in progress after "be" before its object, and not an adjective in -ing', () => {
    expect(readsAsProgressive('building', at('They were building a new bridge.', 'building'))).toBe(true);
    expect(readsAsProgressive('working', at('He had been working all night.', 'working'))).toBe(true);
    // A person as its subject, and nothing after it that it could describe: the verb, but for a usual adjective.
    expect(readsAsProgressive('wedding', at('They were wedding in June.', 'wedding'))).toBe(true);
    expect(readsAsProgressive('reading', at('She was reading.', 'reading'))).toBe(true);
    expect(readsAsProgressive('charming', at('He was charming at dinner.', 'charming'))).toBe(false);
    expect(readsAsProgressive('wedding', at('They were wedding guests.', 'wedding'))).toBe(false);
    expect(readsAsProgressive('painting', at('Her hobby was painting in oils.', 'painting'))).toBe(false);
    expect(readsAsProgressive('striking', at('The clocks were striking thirteen.', 'striking'))).toBe(true);
    expect(readsAsProgressive('interesting', at('The film was interesting.', 'interesting'))).toBe(false);
    expect(readsAsProgressive('missing', at('A page was missing from the book.', 'missing'))).toBe(false);
    expect(readsAsProgressive('building', at('The building was empty.', 'building'))).toBe(false);
  });

  it('reads no past with no sentence', () => {
    expect(readsAsPastOfVerb('closed', undefined)).toBe(false);
  });
});
