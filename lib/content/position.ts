/**
 * Where the bubble goes: below the word when there is room, above it otherwise, aligned
 * with the word's start and kept inside the viewport, never over the word itself when
 * it can be helped.
 */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const MARGIN = 8;
const GAP = 6;

export function placeBubble(anchor: Box, size: { width: number; height: number }, viewport: { width: number; height: number }) {
  const maxLeft = Math.max(MARGIN, viewport.width - size.width - MARGIN);
  const left = Math.min(Math.max(anchor.left, MARGIN), maxLeft);
  const below = anchor.top + anchor.height + GAP;
  const roomBelow = viewport.height - MARGIN - below;
  const roomAbove = anchor.top - GAP - MARGIN;
  let top: number;
  let placement: 'below' | 'above';
  if (size.height <= roomBelow || roomBelow >= roomAbove) {
    placement = 'below';
    top = Math.min(below, viewport.height - MARGIN - size.height);
  } else {
    placement = 'above';
    top = anchor.top - GAP - size.height;
  }
  top = Math.max(MARGIN, top);
  return { left, top, placement };
}

/** Whether the word has scrolled out of sight. */
export function outOfView(anchor: Box, viewport: { width: number; height: number }): boolean {
  return (
    anchor.top + anchor.height < 0 ||
    anchor.top > viewport.height ||
    anchor.left + anchor.width < 0 ||
    anchor.left > viewport.width ||
    (anchor.width === 0 && anchor.height === 0)
  );
}
