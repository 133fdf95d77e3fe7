/** A group's senses as a view shows them: a restatement within the sense before it. */
import { describe, expect, it } from 'vitest';
import { itemSenses, senseItems } from '../../../../lib/shared/messages/sense-items';

const sense = (text: string, sourceDictionary = 'wordnet') => ({ text, partOfSpeech: 'noun', sourceDictionary });

describe('senseItems', () => {
  it('shows a restatement within the sense it restates, and the others as senses of their own', () => {
    const [bank, webstersBank, river] = [
      sense('a financial institution'),
      sense('An establishment for money', 'gcide'),
      sense('sloping land'),
    ];
    const items = senseItems({ partOfSpeech: 'noun', definitions: [bank, webstersBank, river], restatements: [1] });
    expect(items).toEqual([{ definition: bank, restatement: webstersBank }, { definition: river }]);
    expect(items.flatMap(itemSenses)).toEqual([bank, webstersBank, river]);
  });

  it('makes a sense of its own of a restatement with nothing before it to join, or whose sense holds one already', () => {
    const [a, b, c] = [sense('a'), sense('b', 'gcide'), sense('c', 'gcide')];
    expect(senseItems({ partOfSpeech: 'noun', definitions: [a], restatements: [0] })).toEqual([{ definition: a }]);
    expect(senseItems({ partOfSpeech: 'noun', definitions: [a, b, c], restatements: [1, 2] })).toEqual([
      { definition: a, restatement: b },
      { definition: c },
    ]);
  });

  it('leaves a group without restatements as it is', () => {
    const [a, b] = [sense('a'), sense('b')];
    expect(senseItems({ partOfSpeech: 'noun', definitions: [a, b] }).map((item) => item.definition)).toEqual([a, b]);
  });
});
