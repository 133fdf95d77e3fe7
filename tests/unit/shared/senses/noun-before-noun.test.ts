import { describe, expect, it } from 'vitest';
import type { Definition } from '../../../../lib/shared/api';
import type { LookupAnswer } from '../../../../lib/shared/messages/answers';
import { chooseSenses } from '../../../../lib/shared/senses/choose-senses';
import { namesWhatFollows } from '../../../../lib/shared/senses/noun-before-noun';

/** A WordNet sense of `word`, met `score` times in its concordance (the ranker's prior). */
const sense = (word: string, partOfSpeech: string, text: string, score: number): Definition => ({
  word,
  text,
  partOfSpeech,
  score,
  sourceDictionary: 'wordnet',
});
const answerFor = (query: string, word: string, definitions: Definition[]) =>
  ({ query, word, found: true, definitions, pronunciations: [], suggestions: [], credit: {} }) as unknown as LookupAnswer;
const inSentence = (sentence: string, word: string) => ({ sentence, start: sentence.indexOf(word) });
const firstShown = (query: string, word: string, definitions: Definition[], sentence: string) =>
  chooseSenses(answerFor(query, word, definitions), inSentence(sentence, query)).groups[0]?.definitions[0]?.text;

// Stone's and light's senses, with WordNet's counts. Before a noun, Brown tags stone as a noun, light as an adjective.
const STONE = [
  sense('stone', 'adjective', 'of any of various dull tannish or grey colors', 0),
  sense('stone', 'noun', 'a lump or mass of hard consolidated mineral matter', 22),
  sense('stone', 'noun', 'building material consisting of a piece of rock hewn in a definite shape', 11),
];
const LIGHT = [
  sense('light', 'noun', 'electromagnetic radiation that can produce a visual sensation', 117),
  sense('light', 'adjective', 'of comparatively little physical weight or density', 45),
];

describe('a word between a determiner and the noun it describes', () => {
  it('is a noun where it is mostly met as one: what the next word is made of', () => {
    expect(firstShown('stone', 'stone', STONE, 'The stone wall fell down.')).toBe('a lump or mass of hard consolidated mineral matter');
    const house = chooseSenses(answerFor('stone', 'stone', STONE), inSentence('They built a stone house by the river.', 'stone'));
    expect(house.groups[0]?.partOfSpeech).toBe('noun');
  });

  it('keeps the adjective where the word is one often enough', () => {
    expect(firstShown('light', 'light', LIGHT, 'The light rain fell all day.')).toBe('of comparatively little physical weight or density');
  });

  it('reads a past that is a word of its own ("the rose garden") as that word’s noun where it is mostly one', () => {
    const RISE_ROSE = [
      sense('rise', 'verb', 'move upward', 30),
      sense('rose', 'adjective', 'of something having a dusty purplish pink color', 1),
      sense('rose', 'noun', 'any of many shrubs of the genus Rosa that bear roses', 5),
    ];
    const garden = chooseSenses(answerFor('rose', 'rise', RISE_ROSE), inSentence('She walked through the rose garden.', 'rose'));
    expect(garden.groups[0]?.definitions[0]?.text).toBe('any of many shrubs of the genus Rosa that bear roses');
    expect(garden.ownEntry).toBe('rose');
  });

  it('asks for a determiner before and a word after', () => {
    expect(namesWhatFollows('stone', inSentence('The stone wall fell down.', 'stone'))).toBe(true);
    expect(namesWhatFollows('stone', inSentence('Her stone cottage stood empty.', 'stone'))).toBe(true);
    // After its verb, at its phrase's end, or before a grammar word, it describes nothing.
    expect(namesWhatFollows('stone', inSentence('They threw a stone.', 'stone'))).toBe(false);
    expect(namesWhatFollows('stone', inSentence('The stone was cold.', 'stone'))).toBe(false);
    expect(namesWhatFollows('stone', inSentence('Walls of stone rose up.', 'stone'))).toBe(false);
    // A word Brown tags as an adjective there keeps it.
    expect(namesWhatFollows('light', inSentence('The light rain fell all day.', 'light'))).toBe(false);
    expect(namesWhatFollows('square', inSentence('A square peg in a round hole.', 'square'))).toBe(false);
  });
});
