/** The characters of a word a double-click points at: ASCII by its code, the rest by Unicode's classes. */
import { describe, expect, it } from 'vitest';
import { isWordCharacter } from '../../../../lib/shared/english/letters';

describe('a word’s characters', () => {
  it('takes letters, digits, apostrophes and hyphens, in ASCII and beyond', () => {
    for (const character of [...'azAZ09', "'", '-', '’', 'é', 'ß', 'ж', 'א', 'ي', '中', '\u0301', '٣'])
      expect(isWordCharacter(character), character).toBe(true);
  });

  it('leaves out spaces, punctuation, symbols and nothing', () => {
    for (const character of [' ', '\u00a0', '.', ',', '@', '[', '`', '{', '/', ':', '—', '“', '→', '€', '', undefined])
      expect(isWordCharacter(character), String(character)).toBe(false);
  });
});
