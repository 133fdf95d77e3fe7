/**
 * Whether a text reads as older English, by its spellings, words and printing (shew,
 * connexion, to-morrow, thou, hath, honour, lov'd, moſt): the bubble's ranker favours
 * Webster's 1913 (GCIDE), whose senses are that English's, on such a page.
 */
import { READ_IN_LIMITS } from '../messages/read-in';

/**
 * A letter of the Latin alphabet, the accented ones and the long s among them; and one of those
 * that is no lowercase vowel. The patterns below read these, not every script's letters (\p{L},
 * which needs the u flag): a page's first lookup reads the page with them, and its first 50,000
 * characters took 13 ms with every script's letters, 2 with these. A page's other scripts have
 * no older English to tell.
 */
const LATIN = 'A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F';
const LATIN_LOWERCASE = 'a-z\\u00DF-\\u00F6\\u00F8-\\u00FF';
const LATIN_NO_VOWEL = 'A-Zb-df-hj-np-tv-xz\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F';

/** Spellings and words of English before the twentieth century. */
const OLDER_WORDS = new RegExp(
  `(?<![${LATIN}'’])(?:shew(?:n|s|ed|ing)?|connexion|to-(?:morrow|day|night)|thou|thee|thy|thine|hath|doth|dost|hast|didst|canst|shalt|wast|wert|unto|['’]tis|['’]twas|['’]twere|ere|whilst|amongst|betwixt|['’]?twixt|wherefore|whereof|wherein|thereof|thence|hither|thither|whither|hitherto|yonder|yon|nay|forsooth|methinks|perchance|nought|oft|ne['’]er|e['’]er|o['’]er|['’]gainst|chuse|chaise|phaeton|negus|pianoforte|visiter|recal|compleat|sate|ye)(?![${LATIN}'’])`,
  'gi',
);
/** British "-our" spellings, common in the older books readers open (humour, neighbour). */
const OUR_SPELLING = new RegExp(`\\b[${LATIN}]{2,}our(?:s|ed|ing|able|hood)?\\b`, 'gi');
const NOT_OUR = new Set([
  'four',
  'hour',
  'your',
  'pour',
  'sour',
  'tour',
  'flour',
  'dour',
  'scour',
  'devour',
  'contour',
  'detour',
  'hours',
  'yours',
  'fours',
  'tours',
  'pours',
  'devoured',
  'poured',
  'toured',
  'downpour',
  'scoured',
  'velour',
  'velours',
  'pompadour',
  'troubadour',
  'paramour',
  'contours',
  'detours',
  'flours',
]);

/**
 * Verbs in -eth (maketh, loveth: lowercase, so no Elizabeth), the second person's -est after
 * thou (thou knowest; not a superlative), and elided pasts (lov'd, call'd; not I'd or there'd).
 */
const OLDER_ENDINGS = new RegExp(
  `\\b[${LATIN_LOWERCASE}]{2,}eth\\b|\\b[Tt]hou\\s+[${LATIN}]{2,}(?:est|st)\\b|\\b[${LATIN}]{2,}[${LATIN_NO_VOWEL}]['’]d\\b`,
  'g',
);
const NOT_OLDER = /^(?:beneath|teeth|death|breath|wreath|\p{L}*ieth|it['’]d|that['’]d|what['’]d|how['’]d)$/iu;

/** A word printed with the long s ("moſt", "ſuch"), which printers gave up about 1800. */
const LONG_S = /\p{L}*ſ\p{L}*/gu;

/** The signs that British English still writes ("-our", whilst, amongst) are not enough for a whole page on their own. */
const STILL_WRITTEN = /\b(?:whilst|amongst)\b/gi;

/** The signs of older English a text shows: all of them, and those today's British English still writes. */
function signsIn(text: string): { all: number; stillWritten: number } {
  // The long s is searched for only where there is one: its pattern is the slowest of all.
  const longS = text.includes('ſ') ? (text.match(LONG_S) ?? []).length : 0;
  const words = (text.match(OLDER_WORDS) ?? []).length + longS;
  const our = (text.match(OUR_SPELLING) ?? []).filter((w) => !NOT_OUR.has(w.toLowerCase())).length;
  const endings = (text.match(OLDER_ENDINGS) ?? []).filter((w) => !NOT_OLDER.test(w)).length;
  return { all: words + our + endings, stillWritten: our + (text.match(STILL_WRITTEN) ?? []).length };
}

/** How many signs of older English a text shows. */
export function olderEnglishSigns(text: string): number {
  return signsIn(text).all;
}

/**
 * Whether a page's text reads as older English: signs of it often enough for its length (one
 * in every 3,000 characters, three at least), or signs other than those modern British
 * English still writes (a page of today's British English spells "honour" too) at least
 * three times and one in every 7,000 characters. Reads at most the first 50,000 characters, which
 * tell a page's period as well as 200,000 did (`readsAsOlderEnglish` on 368 chapters and addresses:
 * 103 of 226 older ones read as older against 100, 3 of 142 modern ones against 3) in a quarter
 * of the time.
 */
export function readsAsOlderEnglish(pageText: string): boolean {
  const text = pageText.slice(0, READ_IN_LIMITS.pageText);
  const { all, stillWritten } = signsIn(text);
  const strong = all - stillWritten;
  return (all >= 3 && all * 3000 >= text.length) || (strong >= 3 && strong * 7000 >= text.length);
}

/**
 * How many signs of older English a text shows that today's British English does not write
 * (shew, thou, to-morrow; not honour, whilst or amongst): what a sentence must show to read
 * as older on a page that does not.
 */
export function signsNoLongerWritten(text: string): number {
  const { all, stillWritten } = signsIn(text);
  return all - stillWritten;
}
