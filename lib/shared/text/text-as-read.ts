/**
 * Text as a reader reads it, from text as a page or a PDF holds it: the source's line breaks
 * and runs of spaces are one space (a page's HTML breaks its lines wherever its source did),
 * ligatures are their letters ("ﬁrst" is first), and a PDF page's lines are joined with their
 * spaces, a word hyphenated at a line's end made whole again ("impa-" + "tience"), its running
 * head and page number left out. In text set as written (a plain-text book, a <pre>), a blank
 * line ends a paragraph, and underscores around a word (plain text's italics, "_You_") are
 * no part of what is read. Then the sentence a word stands in, cut by Unicode's sentence rules on that
 * text, and the whole word or hyphenated compound around the part double-clicked.
 */
import { endsInAbbreviation } from '../english/abbreviations';
import { asLetters } from '../english/letters';
import { sentenceBreaks } from '../english/sentence-breaks';
import type { WordInSentence } from './sentence-context';

/** Text and a place in it. */
export interface TextAt {
  text: string;
  at: number;
}

/** One line of a PDF page's text layer: its text and where it stands on the page (top to bottom). */
export interface PageLine {
  text: string;
  top: number;
  bottom: number;
}

/** A hyphen that breaks a word at a line's end: the hyphen-minus, the hyphen, and a soft hyphen. */
const LINE_END_HYPHEN = /\p{L}[-\u2010\u00AD]$/u;

/**
 * Builds text as read, piece by piece, keeping where one place of the source lands in it.
 * Spaces are collapsed as they come, so a place keeps its meaning across the joins.
 */
class Reading {
  text = '';
  at: number | undefined;

  /** Adds `source`; when `mark` is a place in it, notes where that place lands. */
  add(source: string, mark?: number): void {
    for (let i = 0; i <= source.length; i++) {
      if (i === mark) this.at = this.text.length;
      const c = source[i];
      if (c === undefined) break;
      // A ligature or the long s is its letters; a soft hyphen or a zero-width space is none.
      const letters = asLetters(c);
      if (letters === '' || (c === '_' && emphasisMark(source, i))) continue;
      if (/\s/u.test(c)) {
        if (this.text !== '' && !this.text.endsWith(' ')) this.text += ' ';
      } else this.text += letters;
    }
  }

  done(): TextAt {
    const trimmed = this.text.trimEnd();
    return { text: trimmed, at: Math.min(this.at ?? 0, trimmed.length) };
  }
}

/**
 * Whether the underscore at `i` opens or closes plain text's italics ("_You_ want", "a
 * _very_ fine"): before a letter where a word begins, or after one where a word ends.
 * One inside a word ("snake_case") is a character of it.
 */
function emphasisMark(source: string, i: number): boolean {
  const before = source[i - 1] ?? ' ';
  const after = source[i + 1] ?? ' ';
  const opens = /[\s"'“‘([—–-]/u.test(before) && /\p{L}/u.test(after);
  const closes = /[\p{L}.,;:!?]/u.test(before) && /[\s"'”’)\].,;:!?—–-]/u.test(after);
  return opens || closes;
}

/** A blank line: where a paragraph of text set as written ends. */
const BLANK_LINE = /\n[^\S\n]*\n/gu;

/**
 * `text` as read (spaces collapsed, ligatures as letters), and where its place `at` lands in
 * that. `asWritten`: the text is set with its line breaks showing (a plain-text book, a
 * <pre>), so a blank line ends a paragraph and only the paragraph holding `at` is read.
 */
export function readText(text: string, at: number, asWritten = false): TextAt {
  let from = 0;
  let to = text.length;
  if (asWritten)
    for (const blank of text.matchAll(BLANK_LINE)) {
      const end = blank.index + blank[0].length;
      if (end <= at) from = end;
      else if (blank.index >= at) {
        to = blank.index;
        break;
      }
    }
  const reading = new Reading();
  reading.add(text.slice(from, to), at - from);
  return reading.done();
}

/** Whether a line is a page number alone: arabic or roman. */
const folio = (text: string) => /^\s*(?:\d{1,4}|[ivxlc]{1,7})\s*$/iu.test(text);

/** The middle value of a list of numbers. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * The paragraph of a PDF page that holds the place `offset` of line `line`, as read: lines
 * joined with a space, a word hyphenated at a line's end joined back, ligatures as letters.
 * A page number alone on its line is left out, and so is a line standing apart at the top or
 * the bottom of the page (a running head, a page number with a title): further from its
 * neighbour than the page's lines usually are. A wide gap inside the page (a chapter's title
 * set apart) ends a paragraph.
 */
export function pageText(lines: readonly PageLine[], line: number, offset: number): TextAt {
  const gaps = lines.slice(1).map((next, i) => next.top - (lines[i]?.top ?? 0));
  const usual = median(gaps);
  const apart = (i: number) => usual > 0 && (gaps[i] ?? 0) > usual * 1.6;
  const left = new Set<number>();
  lines.forEach((l, i) => folio(l.text) && left.add(i));
  if (lines.length >= 4 && apart(0)) left.add(0);
  if (lines.length >= 4 && apart(lines.length - 2)) left.add(lines.length - 1);
  // The clicked line itself is always read, even when it is a running head.
  if (left.has(line)) return readText(lines[line]?.text ?? '', offset);

  let first = line;
  while (first > 0 && !left.has(first - 1) && !apart(first - 1)) first--;
  let last = line;
  while (last < lines.length - 1 && !left.has(last + 1) && !apart(last)) last++;

  const reading = new Reading();
  for (let i = first; i <= last; i++) {
    const text = (lines[i]?.text ?? '').trim();
    const next = (lines[i + 1]?.text ?? '').trimStart();
    const hyphenated = i < last && LINE_END_HYPHEN.test(text) && /^\p{Ll}/u.test(next);
    const leading = (lines[i]?.text ?? '').length - (lines[i]?.text ?? '').trimStart().length;
    reading.add(hyphenated ? text.slice(0, -1) : text, i === line ? Math.max(0, Math.min(offset - leading, text.length)) : undefined);
    if (i < last && !hyphenated) reading.add(' ');
  }
  return reading.done();
}

/**
 * A question or an exclamation in quotes that the sentence goes on after, in lowercase: in
 * '"Do you not want to know?" cried his wife.', the words said and who said them are one
 * sentence. (The marks before a cut; the letter after it is lowercase.)
 */
const SPEECH_GOES_ON = /[?!][”"’'»)]*\s*$/u;

/** A bullet or a dash that opens a list's item, with the space after it. */
const LIST_BULLET = /^[\s•◦▪▫‣⁃∙·*–—-]*[•◦▪▫‣⁃∙·*–—-]\s+/u;

/** Whether a sentence break at `index` ends a sentence: not after a title, nor within speech the sentence goes on from. */
function endsSentence(text: string, index: number): boolean {
  const before = text.slice(0, index);
  if (endsInAbbreviation(before)) return false;
  return !(SPEECH_GOES_ON.test(before) && /\p{Ll}/u.test(text[index] ?? ''));
}

/**
 * The sentence holding place `at` of a text as read, cut by Unicode's sentence rules
 * (sentence-breaks.ts); a cut after a title or an initial ("Mrs. Bennet") is no sentence's
 * end, nor one after quoted words that the sentence goes on from ('"…?" cried his wife').
 */
export function sentenceAt({ text, at }: TextAt): WordInSentence {
  const cuts = [0];
  for (const index of sentenceBreaks(text)) if (endsSentence(text, index)) cuts.push(index);
  cuts.push(text.length);
  const spot = Math.min(at, text.length - 1);
  const i = cuts.findIndex((cut, n) => spot >= cut && spot < (cuts[n + 1] ?? Infinity));
  const cut = cuts[Math.max(0, i)] ?? 0;
  // A list's bullet ("• Portability.") is no part of the item's sentence, unless the word is in it.
  const bullet = LIST_BULLET.exec(text.slice(cut, at))?.[0].length ?? 0;
  const from = cut + bullet;
  const sentence = text.slice(from, cuts[Math.max(0, i) + 1]).trimEnd();
  return { sentence, start: Math.min(at - from, sentence.length) };
}

/**
 * The whole word at `start` of a sentence as read: its letters and, inside it, hyphens and
 * apostrophes ("pin-money", "mother-in-law", "impatience" joined from a line's end).
 */
export function wordAt({ sentence, start }: WordInSentence): string {
  const letter = (i: number) => /[\p{L}\p{M}]/u.test(sentence[i] ?? '');
  // An apostrophe or a single hyphen between letters is inside the word; "--" is a dash.
  const inWord = (i: number) => letter(i) || (/['’\u2010\u2011-]/u.test(sentence[i] ?? '') && letter(i - 1) && letter(i + 1));
  let from = start;
  let to = start;
  while (from > 0 && inWord(from - 1)) from--;
  while (to < sentence.length && inWord(to)) to++;
  // A typesetter's hyphen (‐) or one that does not break (‑) is a hyphen all the same.
  return sentence.slice(from, to).replace(/[\u2010\u2011]/gu, '-');
}

/**
 * The hyphenated compound a part double-clicked belongs to ("pin" of "pin-money",
 * "law" of "mother-in-law"), or undefined when the word stands alone.
 */
export function wholeCompound(context: WordInSentence, clicked: string): string | undefined {
  const whole = wordAt(context);
  if (clicked.includes('-') || !whole.includes('-')) return undefined;
  return whole.toLowerCase().split('-').includes(clicked.toLowerCase()) ? whole : undefined;
}
