/**
 * What to look up for a selection: the text without surrounding punctuation, quotes or
 * spaces, inner runs of spaces made one, so "«Running,»" asks for "Running". A phrase
 * stays a phrase. Nothing with no letter in it is a word.
 */
export const MAX_LOOKUP_LENGTH = 100;

export function normalizeLookup(selection: string): string | undefined {
  const text = selection
    .normalize('NFC')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/gu, ' ')
    .replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, '')
    .trim();
  if (!text || text.length > MAX_LOOKUP_LENGTH || !/\p{L}/u.test(text)) return undefined;
  return text;
}
