/**
 * Touch, in a few numbers shared by the page's listeners (lookups.ts), the bubble's controller
 * and the sheet (sheet.ts): when a screen is a phone's, where the answer opens as a sheet from
 * the bottom edge rather than a bubble beside the word, and when a swipe down closes it.
 */

/** A screen at most this wide (CSS pixels) is a phone's, held either way: a tablet's is wider. */
const NARROW_MAX = 600;

/**
 * Whether the answer opens as a sheet: the main pointer is a finger (coarse) and the screen
 * narrow. A laptop with a touch screen has a fine main pointer, and keeps the bubble. The
 * screen's width counts as well as the window's: a phone lays a page without a viewport tag out
 * 980 pixels wide, and shows it zoomed out.
 */
export function isNarrowTouch(device: { coarse: boolean; width: number; screenWidth: number }): boolean {
  return device.coarse && Math.min(device.width, device.screenWidth || device.width) <= NARROW_MAX;
}

/** This window's device, read now (in a page, a frame or an extension page). */
export function narrowTouchHere(): boolean {
  return isNarrowTouch({
    coarse: matchMedia('(pointer: coarse)').matches,
    width: document.documentElement.clientWidth || innerWidth,
    screenWidth: screen.width,
  });
}

/** A finger that moves less than this (CSS pixels) before it lifts has tapped, not dragged. */
export const TAP_SLOP = 10;
/**
 * A finger resting this long on a word's letters, neither lifted nor carried off into a scroll
 * (which cancels its pointer), is most likely tapping it: the bubble's file is asked for then,
 * and the rest of the tap (about 100 ms for most) hides its load. A scroll that starts slower
 * than this loads it for nothing, once in the page.
 */
export const FINGER_RESTS_MS = 30;
/** A finger held longer than this has pressed long (the system selects a word), not tapped. */
export const TAP_MAX_MS = 500;

/** A drag down this far closes the sheet, however slow; a shorter one only as a flick. */
const SWIPE_CLOSES = 80;
/** A flick: at least this far, at this speed (pixels a millisecond) or faster. */
const FLICK_MIN = 30;
const FLICK_SPEED = 0.5;

/** Whether a drag of the sheet's top down by `dy` pixels in `ms` milliseconds closes it (else it springs back). */
export function swipeCloses(dy: number, ms: number): boolean {
  return dy >= SWIPE_CLOSES || (dy >= FLICK_MIN && dy / Math.max(ms, 1) >= FLICK_SPEED);
}

/**
 * The time a long press's selection is given to settle (the system may grow it to a whole
 * word or phrase, and the reader drags its handles) before the selection is looked up.
 */
export const SELECTION_SETTLES_MS = 350;
/** A selection that changes this long after the finger lifted is no long press's. */
export const TOUCH_SELECTS_MS = 1000;
