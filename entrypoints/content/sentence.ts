/**
 * What the page reads around a selected word, for the background to read its sentence from
 * (lib/shared/text/page-reading.ts): the text of the nearest block (a paragraph, a list item, a
 * cell…) as a reader sees it (its lines broken where the page shows them, footnote markers and
 * scripts left out: block-text.ts), or, in a PDF's text layer, the lines of its page; and the
 * page's text while its period (whether it reads as older English) is not known. The page
 * gathers text only: the reading itself runs in the background, warm, not in the page's
 * first lookup.
 */
import { blockText } from './block-text';
import { READ_IN_LIMITS } from '../../lib/shared/messages/read-in';
import type { PageReading, ReadInPage } from '../../lib/shared/text/page-reading';
import type { PageLine } from '../../lib/shared/text/text-as-read';

/** Elements whose text is one run of prose: a sentence does not cross their edges. */
const BLOCKS = 'p, li, dd, dt, td, th, caption, figcaption, blockquote, h1, h2, h3, h4, h5, h6, pre, article, section, div, body';

/** Enough text on either side of the word for the longest sentence kept whole; a block of a whole book is cut. */
const REACH = READ_IN_LIMITS.sentence;

/** The text of a block within REACH of the range's start, and whether more was left out either side; undefined where the range starts in no text it shows. */
function readBlock(block: Element, range: Range): PageReading | undefined {
  const shown = blockText(block, range, REACH);
  if (!shown) return undefined;
  const from = Math.max(0, shown.at - REACH);
  return {
    block: shown.text.slice(from, shown.at + REACH),
    at: shown.at - from,
    ...(shown.at >= REACH && { cutBefore: true }),
    ...(shown.text.length - shown.at >= REACH && { cutAfter: true }),
  };
}

/** A PDF text layer's lines: its text nodes gathered into lines by where they stand (pdf.js sets each run of text apart). */
function readLayer(layer: Element, range: Range): PageReading | undefined {
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
  return place && { lines, ...place };
}

/** Whether each document reads as older English, once the background has decided it for good. */
const periods = new WeakMap<Document, boolean>();

/**
 * The page's text for its period (as much as that reading takes), while the page's period is not
 * known: its text nodes' text in order, as `textContent` gives it, gathered only as far as is
 * needed, so that a long page's first lookup does not copy a whole book's text.
 */
function textForPeriod(node: Node): string | undefined {
  const page = node.ownerDocument ?? document;
  if (periods.has(page)) return undefined;
  if (!page.body) return '';
  const walker = page.createTreeWalker(page.body, NodeFilter.SHOW_TEXT);
  let text = '';
  for (let next = walker.nextNode(); next && text.length < READ_IN_LIMITS.pageText; next = walker.nextNode())
    text += (next as Text).data.slice(0, READ_IN_LIMITS.pageText - text.length);
  return text;
}

/**
 * What the background said of the page's period, kept once it is for good: a page that reads
 * as older, or one with all the text that reading takes; a page still filling (a PDF's pages
 * drawn as read) is read again.
 */
export function rememberPeriod(node: Node, sent: string | undefined, older: boolean | undefined): void {
  if (sent === undefined || older === undefined) return;
  if (older || sent.length >= READ_IN_LIMITS.pageText) periods.set(node.ownerDocument ?? document, older);
}

/** What a lookup at `range` carries of where it was read: the text around the word, and the page's period or its text. */
export function readAround(range: Range): ReadInPage | undefined {
  const start = range.startContainer;
  const element = start instanceof Element ? start : start.parentElement;
  const layer = element?.closest('.textLayer');
  const block = element?.closest(BLOCKS);
  const shown = (layer && readLayer(layer, range)) || (block && readBlock(block, range));
  if (!shown) return undefined;
  const page = start.ownerDocument ?? document;
  const known = periods.get(page);
  const pageText = textForPeriod(start);
  return { shown, ...(known !== undefined && { olderPage: known }), ...(pageText !== undefined && { pageText }) };
}
