/**
 * What a page does for lookups, for the loader injected into every page (loader.ts) and for
 * the PDF viewer, whose text layer is a page of text too. It only registers listeners; on a
 * double-click it finds the word double-clicked (on a touch screen, the word tapped, or the
 * words a long press selected; from the context menu / keyboard shortcut, through the
 * background, the selected text), checks the lookup trigger setting,
 * and loads the bubble's UI (`loadUi`) the first time. A lookup relayed from a frame too
 * small for the bubble passes through here on its way to the top page.
 */
import { browser as api } from 'wxt/browser';
import type { BubbleUi } from './bubble-ui';
import { hasLetter } from '../../lib/shared/text/normalize';
import { isWordCharacter } from '../../lib/shared/english/letters';
import { readyTypefaces } from '../../components/bubble/typefaces';
import { FINGER_RESTS_MS, narrowTouchHere, SELECTION_SETTLES_MS, TOUCH_SELECTS_MS } from './touch';
import { inEditable, pageMeansTap, touchAllows, triggerAllows } from './trigger';

// After the extension is reloaded or updated, this copy of the loader stays in the page with
// no extension behind it: it then removes its listeners and closes its bubble.
const retired = new AbortController();
const { signal } = retired;
/** Listeners that go once the loader is retired. */
const listening = { signal };
function alive(): boolean {
  if (!api.runtime?.id) retired.abort();
  return !signal.aborted;
}

// The stored settings, read on the first double-click (never on load; from its second press) and then kept
// current, so later lookups do not wait for storage.
let settings: Promise<unknown> | undefined;
function storedSettings(): Promise<unknown> {
  if (!settings) {
    settings = api.storage.sync.get('settings').then(
      (stored) => stored.settings,
      (error: unknown) => {
        settings = undefined; // asked again on the next double-click
        throw error;
      },
    );
    api.storage.onChanged.addListener((changes, area) => {
      if (area == 'sync' && changes.settings) settings = Promise.resolve(changes.settings.newValue);
    });
  }
  return settings;
}

/**
 * Counts the double-clicks and relayed lookups this page code has finished with, shown or
 * declined, so that a browser test can tell "nothing opened" from "nothing opened yet". It
 * lives in the extension's own script world, which the page's scripts cannot read.
 */
const seen = globalThis as { glossaHandled?: number };
const handled = () => void (seen.glossaHandled = (seen.glossaHandled ?? 0) + 1);

/** The selection where the event happened: a page's open shadow root has its own. */
function selectionAt(target: EventTarget | undefined): Selection | null {
  const root = (target as Node | undefined)?.getRootNode?.() as (Node & { getSelection?: () => Selection | null }) | undefined;
  return (root != document && root?.getSelection?.()) || getSelection();
}

/** The word around a point in a text: its letters, marks, digits, apostrophes and hyphens. */
function wordAround(node: Text, offset: number): Range {
  const inWord = (i: number) => isWordCharacter(node.data[i]);
  let start = offset;
  let end = offset;
  while (inWord(start - 1)) start--;
  while (inWord(end)) end++;
  const word = document.createRange();
  word.setStart(node, start);
  word.setEnd(node, end);
  return word;
}

/**
 * The word double-clicked, when the selection does not hold it; undefined when it does (the
 * browser's own double-click selection does) or the point says nothing. A page's dblclick
 * handler may select another word first: the word the user pointed at is still looked up.
 */
function pointedWord(selection: Selection, event: MouseEvent, target: EventTarget | undefined): Range | undefined {
  // Firefox and Chromium 128+; an older browser has only the selection to go on.
  const caret = document.caretPositionFromPoint?.(event.clientX, event.clientY);
  const node = caret?.offsetNode;
  // The caret sees through no shadow root: text that is not the double-clicked element's own
  // (the page under the bubble, say) says nothing about what was double-clicked.
  if (!caret || !(node instanceof Text) || !(target instanceof Node && target.contains(node))) return;
  const selected = selection.rangeCount ? selection.getRangeAt(0) : undefined;
  return selected?.isPointInRange(node, caret.offset) ? undefined : wordAround(node, caret.offset);
}

/** The word under a point, when the point is on its letters (a tap beside a line's end finds none). */
function wordAtPoint(x: number, y: number, target: EventTarget | undefined): Range | undefined {
  const caret = document.caretPositionFromPoint?.(x, y);
  const node = caret ? caret.offsetNode : document.caretRangeFromPoint?.(x, y)?.startContainer;
  const offset = caret ? caret.offset : (document.caretRangeFromPoint?.(x, y)?.startOffset ?? 0);
  if (!(node instanceof Text) || !(target instanceof Node && target.contains(node))) return;
  const word = wordAround(node, offset);
  // A finger is broad: a few pixels beside the letters still mean them.
  const near = (box: DOMRect) => x >= box.left - 4 && x <= box.right + 4 && y >= box.top - 4 && y <= box.bottom + 4;
  return !word.collapsed && [...word.getClientRects()].some(near) ? word : undefined;
}

/**
 * Starts loading the bubble's code beside the settings' read, not after it: a page's first
 * lookup waits for the one, not both in turn. A lookup the settings then decline (a key it
 * needs not held, a site left alone) has loaded it for nothing, once in that page.
 *
 * The settings are asked for first: their answer (about a millisecond) is then read before the
 * bubble's file comes (two or three), which the page then runs for several. Asked second,
 * their answer waited behind the file's run, and the first lookup a moment more with it.
 */
function startLoading(loadUi: () => Promise<BubbleUi>): void {
  loadUi().catch(() => undefined); // the lookup that needs it says what went wrong
}

/** Registers the page's lookup listeners; `loadUiOnce` gives the bubble's UI, asked for on the first lookup. */
export function watchLookups(loadUiOnce: () => Promise<BubbleUi>): void {
  let ui: Promise<BubbleUi> | undefined;
  const loadUi = () => {
    if (ui) return ui;
    // Asked again after a failure (a worker that could not answer, say): one failed load does not leave the page without a bubble.
    ui = loadUiOnce().catch((error: unknown) => {
      ui = undefined;
      throw error;
    });
    // While the file is on its way (and a double-click's second press is down), the sizes and
    // faces its first answer is drawn in are found, which its first layout would otherwise wait for.
    // In a task of its own after the press's, so the press's handling ends at once: the hand
    // letting go is not kept waiting behind the search, about 10 ms (`npm run bench:bubble`).
    setTimeout(() => readyTypefaces(narrowTouchHere()));
    return ui;
  };
  const startLoadingUi = () => startLoading(loadUi);
  /** Double-clicks seen: a second press asks early only if its double-click has not come yet. */
  let doubleClicks = 0;

  document.addEventListener(
    'dblclick',
    (event) => {
      doubleClicks++;
      const target = event.composedPath()[0];
      if (!event.isTrusted || inEditable(target) || !alive()) return handled();
      const selection = selectionAt(target);
      const focusBack = document.activeElement;
      if (!selection?.toString().trim()) return handled();
      // Read now: by the time the settings are read, the page may have changed the selection again.
      const word = pointedWord(selection, event, target);
      const text = (word ?? selection).toString();
      // A double-click on a number or a symbol is no lookup: nothing opens.
      if (!hasLetter(text)) return handled();
      const range = (word ?? selection.getRangeAt(0)).cloneRange();
      // The settings first (see startLoading): their answer is back before the bubble's file.
      const settingsRead = storedSettings();
      startLoadingUi();
      void settingsRead
        .then(async (stored) => {
          // (A selection too long for a word or phrase is left to the UI, which ignores it.)
          if (triggerAllows(stored, event, location.host))
            await (await loadUi()).show({ text: text.trim(), range, focusBack, retired: signal, settings: stored });
        })
        .finally(handled);
    },
    listening,
  );

  // The second press of a double-click comes a moment (the press's own length, about 100 ms
  // for most hands) before the double-click itself: on pages and with keys where a double-click
  // would look up, the bubble's UI starts loading then, and the word the press selected is
  // asked for, so the double-click finds its answer on the way or in.
  document.addEventListener(
    'mousedown',
    (event) => {
      const target = event.composedPath()[0];
      if (event.detail != 2 || event.button != 0 || !event.isTrusted || inEditable(target) || !alive()) return;
      const pressed = doubleClicks;
      // A press on a word's letters asks for the bubble's file at once, not a task later once
      // the browser's selection below tells: the file is on its way for all of the press.
      if (wordAtPoint(event.clientX, event.clientY, target)) {
        void storedSettings().catch(() => undefined); // first (see startLoading); its failure is the double-click's to say
        startLoadingUi();
      }
      // The browser selects the word pressed once this event is over.
      const selected = new Promise<Selection | null>((done) => setTimeout(() => done(selectionAt(target)))).then((selection) => {
        const text = selection?.toString().trim() ?? '';
        if (!selection?.rangeCount || !hasLetter(text)) return;
        startLoadingUi();
        return { text, range: selection.getRangeAt(0).cloneRange() };
      });
      Promise.all([storedSettings(), selected])
        .then(async ([stored, word]) => {
          if (!word || !triggerAllows(stored, event, location.host)) return;
          const bubble = await loadUi();
          if (doubleClicks === pressed) bubble.askEarly({ ...word, target, retired: signal, settings: stored });
        })
        .catch(() => undefined); // the double-click itself says what went wrong
    },
    listening,
  );

  watchTouch(loadUi);

  // A lookup relayed from a frame too small for the bubble passes through each frame above
  // it on its way to the top page (entrypoints/content/frame-relay.ts checks what was posted).
  addEventListener(
    'message',
    (event) => {
      if ((event.data as { glossaRelay?: unknown } | null)?.glossaRelay && alive())
        void loadUi()
          .then((ui) => ui.relay(event, signal, storedSettings))
          .finally(handled);
    },
    listening,
  );

  // The context menu and the keyboard shortcut, sent by the background to every frame: the
  // focused one looks up its selection.
  api.runtime.onMessage.addListener((message: { type?: string }) => {
    if (message?.type == 'glossa:lookUpSelection' && document.hasFocus() && alive())
      void loadUi().then((ui) => ui.lookUpSelection(signal, storedSettings));
  });
}

/**
 * A finger's lookups: a tap on a word, or the words a long press selects. A tap is read from
 * its click, once the page has had it: a click the page handled (its default prevented), or on
 * anything the page means to be tapped (trigger.ts), is the page's, and nothing here prevents
 * anything. A long press selects a word, which is looked up once the selection holds still.
 */
function watchTouch(loadUi: () => Promise<BubbleUi>): void {
  /** The last press's pointer, and when a finger last touched or lifted (event time). */
  let pointer = '';
  let fingerDown = false;
  let fingerAt = -Infinity;
  /** The press a finger is resting in, until it lifts or scrolls. */
  let resting: PointerEvent | undefined;
  const press = (event: PointerEvent) => {
    pointer = event.pointerType;
    fingerDown = event.type == 'pointerdown' && pointer == 'touch';
    if (pointer == 'touch') fingerAt = event.timeStamp;
    resting = fingerDown && event.isPrimary && event.isTrusted ? event : undefined;
    if (!resting) return;
    const path = event.composedPath(); // read now: an event has none once it has been dispatched
    requestAnimationFrame(() => restsOnWord(event, path));
  };
  // A finger still down a moment later on a word's letters, on nothing the page means to be
  // tapped: most likely a tap on that word, whose own length then hides the bubble's load.
  // (Read frame by frame: while a finger is down, the browser holds a page's timers back.)
  const restsOnWord = (press: PointerEvent, path: EventTarget[]) => {
    if (resting !== press || !alive()) return;
    if (performance.now() - press.timeStamp < FINGER_RESTS_MS) return void requestAnimationFrame(() => restsOnWord(press, path));
    resting = undefined;
    const target = path[0];
    if (!inEditable(target) && !pageMeansTap(path) && wordAtPoint(press.clientX, press.clientY, target)) startLoading(loadUi);
  };
  const passive = { ...listening, capture: true, passive: true };
  for (const type of ['pointerdown', 'pointerup', 'pointercancel'] as const) document.addEventListener(type, press, passive);

  document.addEventListener(
    'click',
    (event) => {
      // (A click is a PointerEvent where the browser says so; else the press before it tells.)
      if (((event as PointerEvent).pointerType || pointer) != 'touch' || !event.isTrusted || !alive()) return;
      const path = event.composedPath();
      const target = path[0];
      // The bubble's own taps are its own (the page sees only its host element).
      if (event.defaultPrevented || (target as Element).localName == 'glossa-bubble' || pageMeansTap(path)) return handled();
      const word = wordAtPoint(event.clientX, event.clientY, target);
      const text = word?.toString() ?? '';
      if (!word || !hasLetter(text)) return handled();
      lookUpTouched(loadUi, text, word);
    },
    listening,
  );

  // The system's long press selects the word under the finger (and its handles then grow the
  // selection): once it has held still a moment, the selection is looked up.
  let settling: ReturnType<typeof setTimeout> | undefined;
  let lastAsked = '';
  document.addEventListener(
    'selectionchange',
    () => {
      if (!fingerDown && performance.now() - fingerAt > TOUCH_SELECTS_MS) return;
      clearTimeout(settling);
      settling = setTimeout(() => {
        const selection = getSelection();
        const text = selection?.toString().trim() ?? '';
        const anchor = selection?.anchorNode;
        if (!text) lastAsked = '';
        if (!selection?.rangeCount || !hasLetter(text) || !alive() || inEditable(anchor ?? undefined)) return;
        if (anchor?.parentElement?.closest('glossa-bubble')) return;
        const range = selection.getRangeAt(0).cloneRange();
        const asked = `${text}@${range.getBoundingClientRect().top + scrollY}`;
        if (asked == lastAsked) return; // the same selection, its handles let go
        lastAsked = asked;
        lookUpTouched(loadUi, text, range);
      }, SELECTION_SETTLES_MS);
    },
    listening,
  );
}

/** Looks up a word a finger chose, as the settings allow (taps are counted as double-clicks are). */
function lookUpTouched(loadUi: () => Promise<BubbleUi>, text: string, range: Range): void {
  const focusBack = document.activeElement;
  startLoading(loadUi);
  void storedSettings()
    .then(async (stored) => {
      if (touchAllows(stored, location.host))
        await (await loadUi()).show({ text: text.trim(), range, focusBack, retired: signal, settings: stored });
    })
    .finally(handled);
}
