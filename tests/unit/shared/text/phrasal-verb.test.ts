/** A verb and the particle after it read as one, where a dictionary may enter them as one. */
import { describe, expect, it } from 'vitest';
import { phrasalVerbAt } from '../../../../lib/shared/text/phrasal-verb';
import { partOfSpeechInSentence } from '../../../../lib/shared/text/sentence-context';

/** The pair the word stands in, as the lookup reads it: with the part of speech the sentence gives it. */
function pairIn(sentence: string, word: string): string | undefined {
  const context = { sentence, start: sentence.indexOf(word) };
  return phrasalVerbAt(word, context, partOfSpeechInSentence(word, context));
}

describe('a verb and its particle', () => {
  it.each([
    ['He gave up smoking last year.', 'gave', 'give up'],
    ['She turned off the light.', 'turned', 'turn off'],
    ['They ran out of milk.', 'ran', 'run out'],
    ['The company laid off two hundred workers.', 'laid', 'lay off'],
    ['Their plans fell through.', 'fell', 'fall through'],
    ['She sat down.', 'sat', 'sit down'],
    ['She took off her hat.', 'took', 'take off'],
    ['The meeting was called off at the last minute.', 'called', 'call off'],
    ['He ran away from home.', 'ran', 'run away'],
    ['Please pick up the kids.', 'pick', 'pick up'],
    ['She put on her coat and left.', 'put', 'put on'],
    ['He turned on the light.', 'turned', 'turn on'],
    ['Please fill in the form.', 'fill', 'fill in'],
    ['She went on talking for an hour.', 'went', 'go on'],
    ['In the end they gave in.', 'gave', 'give in'],
    ['She looked after her mother.', 'looked', 'look after'],
    ['She takes after her father.', 'takes', 'take after'],
    // Ending its clause, or before a span of time; after a word that opens a sentence telling what to do.
    ['Just carry on.', 'carry', 'carry on'],
    ['Please hold on a moment.', 'hold', 'hold on'],
    // Down, over, through before what a few verbs take: one verb.
    ['She turned down the job offer.', 'turned', 'turn down'],
    ['The company took over its rival.', 'took', 'take over'],
    ['They tore down the old barn.', 'tore', 'tear down'],
    // A plain word after "to", before its particle: a verb.
    ['Make sure to back up the database.', 'back', 'back up'],
    ['This guide shows how to set up a server.', 'set', 'set up'],
    ['It was time to give up.', 'give', 'give up'],
  ])('reads %s as one verb', (sentence, word, pair) => {
    expect(pairIn(sentence, word)).toBe(pair);
  });

  it.each([
    // A direction: where the gaze or the going goes next, or a place after a verb of going.
    ['He looked up at the sky.', 'looked'],
    ['He looked up from his book.', 'looked'],
    ['The dog ran out into the street.', 'ran'],
    ['He ran up the stairs.', 'ran'],
    ['The children ran out to the garden.', 'ran'],
    ['She walked down the road.', 'walked'],
    // Before a way or an opening, a particle says where, whatever the verb.
    ['She turned down the street.', 'turned'],
    ['He looked out the window.', 'looked'],
    ['He looked out the kitchen window at the rain.', 'looked'],
    // Down, over and through before a noun phrase are prepositions after most verbs.
    ['He fell down the stairs.', 'fell'],
    ['They went through the park.', 'went'],
    // "On" and "in" after a verb that does not take them: a place.
    ['He sat on the chair.', 'sat'],
    ['They went on the bus.', 'went'],
    ['The children played in the garden.', 'played'],
    ['He ran after the bus.', 'ran'],
    // No particle, or a word the sentence reads as no verb.
    ['The set up was ready.', 'set'],
    ['He gave it up.', 'gave'],
    ['He went to town over the weekend.', 'town'],
    ['She sent letters to friends up north.', 'friends'],
  ])('leaves %s to the word alone', (sentence, word) => {
    expect(pairIn(sentence, word)).toBeUndefined();
  });

  it('reads nothing without the sentence, or in a word already of two', () => {
    expect(phrasalVerbAt('gave', undefined, 'verb')).toBeUndefined();
    expect(phrasalVerbAt('give up', { sentence: 'give up now', start: 0 }, 'verb')).toBeUndefined();
  });
});
