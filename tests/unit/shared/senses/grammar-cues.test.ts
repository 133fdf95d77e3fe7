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

  it('reads past an aside in brackets, "which" after a preposition as a determiner, and "from … to" as prepositions', () => {
    expect(grammarCues(at('It was a big (or large) barn.', 'big'), 'big')).toMatchObject({ adjective: 1, noun: 0 });
    expect(grammarCues(at('It may rain, in which case the picnic is off.', 'case'), 'case')).toMatchObject({ verb: -1, noun: 1 });
    expect(grammarCues(at('The book which fell was old.', 'fell'), 'fall').verb).toBe(1);
    expect(grammarCues(at('They were friends from cradle to grave.', 'grave'), 'grave')).toMatchObject({ verb: -1, noun: 1 });
    expect(grammarCues(at('They like to dance.', 'dance'), 'dance').verb).toBe(1);
  });

  it('reads no verb after a determiner and its adjective, but after an adjective that names people; no noun described in a word of when', () => {
    expect(grammarCues(at('Why the whole auction buys it?', 'auction'), 'auction').verb).toBe(-1);
    expect(grammarCues(at('The rich get richer.', 'get'), 'get').verb).toBe(0);
    expect(grammarCues(at('Let me bear the blame forever.', 'blame'), 'blame')).toMatchObject({ noun: 1, adjective: 0 });
  });

  it('takes a span of time right after the word as saying when, and the verb as taking no object', () => {
    expect(grammarCues(at('He runs every morning.', 'runs'), 'run')).toMatchObject({ transitive: -1 });
    expect(grammarCues(at('You must train every day.', 'train'), 'train').transitive).toBe(-1);
    expect(grammarCues(at('She came this week with her sister.', 'came'), 'come').transitive).toBe(-1);
    // Another noun after the same word is an object.
    expect(grammarCues(at('He runs every race he can.', 'runs'), 'run').transitive).toBe(1);
  });

  it('hears the object of a verb and its particle after the particle ("took off her hat"), a passive’s in its subject', () => {
    expect(grammarCues(at('She took off her hat.', 'took'), 'take')).toMatchObject({ transitive: 1, transitiveAfterNext: 1 });
    expect(grammarCues(at('She sat down.', 'sat'), 'sit')).toMatchObject({ transitive: -1, transitiveAfterNext: -1 });
    expect(grammarCues(at('The meeting was called off at noon.', 'called'), 'call').transitiveAfterNext).toBe(1);
  });

  it('reads an object after a particle as the verb’s own ("clicked back the bolt"), not a place after a verb of going', () => {
    expect(grammarCues(at('She clicked back the bolt.', 'clicked'), 'click').transitive).toBe(1);
    expect(grammarCues(at('The hail shall sweep away the refuge of lies.', 'sweep'), 'sweep').transitive).toBe(1);
    expect(grammarCues(at('He went down the stairs.', 'went'), 'go').transitive).toBe(-1);
  });

  it('hears a passive past an adverb ("were deeply scarred", "be well soused")', () => {
    expect(grammarCues(at('His cheeks were deeply scarred.', 'scarred'), 'scar').transitive).toBe(1);
    expect(grammarCues(at('Although I be well soused in this shower.', 'soused'), 'souse').transitive).toBe(1);
    expect(grammarCues(at('The art of war was greatly deteriorated.', 'deteriorated'), 'deteriorate').transitive).toBe(1);
  });

  it('hears no object where an adverb of how often or how well ends the verb’s phrase', () => {
    expect(grammarCues(at('They shouted thrice: what was the cry for?', 'shouted'), 'shout').transitive).toBe(-1);
    expect(grammarCues(at('Such were praised who but endeavored well.', 'endeavored'), 'endeavor').transitive).toBe(-1);
    expect(grammarCues(at('He had endeavored earnestly to do his duty.', 'endeavored'), 'endeavor').transitive).toBe(-1);
    // An adverb before an object says nothing of it.
    expect(grammarCues(at('She opened quietly the door.', 'opened'), 'open').transitive).toBe(0);
  });

  it('hears a bare noun after a word plainly a verb as its object, but not an adjective’s noun', () => {
    expect(grammarCues(at('He topple crags from the precipice.', 'topple'), 'topple').transitive).toBe(1);
    expect(grammarCues(at('One laughed at follies, one lamented crimes.', 'lamented'), 'lament').transitive).toBe(1);
    expect(grammarCues(at('She felt an acute pain.', 'acute'), 'acute').transitive).not.toBe(1);
    expect(grammarCues(at('They came home late.', 'came'), 'come').transitive).not.toBe(1);
  });

  it('reads a participle after a determiner as done to its noun in -ed, as the noun’s doing in -ing', () => {
    expect(grammarCues(at('A mingled, imperfect virtue.', 'mingled'), 'mingle').transitive).toBe(1);
    expect(grammarCues(at('The premised flames of the last day.', 'premised'), 'premise').transitive).toBe(1);
    expect(grammarCues(at('Like bristles rose my stiffening hair.', 'stiffening'), 'stiffen').transitive).toBe(-1);
  });

  it('says noun after an article, and adjective where a word it may describe follows', () => {
    expect(grammarCues(at('They built a dam.', 'dam'), 'dam')).toMatchObject({ noun: 1, verb: -1 });
    expect(grammarCues(at('The mosaic pavement was cracked.', 'mosaic'), 'mosaic')).toMatchObject({ adjective: 1, noun: 0 });
  });

  it('says noun, not adjective, before a verb’s past and its object: the word is its subject', () => {
    expect(grammarCues(at('The current swept the swimmer out to sea.', 'current'), 'current')).toMatchObject({ noun: 1, adjective: 0 });
    expect(grammarCues(at('The seal bit the keeper.', 'seal'), 'seal')).toMatchObject({ noun: 1, adjective: 0 });
    // A noun after it, described, still says adjective.
    expect(grammarCues(at('The current month ends today.', 'current'), 'current')).toMatchObject({ adjective: 1, noun: 0 });
  });

  it('counts a noun’s possessive as an article, a pronoun’s "’s" not', () => {
    expect(grammarCues(at("The magazine's latest issue arrived today.", 'issue'), 'issue')).toMatchObject({ noun: 1 });
    expect(grammarCues(at("The girls' new coach arrived.", 'coach'), 'coach')).toMatchObject({ noun: 1 });
    expect(grammarCues(at("It's latest issue.", 'issue'), 'issue')).toMatchObject({ noun: 0 });
  });

  it('says no verb for a word opening its clause before a plural and be, have or a modal', () => {
    expect(grammarCues(at('Lead pipes were common in old houses.', 'Lead'), 'lead')).toMatchObject({ verb: -1 });
    expect(grammarCues(at('In those days, lead pipes were common.', 'lead'), 'lead')).toMatchObject({ verb: -1 });
    // An imperative with its object, and a participle, are left alone.
    expect(grammarCues(at('Lead the horses home.', 'Lead'), 'lead')).toMatchObject({ verb: 1 });
    expect(grammarCues(at('Dried fruits are sold here.', 'Dried'), 'dried')).toMatchObject({ verb: 0 });
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
