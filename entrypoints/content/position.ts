/**
 * Where the bubble goes: beside the word's line (below or above), aligned with the word's
 * start, kept inside the viewport and never over the word itself when it can be helped.
 */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const MARGIN = 8;
const GAP = 6;
/** Below this height a bubble is too small to read: then it may cover the word rather than shrink. */
const MIN_HEIGHT = 140;

export interface Placement {
  left: number;
  top: number;
  placement: 'below' | 'above';
  /** The height the bubble may take there: its own, or less (it then scrolls inside). */
  maxHeight: number;
}

/**
 * Below the word when the bubble fits there, above it when it fits there; when it fits on
 * neither side, on the roomier one, shortened to the room there (it scrolls inside), so
 * the word stays in sight. Only a viewport too short for a readable bubble lets it cover the word.
 */
export function placeBubble(anchor: Box, size: { width: number; height: number }, viewport: { width: number; height: number }): Placement {
  const maxLeft = Math.max(MARGIN, viewport.width - size.width - MARGIN);
  const left = Math.min(Math.max(anchor.left, MARGIN), maxLeft);
  const below = anchor.top + anchor.height + GAP;
  const roomBelow = viewport.height - MARGIN - below;
  const roomAbove = anchor.top - GAP - MARGIN;
  const onSide = (placement: 'below' | 'above', height: number): Placement => ({
    left,
    top: placement === 'below' ? below : anchor.top - GAP - height,
    placement,
    maxHeight: height,
  });
  if (size.height <= roomBelow) return onSide('below', size.height);
  if (size.height <= roomAbove) return onSide('above', size.height);
  const placement = roomBelow >= roomAbove ? 'below' : 'above';
  const room = Math.max(roomBelow, roomAbove);
  if (room >= MIN_HEIGHT) return onSide(placement, room);
  // No side has room enough to read: inside the viewport, over the word if it must be.
  const height = Math.min(size.height, viewport.height - 2 * MARGIN);
  const top = Math.max(MARGIN, Math.min(placement === 'below' ? below : anchor.top - GAP - height, viewport.height - MARGIN - height));
  return { left, top, placement, maxHeight: height };
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

/** The least height a sheet is shortened to so that the word stays in sight above it. */
const MIN_SHEET = 200;

/**
 * A sheet at the bottom edge, `height` tall at most, and its word: how far to scroll the page
 * (down, positive) so the word stands just above the sheet, where it was under it or out of
 * sight above (0 when it is in sight already); the sheet is planned shorter, down to
 * MIN_SHEET, when the word and the sheet do not both fit.
 */
export function sheetScroll(word: Box, height: number, viewport: { width: number; height: number }): number {
  const planned = Math.max(Math.min(height, viewport.height - MARGIN - word.height - GAP), Math.min(height, MIN_SHEET));
  const sheetTop = viewport.height - planned;
  if (word.top >= MARGIN && word.top + word.height + GAP <= sheetTop) return 0;
  return word.top - Math.max(MARGIN, sheetTop - GAP - word.height);
}

/**
 * Where the sheet goes once the page is scrolled (as far as it would): under the word at the
 * bottom edge, as tall as it is or as the room there; when the room under the word is too
 * small to read (a word on a page's last line), at the top edge, over the page above it.
 */
export function sheetEdge(
  word: Box,
  height: number,
  viewport: { width: number; height: number },
): { edge: 'bottom' | 'top'; maxHeight: number } {
  const roomBelow = viewport.height - (word.top + word.height) - GAP;
  const roomAbove = word.top - GAP;
  const least = Math.min(height, MIN_SHEET);
  if (roomBelow >= least) return { edge: 'bottom', maxHeight: Math.min(height, roomBelow) };
  if (roomAbove > roomBelow) return { edge: 'top', maxHeight: Math.min(height, roomAbove) };
  return { edge: 'bottom', maxHeight: least };
}
