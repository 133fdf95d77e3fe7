/**
 * A dictionary's cross-references within a sense's text (Webster's 1913 above all, from the
 * project's server or the live service): "See <xref>Center</xref>.", "Same as <er>Aam</er>.",
 * "See under <er>Red</er>.", "See below.", "A dandy roller. See below."
 *
 * - A pointer that names a word becomes a link to look it up: the service's own markup
 *   (`<xref>`, `<er>`, `<internalXref>`) already is one; a plain "See Drill." gets one.
 * - A pointer to a place in the entry the answer does not carry ("See below.", "See def. 6,
 *   above.") goes; a sense left with nothing of its own to say ("A dandy roller.", the name of a
 *   phrase the entry defines further on) goes with it.
 * - A sense that is only a pointer, or a fragment of a gloss ("(b) In …", "… water.]"), is a
 *   stub: the ranker places it after every sense that says something (lib/shared/senses/rank-senses.ts).
 *   A pointer to the word's own entry ("Centring: See Centring.") goes where another sense is shown.
 *
 * The project's server follows Webster's pointers when it builds its word database
 * (server/data/build/gcide-pointers.ts), where every article is at hand; another service's
 * pointers (the live service's Webster's, Century and Wiktionary: "See <internalXref>Davit</internalXref>.",
 * "Alternative form of …") stay links here, behind the senses that say something: following
 * one would cost a call of the reader's hourly budget for each.
 */

/** A pointer to elsewhere in the same entry, which an answer's senses do not carry. */
const NOWHERE = /\s*\b(?:see|cf\.)\s+(?:(?:def(?:inition)?s?\.?|sense)\s*\d+[a-z]?(?:\s*\([a-z]\))?,?\s*)?(?:below|above)\b\.?/gi;
/** A whole text that is a pointer to a word written without markup: "See Drill.", "Same as Drilling.", "See under Guard." */
const PLAIN_POINTER = /^(\s*(?:see(?:\s+under)?|same as)\s+)([\p{L}][\p{L}' -]{0,40}?)(\s*[.;]?\s*)$/iu;
/**
 * A cross-reference or a piece of a gloss rather than a gloss: "See Drill.", "Same as Drilling.",
 * "= Drill", Wiktionary's "Alternative form of", "Obsolete spelling of", "Variant of", Webster's
 * "Obs. form of", "(b) In …", "… water.]"
 */
const STUB =
  /^\s*(?:(?:see|same as|pl\.? of|imp\.? (?:&|and) p\.? ?p\.? of|(?:an?\s+)?(?:alternative|obsolete|obs\.|archaic|dated|rare|nonstandard|variant)\s+(?:form|spelling)s?\s+of|(?:variant|misspelling)\s+of)\b|=\s*\S|\([a-z]\))|^[^[]*\]\s*$/iu;
/** A whole text that is a pointer, to a word read from it: "See <xref>Centring</xref>.", "Alternative form of centre". */
const WHOLE_POINTER =
  /^\s*(?:see|same as|=|(?:an?\s+)?(?:alternative|obsolete|obs\.|archaic|variant)\s+(?:form|spelling)\s+of|variant of)\s+([\p{L}][\p{L}' -]{0,40}?)\s*[.;]?\s*$/iu;
/** A cross-reference within a gloss: what is left without it ("Connection. See Connection." → "Connection.") may say nothing. */
export const CROSS_REFERENCE = /\b(?:see|same as)\b[^.;]*[.;]?/i;

const plain = (text: string) => text.replace(/<[^>]*>/g, '');

/** Whether a sense's text (markup allowed) is a stub: only a pointer, or a fragment of a gloss. */
export function isStub(text: string): boolean {
  return STUB.test(plain(text));
}

/**
 * Whether a sense is only a pointer to the word it is a sense of ("Centring: See Centring.", as
 * Webster's 1913 gives it in the live service's answers): it leads nowhere the answer does not
 * already stand, and goes where the answer has another sense.
 */
export function pointsToItself(text: string, word: string): boolean {
  const target = WHOLE_POINTER.exec(plain(text))?.[1];
  return target !== undefined && word !== '' && target.toLowerCase() === word.toLowerCase();
}

/**
 * A sense's text with its cross-references made links or taken out, or undefined where nothing
 * of its own is left to say. `word` is the headword: a sense whose pointer went and that only
 * names a phrase of the headword ("A dandy roller.") says nothing more.
 */
export function withCrossReferences(text: string, word: string): string | undefined {
  if (!/\b(?:see|same as|cf\.)/i.test(text)) return text;
  const kept = text.replace(NOWHERE, '').trim();
  if (kept !== text.trim()) {
    const left = plain(kept)
      .replace(/[\s.;,:]+/g, ' ')
      .trim();
    const headword = word.toLowerCase();
    if (!left || (headword && left.toLowerCase().split(' ').length <= 4 && left.toLowerCase().includes(headword))) return undefined;
    return /[.;]$/.test(kept) ? kept : `${kept}.`;
  }
  // "See Drill." written without the service's markup: the word becomes a link.
  if (!/<[a-z]/i.test(text)) {
    const pointer = PLAIN_POINTER.exec(text);
    if (pointer) return `${pointer[1] ?? ''}<xref>${pointer[2] ?? ''}</xref>${pointer[3] ?? ''}`;
  }
  return text;
}
