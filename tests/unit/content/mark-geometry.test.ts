import { describe, expect, it } from 'vitest';
import { firstFrom, firstNotAbove } from '../../../entrypoints/content/mark-geometry';
import { MarkList } from '../../../entrypoints/content/mark-list';

/** Marks of four letters at offsets 0, 10, 20… */
function marks(count: number): MarkList {
  const list = new MarkList();
  for (let i = 0; i < count; i++) list.push('new', i * 10, i * 10 + 4);
  return list;
}

describe('the first mark near the view, in a text of many', () => {
  it('is found from any guess, and from a good one in a few reads of the layout', () => {
    const many = marks(10_000);
    for (const first of [0, 1, 37, 5000, 9999, 10_000])
      for (const guess of [0, 1, 36, 37, 38, 4000, 9999]) {
        let reads = 0;
        const isAbove = (index: number) => (reads++, index < first);
        expect(firstNotAbove(many, guess, isAbove), `first ${first}, guess ${guess}`).toBe(first);
        // A search by halves reads 14 times; a guess close by, a few; a far one no more than twice that.
        expect(reads, `first ${first}, guess ${guess}`).toBeLessThanOrEqual(Math.abs(guess - first) <= 1 ? 4 : 30);
      }
  });

  it('is guessed from the offset where the view falls in the text', () => {
    const many = marks(100);
    expect(firstFrom(many, 0)).toBe(0);
    expect(firstFrom(many, 495)).toBe(50);
    expect(firstFrom(many, 500)).toBe(50);
    expect(firstFrom(many, 1e9)).toBe(99);
  });
});
