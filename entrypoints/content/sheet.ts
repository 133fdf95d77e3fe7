/**
 * The answer as a sheet from the bottom edge, on a phone (touch.ts says when): full width,
 * scrolling inside, the page scrolled so the word stands above it (a word on a page's last
 * line, which no scrolling lifts, has the sheet at the top edge instead). A tap outside closes it,
 * as a swipe down on its top (its grip and its header) does, and the back gesture
 * (back-closes.ts). The bubble's controller (bubble-ui.ts) uses it in place of the bubble's
 * placing beside the word.
 */
import { sheetEdge, sheetScroll } from './position';
import { swipeCloses, TAP_MAX_MS, TAP_SLOP } from './touch';

/** What scrolls the word: the nearest scrolling box around it (the PDF viewer's pages), else the page. */
function scrollerOf(node: Node | null | undefined): Element {
  for (let element = node instanceof Element ? node : node?.parentElement; element; element = element.parentElement) {
    const { overflowY } = getComputedStyle(element);
    if (/auto|scroll|overlay/.test(overflowY) && element.scrollHeight > element.clientHeight) return element;
  }
  return document.scrollingElement ?? document.documentElement;
}

/** The window's size, and the part of the page the screen shows (its pinch zoom), where the browser says. */
export interface ScreenShown {
  width: number;
  height: number;
  shown?: { scale: number; width: number; height: number; offsetLeft: number; offsetTop: number };
}

/** Of the screen's height, the most a sheet takes: the page above stays in sight. */
const SHEET_MAX = 0.7;

/**
 * Fits the sheet to what the screen shows of the page. A page without a viewport tag is laid
 * out wider than a phone's screen (980 pixels) and shown zoomed out: the sheet is then sized to
 * the part shown, and zoomed back in, so its text and targets are a phone's size, not the
 * page's. Returns the zoom (1 on a page laid out for the screen) and the height shown.
 */
function fitToScreen(element: HTMLElement, viewport: ScreenShown): { zoom: number; top: number; height: number } {
  const { shown } = viewport;
  if (!shown || (Math.abs(shown.scale - 1) < 0.01 && shown.width >= viewport.width - 1)) {
    for (const property of ['zoom', 'width', 'left', 'bottom'] as const) element.style[property] = '';
    return { zoom: 1, top: 0, height: viewport.height };
  }
  const zoom = 1 / shown.scale;
  // Lengths set on a zoomed element are zoomed too: each is given in the screen's pixels.
  element.style.zoom = String(zoom);
  element.style.width = `${shown.width / zoom}px`;
  element.style.left = `${shown.offsetLeft / zoom}px`;
  element.style.bottom = `${Math.max(0, viewport.height - shown.offsetTop - shown.height) / zoom}px`;
  return { zoom, top: shown.offsetTop, height: shown.offsetTop + shown.height };
}

/**
 * Places the sheet each time its height changes (a loading state, then the answer): the page is
 * scrolled then, so the word stands above it, and the sheet shortened if the page cannot
 * scroll that far. Between changes the reader's own scrolling is left alone.
 */
export function sheetPlacer(anchor: { getBoundingClientRect(): DOMRect }, wordNode: Node | null | undefined) {
  let placed: { height: number; edge: 'bottom' | 'top'; maxHeight: number } | undefined;
  return (element: HTMLElement, viewport: ScreenShown) => {
    const { zoom, top, height: shownHeight } = fitToScreen(element, viewport);
    const shown = { width: viewport.width, height: shownHeight };
    element.style.maxHeight = 'none';
    const height = Math.min(element.getBoundingClientRect().height, shownHeight * SHEET_MAX);
    if (placed?.height !== height) {
      const scroll = sheetScroll(anchor.getBoundingClientRect(), height, shown);
      if (scroll) scrollerOf(wordNode).scrollBy({ top: scroll, behavior: 'instant' });
      // Measured again: a page at its end scrolls less than it was asked to.
      placed = { height, ...sheetEdge(anchor.getBoundingClientRect(), height, shown) };
    }
    element.style.maxHeight = `${placed.maxHeight / zoom}px`;
    const atTop = placed.edge == 'top';
    element.style.top = atTop ? `${top / zoom}px` : '';
    if (atTop) element.style.bottom = 'auto';
    element.style.borderRadius = atTop ? '0 0 16px 16px' : '';
  };
}

/**
 * A drag down that starts on the sheet's top moves the sheet with the finger; let go far or
 * fast enough (swipeCloses), it closes; else it springs back. Returns what removes the listeners.
 */
export function swipeToClose(sheet: HTMLElement, close: () => void): () => void {
  let start: { y: number; at: number; id: number } | undefined;
  let dy = 0;
  const down = (event: PointerEvent) => {
    const onTop = (event.target as Element | null)?.closest?.('.grip, .head');
    if (!event.isPrimary || !onTop || (event.pointerType == 'mouse' && event.button != 0)) return;
    start = { y: event.clientY, at: event.timeStamp, id: event.pointerId };
    dy = 0;
  };
  const move = (event: PointerEvent) => {
    if (event.pointerId !== start?.id) return;
    dy = Math.max(0, event.clientY - start.y);
    if (dy <= TAP_SLOP) return;
    // A drag, not a tap: the finger's moves are the sheet's until it lifts.
    if (!sheet.hasPointerCapture(event.pointerId)) sheet.setPointerCapture(event.pointerId);
    sheet.style.transition = 'none';
    sheet.style.transform = `translateY(${dy}px)`;
  };
  const up = (event: PointerEvent) => {
    if (event.pointerId !== start?.id) return;
    const closes = event.type == 'pointerup' && swipeCloses(dy, event.timeStamp - start.at);
    start = undefined;
    sheet.style.transition = '';
    if (closes) close();
    else sheet.style.transform = '';
  };
  const events = [
    ['pointerdown', down],
    ['pointermove', move],
    ['pointerup', up],
    ['pointercancel', up],
  ] as const;
  for (const [type, listener] of events) sheet.addEventListener(type, listener);
  return () => {
    for (const [type, listener] of events) sheet.removeEventListener(type, listener);
  };
}

/**
 * A tap outside the sheet closes it: a finger that lifts soon where it touched, outside. A
 * finger that moves scrolls the page, and one held selects words (a long press, which may look
 * up another): both leave the sheet open. Returns what removes the listeners.
 */
export function tapOutsideCloses(host: Element, close: () => void): () => void {
  let pressed: { x: number; y: number; id: number; at: number } | undefined;
  const down = (event: PointerEvent) => {
    const outside = !event.composedPath().includes(host);
    pressed = outside ? { x: event.clientX, y: event.clientY, id: event.pointerId, at: event.timeStamp } : undefined;
  };
  const up = (event: PointerEvent) => {
    const tapped =
      pressed?.id === event.pointerId &&
      event.timeStamp - pressed.at <= TAP_MAX_MS &&
      Math.hypot(event.clientX - pressed.x, event.clientY - pressed.y) <= TAP_SLOP;
    pressed = undefined;
    if (tapped) close();
  };
  addEventListener('pointerdown', down, true);
  addEventListener('pointerup', up, true);
  return () => {
    removeEventListener('pointerdown', down, true);
    removeEventListener('pointerup', up, true);
  };
}
