/**
 * What the bubble's controller (bubble-ui.ts) shows, in a chunk of its own: Preact, the
 * shared bubble and its style sheet. The controller starts loading it as soon as it is
 * itself loaded, and asks for the word's lookup meanwhile, so a first lookup does not wait
 * for the view's code before it is even asked. While a double-click's second press is still
 * down and the answer on its way, the controller has it ready the bubble's typefaces and
 * rehearse its first render (warm-up.ts); once the double-click has come, only its style sheet
 * and typefaces, which take the time the answer leaves (a new word's, which the server gives,
 * painted 2 to 9 ms sooner in four runs of `BENCH_PRESS_MS=0 npm run bench:bubble`).
 */
import { h, render } from 'preact';
import { BubbleShell, type BubbleShellProps } from '../../components/bubble/BubbleShell';
import { bubbleSheet, styleBubbleRoot } from '../../components/bubble/style-root';
import { BUBBLE_FONTS } from '../../components/bubble/styles';
import { rehearseFirstRender } from './warm-up';

/** The typefaces were found already: the browser keeps them for the page's whole life. */
let typefacesReady = false;

/**
 * The bubble's typefaces, readied while the first lookup is asked for: the first text a page
 * draws in a face it has not used yet waits for the system to find that face (several
 * milliseconds on Linux). Measuring a word on a canvas of no page's finds them all the same.
 */
function prepareTypefaces(): void {
  if (typefacesReady) return;
  typefacesReady = true;
  try {
    const canvas = new OffscreenCanvas(1, 1).getContext('2d');
    if (!canvas) return;
    for (const face of ['', 'italic ', '600 ', '650 ', 'italic 600 ']) {
      canvas.font = `${face}14px ${BUBBLE_FONTS}`;
      // A pronunciation's letters (ˈæ, ə) may be in another face than the words': found too.
      canvas.measureText('Glossa ˈlæntərn');
    }
  } catch {
    // A browser without OffscreenCanvas finds the faces on the first paint instead.
  }
}
/** A bubble was shown already, or rehearsed: its own first render was the one to rehearse. */
let shown = false;

/**
 * Readies the typefaces and rehearses the first render, once: while a double-click's second
 * press is still down and its answer on the way (the controller calls it then, never before
 * the lookup is asked, which a rehearsal would hold back). Once the double-click has come, the
 * reader waits, and the 30 to 40 ms a rehearsal takes would come before the answer's own
 * paint: then only `prepare` runs.
 */
export function rehearse(): void {
  if (shown) return;
  shown = true;
  prepareTypefaces();
  try {
    rehearseFirstRender(styleBubbleRoot);
  } catch {
    // A rehearsal that fails costs only its time: the real bubble renders as it would have.
  }
}

/** Readies the first bubble's style sheet (read once a page) and its typefaces, while its answer is on the way. */
export function prepare(): void {
  bubbleSheet();
  prepareTypefaces();
}

/** Styles a new bubble's shadow root and renders the bubble into it. */
export function showBubble(root: ShadowRoot, props: BubbleShellProps): void {
  shown = true;
  styleBubbleRoot(root);
  render(h(BubbleShell, props), root);
}

/** Takes the bubble out of its root (its effects end: listeners go, focus traps lift). */
export function clearBubble(root: ShadowRoot): void {
  render(null, root);
}
