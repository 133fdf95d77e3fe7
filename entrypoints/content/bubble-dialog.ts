/**
 * The bubble as a page's dialog (bubble-ui.ts draws it): kept beside its word and inside the
 * viewport, Tab kept inside it, closed on Esc, a click outside, or when its word scrolls away;
 * on a phone, a sheet at the bottom edge (sheet.ts).
 */
import type { BubbleShellProps } from '../../components/bubble/BubbleShell';
import { closeOnBack } from './back-closes';
import { outOfView, placeBubble } from './position';
import { sheetPlacer, swipeToClose, tapOutsideCloses, type ScreenShown } from './sheet';

const FOCUSABLE = 'button:not([disabled]), a[href], input, iframe:not([hidden]), [tabindex]:not([tabindex="-1"])';

/**
 * The window's size without its scroll bars, and the part of the page the screen shows (a
 * page zoomed out on a phone shows all of its width). Read before the bubble is added and on a
 * resize: read with the bubble's first layout pending, each would lay the page out once more.
 */
export function screenNow(): ScreenShown {
  const shown = (globalThis as { visualViewport?: VisualViewport | null }).visualViewport; // none in older browsers
  return {
    width: document.documentElement.clientWidth || innerWidth,
    height: innerHeight,
    ...(shown && {
      shown: { scale: shown.scale, width: shown.width, height: shown.height, offsetLeft: shown.offsetLeft, offsetTop: shown.offsetTop },
    }),
  };
}

export interface OpenBubble {
  root: ShadowRoot;
  /** Looks up another word in this bubble, once it is shown. */
  lookUp?: (word: string) => void;
  /** Resolves once the bubble can be seen: at once, or for one drawn unseen (`staged`), when its double-click comes. */
  seen: Promise<void>;
  close(restoreFocus: boolean): void;
}

/**
 * The bubble as a page's dialog: kept beside its word (`anchor`; the middle of the window
 * without one) and inside the viewport, Tab kept inside it, closed on Esc (focus goes back)
 * or a click outside it, and closed too when the word scrolls out of view. As a `sheet`, it
 * is at the bottom edge with the word (in `wordNode`) scrolled above it, and closed by a tap
 * outside, a swipe down or the back gesture.
 */
export function atTheWord(
  root: ShadowRoot,
  anchor: { getBoundingClientRect(): DOMRect } | undefined,
  bubble: OpenBubble,
  sheet: { wordNode: Node | null | undefined } | undefined,
  screenAtOpen: ScreenShown,
): Pick<BubbleShellProps, 'onClose' | 'onLayout' | 'onShown'> {
  let wrap: HTMLDivElement | undefined;
  let screen = screenAtOpen;
  const close = (restoreFocus: boolean) => bubble.close(restoreFocus);
  const placeSheet = sheet && anchor && sheetPlacer(anchor, sheet.wordNode);

  // Keep the bubble next to the word and inside the viewport, after every change of size.
  const place = () => {
    const element = wrap;
    if (!element) return;
    const viewport = { width: screen.width, height: screen.height };
    const box = anchor?.getBoundingClientRect() ?? new DOMRect(viewport.width / 2, viewport.height / 3, 0, 0);
    if (anchor && outOfView(box, viewport)) {
      queueMicrotask(() => close(false));
      return;
    }
    if (sheet) return placeSheet?.(element, screen);
    // Measured at its own height (up to the stylesheet's cap), then shortened to the room
    // beside the word when it must be: it scrolls inside rather than cover the word.
    element.style.maxHeight = '';
    const { left, top, maxHeight } = placeBubble(box, { width: element.offsetWidth, height: element.offsetHeight }, viewport);
    element.style.left = `${left}px`;
    element.style.top = `${top}px`;
    element.style.maxHeight = `${maxHeight}px`;
  };

  return {
    onClose: () => close(true),
    onLayout(element) {
      wrap = element;
      place();
    },
    onShown(element, lookUp) {
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          close(true);
        } else if (event.key === 'Tab') {
          // Keep Tab inside the bubble while it is open.
          const focusables = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)];
          const at = focusables.indexOf(root.activeElement as HTMLElement);
          const next = event.shiftKey ? (at <= 0 ? focusables.length - 1 : at - 1) : at === -1 || at === focusables.length - 1 ? 0 : at + 1;
          const target = focusables[next];
          if (target) {
            event.preventDefault();
            target.focus();
          }
        }
      };
      const onPointer = (event: Event) => {
        if (!event.composedPath().includes(root.host)) close(false);
      };
      const onScroll = () => requestAnimationFrame(place);
      const onResize = () => {
        screen = screenNow();
        onScroll();
      };
      let gone = false;
      const sheetClosers: (() => void)[] = [];
      // Its keys and clicks are listened for once it can be seen (at once, but for a bubble drawn
      // unseen while a press was down), before its first paint; focus moves in once it is painted
      // (focusing recalculates its styles first, which would hold the first paint back).
      void bubble.seen.then(() => {
        if (gone) return;
        // A sheet is closed by a tap outside (a finger that moves outside scrolls the page), a swipe down, or Back.
        if (sheet)
          sheetClosers.push(
            swipeToClose(element, () => close(true)),
            tapOutsideCloses(root.host, () => close(false)),
            closeOnBack(() => close(false)),
          );
        else addEventListener('pointerdown', onPointer, true);
        addEventListener('keydown', onKey, true);
        requestAnimationFrame(() => setTimeout(() => element.isConnected && element.focus({ preventScroll: true })));
      });
      addEventListener('scroll', onScroll, { capture: true, passive: true });
      addEventListener('resize', onResize, { passive: true });
      bubble.lookUp = lookUp;
      return () => {
        gone = true;
        wrap = undefined;
        removeEventListener('keydown', onKey, true);
        removeEventListener('pointerdown', onPointer, true);
        removeEventListener('scroll', onScroll, true);
        removeEventListener('resize', onResize);
        for (const stop of sheetClosers) stop();
      };
    },
  };
}
