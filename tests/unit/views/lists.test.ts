import { describe, expect, it } from 'vitest';
import { parseWords } from '../../../entrypoints/lists/ListView';

describe('words typed into a list', () => {
  it('splits on commas, semicolons and line breaks, trims, and drops blanks and repeats', () => {
    expect(parseWords(' owl, wren;\nheron\r\n, owl ,, ')).toEqual(['owl', 'wren', 'heron']);
    expect(parseWords('ice cream')).toEqual(['ice cream']);
  });
});
