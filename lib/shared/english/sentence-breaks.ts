/**
 * Where sentences may end in a text, by Unicode's sentence rules (UAX #29, the rules the
 * browser's `Intl.Segmenter` follows), for the letters and marks English is written in.
 *
 * Glossa finds them itself because a page's first `Intl.Segmenter` loads the browser's break
 * rules: 30 to 60 ms of the page's main thread, on the reader's first lookup in every page.
 * These rules are few: a run of full stops, question or exclamation marks, with the closing
 * quotes or brackets after it and the spaces after those, ends a sentence, except where the
 * next letter is lowercase ("e.g. this"), a digit follows a full stop at once ("3.14"), a
 * capital follows a letter's full stop at once ("U.S"), or a comma, colon or dash goes on. A
 * line break ends one too (the text as read keeps only a paragraph's). Abbreviations and
 * speech that goes on are the caller's to judge (text-as-read.ts).
 */

/** A full stop (ATerm) or a question or exclamation mark (STerm), with what closes after them and the spaces after that. */
const SENTENCE_END = /(\p{Sentence_Terminal}+)([\p{Ps}\p{Pe}\p{Pi}\p{Pf}"']*)([\p{Zs}\t]*)(\r\n|[\n\r\u2028\u2029\u0085])?/gu;

/** The full stops of UAX #29 (ATerm): the only terminators a digit, a capital or a lowercase word can follow within a sentence. */
const FULL_STOP = /[.\u2024\uFE52\uFF0E]/u;

/** A letter with a case (UAX #29's Upper or Lower; a Chinese character has none). */
const CASED = /[\p{Uppercase}\p{Lowercase}\p{Lt}]/u;

/** A digit, or the decimal and thousands separators of Arabic (UAX #29's Numeric). */
const NUMERIC = /[\p{Nd}\u066B\u066C]/u;

/** Accents and invisible formatting (a soft hyphen, a zero-width space): the rules look through them (SB5). */
const INVISIBLE = /[\p{M}\p{Cf}]/u;

/** A paragraph's end (UAX #29's ParaSep): what follows it is not attached to it. */
const PARAGRAPH_END = /[\n\r\u2028\u2029\u0085]/u;

/** A capital (UAX #29's Upper: an uppercase or a titlecase letter). */
const CAPITAL = /[\p{Uppercase}\p{Lt}]/u;

/** Marks after which a sentence goes on (SContinue): a comma, a colon, a semicolon, a dash. */
const GOES_ON =
  /[,\-:;\u055D\u060C\u060D\u07F8\u1802\u1808\u2013\u2014\u3001\uFE10\uFE11\uFE13\uFE31\uFE32\uFE50\uFE51\uFE55\uFE58\uFE63\uFF0C\uFF0D\uFF1A\uFF1B\uFF64]/u;

/** A line break: a sentence ends after it, whatever came before. */
const LINE_BREAK = /\r\n|[\n\r\u2028\u2029\u0085]/gu;

/**
 * After a full stop and its spaces, a lowercase letter before any other letter, terminator or
 * line break: the sentence goes on (SB8, as ICU reads it: "Jan. 1, if…" goes on past the comma).
 */
const LOWER_NEXT = /^[^\p{L}\p{Sentence_Terminal}\n\r\u2028\u2029\u0085]*\p{Lowercase}/u;

/** Whether a sentence ends after the terminators at `match` (one of SENTENCE_END's). */
function endsHere(text: string, match: RegExpExecArray): boolean {
  const [whole, marks = '', closing = '', spaces = '', lineBreak = ''] = match;
  const end = match.index + whole.length;
  if (lineBreak) return true;
  const next = text[end] ?? '';
  // The rules look at the last mark of the run ("?." ends in a full stop).
  const fullStop = FULL_STOP.test(marks.at(-1) ?? '');
  if (fullStop && !closing && !spaces) {
    if (NUMERIC.test(next)) return false; // 3.14 (SB6)
    if (marks.length === 1 && CAPITAL.test(next) && CASED.test(text[match.index - 1] ?? '')) return false; // U.S (SB7)
  }
  if (fullStop && LOWER_NEXT.test(text.slice(end, end + 80))) return false; // e.g. this (SB8)
  return !GOES_ON.test(next) && !/\p{Sentence_Terminal}/u.test(next); // "?," or ".;" or "etc.)." goes on (SB8a)
}

/**
 * Each place a sentence ends in `text` (the index where the next one starts), in order; the
 * text's own end is not one. Accents and invisible formatting belong with the letter before
 * them, so the rules run over the text without them and each place is mapped back.
 */
export function* sentenceBreaks(text: string): Generator<number> {
  if (!INVISIBLE.test(text)) return yield* breaksIn(text);
  let plain = '';
  const from: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? '';
    // (One at the text's start, or after a paragraph's end, stands on its own.)
    if (INVISIBLE.test(char) && plain && !PARAGRAPH_END.test(plain.at(-1) ?? '')) continue;
    plain += char;
    from.push(i);
  }
  for (const at of breaksIn(plain)) yield PARAGRAPH_END.test(plain[at - 1] ?? '') ? (from[at - 1] ?? 0) + 1 : (from[at] ?? text.length);
}

/** The breaks of a text with no accents or invisible formatting in it. */
function* breaksIn(text: string): Generator<number> {
  const breaks = new Set<number>();
  for (const match of text.matchAll(SENTENCE_END)) {
    const end = match.index + match[0].length;
    if (end < text.length && endsHere(text, match)) breaks.add(end);
  }
  for (const match of text.matchAll(LINE_BREAK)) {
    const end = match.index + match[0].length;
    if (end < text.length) breaks.add(end);
  }
  yield* [...breaks].sort((a, b) => a - b);
}
