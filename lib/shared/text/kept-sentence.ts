/**
 * The sentence a word is kept with, one text everywhere it appears (the lookup history, the
 * word in a list, the review's card, every export): the whole sentence up to a generous bound;
 * past it, the clause that holds the word, widened by whole words while there is room, cut only
 * between words, with "…" where it was cut. A sentence whose start or end lay beyond the text
 * read from the page is cut there the same way, never mid-word.
 */
import { READ_IN_LIMITS } from '../messages/read-in';

export interface SentenceAt {
  sentence: string;
  /** Where the word starts in it. */
  start: number;
}

const ELLIPSIS = '…';
/** Marks that part a sentence's clauses: a semicolon, a colon, a dash, a bracket. */
const CLAUSE_MARK = /[;:—–()]/u;

/** Whether the text read was cut before the sentence began, or after it ended. */
export interface CutEdges {
  before?: boolean;
  after?: boolean;
}

/**
 * `sentence` kept within `max` characters (the ellipses included), cut at word boundaries around
 * the word at `start`. `cut` says which ends of it are not the sentence's own (the page's text
 * was read only so far): those lose their partial word and take "…".
 */
export function keptSentence({ sentence, start }: SentenceAt, cut: CutEdges = {}, max: number = READ_IN_LIMITS.sentence): SentenceAt {
  let from = 0;
  let to = sentence.length;
  // An end that is the page's cut, not the sentence's: its partial word goes.
  if (cut.before) {
    const space = sentence.slice(0, start).search(/\s/u);
    from = space < 0 ? 0 : space + 1;
  }
  if (cut.after) {
    const end = wordEnd(sentence, start);
    const space = sentence.slice(end).search(/\s\S*$/u);
    to = space < 0 ? sentence.length : end + space;
  }
  let cutBefore = Boolean(cut.before);
  let cutAfter = Boolean(cut.after);

  const room = max - 2 * ELLIPSIS.length;
  if (to - from > max) {
    // The clause that holds the word, or the bound's width centred on the word when the clause alone is longer.
    const clause = clauseAround(sentence, start, from, to);
    let [left, right] = clause.to - clause.from <= room ? [clause.from, clause.to] : centred(start, from, to, room);
    // Widened by the text on either side, as far as the bound allows.
    const spare = room - (right - left);
    const grow = Math.floor(spare / 2);
    const moreLeft = Math.min(left - from, grow + Math.max(0, grow - (to - right)));
    const moreRight = Math.min(to - right, spare - moreLeft);
    left -= moreLeft;
    right += moreRight;
    // Cut between words only.
    if (left > from) {
      left = wordStartAfter(sentence, left, start);
      from = left;
      cutBefore = true;
    }
    if (right < to) {
      right = wordEndBefore(sentence, right, wordEnd(sentence, start));
      to = right;
      cutAfter = true;
    }
  }
  const body = sentence.slice(from, to).trim();
  const lead = sentence.slice(from, to).length - sentence.slice(from, to).trimStart().length;
  const prefix = cutBefore ? ELLIPSIS : '';
  const kept = { sentence: `${prefix}${body}${cutAfter ? ELLIPSIS : ''}`, start: Math.max(0, start - from - lead) + prefix.length };
  if (kept.sentence.length <= max) return kept;
  // A run with no space longer than the bound (no text a reader would see) is cut inside it.
  const left = Math.max(0, Math.min(start - Math.floor(room / 2), sentence.length - room));
  const before = left > 0 ? ELLIPSIS : '';
  return {
    sentence: `${before}${sentence.slice(left, left + room)}${left + room < sentence.length ? ELLIPSIS : ''}`,
    start: start - left + before.length,
  };
}

/** A text cut to `max` characters at its last word boundary, with "…": for a text with no word to keep in view. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  // One word longer than the bound (no text a reader would see) is cut inside it.
  const end = wordEndBefore(text, max - ELLIPSIS.length, 0) || max - ELLIPSIS.length;
  return `${text.slice(0, end).trimEnd()}${ELLIPSIS}`;
}

/** Where the word at `start` ends. */
function wordEnd(text: string, start: number): number {
  const rest = /^\S*/u.exec(text.slice(start))?.[0] ?? '';
  return start + rest.length;
}

/** The first word start at or after `at` (a place inside a word moves past it), never past `limit`. */
function wordStartAfter(text: string, at: number, limit: number): number {
  if (at === 0 || /\s/u.test(text[at - 1] ?? ' ')) return at;
  const space = text.slice(at, limit).search(/\s/u);
  return space < 0 ? limit : at + space + 1;
}

/** The last word end at or before `at` (a place inside a word moves before it), never before `limit`. */
function wordEndBefore(text: string, at: number, limit: number): number {
  if (at >= text.length || /\s/u.test(text[at] ?? ' ')) return at;
  const space = text.slice(limit, at).search(/\s\S*$/u);
  return space < 0 ? limit : limit + space;
}

/** The clause around the word: from the last clause mark before it to the first after it, within [from, to). */
function clauseAround(text: string, start: number, from: number, to: number): { from: number; to: number } {
  let left = start;
  while (left > from && !CLAUSE_MARK.test(text[left - 1] ?? '')) left--;
  let right = wordEnd(text, start);
  while (right < to && !CLAUSE_MARK.test(text[right] ?? '')) right++;
  // The mark after the clause stays with it (a closing bracket, a semicolon).
  return { from: left, to: Math.min(to, right + 1) };
}

/** `width` characters centred on the word, within [from, to). */
function centred(start: number, from: number, to: number, width: number): [number, number] {
  const left = Math.max(from, Math.min(start - Math.floor(width / 2), to - width));
  return [left, Math.min(to, left + width)];
}
