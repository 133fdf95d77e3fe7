/**
 * Finds the reader's list words where they read, without touching the page: every occurrence
 * is a range handed to the mark layer (./mark-layer.ts), which underlines it where no script of
 * the page can see it; no text node of the page is split and no attribute set.
 *
 * Text is found with a TreeWalker over text nodes (skipping scripts, styles, code, fields,
 * editable regions and Glossa's bubble; entering open shadow roots), and its words with
 * `Intl.Segmenter`. What the reader sees, or is about to, is marked first (an
 * IntersectionObserver over the text's elements), the rest in small idle slices; text the
 * page adds or changes later is marked from batched mutation records. A text holding no
 * list word at all (most of a page) is passed over after a quick look (./mark-words.ts).
 */
import { endsInAbbreviation } from '../../lib/shared/english/abbreviations';
import type { MarkSet } from '../../lib/shared/messages/answers';
import { markLayer, NEAR_VIEW, type LayerStats, type Mark, type MarkLayer } from './mark-layer';
import { wordMatcher, type WordMatcher } from './mark-words';

/** Elements whose text is no reading: code, fields, buttons, what is not shown, and Glossa's own bubble. */
const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'code',
  'pre',
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
/** The longest a slice of work may run on the page's main thread. */
const SLICE_MS = 8;
/** How long mutation records are collected before the text they bring is marked. */
const MUTATION_BATCH_MS = 100;
const SENTENCE_END = /[.!?…:;"“”‘’'(—–]\s*$/;

/** What the marker did, for the benchmark (read in the extension's own world, which pages cannot reach). */
export interface MarkerStats extends LayerStats {
  /** Main-thread time spent marking, in ms, and in how many slices. */
  busyMs: number;
  slices: number;
  longestSliceMs: number;
  /** Busy time until the text in view when the marker started was marked; undefined until it was. */
  firstScreenMs?: number;
  /** Texts read for words so far (each text again when the page changes it, or the words change). */
  texts: number;
  /** Nothing left to scan. */
  idle: boolean;
}

export interface Marker {
  /** The words to mark changed: everything is marked again by them. */
  update(set: MarkSet): void;
  stop(): void;
  /** What it did so far. */
  readonly stats: MarkerStats;
  /** The words marked now, as "state:word", sorted: what the browser tests read, from the extension's own world. */
  marked(): string[];
  /** The words underlined now (those in or near the view that a reader can see), as "state:word", sorted. */
  drawn(): string[];
}

export function startMarker(set: MarkSet, root: Document = document): Marker {
  const stats: MarkerStats = {
    busyMs: 0,
    slices: 0,
    longestSliceMs: 0,
    texts: 0,
    idle: false,
    marks: 0,
    drawn: 0,
    placingMs: 0,
    placings: 0,
    longestPlacingMs: 0,
  };
  const segmenter = new Intl.Segmenter('en', { granularity: 'word' });
  /**
   * Made once there is a word to mark (not on a site the reader does not mark), whatever the
   * page holds: that it is there says nothing of the page's words or of the list's.
   */
  let layer: MarkLayer | undefined;

  let matcher: WordMatcher = wordMatcher(set);
  /** Text nodes not scanned yet, by the element that holds them; in the page's order. */
  let waiting = new Map<Element, Text[]>();
  /** Waiting elements now in view (or about to be). */
  let inView = new Set<Element>();
  /** Roots still being walked, each with its walker. */
  let walking: TreeWalker[] = [];
  /** The elements in view when the marker started (counted down for the first-screen figure). */
  let firstScreen: Set<Element> | undefined = new Set();
  let stopped = false;

  const seeing = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        seeing.unobserve(entry.target);
        if (entry.isIntersecting && waiting.has(entry.target)) {
          inView.add(entry.target);
          firstScreen?.add(entry.target);
        }
      }
      if (firstScreen && !firstScreen.size) {
        // Nothing in view to mark: the first screen is done.
        stats.firstScreenMs ??= stats.busyMs;
        firstScreen = undefined;
      }
      schedule(inView.size > 0);
    },
    { rootMargin: NEAR_VIEW },
  );

  const pending: MutationRecord[] = [];
  let batch: ReturnType<typeof setTimeout> | undefined;
  const watching = new MutationObserver((records) => {
    pending.push(...records);
    batch ??= setTimeout(() => {
      batch = undefined;
      takeMutations(pending.splice(0));
    }, MUTATION_BATCH_MS);
  });

  let roots = new WeakSet<Node>();
  function walk(from: Node): void {
    walking.push(root.createTreeWalker(from, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, { acceptNode }));
  }
  function acceptNode(node: Node): number {
    if (node.nodeType === Node.TEXT_NODE) return NodeFilter.FILTER_ACCEPT;
    const element = node as Element;
    if (skipped(element)) return NodeFilter.FILTER_REJECT;
    if (element.shadowRoot) addRoot(element.shadowRoot);
    return NodeFilter.FILTER_SKIP;
  }
  function addRoot(shadow: ShadowRoot | Document): void {
    if (roots.has(shadow)) return;
    roots.add(shadow);
    watching.observe(shadow, { childList: true, subtree: true, characterData: true });
    if (shadow !== root) layer?.watch(shadow as ShadowRoot);
    walk(shadow);
  }

  /** Waits for its element's turn (in view first). */
  function enqueue(text: Text): void {
    const parent = text.parentElement;
    if (!parent || !/\p{L}/u.test(text.data)) return;
    const texts = waiting.get(parent);
    if (texts) texts.push(text);
    else {
      waiting.set(parent, [text]);
      seeing.observe(parent);
    }
  }

  // ---------------------------------------------------------------- the work, in slices
  let scheduled: 'soon' | 'idle' | undefined;
  function schedule(soon: boolean): void {
    if (stopped || scheduled === 'soon' || (scheduled === 'idle' && !soon)) return;
    scheduled = soon ? 'soon' : 'idle';
    if (soon) setTimeout(run);
    else if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 });
    else setTimeout(run, 50);
  }

  function run(): void {
    scheduled = undefined;
    if (stopped) return;
    const start = performance.now();
    const until = start + SLICE_MS;
    // First the elements in view, then walking on, then the rest in the page's order.
    for (const element of inView) {
      inView.delete(element);
      scanElement(element);
      if (performance.now() > until) break;
    }
    // Until the observer first says what is in view, the page is walked no further than the first slice.
    const walkOn = stats.slices === 0 || !firstScreen;
    for (let walker = walking[0]; walkOn && walker && performance.now() < until; walker = walking[0]) {
      let count = 0;
      let node: Node | null = null;
      while (count++ < 200 && (node = walker.nextNode())) enqueue(node as Text);
      if (!node) walking.shift();
    }
    // The first screen waits for the observer's first answer before anything is scanned out of view.
    if (!firstScreen && !inView.size)
      for (const element of waiting.keys()) {
        if (performance.now() > until) break;
        scanElement(element);
      }
    stats.idle = !inView.size && !walking.length && !waiting.size;
    const took = performance.now() - start;
    stats.busyMs += took;
    stats.slices++;
    stats.longestSliceMs = Math.max(stats.longestSliceMs, took);
    if (inView.size || (walking.length && walkOn)) schedule(true);
    else if (waiting.size) schedule(false);
  }

  function scanElement(element: Element): void {
    const texts = waiting.get(element) ?? [];
    waiting.delete(element);
    inView.delete(element);
    if (firstScreen?.delete(element) && !firstScreen.size) {
      stats.firstScreenMs = stats.busyMs;
      firstScreen = undefined;
    }
    for (const text of texts) if (text.parentElement === element) scanText(text);
  }

  function scanText(text: Text): void {
    stats.texts++;
    const marks: Mark[] = [];
    const data = text.data;
    // The words are the segmenter's; it is asked only where a list word may be.
    let segments: Intl.Segments | undefined;
    for (const index of matcher.candidates(data)) {
      const word = (segments ??= segmenter.segment(data)).containing(index);
      if (!word?.isWordLike || word.index !== index) continue;
      const state = matcher.stateOf(word.segment, /^\p{Lu}/u.test(word.segment) && opensSentenceAt(text, index));
      if (!state) continue;
      const range = new StaticRange({
        startContainer: text,
        startOffset: index,
        endContainer: text,
        endOffset: index + word.segment.length,
      });
      marks.push({ state, range });
    }
    layer?.set(text, marks);
  }

  /** Whether the word at `index` in `text` opens a sentence: what comes before it ends one, or nothing does. */
  function opensSentenceAt(text: Text, index: number): boolean {
    const before = text.data.slice(Math.max(0, index - 40), index);
    if (!before.trim()) return opensSentence(text);
    // An abbreviation's full stop ends no sentence: "Mrs. Rose" is a name.
    return SENTENCE_END.test(before) && !endsInAbbreviation(before);
  }

  /** Whether the start of `text` starts a sentence: the text before it, in its block, ends one (or there is none). */
  function opensSentence(text: Text): boolean {
    const walker = root.createTreeWalker(text.getRootNode(), NodeFilter.SHOW_TEXT);
    walker.currentNode = text;
    const before = walker.previousNode() as Text | null;
    return !before?.data.trim() || SENTENCE_END.test(before.data) || !sameBlock(before, text);
  }

  // ---------------------------------------------------------------- what the page changes
  function takeMutations(records: MutationRecord[]): void {
    let removed = false;
    for (const record of records) {
      if (record.type === 'characterData') {
        if (record.target.parentElement && !inSkipped(record.target.parentElement)) enqueue(record.target as Text);
        continue;
      }
      removed ||= record.removedNodes.length > 0;
      if (record.target.nodeType === Node.ELEMENT_NODE && inSkipped(record.target as Element)) continue;
      for (const node of record.addedNodes) {
        if (node.nodeType === Node.TEXT_NODE) enqueue(node as Text);
        else if (node.nodeType === Node.ELEMENT_NODE && !skipped(node as Element)) walk(node);
      }
    }
    if (removed) layer?.prune();
    schedule(true);
  }

  // ---------------------------------------------------------------- start, again, stop
  function begin(): void {
    if (matcher.empty) return;
    layer ??= markLayer(root, stats);
    addRoot(root);
    schedule(true);
  }
  begin();

  return {
    stats,
    update(next) {
      matcher = wordMatcher(next);
      layer?.clear();
      waiting = new Map();
      inView = new Set();
      walking = [];
      seeing.disconnect();
      // Every root is walked again, from the document down.
      watching.disconnect();
      roots = new WeakSet();
      firstScreen = undefined;
      begin();
    },
    stop() {
      stopped = true;
      seeing.disconnect();
      watching.disconnect();
      clearTimeout(batch);
      layer?.stop();
    },
    drawn() {
      return layer?.drawnWords() ?? [];
    },
    marked() {
      const found: string[] = [];
      layer?.each(({ state, range }) =>
        found.push(`${state}:${(range.startContainer as Text).data.slice(range.startOffset, range.endOffset)}`),
      );
      return found.sort();
    },
  };
}

function skipped(element: Element): boolean {
  // The attribute, not isContentEditable, which would have the page's style worked out first.
  const editable = element.getAttribute('contenteditable');
  return SKIPPED.has(element.localName) || (editable !== null && editable !== 'false');
}

function inSkipped(element: Element): boolean {
  for (let at: Element | null = element; at; at = at.parentElement) if (skipped(at)) return true;
  return false;
}

/** Whether two texts are in the same block (a paragraph, a heading, a list item…). */
function sameBlock(a: Text, b: Text): boolean {
  const block = (text: Text) => text.parentElement?.closest('p,li,h1,h2,h3,h4,h5,h6,td,th,dd,dt,blockquote,div,section,article');
  return block(a) === block(b);
}
