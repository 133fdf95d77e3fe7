/**
 * What the bubble's controller (bubble-ui.ts) shows: Preact, the shared bubble and its style
 * sheet (in a page, in a file of its own read after the controller's, bubble-view-entry.ts; in the PDF viewer, a
 * chunk of the viewer's bundle, loaded while the first lookup is asked). While a
 * double-click's second press is still down and the answer on its way, the controller has it
 * rehearse its first render (warm-up.ts); once the double-click has come, only read its style
 * sheet. (Its typefaces were readied as its file was asked for: lookups.ts, typefaces.ts.)
 */
import { h, render } from 'preact';
import { BubbleShell, type BubbleShellProps } from '../../components/bubble/BubbleShell';
import { bubbleSheet, styleBubbleRoot } from '../../components/bubble/style-root';
import { rehearseFirstRender } from './warm-up';

/** A bubble was shown already, or rehearsed: its own first render was the one to rehearse. */
let shown = false;

/**
 * Rehearses the first render, once: while a double-click's second press is still down and its
 * answer on the way (the controller calls it then, never before the lookup is asked, which a
 * rehearsal would hold back). Once the double-click has come, the reader waits, and the 30 to
 * 40 ms a rehearsal takes would come before the answer's own paint: then only `prepare` runs.
 */
export function rehearse(): void {
  if (shown) return;
  shown = true;
  try {
    rehearseFirstRender(styleBubbleRoot);
  } catch {
    // A rehearsal that fails costs only its time: the real bubble renders as it would have.
  }
}

/** Readies the first bubble's style sheet (read once a page). */
export function prepare(): void {
  bubbleSheet();
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
