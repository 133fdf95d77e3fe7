/**
 * What the bubble's controller (bubble-ui.ts) shows: Preact, the shared bubble and its style
 * sheet (in a page, in the same file as the controller, bubble-entry.ts; in the PDF viewer, a
 * chunk of the viewer's bundle, loaded while the first lookup is asked). While a
 * double-click's second press is still down and the answer on its way, the controller has it
 * ready the bubble's typefaces and rehearse its first render (warm-up.ts); once the
 * double-click has come, only its style sheet,
 * and its typefaces only while an answer from the network leaves the time (one from the cache
 * comes sooner than they are found: a kept word's first use painted 56.7 -> 46.3 ms in
 * a run each of `BENCH_PRESS_MS=0 npm run bench:bubble`, a new word’s 75.0 -> 63.9 ms).
 */
import { h, render } from 'preact';
import { BubbleShell, type BubbleShellProps } from '../../components/bubble/BubbleShell';
import { bubbleSheet, styleBubbleRoot } from '../../components/bubble/style-root';
import { findTypefaces, findTypefacesWhile } from '../../components/bubble/typefaces';
import { rehearseFirstRender } from './warm-up';

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
  findTypefaces();
  try {
    rehearseFirstRender(styleBubbleRoot);
  } catch {
    // A rehearsal that fails costs only its time: the real bubble renders as it would have.
  }
}

/**
 * Readies the first bubble's style sheet (read once a page), and while its answer is
 * `awaited`, its typefaces.
 */
export function prepare(awaited: () => boolean): void {
  bubbleSheet();
  findTypefacesWhile(awaited);
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
