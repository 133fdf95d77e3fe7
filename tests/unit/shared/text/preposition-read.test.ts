import { describe, expect, it } from 'vitest';
import { prepositionOrParticle } from '../../../../lib/shared/text/preposition-read';

const at = (sentence: string, word: string) => ({ sentence, start: sentence.search(new RegExp(`\\b${word}\\b`)) });

describe('a preposition read as one', () => {
  it.each([
    // Before a determiner, an object pronoun, a number or a name: a preposition.
    ['The babe lying in a manger.', 'in', 'preposition'],
    ['Matter for censure in every page.', 'in', 'preposition'],
    ['Let her not come near me.', 'near', 'preposition'],
    ['Everyone came except John.', 'except', 'preposition'],
    ['He ran up the hill.', 'up', 'preposition'],
    ['The book is on the table.', 'on', 'preposition'],
    ['We walked over the bridge.', 'over', 'preposition'],
    ['Or have we eaten on the insane root', 'on', 'preposition'],
    // A particle making one verb with the verb before it: an adverb, as dictionaries enter it.
    ['She turned off the light.', 'off', 'adverb'],
    ['He looked up the word.', 'up', 'adverb'],
    ['Please put on your coat.', 'on', 'adverb'],
    // A particle ending its clause after a word: an adverb.
    ['Turn the light off.', 'off', 'adverb'],
    ['The price went up.', 'up', 'adverb'],
    ['They walked away, laughing.', 'away', 'adverb'],
    // The state a thing is left or kept in: an adjective ("in operation").
    ['He left the oven on all night.', 'on', 'adjective'],
    ['Keep the lights off.', 'off', 'adjective'],
    ['He left on the first train.', 'on', 'preposition'],
    // So many: an adverb before a number.
    ['The sign weighs about 120 lb.', 'about', 'adverb'],
    ['It lay around ten miles off.', 'around', 'adverb'],
  ])('%s: %s', (sentence, word, expected) => {
    expect(prepositionOrParticle(word, at(sentence, word))).toBe(expected);
  });

  it.each([
    // A subject, an auxiliary or "to" before it makes it a verb; a determiner, an adjective.
    ['We near the end of the road.', 'near'],
    ['You will round the corner soon.', 'round'],
    ['If we only except the judge, all agreed.', 'except'],
    ['The in crowd met there.', 'in'],
    // "Be" before a particle ending its clause: the adjective reading is sentence-context.ts's.
    ['He is in.', 'in'],
    // "About" after a preposition or "be" is "nearly" as often: nothing said.
    ['In about a week it was done.', 'about'],
    ['They were about the same.', 'about'],
    // Not a preposition at all.
    ['The king enacts more wonders than a man.', 'enacts'],
    // Before a plain word, no reading here.
    ['She came in spring.', 'in'],
  ])('%s: nothing said of %s', (sentence, word) => {
    expect(prepositionOrParticle(word, at(sentence, word))).toBeUndefined();
  });
});
