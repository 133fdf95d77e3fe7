/**
 * The text of a block around a place in it, as a reader sees it rather than as its nodes
 * hold it: the lines break where the page breaks them (at a <br>, two of which end a
 * paragraph, or at an element set as a block, a poem's lines each a <span> shown as a
 * block), not where the page's source did, and what a reader does not read as part
 * of the sentence is left out: scripts and styles, hidden text, text set apart from the
 * flow (a page number in the margin), and markers of notes and pages ("[1]", "[citation
 * needed]", "[Pg 12]", a superscript linking to a note). Only the text within
 * `reach` characters of the place is walked, so a block as long as a book costs no more.
 */
import type { TextAt } from '../../lib/shared/text/text-as-read';

/** Elements whose text is never read as prose. */
const UNREAD = 'script, style, noscript, template, textarea, select, svg, math annotation, sup.reference';
/** Text that marks a note or a page rather than saying anything: "[2]", "[c]", "[citation needed]", "[Pg 12]". */
const BRACKETED = /^\s*\[[^\]]{1,40}\]\s*$/u;

/**
 * Whether an element marks a note or a page: a superscript bracketed or linking within the
 * page (a power, "10<sup>6</sup>", is read), or a link within the page that is bracketed
 * ("<a href="#Footnote_1">[1]</a>").
 */
function isMarker(element: Element): boolean {
  if (element.localName === 'sup') return BRACKETED.test(element.textContent ?? '') || element.querySelector('a[href^="#"]') !== null;
  return element.localName === 'a' && (element.getAttribute('href') ?? '').startsWith('#') && BRACKETED.test(element.textContent ?? '');
}

/** How each element visited is shown, asked once per reading: the browser has its style worked out already. */
class Displays {
  private known = new Map<Element, { display: string; position: string; float: string }>();

  private of(element: Element): { display: string; position: string; float: string } {
    let shown = this.known.get(element);
    if (shown === undefined) {
      const { display, position, float } = getComputedStyle(element);
      shown = { display, position, float };
      this.known.set(element, shown);
    }
    return shown;
  }

  /**
   * Whether the element's text is no part of the text around it: not shown, or set out of
   * the text's flow (a book's page number in the margin, "[Pg 12]", positioned there).
   */
  apart(element: Element): boolean {
    const { display, position } = this.of(element);
    if (display === 'none' || position === 'absolute' || position === 'fixed') return true;
    // A bracketed page number floated to the margin ("[Pg 12]") is as far from the sentence.
    return this.floats(element) && BRACKETED.test(element.textContent ?? '');
  }

  private floats(element: Element): boolean {
    const { float } = this.of(element);
    return float === 'left' || float === 'right' || float === 'inline-start' || float === 'inline-end';
  }

  /** Whether the element parts the text before it from the text after it: not a float (a drop cap's "C" of "Cities"). */
  breaks(element: Element): boolean {
    if (element.localName === 'br') return true;
    if (this.floats(element)) return false;
    const { display } = this.of(element);
    // No display at all is an element no style reaches: read as inline, as its text runs on.
    return display !== '' && !display.startsWith('inline') && !['contents', 'none', 'ruby'].includes(display);
  }
}

/** A run of text read, and how many line breaks stand between it and the run before it (two: a paragraph's end). */
interface Piece {
  node: Text;
  linesBefore: number;
}

/** The elements from `node`'s parent up to (not including) the first that also holds `other`. */
function ancestorsApart(node: Node, other: Node, root: Element): Element[] {
  const apart: Element[] = [];
  for (let element = node.parentElement; element && element !== root && !element.contains(other); element = element.parentElement)
    apart.push(element);
  return apart;
}

/** The text node and offset where a range's start falls, or undefined when no text is there. */
function startText(range: Range, walker: TreeWalker): { node: Text; offset: number } | undefined {
  const { startContainer, startOffset } = range;
  if (startContainer instanceof Text) return { node: startContainer, offset: startOffset };
  const at = startContainer.childNodes[startOffset] ?? startContainer;
  walker.currentNode = at;
  const node = at instanceof Text ? at : walker.nextNode();
  return node instanceof Text ? { node, offset: 0 } : undefined;
}

/**
 * The text of `block` within `reach` characters either side of the range's start, with a
 * line break ("\n") only where the page shows one, and where the range's start lands in it;
 * undefined where the range does not start in text the block shows.
 */
export function blockText(block: Element, range: Range, reach: number): TextAt | undefined {
  const displays = new Displays();
  const walker = document.createTreeWalker(block, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node instanceof Element && (node.matches(UNREAD) || isMarker(node) || displays.apart(node))
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  const start = startText(range, walker);
  if (!start) return undefined;

  // Walks one way from the start, gathering text until `reach` characters, and noting the
  // elements passed between two runs of text: a break among them parts the two.
  const walk = (step: () => Node | null): { node: Text; passed: Element[] }[] => {
    const found: { node: Text; passed: Element[] }[] = [];
    let passed: Element[] = [];
    let length = 0;
    walker.currentNode = start.node;
    for (let node = step(); node && length < reach; node = step()) {
      if (node instanceof Text) {
        found.push({ node, passed });
        passed = [];
        length += node.data.length;
      } else if (node instanceof Element) passed.push(node);
    }
    return found;
  };
  const after = walk(() => walker.nextNode());
  const before = walk(() => walker.previousNode()).reverse();

  // In the page's order: each run with the elements passed on the way to it from the run before.
  const runs = [...before.map(({ node }, i) => ({ node, passed: i === 0 ? [] : (before[i - 1]?.passed ?? []) }))];
  runs.push({ node: start.node, passed: before.at(-1)?.passed ?? [] });
  runs.push(...after);

  // A <br> is a line's end and two are a paragraph's; an element set as a block ends a line.
  const pieces: Piece[] = runs.map(({ node, passed }, i) => {
    const previous = runs[i - 1]?.node;
    const between = previous ? [...passed, ...ancestorsApart(previous, node, block)] : [];
    const lines = between.filter((element) => element.localName === 'br').length || (between.some((e) => displays.breaks(e)) ? 1 : 0);
    return { node, linesBefore: Math.min(lines, 2) };
  });

  // The source's line breaks and runs of spaces are one space, unless the block shows them (a <pre>).
  const asWritten = /^(?:pre|break-spaces)/.test(getComputedStyle(block).whiteSpace);
  const shown = (data: string) => (asWritten ? data : data.replace(/\s+/g, ' '));
  // Only text within reach is read, so one text node as long as a book costs no more.
  let text = '';
  let at = 0;
  let passedStart = false;
  for (const piece of pieces) {
    if (text !== '') text += '\n'.repeat(piece.linesBefore);
    const { data } = piece.node;
    if (piece.node === start.node) {
      passedStart = true;
      const from = Math.max(0, start.offset - reach);
      at = text.length + shown(data.slice(from, start.offset)).length;
      text += shown(data.slice(from, start.offset + reach));
    } else text += shown(passedStart ? data.slice(0, reach) : data.slice(-reach));
  }
  const from = Math.max(0, at - reach);
  return { text: text.slice(from, at + reach), at: at - from };
}
