import { describe, expect, it } from 'vitest';
import type { Definition } from '../../../lib/shared/api';
import { olderEnglishSigns, rankSenses, sameSense } from '../../../components/bubble/rank-senses';

const wordnet = (text: string, examples: string[] = []): Definition => ({
  text,
  partOfSpeech: 'noun',
  sourceDictionary: 'wordnet',
  exampleUses: examples.map((example) => ({ text: example })),
});
const gcide = (text: string): Definition => ({ text, partOfSpeech: 'noun', sourceDictionary: 'gcide' });

const BALL = [
  wordnet('round object that is hit or thrown or kicked in games', ['the ball travelled 90 mph on his serve']),
  wordnet('a solid projectile that is shot by a musket'),
  wordnet('an object with a spherical shape'),
  wordnet('the people assembled at a lavish formal dance', ['the ball was already emptying out before the fire alarm sounded']),
  wordnet('a lavish dance requiring formal attire'),
  gcide('Any round or roundish body or mass; a sphere or globe; as, a ball of twine.'),
  gcide('A social assembly for the purpose of dancing.'),
];

const texts = (definitions: Definition[]) => definitions.map((d) => d.text);

describe('the sense the sentence means, first', () => {
  it('keeps the dictionaries’ own order when the sentence says nothing', () => {
    expect(texts(rankSenses(BALL, undefined, 'ball'))[0]).toBe(BALL[0]?.text);
    expect(texts(rankSenses(BALL, { sentence: 'Where is the ball?' }, 'ball'))[0]).toBe(BALL[0]?.text);
  });

  it('leads with the sense whose words the sentence shares: a ball that is danced at', () => {
    const ranked = rankSenses(BALL, { sentence: 'He danced every dance, and was angry that the ball closed so early.' }, 'ball');
    expect(ranked[0]?.text).toMatch(/danc/);
    // The same sense in the other dictionary is placed with it, each still its dictionary's.
    const first = ranked.slice(0, 3).map((d) => d.sourceDictionary);
    expect(first).toContain('wordnet');
    expect(ranked.every((d) => BALL.includes(d))).toBe(true);
    expect(ranked).toHaveLength(BALL.length);
  });

  it('favours Webster’s 1913 on a page of older English', () => {
    const senses = [wordnet('a light carriage'), gcide('A two-wheeled carriage for two persons, drawn by one horse.')];
    expect(rankSenses(senses, { sentence: 'The chaise was at the door.' }, 'chaise')[0]?.sourceDictionary).toBe('wordnet');
    expect(
      rankSenses(senses, { sentence: 'The chaise was at the door.', around: 'He would shew her the connexion to-morrow.' }, 'chaise')[0]
        ?.sourceDictionary,
    ).toBe('gcide');
  });

  it('tells older English by its spellings and words, not by modern ones', () => {
    expect(olderEnglishSigns('I shall shew you the connexion to-morrow, with much humour.')).toBeGreaterThanOrEqual(4);
    expect(olderEnglishSigns('Thou knowest what he hath lov’d.')).toBeGreaterThanOrEqual(3);
    expect(olderEnglishSigns('Your hour of interest is the best test of our forest.')).toBe(0);
  });

  it('knows two dictionaries’ senses that say the same', () => {
    expect(sameSense(wordnet('a lavish dance requiring formal attire'), gcide('A lavish formal dance.'))).toBe(true);
    expect(sameSense(wordnet('a lavish dance requiring formal attire'), gcide('A round body.'))).toBe(false);
  });
});
