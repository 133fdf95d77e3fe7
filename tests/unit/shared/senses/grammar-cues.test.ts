/** What the words beside the one read say of its grammar, for the sense ranker. */
import { describe, expect, it } from 'vitest';
import { grammarCues } from '../../../../lib/shared/senses/grammar-cues';

const at = (sentence: string, word: string) => ({ sentence, start: sentence.indexOf(word) });

describe('the grammar cues around a word', () => {
  it('hears an object after a verb, and none where a preposition or the sentence’s end follows', () => {
    expect(grammarCues(at('She runs a small bakery.', 'runs'), 'run')).toMatchObject({ verb: 1, transitive: 1 });
    expect(grammarCues(at('The road runs along the coast.', 'runs'), 'run').transitive).toBe(-1);
    expect(grammarCues(at('They ran.', 'ran'), 'run').transitive).toBe(-1);
  });

  it('takes a span of time right after the word as saying when, and the verb as taking no object', () => {
    expect(grammarCues(at('He runs every morning.', 'runs'), 'run')).toMatchObject({ transitive: -1 });
    expect(grammarCues(at('You must train every day.', 'train'), 'train').transitive).toBe(-1);
    expect(grammarCues(at('She came this week with her sister.', 'came'), 'come').transitive).toBe(-1);
    // Another noun after the same word is an object.
    expect(grammarCues(at('He runs every race he can.', 'runs'), 'run').transitive).toBe(1);
  });

  it('hears the object of a verb and its particle after the particle ("took off her hat"), a passive’s in its subject', () => {
    expect(grammarCues(at('She took off her hat.', 'took'), 'take')).toMatchObject({ transitive: -1, transitiveAfterNext: 1 });
    expect(grammarCues(at('She sat down.', 'sat'), 'sit').transitiveAfterNext).toBe(-1);
    expect(grammarCues(at('The meeting was called off at noon.', 'called'), 'call').transitiveAfterNext).toBe(1);
  });

  it('says noun after an article, and adjective where a word it may describe follows', () => {
    expect(grammarCues(at('They built a dam.', 'dam'), 'dam')).toMatchObject({ noun: 1, verb: -1 });
    expect(grammarCues(at('The mosaic pavement was cracked.', 'mosaic'), 'mosaic')).toMatchObject({ adjective: 1, noun: 0 });
  });

  it('says nothing where the word’s place is not known', () => {
    expect(grammarCues({ sentence: 'They built a dam.' }, 'dam')).toEqual({
      counted: 0,
      sForm: 0,
      verb: 0,
      noun: 0,
      adjective: 0,
      transitive: 0,
      transitiveAfterNext: 0,
      adverb: 0,
    });
  });
});
