import { describe, expect, it } from 'vitest';
import { decodeTable, encodeTable, lookupWords, readSenseVectors, vectorsOf, vectorWords } from '../../../../lib/shared/text/word-vectors';

const WORDS = ['ship', 'vessel', 'dance'];
const VECTORS = [Float64Array.from([0.6, 0.8, 0]), Float64Array.from([0.8, 0.6, 0]), Float64Array.from([0, 0, -1])];
const near = (a: ArrayLike<number> | undefined, b: ArrayLike<number>, digits = 2) =>
  Array.from(b).forEach((x, i) => expect(a?.[i]).toBeCloseTo(x, digits));

describe('the table of word vectors', () => {
  it('reads back each word’s unit vector and its place by frequency, from float32 and from int8', () => {
    for (const int8 of [false, true]) {
      const table = decodeTable(encodeTable(WORDS, VECTORS, int8));
      expect(table.dims).toBe(3);
      near(table.vector('vessel'), [0.8, 0.6, 0]);
      near(table.vector('dance'), [0, 0, -1]);
      expect(table.rank('ship')).toBe(0);
      expect(table.rank('dance')).toBe(2);
      expect(table.vector('unknown')).toBeUndefined();
      expect(table.rank('unknown')).toBe(3);
    }
  });

  it('refuses a file that is no table', () => {
    expect(() => decodeTable(new TextEncoder().encode('not a table at all, not at all'))).toThrow();
  });

  it('carries a few words’ vectors in an answer and reads them as the table gives them', () => {
    const table = decodeTable(encodeTable(WORDS, VECTORS, true));
    const carried = vectorsOf(table, ['dance', 'vessel', 'absent', 'dance']);
    expect(carried.words).toEqual(['dance', 'vessel']);
    expect(carried.ranks).toEqual([2, 1]);
    // Plain JSON: it crosses the message channel as it is.
    const read = readSenseVectors(JSON.parse(JSON.stringify(carried)));
    near(read.vector('vessel'), Array.from(table.vector('vessel') ?? []), 5);
    near(read.vector('dance'), [0, 0, -1], 5);
    expect(read.rank('vessel')).toBe(1);
    expect(read.vector('ship')).toBeUndefined();
  });

  it('asks for the words of the sentence and of every part of the senses', () => {
    expect(vectorWords('The <i>Ship’s</i> hull, at sea')).toEqual(['the', 'ship', 'hull', 'sea']);
    const words = lookupWords(
      [
        {
          text: 'A large vessel',
          relatedWords: [{ relationshipType: 'synonym', words: ['craft'] }],
          labels: [{ text: 'Naut.', type: 'field' }],
          exampleUses: [{ text: 'the ship sailed' }],
          citations: [{ cite: 'Fair winds blow', source: 'Anon.' }],
        },
      ],
      'She boarded the liner',
    );
    for (const w of ['vessel', 'craft', 'naut', 'sailed', 'winds', 'boarded', 'liner']) expect(words).toContain(w);
  });
});

describe('a float32 table', () => {
  it('gives its words’ vectors as bytes too, for an answer to carry', () => {
    const table = decodeTable(encodeTable(WORDS, VECTORS, false));
    const read = readSenseVectors(vectorsOf(table, ['vessel']));
    near(read.vector('vessel'), [0.8, 0.6, 0]);
  });
});
