/**
 * The bubble's controller, which the background puts in a page's frame on its first lookup
 * with its view (bubble-entry.ts, then bubble-view-entry.ts, built by
 * modules/content-scripts.ts): where the bubble opens (at the
 * word, or, from a frame too small for it, in the top page through the frame relay), what it
 * shows first, and its host: a closed shadow root holding the shared bubble (BubbleShell),
 * kept beside the word and inside the viewport, closed on Esc, a click outside, or when the
 * word scrolls away. Focus moves into the bubble and back to where it was. On a phone the
 * bubble is a sheet from the bottom edge instead (sheet.ts), the word kept in sight above it.
 */
import type { BubbleShellProps } from '../../components/bubble/BubbleShell';
import { pageUrl } from '../../lib/shared/extension-pages';
import { t } from '../../lib/shared/i18n';
import type { Answer, RankedLookup } from '../../lib/shared/messages/answers';
import { send, UNREACHABLE } from '../../lib/shared/messages/client';
import { lookupRequest, type LookupAsked } from '../../lib/shared/messages/lookup-request';
import { MAX_LOOKUP_LENGTH } from '../../lib/shared/text/normalize';
import type { WordInSentence } from '../../lib/shared/text/sentence-context';
import { markPaint } from './bench-paint';
import { frameTooSmall, passRelay, relayToTop } from './frame-relay';
import { pageScheme } from './page-scheme';
import { outOfView, placeBubble } from './position';
import { readAround, rememberPeriod } from './sentence';
import { closeOnBack } from './back-closes';
import { sheetPlacer, swipeToClose, tapOutsideCloses, type ScreenShown } from './sheet';
import { narrowTouchHere } from './touch';
import { asLetters } from '../../lib/shared/english/letters';

export interface ShowRequest {
  text: string;
  /**
   * The selected text's range (or, for a word relayed from a small frame, its place in the
   * iframe): the bubble follows it and closes when it scrolls away.
   */
  range?: { getBoundingClientRect(): DOMRect };
  /** Where focus goes back to on close. */
  focusBack: Element | null;
  /** Aborted when the extension is reloaded or updated: the bubble then closes. */
  retired?: AbortSignal;
  /** The sentence the word stands in, when it was read elsewhere (a word relayed from a small frame). */
  context?: WordInSentence;
  /** The stored settings, when the loader read them (the theme is taken from them). */
  settings?: unknown;
}

export interface BubbleUi {
  show(request: ShowRequest): Promise<void>;
  /**
   * Asks for the lookup of the word a double-click's second press has just selected, a moment
   * (the press's own length) before the double-click itself, which then finds it on its way.
   */
  askEarly(request: Pick<ShowRequest, 'text' | 'range'> & { target: EventTarget | undefined }): void;
  /** Looks up this frame's selection (asked by the context menu or the keyboard shortcut). */
  lookUpSelection(retired: AbortSignal, settings: () => Promise<unknown>): Promise<void>;
  /** A message posted to this window: a small frame's lookup may be passing through (see frame-relay.ts). */
  relay(event: MessageEvent, retired: AbortSignal, settings: () => Promise<unknown>): Promise<void>;
  close(): void;
}

/**
 * Once Glossa is updated or reloaded, a bubble still open in a page can no longer reach it,
 * nor read any of its words: the browser refuses every call ("Extension context
 * invalidated"). So the one sentence the bubble then says is read now, while it can be.
 */
const GONE = { kind: 'glossa-gone', message: t('bubbleReloadPage') };

/** The bubble's view: Preact and the shared bubble (bubble-view.ts). */
export type BubbleView = typeof import('./bubble-view');

/** A message to the background; the only reason it cannot be sent is that Glossa is gone. */
const sendHere: typeof send = async (message) => {
  const answer = await send(message);
  return !answer.ok && answer.error.kind === UNREACHABLE ? { ok: false, error: GONE } : answer;
};

/** How long a lookup's answer may take before the bubble opens with a loading state. */
const QUICK_ANSWER_MS = 60;

const FOCUSABLE = 'button:not([disabled]), a[href], input, iframe:not([hidden]), [tabindex]:not([tabindex="-1"])';

/**
 * Keys pressed in the bubble (Enter or Space on a button, say). They are composed, so they
 * would leave the shadow root and reach the page's listeners on document and window: they
 * stop at the bubble's host. A page listener on window in the capture phase still runs
 * before the event reaches the host, and none can stop that: so the bubble has no field
 * to type in. A new list's name is typed in a frame of Glossa's own (NewListFrame.tsx),
 * whose keys never enter the page.
 */
const TYPING_EVENTS = [
  'keydown',
  'keyup',
  'keypress',
  'beforeinput',
  'input',
  'textInput',
  'compositionstart',
  'compositionupdate',
  'compositionend',
  'paste',
] as const;

/**
 * The window's size without its scroll bars, and the part of the page the screen shows (a
 * page zoomed out on a phone shows all of its width). Read before the bubble is added and on a
 * resize: read with the bubble's first layout pending, each would lay the page out once more.
 */
function screenNow(): ScreenShown {
  const shown = (globalThis as { visualViewport?: VisualViewport | null }).visualViewport; // none in older browsers
  return {
    width: document.documentElement.clientWidth || innerWidth,
    height: innerHeight,
    ...(shown && {
      shown: { scale: shown.scale, width: shown.width, height: shown.height, offsetLeft: shown.offsetLeft, offsetTop: shown.offsetTop },
    }),
  };
}

interface OpenBubble {
  root: ShadowRoot;
  /** Looks up another word in this bubble, once it is shown. */
  lookUp?: (word: string) => void;
  close(restoreFocus: boolean): void;
}

let open: OpenBubble | undefined;

/**
 * The bubble as a page's dialog: kept beside its word (`anchor`; the middle of the window
 * without one) and inside the viewport, Tab kept inside it, closed on Esc (focus goes back)
 * or a click outside it, and closed too when the word scrolls out of view. As a `sheet`, it
 * is at the bottom edge with the word (in `wordNode`) scrolled above it, and closed by a tap
 * outside, a swipe down or the back gesture.
 */
function atTheWord(
  root: ShadowRoot,
  anchor: ShowRequest['range'],
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
      // Focus moves in once the bubble is painted (focusing recalculates its styles first, which
      // would hold the first paint back); its keys are listened for from now.
      requestAnimationFrame(() => setTimeout(() => element.isConnected && element.focus({ preventScroll: true })));
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
      // A sheet is closed by a tap outside (a finger that moves outside scrolls the page), a swipe down, or Back.
      const sheetClosers = sheet
        ? [swipeToClose(element, () => close(true)), tapOutsideCloses(root.host, () => close(false)), closeOnBack(() => close(false))]
        : [];
      addEventListener('keydown', onKey, true);
      if (!sheet) addEventListener('pointerdown', onPointer, true);
      addEventListener('scroll', onScroll, { capture: true, passive: true });
      addEventListener('resize', onResize, { passive: true });
      bubble.lookUp = lookUp;
      return () => {
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

/** Counts the lookups asked for, so one that waited for its answer knows if it was overtaken. */
let showing = 0;

/** How long a lookup asked on a double-click's second press waits for the double-click (a slow hand's press and more). */
const EARLY_ASK_KEPT_MS = 1000;

/** A lookup asked for: the word as the page shows it, where it was read, and the answer on its way. */
interface AskedLookup {
  text: string;
  readIn: LookupAsked['readIn'];
  answer: Promise<Answer<RankedLookup>>;
  /** The answer, once it is in. */
  answered?: Answer<RankedLookup>;
}

/**
 * Asks the background for the lookup of a word read in a page: the word as the page shows it
 * (ligatures as letters), with what the page read around it (sentence.ts) and the page's
 * title, or the sentence already read (a word relayed from a small frame). The background
 * reads the sentence (half of a word hyphenated at a PDF line's end as the whole word) and the
 * word in it (which entry: the part of a hyphenated compound as the compound; which part of
 * speech: lib/background/lookup/word-as-read.ts), ranks its senses for it, and the history keeps it.
 */
function ask(request: Pick<ShowRequest, 'text' | 'range' | 'context'>): AskedLookup {
  const range = request.range instanceof Range ? request.range : undefined;
  const page = request.context ? undefined : range && readAround(range);
  const text = request.context?.word ?? asLetters(request.text);
  const readIn = { ...(request.context && { at: request.context }), ...(page && { page }), title: document.title };
  const answer = sendHere(lookupRequest({ word: text, from: 'bubble', readIn }));
  // The page's period, once the background has read it from the page's text, is not sent again.
  if (page?.pageText !== undefined && range)
    void answer.then((got) => got.ok && rememberPeriod(range.startContainer, page.pageText, got.data.readIn?.olderPage));
  const asked: AskedLookup = { text, readIn, answer };
  void answer.then((got) => (asked.answered = got));
  return asked;
}

/**
 * The bubble's controller, over a view loaded by `importView` from the first lookup on, while
 * that lookup is asked for (in a web page, the file the background runs after the
 * controller's, bubble-view-entry.ts; in the PDF viewer, a chunk of the viewer's own bundle).
 * Asked again after a failure (an extension reloaded meanwhile, say), so one failed load does
 * not leave the bubble without a view.
 */
export function createBubbleUi(importView: () => Promise<BubbleView>): BubbleUi {
  let view: Promise<BubbleView> | undefined;
  const loadedView = () => (view ??= importView()).catch(() => (view = importView()));
  /** The lookup a double-click's second press asked for, until the double-click takes it up. */
  let early: (AskedLookup & { selected: string; start: { node: Node; offset: number }; at: number }) | undefined;
  /**
   * A page's first render is several times slower than its later ones. While a first answer is
   * on its way (never before it is asked, which this would hold back), the view readies what it
   * can: with the double-click's second press still down (the lookup asked early, not yet taken
   * up), a whole rehearsal of its first render, which the press hides; once the reader waits,
   * only its style sheet.
   */
  const prepareWhile = (asked: AskedLookup) => {
    loadedView()
      .then((loaded) => asked.answered || (early === asked ? loaded.rehearse() : loaded.prepare()))
      .catch(() => undefined); // a view that failed to load is asked for again, and says so, when shown
  };
  /** The early lookup, if it is of the word and the place `request` is (a double-click-drag selects more). */
  const askedEarly = (request: ShowRequest): AskedLookup | undefined => {
    const range = request.range instanceof Range ? request.range : undefined;
    const same =
      early &&
      early.selected === request.text &&
      range?.startContainer === early.start.node &&
      range.startOffset === early.start.offset &&
      performance.now() - early.at < EARLY_ASK_KEPT_MS;
    return same ? early : undefined;
  };
  const ui: BubbleUi = {
    askEarly(request) {
      const range = request.range instanceof Range ? request.range : undefined;
      // A word double-clicked inside the bubble is looked up in it (show), never early.
      if (!range || request.text.length > MAX_LOOKUP_LENGTH || (open && request.target === open.root.host)) return;
      // A frame too small for the bubble relays its lookup to the top page, which asks for it.
      if (frameTooSmall(range.getBoundingClientRect(), screenNow(), window === window.top)) return;
      const start = { node: range.startContainer, offset: range.startOffset };
      early = Object.assign(ask(request), { selected: request.text, start, at: performance.now() });
      prepareWhile(early);
    },
    async show(request) {
      // Longer than any word or phrase a dictionary holds: a selection of text, not a lookup.
      if (request.text.length > MAX_LOOKUP_LENGTH) return;
      // A word double-clicked inside the bubble is looked up in it, with a way back.
      // (From the page's side, focus and selection there show only the bubble's host element.)
      if (open && request.focusBack === open.root.host) {
        const inside =
          (open.root as ShadowRoot & { getSelection?: () => Selection | null }).getSelection?.()?.toString().trim() || request.text;
        if (inside.length <= MAX_LOOKUP_LENGTH) open.lookUp?.(inside);
        return;
      }
      // A frame too small for the bubble: the top page shows it at the word (unless it cannot).
      const range = request.range instanceof Range ? request.range : undefined;
      const place = request.range?.getBoundingClientRect();
      const isTop = window === window.top;
      // On a phone the sheet opens in the top page, at its bottom edge, whatever the frame's size.
      const small = place && (frameTooSmall(place, screenNow(), isTop) || (!isTop && narrowTouchHere()));
      if (small && (await relayToTop(request.text, range && readAround(range), place))) return;
      const ticket = ++showing;
      const viewLoaded = loadedView();
      const askedBefore = askedEarly(request);
      const asked = askedBefore ?? ask(request);
      if (!askedBefore) prepareWhile(asked);
      early = undefined;
      const { text, readIn, answer } = asked;
      // What the bubble is drawn against is read now, while its answer is on the way: read once
      // the bubble is added, each would style or lay the page out once more, with the reader waiting.
      const screen = screenNow();
      const asSheet = narrowTouchHere();
      const theme = (request.settings as { theme?: unknown } | undefined)?.theme;
      // The user's theme wins; else the page's declared (or plainly dark) scheme; else the browser's.
      const scheme = theme === 'dark' || theme === 'light' ? theme : pageScheme();
      // A quick answer (a word in the cache) is shown at once, with no loading state flashed
      // before it; a slow one gets the bubble and its loading state after this short wait.
      const [{ showBubble, clearBubble }] = await Promise.all([
        viewLoaded,
        Promise.race([answer, new Promise((resolve) => setTimeout(resolve, QUICK_ANSWER_MS))]),
      ]);
      if (ticket !== showing) return; // closed, or another word asked for, meanwhile
      open?.close(false);
      const host = document.createElement('glossa-bubble');
      for (const type of TYPING_EVENTS) host.addEventListener(type, (event) => event.stopPropagation());
      const root = host.attachShadow({ mode: 'closed' });
      document.documentElement.append(host);
      let closed = false;
      const retire = () => me.close(false);
      request.retired?.addEventListener('abort', retire);
      const stopWatching = () => request.retired?.removeEventListener('abort', retire);
      const me: OpenBubble = {
        root,
        close(restoreFocus: boolean) {
          if (closed) return;
          closed = true;
          if (open === me) open = undefined;
          stopWatching();
          clearBubble(root);
          host.remove();
          const back = request.focusBack;
          if (restoreFocus && back instanceof HTMLElement && back.isConnected && back !== document.body)
            back.focus({ preventScroll: true });
        },
      };
      open = me;
      const sheet = asSheet ? { wordNode: range?.startContainer ?? request.focusBack } : undefined;
      const props: BubbleShellProps = {
        send: sendHere,
        from: 'bubble',
        word: text,
        asked: answer,
        answered: asked.answered,
        readIn,
        scheme,
        gone: GONE,
        newListPage: pageUrl('/new-list.html'),
        sheet: !!sheet,
        ...atTheWord(root, request.range, me, sheet, screen),
        onState: import.meta.env.GLOSSA_BENCH ? markPaint : undefined,
      };
      showBubble(root, props);
    },
    async lookUpSelection(retired, settings) {
      const selection = getSelection();
      const text = selection?.toString().trim();
      const range = selection?.rangeCount ? selection.getRangeAt(0).cloneRange() : undefined;
      const focusBack = document.activeElement;
      // Settings that cannot be read: the bubble shows with its defaults (here and below).
      if (text && range) await ui.show({ text, range, focusBack, retired, settings: await settings().catch(() => undefined) });
    },
    async relay(event, retired, settings) {
      const relayed = await passRelay(event, window === window.top);
      if (relayed) {
        const { word, context, anchor, frame } = relayed;
        await ui.show({ text: word, range: anchor, focusBack: frame, retired, context, settings: await settings().catch(() => undefined) });
      }
    },
    close() {
      showing++;
      open?.close(true);
    },
  };
  return ui;
}
