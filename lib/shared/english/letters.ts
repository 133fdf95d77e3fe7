/**
 * Letters as English is read, however a page or a book printed them: a typographic ligature
 * (ﬁ, ﬂ) or the long s of older printing (ſ) is its letters, an invisible break inside a word
 * is none, and for a lookup whose exact spelling is no entry, accents come off and æ and œ are
 * spelled apart as dictionaries enter them (mediæval → mediaeval). A word's characters are its
 * letters, marks, digits, apostrophes and hyphens. The page code, the views, the background and
 * the server read letters by these rules alone.
 */

/** A word's characters: letters, marks, digits, apostrophes and hyphens (one of them; `+` for a word). */
export const WORD_CHARACTER = /[\p{L}\p{M}\p{N}'’-]/u;

/**
 * Whether a character is a word's (WORD_CHARACTER). ASCII is told by its code: the Unicode
 * classes' test is compiled only for a character beyond it, which would cost a page's first
 * lookup about a millisecond, during the press (entrypoints/content/lookups.ts).
 */
export function isWordCharacter(character: string | undefined): boolean {
  if (!character) return false;
  const code = character.charCodeAt(0);
  if (code >= 0x80) return WORD_CHARACTER.test(character);
  const letter = (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;
  return letter || (code >= 0x30 && code <= 0x39) || character == "'" || character == '-';
}

/** Typographic ligatures (ﬀ ﬁ ﬂ ﬃ ﬄ ﬅ ﬆ) and the long s of older printing ("ſuch"): their letters are read. */
const LIGATURE = /[\uFB00-\uFB06\u017F]/gu;

/**
 * Characters a page sets inside words that are no letters of them: the soft hyphen (where a
 * hyphenating script may break a line), the zero-width space, the word joiner and the BOM.
 */
const INVISIBLE_BREAK = /[\u00AD\u200B\u2060\uFEFF]/gu;

/** The letters æ and œ joined, as dictionaries spell them apart. */
const JOINED: Readonly<Record<string, string>> = { æ: 'ae', Æ: 'Ae', œ: 'oe', Œ: 'Oe' };

/**
 * Text's letters as read: ligatures and the long s as theirs ("ﬁrst" → first, "ſuch" → such),
 * invisible breaks left out ("inde\u00ADpendent").
 */
export function asLetters(text: string): string {
  return text.replace(LIGATURE, (c) => c.normalize('NFKC')).replace(INVISIBLE_BREAK, '');
}

/**
 * A word as a dictionary most likely enters it when its spelling as written is none: its
 * letters as read, its accents taken off ("naïve" → naive, "élan" → elan) and æ and œ spelled
 * apart ("mediæval" → mediaeval, "manœuvre" → manoeuvre).
 */
export function withoutAccents(word: string): string {
  const plain = asLetters(word)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC');
  return plain.replace(/[æÆœŒ]/gu, (c) => JOINED[c] ?? c);
}
