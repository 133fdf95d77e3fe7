/**
 * Reading one text node for list words a window of characters at a time, so that no text, however
 * long (a plain-text book is one text node; a hostile page may make one of 10 MB), holds the
 * page's main thread for longer than one window takes: the marker (./marker.ts) runs windows
 * until its slice of time is spent and resumes at the offset where it stopped.
 *
 * A window ends at a space, so that no word is cut at its edge (a window with no space in its
 * second half, which no reading text has, is cut where it ends).
 */
import { MarkList } from './mark-list';
import type { WordMatcher } from './mark-words';

/** Characters read at once: about a page of a book, a fraction of a millisecond to read. */
export const WINDOW_CHARS = 4096;

/** A text being read, and how far. */
export interface TextScan {
  readonly text: Text;
  /** The text as it was when reading started: a text changed since is read again from its start. */
  readonly data: string;
  /** Where the next window starts. */
  offset: number;
  /** The marks found so far. */
  readonly marks: MarkList;
}

export function textScan(text: Text): TextScan {
  return { text, data: text.data, offset: 0, marks: new MarkList() };
}

/** What the reading of a window needs to know of the page. */
export interface WindowReader {
  matcher: WordMatcher;
  segmenter: Intl.Segmenter;
  /** Whether the word at `index` of `text` opens a sentence. */
  opensSentenceAt(text: Text, index: number): boolean;
}

/**
 * Reads the next window of `scan` and adds its marks, at most `room` of them; answers whether the
 * text is read to its end (or `room` was filled).
 */
export function readWindow(scan: TextScan, reader: WindowReader, room: number): boolean {
  const { data, text } = scan;
  const start = scan.offset;
  const end = windowEnd(data, start);
  const chunk = data.slice(start, end);
  // The words are the segmenter's; it is asked only where a list word may be.
  let segments: Intl.Segments | undefined;
  for (const index of reader.matcher.candidates(chunk)) {
    const word = (segments ??= reader.segmenter.segment(chunk)).containing(index);
    if (!word?.isWordLike || word.index !== index) continue;
    const at = start + index;
    const state = reader.matcher.stateOf(word.segment, /^\p{Lu}/u.test(word.segment) && reader.opensSentenceAt(text, at));
    if (!state) continue;
    scan.marks.push(state, at, at + word.segment.length);
    if (scan.marks.length >= room) return true;
  }
  scan.offset = end;
  return end >= data.length;
}

/** Where the window starting at `start` ends: after its last space, if that is in its second half. */
export function windowEnd(data: string, start: number): number {
  const end = start + WINDOW_CHARS;
  if (end >= data.length) return data.length;
  for (let at = end; at > start + WINDOW_CHARS / 2; at--) if (isSpace(data.charCodeAt(at - 1))) return at;
  return end;
}

/** Whitespace, by its code: no word goes on across it. */
function isSpace(code: number): boolean {
  return (
    code === 32 ||
    (code >= 9 && code <= 13) ||
    code === 0xa0 ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x3000 ||
    (code >= 0x2000 && code <= 0x200a)
  );
}
