import { describe, expect, it } from 'vitest';
import { MarkList } from '../../../entrypoints/content/mark-list';

describe('a text’s marks, packed', () => {
  it('keeps each mark’s offsets and state, in the order found', () => {
    const marks = new MarkList();
    expect(marks.length).toBe(0);
    marks.push('learning', 4, 12);
    marks.push('new', 20, 25);
    marks.push('known', 1_000_000, 1_000_009);
    expect(marks.length).toBe(3);
    expect([0, 1, 2].map((i) => [marks.state(i), marks.start(i), marks.end(i)])).toEqual([
      ['learning', 4, 12],
      ['new', 20, 25],
      ['known', 1_000_000, 1_000_009],
    ]);
  });
});
