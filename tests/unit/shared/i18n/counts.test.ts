/** Counted phrases read as a reader says them: one thing, or any other number. */
import { describe, expect, it } from 'vitest';
import { tCount } from '../../../../lib/shared/i18n';

describe('a counted phrase', () => {
  it.each([
    [0, '0 words'],
    [1, '1 word'],
    [2, '2 words'],
    [10_000, '10000 words'],
  ])('%i: %s', (count, text) => {
    expect(tCount('wordCount', count)).toBe(text);
  });

  it('has its own wording for one where the catalogue gives one', () => {
    expect(tCount('keepHistoryCount', 1)).toBe('Looked up once');
    expect(tCount('keepHistoryCount', 3)).toBe('Looked up 3 times');
  });
});
