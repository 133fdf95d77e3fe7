/**
 * The sentence a selected word stands in, read from the page around its range: the text
 * of the nearest block (a paragraph, a list item, a cell…), cut at sentence ends by the
 * browser's own sentence segmenter. The bubble uses it to choose the sense the word has
 * there.
 */
import type { WordInSentence } from '../../lib/shared/text/sentence-context';

/** Elements whose text is one run of prose: a sentence does not cross their edges. */
const BLOCKS = 'p, li, dd, dt, td, th, caption, figcaption, blockquote, h1, h2, h3, h4, h5, h6, pre, article, section, div, body';

/** Enough text on either side of the word for its sentence; a block of a whole book is cut. */
const REACH = 400;

export function sentenceAround(range: Range): WordInSentence | undefined {
  const start = range.startContainer;
  const element = start instanceof Element ? start : start.parentElement;
  const block = element?.closest(BLOCKS);
  if (!block) return undefined;
  const before = document.createRange();
  before.setStart(block, 0);
  before.setEnd(range.startContainer, range.startOffset);
  const text = block.textContent ?? '';
  const at = before.toString().length;
  const from = Math.max(0, at - REACH);
  const window = text.slice(from, at + REACH);
  const offset = at - from;
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter;
  if (!Segmenter) return { sentence: window, start: offset };
  for (const { segment, index } of new Segmenter(undefined, { granularity: 'sentence' }).segment(window)) {
    if (offset >= index && offset < index + segment.length) return { sentence: segment, start: offset - index };
  }
  return { sentence: window, start: offset };
}
