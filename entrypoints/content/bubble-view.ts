/**
 * What the bubble's controller (bubble-ui.ts) shows, in a chunk of its own: Preact, the
 * shared bubble and its style sheet. The controller starts loading it as soon as it is
 * itself loaded, and asks for the word's lookup meanwhile, so a first lookup does not wait
 * for the view's code before it is even asked.
 */
import { h, render } from 'preact';
import { BubbleShell, type BubbleShellProps } from '../../components/bubble/BubbleShell';
import { styleBubbleRoot } from '../../components/bubble/style-root';

/** Styles a new bubble's shadow root and renders the bubble into it. */
export function showBubble(root: ShadowRoot, props: BubbleShellProps): void {
  styleBubbleRoot(root);
  render(h(BubbleShell, props), root);
}

/** Takes the bubble out of its root (its effects end: listeners go, focus traps lift). */
export function clearBubble(root: ShadowRoot): void {
  render(null, root);
}
