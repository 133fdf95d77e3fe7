/**
 * Where a mark's underline may be drawn (./mark-layer.ts): the part of the view the boxes around
 * its word leave it, whether its element is shown at all, and whether the page covers it; and,
 * in a text of many marks, the first near the view.
 */

/** Marks, as far as where they are goes: each one's start in their text, in the text's order. */
interface Placed {
  readonly length: number;
  start(index: number): number;
}

/** A part of the view, in client pixels. */
export interface Clip {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
const NO_CLIP: Clip = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };

/** The part of the view where `element`'s content shows: what the boxes around it that clip leave of it. */
export function clipOf(element: Element, clips: Map<Element, Clip>): Clip {
  const known = clips.get(element);
  if (known) return known;
  // The root's and the body's overflow are the view's, whose edges are the view's own.
  if (element === element.ownerDocument.documentElement || element === element.ownerDocument.body) return NO_CLIP;
  const style = getComputedStyle(element);
  // A fixed box is clipped by none of the boxes around it; the root's overflow is the view's.
  const parent = style.position === 'fixed' ? null : (element.parentElement ?? (element.parentNode as ShadowRoot | null)?.host);
  let clip = parent ? clipOf(parent, clips) : NO_CLIP;
  const clipsX = style.overflowX !== 'visible';
  const clipsY = style.overflowY !== 'visible';
  if (clipsX || clipsY) {
    const box = element.getBoundingClientRect();
    const left = box.left + element.clientLeft;
    const top = box.top + element.clientTop;
    clip = {
      left: clipsX ? Math.max(clip.left, left) : clip.left,
      right: clipsX ? Math.min(clip.right, left + element.clientWidth) : clip.right,
      top: clipsY ? Math.max(clip.top, top) : clip.top,
      bottom: clipsY ? Math.min(clip.bottom, top + element.clientHeight) : clip.bottom,
    };
  }
  clips.set(element, clip);
  return clip;
}

/**
 * Whether a reader can see `element`'s text, as far as its style says: not hidden, transparent
 * (by its opacity), in a closed `<details>` or inert. (What has no box, or is clipped away or
 * covered, has no client rect to draw at, or is left by the clip and the hit test.) Text made
 * transparent by its colour is drawn: the PDF viewer's text layer is such text, over the
 * picture of its page.
 */
export function seen(element: Element): boolean {
  if (element.closest('[inert]')) return false;
  if (typeof element.checkVisibility === 'function')
    return element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true, contentVisibilityAuto: false });
  const style = getComputedStyle(element);
  return style.visibility !== 'hidden' && style.visibility !== 'collapse' && style.opacity !== '0';
}

/** Whether what is at (x, y) in the view is `element`'s (its own, or a part of it or of what holds it). */
export function showsAt(root: Document | ShadowRoot, element: Element, x: number, y: number): boolean {
  const hit = root.elementFromPoint(x, y);
  return !hit || hit === element || element.contains(hit) || hit.contains(element);
}

/** The first of `marks` (in their text's order) that starts at `offset` or after it. */
export function firstFrom(marks: Placed, offset: number): number {
  let low = 0;
  let high = marks.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (marks.start(middle) < offset) low = middle + 1;
    else high = middle;
  }
  return Math.min(low, marks.length - 1);
}

/**
 * The first mark not above the near view, `isAbove` being true of every mark before it and
 * false after: looked for from `guess` by steps that double, then by halves, so that a good
 * guess costs a few reads of the layout and a bad one no more than twice a search by halves.
 */
export function firstNotAbove(marks: Placed, guess: number, isAbove: (index: number) => boolean): number {
  let low: number;
  let high: number;
  if (isAbove(guess)) {
    // Further on: the first not above is after the guess.
    low = guess + 1;
    let step = 1;
    high = Math.min(marks.length, low + step);
    while (high < marks.length && isAbove(high)) {
      low = high + 1;
      step *= 2;
      high = Math.min(marks.length, low + step);
    }
  } else {
    // Before it, or the guess itself.
    high = guess;
    let step = 1;
    low = Math.max(0, high - step);
    while (low > 0 && !isAbove(low)) {
      high = low;
      step *= 2;
      low = Math.max(0, high - step);
    }
    if (low === 0 && !isAbove(0)) return 0;
    low += 1;
  }
  while (low < high) {
    const middle = (low + high) >> 1;
    if (isAbove(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}
