/**
 * What the bubble's controller (bubble-ui.ts) shows: Preact, the shared bubble and its style
 * sheet (in a page, in a file of its own read after the controller's, bubble-view-entry.ts; in the PDF viewer, a
 * chunk of the viewer's bundle, loaded while the first lookup is asked). While a first answer
 * is on its way with the reader waiting, the controller has it read its style sheet. (Its
 * typefaces were readied just after its file was asked for: lookups.ts, typefaces.ts.)
 */
import { h, render } from 'preact';
import { BubbleShell, type BubbleShellProps } from '../../components/bubble/BubbleShell';
import { bubbleSheet, styleBubbleRoot } from '../../components/bubble/style-root';

/** Readies the first bubble's style sheet (read once a page). */
export function prepare(): void {
  bubbleSheet();
}

/** Styles a new bubble's shadow root and renders the bubble into it. */
export function showBubble(root: ShadowRoot, props: BubbleShellProps): void {
  styleBubbleRoot(root);
  render(h(BubbleShell, props), root);
}

/** Takes the bubble out of its root (its effects end: listeners go, focus traps lift). */
export function clearBubble(root: ShadowRoot): void {
  render(null, root);
}
