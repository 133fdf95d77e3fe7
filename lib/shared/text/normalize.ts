/**
 * What to look up for a selection: the text without surrounding punctuation, quotes or
 * spaces, inner runs of spaces made one, and without the invisible marks a page may set
 * inside a word (a soft hyphen), so "«Running,»" asks for "Running". A phrase stays a
 * phrase. Nothing with no letter in it is a word.
 */
import { asLetters } from '../english/letters';

export const MAX_LOOKUP_LENGTH = 100;

/** Whether text holds a letter: without one ("1961", "→ §") it is no word to look up. */
export function hasLetter(text: string): boolean {
  // An ASCII letter first: the Unicode class's test is compiled only for text without one.
  return /[A-Za-z]/.test(text) || /\p{L}/u.test(text);
}

export function normalizeLookup(selection: string): string | undefined {
  const text = asLetters(selection)
    .normalize('NFC')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u2010\u2011]/g, '-')
    .replace(/\s+/gu, ' ')
    .replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, '')
    .trim();
  if (!text || text.length > MAX_LOOKUP_LENGTH || !hasLetter(text)) return undefined;
  return text;
}
