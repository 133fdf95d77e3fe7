/** How well a verb's sense fits the words around the verb: who does it, to whom or what, and what follows it. */
import { describe, expect, it } from 'vitest';
import { followsFit, frameCues, kindsFit } from '../../../../lib/shared/senses/verb-frames';
import { verbFramesOf, type VerbFrames } from '../../../../lib/shared/english/verb-frames';

const at = (sentence: string, word: string) => ({ sentence, start: sentence.indexOf(word) });
const frames = (...labels: string[]): VerbFrames => verbFramesOf(labels.map((text) => ({ text, type: 'grammar' })));

describe('what the words around a verb say of what it takes', () => {
  it('hears what follows the verb, past its particle or its object: a form in -ing, an infinitive, a clause with "that"', () => {
    expect(frameCues(at('He gave up smoking last year.', 'gave')).follows).toBe('ing');
    expect(frameCues(at('She refused to go.', 'refused')).follows).toBe('infinitive');
    expect(frameCues(at('They asked him to leave.', 'asked')).follows).toBe('infinitive');
    expect(frameCues(at('He declared that he needed money.', 'declared')).follows).toBe('thatClause');
  });

  it('takes none of them where the words only look so', () => {
    // A noun in -ing, a place after "to", "that" before a noun.
    expect(frameCues(at('She ate something sweet.', 'ate')).follows).toBeUndefined();
    expect(frameCues(at('He left early this morning.', 'left')).follows).toBeUndefined();
    expect(frameCues(at('She went to bed early.', 'went')).follows).toBeUndefined();
    expect(frameCues(at('They went to the market.', 'went')).follows).toBeUndefined();
    expect(frameCues(at('I knew that man.', 'knew')).follows).toBeUndefined();
  });

  it('reads the subject’s kind from a pronoun, or from a noun after its determiner, past auxiliaries and adverbs', () => {
    expect(frameCues(at('He was galloping down the road.', 'galloping')).subject).toBe('person');
    expect(frameCues(at('It rains.', 'rains')).subject).toBe('thing');
    expect(frameCues(at('The old man slowly rose.', 'rose')).subject).toBe('person');
    expect(frameCues(at('The teachers have left.', 'left')).subject).toBe('person');
    expect(frameCues(at('The rope tightened.', 'tightened')).subject).toBe('thing');
    // A name, or a noun with no determiner: nothing said.
    expect(frameCues(at('Mary tightened the rope.', 'tightened')).subject).toBeUndefined();
    expect(frameCues(at('Dogs bark.', 'bark')).subject).toBeUndefined();
  });

  it('reads the object’s kind from a pronoun or a noun phrase, after a particle too', () => {
    expect(frameCues(at('We lead him to our chief.', 'lead')).object).toBe('person');
    expect(frameCues(at('This idea seems to evade her.', 'evade')).object).toBe('person');
    expect(frameCues(at('He told her the news.', 'told')).object).toBe('person');
    // "her" before its noun is a possessive: the noun is the object.
    expect(frameCues(at('She took off her hat.', 'took')).object).toBe('thing');
    expect(frameCues(at('They saddled the horses.', 'saddled')).object).toBe('thing');
    expect(frameCues(at('She called the doctor.', 'called')).object).toBe('person');
    // The phrase ends where another determiner opens what follows it.
    expect(frameCues(at('The grocer dunned his customers every day.', 'dunned')).object).toBe('person');
    expect(frameCues(at('She slept.', 'slept')).object).toBeUndefined();
  });

  it('reads a passive’s subject as what it is done to', () => {
    expect(frameCues(at('The horse was domesticated long ago.', 'domesticated'))).toMatchObject({ subject: undefined, object: 'thing' });
    expect(frameCues(at('Have the students been apprised of it?', 'apprised'))).toMatchObject({ subject: undefined, object: 'person' });
    // "Was" before a form in -ing is no passive.
    expect(frameCues(at('The man was galloping down the road.', 'galloping')).subject).toBe('person');
  });

  it('reads a verb and its particle’s object after the particle, whatever the particle', () => {
    // "on" is no particle after most verbs ("sat on the chair"): for the verb's own senses, nothing follows it.
    expect(frameCues(at('The dog turned on its owner.', 'turned')).object).toBeUndefined();
    expect(frameCues(at('The dog turned on its owner.', 'turned'), true).object).toBe('person');
    expect(frameCues(at('She turned on the light.', 'turned'), true).object).toBe('thing');
  });

  it('says nothing where the word’s place is unknown', () => {
    expect(frameCues(undefined)).toEqual({ subject: undefined, object: undefined, follows: undefined });
    expect(frameCues({ sentence: 'He gave up smoking.' })).toEqual({ subject: undefined, object: undefined, follows: undefined });
  });
});

describe('how a verb’s sense fits them', () => {
  it('favours a sense that takes what follows', () => {
    const gaveUpSmoking = frameCues(at('He gave up smoking.', 'gave'));
    expect(followsFit(frames('object a thing', 'with -ing'), gaveUpSmoking)).toBe(1);
    expect(followsFit(frames('transitive', 'of people', 'object a thing'), gaveUpSmoking)).toBe(0);
    expect(followsFit(frames('with infinitive'), frameCues(at('She refused to go.', 'refused')))).toBe(1);
    expect(followsFit(frames('with that-clause'), frameCues(at('He said that it was late.', 'said')))).toBe(1);
  });

  it('counts against a sense each subject or object of another kind than its own, and nothing where either is unsaid', () => {
    const ropeTightened = frameCues(at('The rope tightened.', 'tightened'));
    expect(kindsFit(frames('intransitive', 'of things'), ropeTightened)).toBe(0);
    expect(kindsFit(frames('transitive', 'of people', 'object a thing'), ropeTightened)).toBe(-1);
    const heLedHim = frameCues(at('He led him home.', 'led'));
    expect(kindsFit(frames('of things', 'object a thing'), heLedHim)).toBe(-2);
    expect(kindsFit(frames(), heLedHim)).toBe(0);
  });
});
