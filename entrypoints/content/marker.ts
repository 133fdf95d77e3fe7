/**
 * Finds the reader's list words where they read, without touching the page: every occurrence
 * is a place in its text (./mark-list.ts) handed to the mark layer (./mark-layer.ts), which
 * underlines it where no script of the page can see it; no text node of the page is split and
 * no attribute set.
 *
 * Text is found with a TreeWalker over text nodes (skipping scripts, styles, code, fields,
 * editable regions and Glossa's bubble; entering open shadow roots), and its words with
 * `Intl.Segmenter`. What the reader sees, or is about to, is marked first (an
 * IntersectionObserver over the text's elements), the rest in small idle slices; text the
 * page adds or changes later is marked from batched mutation records. A text holding no
 * list word at all (most of a page) is passed over after a quick look (./mark-words.ts).
 *
 * No page can make it costly, whatever it holds: every slice of work stops when its time is
 * spent, inside a text too (a long text is read a window at a time, ./text-scan.ts); the page
 * is walked only a little ahead of what is read, so what waits is bounded; marking stops at
 * MAX_MARKS marks (the popup then says so); and what the page changes is read again no more
 * often than keeps the marker's share of the main thread under MUTATION_SHARE. Each frame runs
 * a marker of its own, with bounds of its own.
 */
import type { MarkSet } from '../../lib/shared/messages/answers';
import { markLayer, NEAR_VIEW, type LayerStats, type MarkLayer } from './mark-layer';
import { wordMatcher } from './mark-words';
import { inSkipped, opensSentenceAt, skipped } from './page-text';
import { readWindow, textScan, WINDOW_CHARS, type TextScan, type WindowReader } from './text-scan';
import { WaitingTexts, type WaitingGroup } from './waiting-texts';

/** The longest a slice of work may run on the page's main thread. */
const SLICE_MS = 8;
/**
 * The most marks kept in a frame: past them marking stops, and the popup says where. A novel of
 * 120,000 words with a 500-word list (bench/marks.ts) has about 6,000; each mark costs some 150
 * bytes and its place is measured while near the view, so 10,000 keep a long book whole for
 * under 2 MB, and a page made of list words costs no more than that.
 */
export const MAX_MARKS = 10_000;
/** The most elements walked ahead of what is read: what waits (and is watched for the view) stays small. */
const MAX_WAITING = 1000;
/**
 * Nodes walked between looks at the slice's clock. A walk makes a script object for every node
 * it passes, and the garbage collector's pauses for them land in whichever step is running: at
 * 200 nodes a step, on a page of 200,000 elements on a 2-core machine, the longest slice was
 * 23–92 ms (median 35 over 9 runs; tests/e2e/marks-hostile.spec.ts); at 25, 15–48 ms (median
 * 23 over 12). Looking at the clock costs next to nothing.
 */
const WALK_STEP = 25;
/** How long mutation records are collected before the text they bring is marked. */
const MUTATION_BATCH_MS = 100;
/** The most of the main thread that reading what the page changes may take, over time. */
const MUTATION_SHARE = 0.05;
/** The most nodes noted as changed between two batches; past them the document is walked again instead. */
const MAX_CHANGED = 5000;

/** What the marker did, for the benchmark (read in the extension's own world, which pages cannot reach). */
export interface MarkerStats extends LayerStats {
  /** Main-thread time spent marking, in ms, and in how many slices (observers' callbacks among them). */
  busyMs: number;
  slices: number;
  longestSliceMs: number;
  /** What the longest slice did: read text, follow the view, note the page's changes or take them in. */
  longestSlice?: 'reading' | 'in view' | 'changes noted' | 'changes taken';
  /** Busy time until the text in view when the marker started was marked; undefined until it was. */
  firstScreenMs?: number;
  /** Texts read for words so far (each text again when the page changes it, or the words change). */
  texts: number;
  /** Nothing left to scan. */
  idle: boolean;
  /** The marks at which marking stopped on this page (MAX_MARKS), once it did. */
  stoppedAt?: number;
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
  const reader: WindowReader = {
    matcher: wordMatcher(set),
    segmenter: new Intl.Segmenter('en', { granularity: 'word' }),
    opensSentenceAt: (text: Text, index: number) => opensSentenceAt(root, text, index),
  };
  /**
   * Made once there is a word to mark (not on a site the reader does not mark), whatever the
   * page holds: that it is there says nothing of the page's words or of the list's.
   */
  let layer: MarkLayer | undefined;

  /** Text nodes not scanned yet, by the element that holds them; in the page's order. */
  let waiting = new WaitingTexts();
  /** Waiting elements now in view (or about to be). */
  let inView = new Set<WaitingGroup>();
  /** Roots still being walked, each with its walker; and nodes to walk once those are done. */
  let walking: TreeWalker[] = [];
  let toWalk: Node[] = [];
  /** The text being read, when a slice ended inside it. */
  let reading: TextScan | undefined;
  /** The elements in view when the marker started (counted down for the first-screen figure). */
  let firstScreen: Set<WaitingGroup> | undefined = new Set();
  let stopped = false;
  /** Slices run so far (the observers' callbacks apart). */
  let runs = 0;

  /** Runs `work` as a slice of the marker's time, counted in its figures under `what`. */
  function timed(what: MarkerStats['longestSlice'], work: () => void): void {
    const start = performance.now();
    try {
      work();
    } finally {
      const took = performance.now() - start;
      stats.busyMs += took;
      stats.slices++;
      if (took > stats.longestSliceMs) {
        stats.longestSliceMs = took;
        stats.longestSlice = what;
      }
    }
  }

  const seeing = new IntersectionObserver(
    (entries) =>
      timed('in view', () => {
        for (const entry of entries) {
          seeing.unobserve(entry.target);
          if (entry.isIntersecting)
            for (const group of waiting.groupsOf(entry.target)) {
              inView.add(group);
              firstScreen?.add(group);
            }
        }
        if (firstScreen && !firstScreen.size) {
          // Nothing in view to mark: the first screen is done.
          stats.firstScreenMs ??= stats.busyMs;
          firstScreen = undefined;
        }
        schedule(inView.size > 0);
      }),
    { rootMargin: NEAR_VIEW },
  );

  // ---------------------------------------------------------------- what the page changes, noted
  /** The nodes the page added or changed since the last batch (each once), and whether it removed any. */
  let changed = new Set<Node>();
  let removed = false;
  let batch: ReturnType<typeof setTimeout> | undefined;
  /** When the last batch was taken, and the marker's busy time then. */
  let lastBatchAt = -Infinity;
  let busyAtLastBatch = 0;
  const watching = new MutationObserver((records) =>
    timed('changes noted', () => {
      for (const record of records) {
        if (record.type === 'characterData') changed.add(record.target);
        else {
          removed ||= record.removedNodes.length > 0;
          for (const node of record.addedNodes) changed.add(node);
        }
      }
      // A page that changes too much to keep track of is walked again, in slices, as at the start.
      if (changed.size > MAX_CHANGED) changed = new Set([root]);
      batch ??= setTimeout(takeMutations, batchDelay());
    }),
  );
  /** The next batch waits until what the last one cost is at most MUTATION_SHARE of the time since it. */
  function batchDelay(): number {
    const cost = stats.busyMs - busyAtLastBatch;
    const since = performance.now() - lastBatchAt;
    return Math.max(MUTATION_BATCH_MS, cost / MUTATION_SHARE - since);
  }

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
    // A long text is not looked through at once for a letter: its windows are read in slices.
    if (!parent || (text.length < WINDOW_CHARS && !/\p{L}/u.test(text.data))) return;
    if (waiting.add(parent, text)) seeing.observe(parent);
  }

  // ---------------------------------------------------------------- the work, in slices
  let scheduled: 'soon' | 'idle' | undefined;
  function schedule(soon: boolean): void {
    if (stopped || stats.stoppedAt || scheduled === 'soon' || (scheduled === 'idle' && !soon)) return;
    scheduled = soon ? 'soon' : 'idle';
    if (soon) setTimeout(run);
    else if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 });
    else setTimeout(run, 50);
  }

  function run(): void {
    scheduled = undefined;
    if (stopped || stats.stoppedAt) return;
    timed('reading', slice);
    runs++;
    stats.idle = !reading && !inView.size && !walking.length && !toWalk.length && !waiting.size;
    if (stats.stoppedAt) return;
    if (reading || inView.size || ((walking.length || toWalk.length) && walkOn())) schedule(true);
    else if (waiting.size) schedule(false);
  }

  /** Until the observer first says what is in view, the page is walked no further than the first slice. */
  const walkOn = () => runs === 0 || !firstScreen;

  function slice(): void {
    const until = performance.now() + SLICE_MS;
    const spent = () => performance.now() > until;
    // A text left half read first, then the elements in view, then walking on, then the rest in the page's order.
    if (reading && !readOn(spent)) return;
    waiting.compact();
    for (const group of inView) if (spent() || !scanGroup(group, spent)) return;
    if (walkOn()) walkAhead(spent);
    // The first screen waits for the observer's first answer before anything is scanned out of view.
    if (!firstScreen && !inView.size)
      for (const group of waiting.inOrder()) {
        if (spent() || !scanGroup(group, spent)) return;
        if (waiting.size < MAX_WAITING / 2) walkAhead(spent);
      }
  }

  /** Walks the page on, no further than MAX_WAITING elements ahead of what is read. */
  function walkAhead(spent: () => boolean): void {
    while (waiting.size < MAX_WAITING && !spent()) {
      const walker = walking[0];
      if (!walker) {
        const next = toWalk.shift();
        if (!next) return;
        if (next.nodeType === Node.TEXT_NODE) enqueue(next as Text);
        else if (next === root || next.nodeType === Node.DOCUMENT_FRAGMENT_NODE) walk(next);
        else if (next.nodeType === Node.ELEMENT_NODE && !inSkipped(next as Element)) walk(next);
        continue;
      }
      let count = 0;
      let node: Node | null = null;
      while (count++ < WALK_STEP && (node = walker.nextNode())) enqueue(node as Text);
      if (!node) walking.shift();
    }
  }

  /**
   * Reads a group's waiting texts; false when the slice's time was spent before the end. The
   * rest then waits where it was (and in view, if it was), to be read first in the next slice.
   */
  function scanGroup(group: WaitingGroup, spent: () => boolean): boolean {
    if (firstScreen?.delete(group) && !firstScreen.size) {
      stats.firstScreenMs = stats.busyMs;
      firstScreen = undefined;
    }
    // A text the page has moved since is read where it went (the page's change brings it back).
    const left = group.texts.filter((text) => text.parentElement === group.element);
    while (left.length) {
      if (spent()) {
        group.texts = left;
        return false;
      }
      reading = textScan(left.shift() as Text);
      stats.texts++;
      if (!readOn(spent)) {
        group.texts = left;
        if (!left.length) done(group);
        return false;
      }
    }
    done(group);
    return true;
  }

  function done(group: WaitingGroup): void {
    waiting.finish(group);
    inView.delete(group);
  }

  /** Reads on in the text being read, a window at a time; false when the slice's time was spent first. */
  function readOn(spent: () => boolean): boolean {
    while (reading) {
      const scan = reading;
      // Changed since reading started: the page's change brings it back to be read whole.
      if (scan.text.data !== scan.data) {
        reading = undefined;
        break;
      }
      const room = MAX_MARKS - stats.marks;
      const done = readWindow(scan, reader, room);
      if (done) {
        reading = undefined;
        layer?.set(scan.text, scan.marks);
        if (stats.marks >= MAX_MARKS) stopMarking();
        break;
      }
      if (spent()) return false;
    }
    return true;
  }

  /** The page holds more marks than a page may: those found stay, and nothing more is read. */
  function stopMarking(): void {
    stats.stoppedAt = stats.marks;
    watching.disconnect();
    seeing.disconnect();
    clearTimeout(batch);
    waiting = new WaitingTexts();
    inView = new Set();
    walking = [];
    toWalk = [];
    changed = new Set();
    stats.idle = true;
  }

  // ---------------------------------------------------------------- what the page changes, read
  function takeMutations(): void {
    batch = undefined;
    if (stopped || stats.stoppedAt) return;
    lastBatchAt = performance.now();
    busyAtLastBatch = stats.busyMs;
    const nodes = changed;
    changed = new Set();
    timed('changes taken', () => {
      for (const node of nodes) {
        const parent = node.nodeType === Node.TEXT_NODE ? node.parentElement : node.parentNode;
        if (node !== root && (!node.isConnected || (parent instanceof Element && inSkipped(parent)))) continue;
        if (node.nodeType === Node.TEXT_NODE || node.nodeType === Node.ELEMENT_NODE || node === root) toWalk.push(node);
      }
      if (removed) layer?.prune();
      removed = false;
    });
    schedule(true);
  }

  // ---------------------------------------------------------------- start, again, stop
  function begin(): void {
    if (reader.matcher.empty) return;
    layer ??= markLayer(root, stats);
    addRoot(root);
    schedule(true);
  }
  begin();

  return {
    stats,
    update(next) {
      reader.matcher = wordMatcher(next);
      layer?.clear();
      waiting = new WaitingTexts();
      inView = new Set();
      walking = [];
      toWalk = [];
      reading = undefined;
      changed = new Set();
      clearTimeout(batch);
      batch = undefined;
      delete stats.stoppedAt;
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
      layer?.each((text, marks) => {
        for (let index = 0; index < marks.length; index++)
          found.push(`${marks.state(index)}:${text.data.slice(marks.start(index), marks.end(index))}`);
      });
      return found.sort();
    },
  };
}
