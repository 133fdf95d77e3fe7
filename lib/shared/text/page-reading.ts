/**
 * What a page reads around a word it looks up, and the sentence read from it. The page only
 * gathers the text (entrypoints/content/sentence.ts: a block's text as it shows it, or a PDF
 * page's lines); the reading is done in the background, where Glossa's English runs warm from
 * lookup to lookup: a page's first lookup then compiles and runs none of it (Unicode's sentence
 * rules, the abbreviations, the signs of older English) with the reader waiting.
 */
import { keptSentence, type CutEdges } from './kept-sentence';
import { pageText, readText, sentenceAt, wordAt, type PageLine, type TextAt } from './text-as-read';
import type { WordInSentence } from './words-around';
import { asLetters } from '../english/letters';
import { READ_IN_LIMITS } from '../messages/read-in';

/** The text of the block a word stands in, as the page shows it (a line break only where it shows one), within a sentence's bound either side of the word. */
interface BlockReading {
  block: string;
  /** Where the word starts in it. */
  at: number;
  /** Text of the block was left out before or after: the bound, not a sentence's end, may end what was read there. */
  cutBefore?: boolean;
  cutAfter?: boolean;
}

/** The lines of a PDF page's text layer (pdf.js sets each run of text apart), and the place of the word in them. */
interface LayerReading {
  lines: PageLine[];
  line: number;
  offset: number;
}

export type PageReading = BlockReading | LayerReading;

/** What a page sends of where a word was read: the text around it, and the page's period once known, or its text until then. */
export interface ReadInPage {
  shown: PageReading;
  olderPage?: boolean;
  pageText?: string;
}

/**
 * The sentence at the place read, kept as every view and export will show it: whole, or within
 * its bound at word boundaries; an end of it that is only where the reading stopped is cut too.
 */
function sentenceKept(read: TextAt, cut: CutEdges = {}): WordInSentence {
  const found = sentenceAt(read);
  const begins = read.at - found.start;
  const edges = {
    before: cut.before && !/\S/u.test(read.text.slice(0, begins)),
    after: cut.after && !/\S/u.test(read.text.slice(begins + found.sentence.length)),
  };
  return { ...found, ...keptSentence(found, edges) };
}

/**
 * The sentence a word stands in, and the text around it, from what the page read there (placed
 * and cut to the protocol's bounds by `placeIn`). `selected`: the text selected; in a PDF, half of a word hyphenated at a line's end is read as
 * the whole word (`word`).
 */
export function sentenceOfReading(reading: PageReading, selected: string): WordInSentence {
  if ('block' in reading) {
    // Its line breaks are those the page shows: a blank line (a plain-text book's, or two <br>s) ends a paragraph.
    const read = readText(reading.block, reading.at, true);
    return { ...sentenceKept(read, { before: reading.cutBefore, after: reading.cutAfter }), around: read.text };
  }
  const read = pageText(reading.lines, reading.line, reading.offset);
  const context = { ...sentenceKept(read), around: read.text };
  const half = asLetters(selected.trim()).replace(/-$/u, '');
  const whole = wordAt(context);
  const joined = half && whole.length > half.length && !whole.includes('-') && (whole.startsWith(half) || whole.endsWith(half));
  return joined ? { ...context, word: whole } : context;
}

/**
 * Where the word stands in its sentence, the sentence trimmed and kept within its bound between
 * words around the word (as every view and export will show it), and the word's place with it;
 * undefined for a place outside the sentence (which is then ranked as if read in none).
 */
export function placeIn({ sentence, start, around, olderPage, word }: WordInSentence): WordInSentence | undefined {
  const lead = sentence.length - sentence.trimStart().length;
  const trimmed = sentence.trim();
  const at = start - lead;
  if (at < 0 || at >= trimmed.length) return undefined;
  const kept = keptSentence({ sentence: trimmed, start: at });
  return {
    sentence: kept.sentence,
    start: kept.start,
    ...(around !== undefined && { around: around.slice(0, READ_IN_LIMITS.around) }),
    ...(olderPage !== undefined && { olderPage }),
    ...(word !== undefined && { word }),
  };
}
