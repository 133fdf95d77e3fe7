/**
 * Where the marks are painted, so that a page and the frames in it learn nothing of them
 * (design principle 10: marks change nothing in the page and tell its scripts nothing).
 *
 * Not with the CSS Custom Highlight API, which paints ranges without an element: its registry,
 * `CSS.highlights`, is the page's own, and any script of the page (an ad frame's too) could walk
 * it and read every marked word, and from the highlight's name its state: the reader's list, a
 * fingerprint that follows them from site to site.
 *
 * Instead the underlines are elements of Glossa's own, inside one `<glossa-marks>` element added
 * to the document's root element when the marker starts, whatever the page holds and whatever
 * the list; it is the one change a page can see, and it says nothing of the words:
 *
 * - its shadow root is closed: no script of the page can reach the underlines, and changes
 *   inside a shadow tree are not reported to the page's mutation observers;
 * - it is `display: contents` (set from inside, `!important`, which the page's own style cannot
 *   override): it has no box, so no size for a ResizeObserver, no scroll size, nothing to hit or
 *   to intersect; it carries no attribute, text or child the page can see;
 * - the underlines are in a layer absolutely placed at the document's origin, of no height and
 *   as wide as the view (or as far as the page's words reach, where they reach further), its
 *   overflow visible downwards and clipped sideways, and `pointer-events: none`,
 *   which hit testing (`elementsFromPoint`) passes through; the document's own scrolling moves
 *   the underlines with their words, with no work and no lag (a fixed layer would have to
 *   follow every scroll a frame late);
 * - each underline is drawn inside its word's box, at its foot, clipped by the boxes that clip the
 *   word (scrolling and overflow-hidden ones), and not drawn where something of the page covers
 *   the word: it adds nothing to a scroll size and never shows through a dialog. Between a
 *   change of the view's width and their next placing the underlines are where the words were:
 *   clipped to the view's new width, they cannot widen the page meanwhile (a phone turned
 *   upright, or a window made narrower, would otherwise lay a page out with the words' old places
 *   in it, and a phone zooms out to show that width, and stays so);
 * - the page's own nodes, styles and selection are never touched: the word's computed style is
 *   the page's.
 *
 * Only the words in or near the view are drawn (an IntersectionObserver over the elements that
 * hold marked words), so that drawing costs the same on a long page as on a short one. They are
 * placed from their ranges' client rects, read all at once and then written all at once (no
 * layout is forced between two writes), in an animation frame after whatever may move them: a
 * scroll (inner scrolling boxes, fixed and sticky elements), a resize, fonts loading, a change
 * to the page. On bench/marks.ts's novel (120,000 words, a 500-word list, 5,885 marks) that is
 * 31 underlines, placed in about 4 ms the first time and 5 to 8 ms over the whole visit: the
 * words are found as before, and drawing them costs a small part of it.
 *
 * No page can make placing costly: a text with many marks (a plain-text book is one text) is
 * searched for those near the view from where the view falls in it, its marks being in the
 * order of its lines; a
 * placing stops when its time is spent, draws what it measured and goes on in the next frame;
 * and a page that changes without end is followed no more often than keeps placing under
 * PLACING_SHARE of the main thread.
 */
import { markBorder } from '../../lib/shared/marks';
import { WORD_STATES, type WordState } from '../../lib/shared/word-state';
import { clipOf, firstFrom, firstNotAbove, seen, showsAt, type Clip } from './mark-geometry';
import { MarkList } from './mark-list';

const NO_MARKS = new MarkList();

/** What the layer did, for the marker's figures. */
export interface LayerStats {
  /** Marks kept now, drawn or not. */
  marks: number;
  /** Underlines drawn now (the marks in or near the view). */
  drawn: number;
  /** Main-thread time spent placing underlines, in ms, and the longest placing. */
  placingMs: number;
  longestPlacingMs: number;
  /** How many times the underlines were placed. */
  placings: number;
  /** How long the first placing that drew an underline took. */
  firstDrawingMs?: number;
  /**
   * The longest the page's own style and layout took to come up to date, read at a placing's
   * start: the browser's work for the page's changes, done in that frame with marks or without.
   */
  longestLayoutMs?: number;
}

export interface MarkLayer {
  /** The marks on `text` are now `marks` (none: it has none). */
  set(text: Text, marks: MarkList): void;
  /** Forgets the marks of texts no longer in the document. */
  prune(): void;
  /** Every mark goes. */
  clear(): void;
  /** Changes in `root` (an open shadow root the marker entered) may move marks too. */
  watch(root: ShadowRoot): void;
  /** Each text's marks kept, in no particular order. */
  each(visit: (text: Text, marks: MarkList) => void): void;
  /** The words underlined now, as "state:word", sorted. */
  drawnWords(): string[];
  /** The underlines go, and the element that held them. */
  stop(): void;
}

/** "About to be seen": this far beyond the viewport, above and below. */
export const NEAR_VIEW = '50% 0px';
/** The underline's thickness, in CSS pixels (as `markBorder` draws it). */
const LINE_PX = 2;
/** The longest one placing may measure for before it draws what it has and goes on in the next frame. */
const PLACING_MS = 8;
/** The most of the main thread placing may take when the page changes without end. */
const PLACING_SHARE = 0.05;
/** A text with more marks than this is searched for those near the view (firstNotAbove). */
const SEARCHED_FROM = 32;

/** From inside the shadow root, so that no rule of the page can give the host a box. */
const STYLE = `:host{all:initial!important;display:contents!important}
div{all:initial;position:absolute;left:0;top:0;width:100%;height:0;overflow-x:clip;overflow-y:visible;pointer-events:none;z-index:2147483647}
i{all:initial;position:absolute;left:0;top:0;height:0;pointer-events:none}
i[hidden]{display:none}
${WORD_STATES.map((state) => `.${state}{border-bottom:${markBorder(state)}}`).join('\n')}`;

/** A placing under way: the elements left to measure (the first begun at `resume`), and the lines found. */
interface Measuring {
  elements: Element[];
  resume?: { text: Text; index: number };
  found: Line[];
}

interface Line {
  state: WordState;
  word: string;
  x: number;
  y: number;
  width: number;
}

export function markLayer(doc: Document, stats: LayerStats): MarkLayer {
  const host = doc.createElement('glossa-marks');
  const shadow = host.attachShadow({ mode: 'closed' });
  const style = doc.createElement('style');
  style.textContent = STYLE;
  const layer = doc.createElement('div');
  shadow.append(style, layer);
  doc.documentElement.append(host);

  /** The marks of each text, with the element that held it then; and the texts with marks held by each element. */
  const marksOf = new Map<Text, { element: Element; marks: MarkList }>();
  const textsOf = new Map<Element, Set<Text>>();
  /** Elements holding marks that are in or near the view. */
  const near = new Set<Element>();
  /** The underline elements, drawn or kept for later. */
  const lines: HTMLElement[] = [];
  let shown = 0;
  let drawnNow: Line[] = [];

  const seeing = new IntersectionObserver(
    (entries) =>
      timed(() => {
        // Drawn again only when what is near the view changed: most answers, while a page is read
        // for words, are of elements far from it.
        let changed = false;
        for (const entry of entries) {
          const isNear = entry.isIntersecting && textsOf.has(entry.target);
          if (isNear === near.has(entry.target)) continue;
          changed = true;
          if (isNear) near.add(entry.target);
          else near.delete(entry.target);
        }
        if (changed) schedule();
      }),
    { rootMargin: NEAR_VIEW },
  );

  // Whatever may move a word: the layer is placed again in the next frame.
  let frame = 0;
  function schedule(): void {
    measuring = undefined;
    frame ||= requestAnimationFrame(place);
  }
  /**
   * What the page changed: placed again as soon as the placings it caused stay under
   * PLACING_SHARE. Meanwhile the page's changes are not watched (a placing is coming whatever
   * else changes), so that a page changing every millisecond calls no code of Glossa's as often.
   */
  let lastPlacing = { at: -Infinity, took: 0 };
  let afterChange: ReturnType<typeof setTimeout> | undefined;
  const watched = new Set<Document | ShadowRoot>([doc]);
  const CHANGES = { subtree: true, childList: true, attributes: true, characterData: true } as const;
  function pageChanged(): void {
    if (afterChange !== undefined) return;
    const wait = lastPlacing.took / PLACING_SHARE - (performance.now() - lastPlacing.at);
    if (wait <= 0) {
      schedule();
      return;
    }
    moved.disconnect();
    afterChange = setTimeout(() => {
      afterChange = undefined;
      for (const root of watched) moved.observe(root, CHANGES);
      schedule();
    }, wait);
  }
  const moved = new MutationObserver(pageChanged);
  moved.observe(doc, CHANGES);
  const resized = new ResizeObserver(schedule);
  resized.observe(doc.documentElement);
  if (doc.body) resized.observe(doc.body);
  const view = doc.defaultView;
  const listening = { capture: true, passive: true } as const;
  doc.addEventListener('scroll', schedule, listening);
  doc.addEventListener('transitionend', schedule, listening);
  doc.addEventListener('animationend', schedule, listening);
  view?.addEventListener('resize', schedule, listening);
  doc.fonts?.addEventListener('loadingdone', schedule);

  /** Runs `work` as placing time, counted in the layer's figures. */
  function timed(work: () => void): number {
    const start = performance.now();
    work();
    const took = performance.now() - start;
    stats.placingMs += took;
    stats.longestPlacingMs = Math.max(stats.longestPlacingMs, took);
    return took;
  }

  /** A placing that ran out of time: the elements it has still to measure, and the lines it found. */
  let measuring: Measuring | undefined;
  let placingTook = 0;

  function place(): void {
    frame = 0;
    // A page that rebuilt its root element took the layer with it.
    if (!host.isConnected) doc.documentElement.append(host);
    // The first reads bring the page's own style and layout up to date, which the browser does in
    // this frame whatever Glossa does (a page that has just set 4 MB of text lays it out here):
    // counted apart from placing. The layer's box brings this document's; a hit test brings those
    // of every frame sharing this page's thread too (as the first word's test below would: 40
    // frames of one site just loaded took 200 ms there, counted as Glossa's placing).
    const flushing = performance.now();
    const origin = layer.getBoundingClientRect();
    if (near.size > 0) doc.elementFromPoint(0, 0);
    const flushed = performance.now() - flushing;
    // The view's width, the layer's own (what its 100% is), its scroll bar apart.
    const viewWidth = doc.scrollingElement?.clientWidth ?? origin.width;
    stats.longestLayoutMs = Math.max(stats.longestLayoutMs ?? 0, flushed);
    let drawn: Line[] = [];
    // A placing that goes on over several frames is weighed whole against PLACING_SHARE.
    if (!measuring) placingTook = 0;
    const took = timed(() => {
      const going = measuring ?? { elements: [...near], found: [] };
      measuring = undefined;
      const done = measure(going, origin, performance.now() + PLACING_MS);
      drawn = going.found;
      draw(drawn, viewWidth);
      drawnNow = drawn;
      if (!done) {
        // What is left is measured in the next frame, the lines found so far drawn meanwhile.
        frame = requestAnimationFrame(place);
        measuring = going;
      }
    });
    placingTook += took;
    lastPlacing = { at: performance.now(), took: placingTook };
    stats.drawn = drawn.length;
    if (drawn.length) stats.firstDrawingMs ??= took;
    stats.placings++;
  }

  /**
   * Where each underline goes, read from the layout before anything is written: the lines of
   * `going`'s elements, taken from its front, until `until`; true when every one is measured.
   */
  function measure(going: Measuring, origin: DOMRect, until: number): boolean {
    const width = view?.innerWidth ?? 0;
    const height = view?.innerHeight ?? 0;
    const clips = new Map<Element, Clip>();
    const range = doc.createRange();
    const found = going.found;
    /** Whether a mark's range ends above the near view, or starts below it (by half a view, as NEAR_VIEW). */
    const above = (rect: DOMRect) => rect.bottom < -height / 2;
    const below = (rect: DOMRect) => rect.top > height * 1.5;
    for (let element = going.elements.shift(); element; element = going.elements.shift()) {
      if (performance.now() > until) {
        going.elements.unshift(element);
        return false;
      }
      if (!element.isConnected || !seen(element)) continue;
      const clip = clipOf(element, clips);
      if (clip.right <= clip.left || clip.bottom <= clip.top) continue;
      // A placing that went on from an element it had begun starts at the text and mark it stopped at.
      const resume = going.resume;
      going.resume = undefined;
      let skipping = Boolean(resume && textsOf.get(element)?.has(resume.text));
      for (const text of textsOf.get(element) ?? []) {
        if (skipping && text !== resume?.text) continue;
        skipping = false;
        if (!text.isConnected) continue;
        const root = text.getRootNode() as Document | ShadowRoot;
        const marks = marksOf.get(text)?.marks ?? NO_MARKS;
        const at = (index: number): boolean => {
          try {
            range.setStart(text, marks.start(index));
            range.setEnd(text, marks.end(index));
            return true;
          } catch {
            // The text changed since it was read: its new marks are on their way.
            return false;
          }
        };
        // Many marks in one text: those near the view only. Each read of a range's place costs as
        // much as the text is long (the browser looks through its lines), so the first near the
        // view is looked for from where the view falls in the element, by its text's offsets.
        const many = marks.length > SEARCHED_FROM;
        const resumed = resume?.text === text;
        let first = resumed ? resume.index : 0;
        if (many && !resumed) {
          const box = element.getBoundingClientRect();
          const share = box.height > 0 ? Math.min(1, Math.max(0, (-height / 2 - box.top) / box.height)) : 0;
          const isAbove = (index: number) => at(index) && above(range.getBoundingClientRect());
          first = firstNotAbove(marks, firstFrom(marks, share * text.length), isAbove);
        }
        for (let index = first; index < marks.length; index++) {
          if (performance.now() > until) {
            going.elements.unshift(element);
            going.resume = { text, index };
            return false;
          }
          if (!at(index)) continue;
          const rects = range.getClientRects();
          if (many && rects[0] && below(rects[0])) break;
          for (const rect of rects) {
            const left = Math.max(rect.left, clip.left);
            const right = Math.min(rect.right, clip.right);
            const foot = rect.bottom - LINE_PX;
            if (right - left < 1 || rect.bottom > clip.bottom || foot < clip.top) continue;
            // In the view, the word must be what is there: not under a dialog or a banner.
            const x = (left + right) / 2;
            const y = (rect.top + rect.bottom) / 2;
            if (x >= 0 && y >= 0 && x < width && y < height && !showsAt(root, element, x, y)) continue;
            found.push({
              state: marks.state(index),
              word: text.data.slice(marks.start(index), marks.end(index)),
              x: left - origin.left,
              y: foot - origin.top,
              width: right - left,
            });
          }
        }
      }
    }
    return true;
  }

  function draw(drawn: Line[], viewWidth: number): void {
    // Only a page wider than its view has words past the view's width: the layer reaches as far.
    const reach = drawn.reduce((furthest, { x, width }) => Math.max(furthest, x + width), 0);
    const minWidth = reach > viewWidth ? `${Math.ceil(reach)}px` : '';
    if (layer.style.minWidth !== minWidth) layer.style.minWidth = minWidth;
    drawn.forEach(({ state, x, y, width }, index) => {
      let line = lines[index];
      if (!line) {
        line = doc.createElement('i');
        layer.append(line);
        lines.push(line);
      }
      if (line.className !== state) line.className = state;
      line.style.transform = `translate(${x}px,${y}px)`;
      line.style.width = `${width}px`;
      line.hidden = false;
    });
    for (const line of lines.slice(drawn.length, shown)) line.hidden = true;
    shown = drawn.length;
  }

  /** Whether `text` had marks, which it has no more. */
  function forget(text: Text): boolean {
    const had = marksOf.get(text);
    if (!had) return false;
    stats.marks -= had.marks.length;
    marksOf.delete(text);
    const texts = textsOf.get(had.element);
    texts?.delete(text);
    if (!texts?.size) {
      textsOf.delete(had.element);
      near.delete(had.element);
      seeing.unobserve(had.element);
    }
    return true;
  }

  return {
    set(text, marks) {
      const element = text.parentElement;
      const kept = marksOf.get(text);
      if (kept && element && kept.element === element && marks.length) {
        // Read again where it was (a text the page changed): its element stays watched as it was,
        // rather than watched anew, which would have it placed again at once, whatever the share.
        stats.marks += marks.length - kept.marks.length;
        kept.marks = marks;
        if (near.has(element)) pageChanged();
        return;
      }
      const had = forget(text);
      if (!marks.length || !element) {
        if (had) pageChanged();
        return;
      }
      marksOf.set(text, { element, marks });
      stats.marks += marks.length;
      const texts = textsOf.get(element);
      if (texts) texts.add(text);
      else {
        textsOf.set(element, new Set([text]));
        seeing.observe(element);
      }
      // New marks near the view are placed as the page's changes are (the page changed the text, mostly).
      if (near.has(element)) pageChanged();
    },
    prune() {
      for (const text of [...marksOf.keys()]) if (!text.isConnected) forget(text);
      schedule();
    },
    clear() {
      marksOf.clear();
      textsOf.clear();
      near.clear();
      seeing.disconnect();
      stats.marks = 0;
      schedule();
    },
    watch(root) {
      watched.add(root);
      if (afterChange === undefined) moved.observe(root, CHANGES);
    },
    drawnWords() {
      return drawnNow.map(({ state, word }) => `${state}:${word}`).sort();
    },
    each(visit) {
      for (const [text, { marks }] of marksOf) visit(text, marks);
    },
    stop() {
      seeing.disconnect();
      moved.disconnect();
      resized.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(afterChange);
      doc.removeEventListener('scroll', schedule, listening);
      doc.removeEventListener('transitionend', schedule, listening);
      doc.removeEventListener('animationend', schedule, listening);
      view?.removeEventListener('resize', schedule, listening);
      doc.fonts?.removeEventListener('loadingdone', schedule);
      host.remove();
    },
  };
}
