/**
 * The sentence a selected word stands in, read from the page around its range: the text of
 * the nearest block (a paragraph, a list item, a cell…) as a reader sees it (its lines broken
 * where the page shows them, footnote markers and scripts left out: block-text.ts), or, in a
 * PDF's text layer, the paragraph of its page with its lines joined
 * (lib/shared/text/text-as-read.ts), cut at sentence ends by Unicode's sentence rules
 * (lib/shared/english/sentence-breaks.ts). The bubble uses it to choose the sense the word has there, and the lookup
 * history keeps it.
 */
import type { WordInSentence } from '../../lib/shared/text/sentence-context';
import { readsAsOlderEnglish } from '../../lib/shared/text/older-english';
import { blockText } from './block-text';
import { asLetters } from '../../lib/shared/english/letters';
import { keptSentence, type CutEdges } from '../../lib/shared/text/kept-sentence';
import { READ_IN_LIMITS } from '../../lib/shared/messages/read-in';
import { readText, pageText, sentenceAt, wordAt, type PageLine, type TextAt } from '../../lib/shared/text/text-as-read';

/** Elements whose text is one run of prose: a sentence does not cross their edges. */
const BLOCKS = 'p, li, dd, dt, td, th, caption, figcaption, blockquote, h1, h2, h3, h4, h5, h6, pre, article, section, div, body';

/** Enough text on either side of the word for the longest sentence kept whole; a block of a whole book is cut. */
const REACH = READ_IN_LIMITS.sentence;

/** The text of a block around the range's start as read, and whether it was cut before or after; undefined where the range starts in no text it shows. */
function readBlock(block: Element, range: Range): { read: TextAt; cut: CutEdges } | undefined {
  const shown = blockText(block, range, REACH);
  if (!shown) return undefined;
  // Its line breaks are those the page shows: a blank line (a plain-text book's, or two <br>s) ends a paragraph.
  return { read: readText(shown.text, shown.at, true), cut: { before: shown.at >= REACH, after: shown.text.length - shown.at >= REACH } };
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
 * The text of a PDF text layer's page around the range's start, as read: its text nodes
 * gathered into lines by where they stand (pdf.js sets each run of text apart), then joined.
 */
function layerText(layer: Element, range: Range): TextAt | undefined {
  const lines: PageLine[] = [];
  let place: { line: number; offset: number } | undefined;
  const walker = document.createTreeWalker(layer, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const box = node.parentElement?.getBoundingClientRect();
    if (!box || !node.textContent) continue;
    const current = lines.at(-1);
    // A run whose middle is within the current line's height continues that line.
    const sameLine =
      current && Math.abs((box.top + box.bottom) / 2 - (current.top + current.bottom) / 2) < (current.bottom - current.top) / 2;
    const line = sameLine ? current : { text: '', top: box.top, bottom: box.bottom };
    if (!sameLine) lines.push(line);
    if (node === range.startContainer) place = { line: lines.length - 1, offset: line.text.length + range.startOffset };
    line.text += node.textContent;
  }
  return place && pageText(lines, place.line, place.offset);
}

/** Whether each document reads as older English, once decided (a page's period does not change). */
const periods = new WeakMap<Document, boolean>();
/** Text enough to decide a page's period for good; a page still filling (a PDF's pages drawn as read) is read again. */
const ENOUGH_TEXT = 20_000;

/** Whether the page reads as older English (Webster's 1913's senses then lead), from its text. */
function olderPage(node: Node): boolean {
  const page = node.ownerDocument ?? document;
  const known = periods.get(page);
  if (known !== undefined) return known;
  const text = page.body?.textContent ?? '';
  const older = readsAsOlderEnglish(text);
  if (older || text.length >= ENOUGH_TEXT) periods.set(page, older);
  return older;
}

export function sentenceAround(range: Range): WordInSentence | undefined {
  const context = readSentence(range);
  return context && { ...context, olderPage: olderPage(range.startContainer) };
}

function readSentence(range: Range): WordInSentence | undefined {
  const start = range.startContainer;
  const element = start instanceof Element ? start : start.parentElement;
  const layer = element?.closest('.textLayer');
  const read = layer ? layerText(layer, range) : undefined;
  if (read) {
    const context = { ...sentenceKept(read), around: read.text };
    // Half of a word hyphenated at a line's end: the whole word is the one read.
    const half = asLetters(range.toString().trim()).replace(/-$/u, '');
    const whole = wordAt(context);
    const joined = half && whole.length > half.length && !whole.includes('-') && (whole.startsWith(half) || whole.endsWith(half));
    return joined ? { ...context, word: whole } : context;
  }
  const block = element?.closest(BLOCKS);
  if (!block) return undefined;
  const text = readBlock(block, range);
  return text && { ...sentenceKept(text.read, text.cut), around: text.read.text };
}
