import { describe, expect, it } from 'vitest';
import { decodeTable, encodeTable, vectorWords } from '../../../../lib/shared/text/word-vectors';

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

  it('reads a text’s words as vectors are looked up for: lowercase, of three letters or more', () => {
    expect(vectorWords('The <i>Ship’s</i> hull, at sea')).toEqual(['the', 'ship', 'hull', 'sea']);
  });
});
