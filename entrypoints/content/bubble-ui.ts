/**
 * The bubble's controller, which the background puts in a page's frame on its first lookup
 * with its view (bubble-entry.ts, then bubble-view-entry.ts, built by
 * modules/content-scripts.ts): where the bubble opens (at the
 * word, or, from a frame too small for it, in the top page through the frame relay), what it
 * shows first, and its host: a closed shadow root holding the shared bubble (BubbleShell),
 * kept beside the word as a page's dialog (bubble-dialog.ts). Focus moves into the bubble and
 * back to where it was. On a phone the bubble is a sheet from the bottom edge instead
 * (sheet.ts), the word kept in sight above it. A double-click's answer that comes while its
 * second press is still down is drawn then, unseen, and the double-click shows it.
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
import { readAround, rememberPeriod } from './sentence';
import { atTheWord, screenNow, type OpenBubble } from './bubble-dialog';
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
  askEarly(request: Omit<ShowRequest, 'focusBack' | 'context'> & { target: EventTarget | undefined }): void;
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

let open: OpenBubble | undefined;

/** A bubble drawn for a lookup, and how to show it if it was drawn unseen (with the element focus goes back to). */
interface DrawnBubble {
  bubble: OpenBubble;
  show(focusBack: Element | null): void;
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
  let early: (AskedLookup & { request: ShowRequest; start: { node: Node; offset: number }; at: number }) | undefined;
  /** The bubble drawn unseen for the early lookup, while the press is down: its double-click shows it. */
  let staged: (DrawnBubble & { asked: AskedLookup }) | undefined;
  const unstage = () => {
    staged?.bubble.close(false);
    staged = undefined;
  };
  /**
   * A page's first render of the bubble is several times slower than its later ones (30 ms
   * and more). While a first answer is on its way (never before it is asked, which this would
   * hold back), the view readies what it can: with the double-click's second press still down
   * (the lookup asked early, not yet taken up), the bubble is drawn with its answer, unseen, and
   * the double-click shows it as drawn (the press, about 100 ms for most hands, hides the
   * drawing); once the reader waits, only its style sheet is read.
   */
  const prepareWhile = (asked: AskedLookup) => {
    loadedView()
      .then(async (loaded) => {
        if (early !== asked) return asked.answered || loaded.prepare();
        await asked.answer;
        if (early === asked) await drawEarly(early);
      })
      .catch(() => undefined); // a view that failed to load is asked for again, and says so, when shown
  };
  const drawEarly = async (asked: NonNullable<typeof early>) => {
    const drawn = await draw(asked.request, asked, ++showing, true);
    if (!drawn) return;
    staged = { asked, ...drawn };
    // A press held on, or whose double-click never came (a drag, a page that took it): the unseen
    // bubble goes once its early lookup can no longer be taken up (askedEarly).
    const keptFor = EARLY_ASK_KEPT_MS - (performance.now() - asked.at);
    setTimeout(() => staged?.bubble === drawn.bubble && unstage(), keptFor);
  };
  /** The early lookup, if it is of the word and the place `request` is (a double-click-drag selects more). */
  const askedEarly = (request: ShowRequest): AskedLookup | undefined => {
    const range = request.range instanceof Range ? request.range : undefined;
    const same =
      early &&
      early.request.text === request.text &&
      range?.startContainer === early.start.node &&
      range.startOffset === early.start.offset &&
      performance.now() - early.at < EARLY_ASK_KEPT_MS;
    return same ? early : undefined;
  };
  /**
   * Draws the bubble for `asked`, at the word of `request`, once its view is loaded and its
   * answer in (or, for a slow one, with its loading state): seen at once, or, `unseen`, drawn
   * and laid out but hidden until its `show`. Gives nothing if another lookup or a close came
   * meanwhile (`ticket`).
   */
  const draw = async (request: ShowRequest, asked: AskedLookup, ticket: number, drawnUnseen: boolean): Promise<DrawnBubble | undefined> => {
    let unseen = drawnUnseen;
    let shown: () => void = () => undefined;
    const seen = unseen ? new Promise<void>((done) => (shown = done)) : Promise.resolve();
    let focusBack = request.focusBack;
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
      loadedView(),
      Promise.race([answer, new Promise((resolve) => setTimeout(resolve, QUICK_ANSWER_MS))]),
    ]);
    if (ticket !== showing) return undefined; // closed, or another word asked for, meanwhile
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
      seen,
      close(restoreFocus: boolean) {
        if (closed) return;
        closed = true;
        if (open === me) open = undefined;
        stopWatching();
        clearBubble(root);
        host.remove();
        const back = focusBack;
        if (restoreFocus && back instanceof HTMLElement && back.isConnected && back !== document.body) back.focus({ preventScroll: true });
      },
    };
    open = me;
    const range = request.range instanceof Range ? request.range : undefined;
    const sheet = asSheet ? { wordNode: range?.startContainer ?? request.focusBack } : undefined;
    const where = atTheWord(root, request.range, me, sheet, screen);
    let wrap: HTMLElement | undefined;
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
      ...where,
      onLayout(element) {
        wrap = element;
        element.style.visibility = unseen ? 'hidden' : '';
        where.onLayout?.(element);
      },
      onState: import.meta.env.GLOSSA_BENCH ? (state) => void seen.then(() => markPaint(state)) : undefined,
    };
    showBubble(root, props);
    return {
      bubble: me,
      show(focusedBefore) {
        focusBack = focusedBefore;
        unseen = false;
        if (wrap) wrap.style.visibility = '';
        shown();
      },
    };
  };
  const ui: BubbleUi = {
    askEarly(request) {
      const range = request.range instanceof Range ? request.range : undefined;
      // A word double-clicked inside the bubble is looked up in it (show), never early.
      if (!range || request.text.length > MAX_LOOKUP_LENGTH || (open && request.target === open.root.host)) return;
      // A frame too small for the bubble relays its lookup to the top page, which asks for it.
      if (frameTooSmall(range.getBoundingClientRect(), screenNow(), window === window.top)) return;
      const start = { node: range.startContainer, offset: range.startOffset };
      const asked = { ...request, focusBack: document.activeElement };
      unstage();
      early = Object.assign(ask(asked), { request: asked, start, at: performance.now() });
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
      const askedBefore = askedEarly(request);
      early = undefined;
      if (staged && staged.asked === askedBefore) {
        // Drawn already, unseen, while the press was down: shown as it is.
        staged.show(request.focusBack);
        staged = undefined;
        return;
      }
      unstage();
      const ticket = ++showing;
      const asked = askedBefore ?? ask(request);
      if (!askedBefore) prepareWhile(asked);
      await draw(request, asked, ticket, false);
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
