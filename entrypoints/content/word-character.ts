/**
 * Whether a character is a word's, for the word a double-click or a tap points at (lookups.ts):
 * a letter, a mark, a digit, an apostrophe or a hyphen.
 */
const WORD_CHARACTER = /[\p{L}\p{M}\p{N}'’-]/u;

/**
 * ASCII is told by its code: the Unicode classes' test is compiled only for a character beyond
 * it, which would cost a page's first lookup about a millisecond, during the press.
 */
export function isWordCharacter(character: string | undefined): boolean {
  if (!character) return false;
  const code = character.charCodeAt(0);
  if (code >= 0x80) return WORD_CHARACTER.test(character);
  const letter = (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;
  return letter || (code >= 0x30 && code <= 0x39) || character == "'" || character == '-';
}
