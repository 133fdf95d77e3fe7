/**
 * What of a page is reading text for the marker (./marker.ts): the elements whose text is none
 * (code, fields, what is not shown), and where a sentence starts, so that a capitalized word
 * inside one is taken for a name.
 */
import { endsInAbbreviation } from '../../lib/shared/english/abbreviations';

/**
 * Elements whose text is no reading: code, fields, buttons, what is not shown, and Glossa's own
 * bubble. Not `<pre>`: a plain-text book is one (the browser shows a text/plain document so),
 * and so are poems; a `<pre>` of code is left by its `<code>` or by its class (CODE_CLASS).
 */
const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'code',
  'kbd',
  'samp',
  'var',
  'textarea',
  'input',
  'select',
  'option',
  'svg',
  'math',
  'canvas',
  'iframe',
  'object',
  'video',
  'audio',
  'glossa-bubble',
]);
/** The classes the usual highlighters give a block of code (Prism, highlight.js, Pandoc, Pygments, GitHub). */
const CODE_CLASS = /(^|\s)(language-|lang-|hljs|highlight|prettyprint|sourceCode|code)/;
const SENTENCE_END = /[.!?…:;"“”‘’'(—–]\s*$/;

/** Whether the word at `index` in `text` opens a sentence: what comes before it ends one, or nothing does. */
export function opensSentenceAt(root: Document, text: Text, index: number): boolean {
  const before = text.data.slice(Math.max(0, index - 40), index);
  if (!before.trim()) return opensSentence(root, text);
  // An abbreviation's full stop ends no sentence: "Mrs. Rose" is a name.
  return SENTENCE_END.test(before) && !endsInAbbreviation(before);
}

/** Whether the start of `text` starts a sentence: the text before it, in its block, ends one (or there is none). */
function opensSentence(root: Document, text: Text): boolean {
  const walker = root.createTreeWalker(text.getRootNode(), NodeFilter.SHOW_TEXT);
  walker.currentNode = text;
  const before = walker.previousNode() as Text | null;
  return !before?.data.trim() || SENTENCE_END.test(before.data) || !sameBlock(before, text);
}

export function skipped(element: Element): boolean {
  // The attribute, not isContentEditable, which would have the page's style worked out first.
  const editable = element.getAttribute('contenteditable');
  return (
    SKIPPED.has(element.localName) ||
    (editable !== null && editable !== 'false') ||
    (element.localName === 'pre' && CODE_CLASS.test(element.className))
  );
}

export function inSkipped(element: Element): boolean {
  for (let at: Element | null = element; at; at = at.parentElement) if (skipped(at)) return true;
  return false;
}

/** Whether two texts are in the same block (a paragraph, a heading, a list item…). */
function sameBlock(a: Text, b: Text): boolean {
  const block = (text: Text) => text.parentElement?.closest('p,li,h1,h2,h3,h4,h5,h6,td,th,dd,dt,blockquote,div,section,article');
  return block(a) === block(b);
}
