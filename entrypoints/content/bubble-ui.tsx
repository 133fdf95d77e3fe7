/**
 * The bubble's controller, imported by the content loader on the first lookup: mounts
 * the bubble in a closed shadow root at the selected word, asks the background for the
 * lookup (and its extras, audio and lists), keeps the bubble in the viewport, and closes
 * it on Esc, a click outside, or when the word scrolls away. Focus moves into the bubble
 * and back to where it was.
 */
import { render } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';
import { textDirection } from '../../lib/shared/text/direction';
import type { LookupAnswer } from '../../lib/shared/messages/answers';
import type { Answer } from '../../lib/shared/messages/answers';
import { send, UNREACHABLE } from '../../lib/shared/messages/client';
import { lookupRequest } from '../../lib/shared/messages/lookup-request';
import { outOfView, placeBubble } from './position';
import { sentenceAround } from './sentence';
import { asRead, partOfSpeechInSentence, type ContextPartOfSpeech, type WordInSentence } from '../../lib/shared/text/sentence-context';
import { irregularForms } from '../../lib/shared/text/english-forms';
import { frameTooSmall, passRelay, relayToTop } from './frame-relay';
import { pageScheme } from './page-scheme';
import { MAX_LOOKUP_LENGTH } from '../../lib/shared/text/normalize';
import { Bubble, HEADING_ID } from '../../components/bubble/Bubble';
import { useBubbleLookup } from '../../components/bubble/use-bubble-lookup';
import { styleBubbleRoot } from '../../components/bubble/style-root';

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

interface ShownRequest extends ShowRequest {
  /** The sentence the word was read in, when the page shows one around it. */
  context?: WordInSentence;
  /** The part of speech that sentence makes plain, if it does. */
  partOfSpeech?: ContextPartOfSpeech;
  /** The lookup, asked for before the first render so no frame is lost waiting for it. */
  answer?: Promise<Answer<LookupAnswer>>;
  /** That lookup's answer, when it came before the bubble opened: the first thing shown. */
  answered?: Answer<LookupAnswer>;
  /** Lets the controller look up another word in this same bubble. */
  register?(lookUp: (word: string) => void): void;
}

export interface BubbleUi {
  show(request: ShowRequest): Promise<void>;
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

/** A message to the background; the only reason it cannot be sent is that Glossa is gone. */
const sendHere: typeof send = async (message) => {
  const answer = await send(message);
  return !answer.ok && answer.error.kind === UNREACHABLE ? { ok: false, error: GONE } : answer;
};

/** How long a lookup's answer may take before the bubble opens with a loading state. */
const QUICK_ANSWER_MS = 60;

const FOCUSABLE = 'button:not([disabled]), a[href], input, [tabindex]:not([tabindex="-1"])';

/**
 * Events that carry what the user types (a new list's name, say). They are composed, so
 * they would leave the shadow root and reach the page's listeners on document and window,
 * which would read every key: they stop at the bubble's host. (A page listener on window
 * in the capture phase runs before the event reaches the host; none can stop that.)
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

function App({ request, close }: { request: ShownRequest; close(restoreFocus: boolean): void }) {
  const [gone, setGone] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const theme = (request.settings as { theme?: unknown } | undefined)?.theme;
  // The user's theme wins; else the page's declared (or plainly dark) scheme; else the browser's.
  const [scheme] = useState(() => (theme === 'dark' || theme === 'light' ? theme : pageScheme()));

  // Every answer passes here: one that finds Glossa gone leaves the bubble only GONE to say.
  function heard<T>(answer: Answer<T>): Answer<T> {
    if (!answer.ok && answer.error.kind === GONE.kind) setGone(true);
    return answer;
  }
  const askHere: typeof send = (message) => sendHere(message).then(heard);
  const lookup = useBubbleLookup({
    send: askHere,
    from: 'bubble',
    word: request.text,
    partOfSpeech: request.partOfSpeech,
    asked: request.answer?.then(heard),
    answered: request.answered,
  });
  const { state } = lookup.props;

  // Keep the bubble next to the word and inside the viewport, after every change of size.
  const place = () => {
    const element = wrap.current;
    if (!element) return;
    const viewport = viewportSize();
    const anchor = request.range?.getBoundingClientRect() ?? new DOMRect(viewport.width / 2, viewport.height / 3, 0, 0);
    if (request.range && outOfView(anchor, viewport)) {
      queueMicrotask(() => close(false));
      return;
    }
    // Measured at its own height (up to the stylesheet's cap), then shortened to the room
    // beside the word when it must be: it scrolls inside rather than cover the word.
    element.style.maxHeight = '';
    const { left, top, maxHeight } = placeBubble(anchor, { width: element.offsetWidth, height: element.offsetHeight }, viewport);
    element.style.left = `${left}px`;
    element.style.top = `${top}px`;
    element.style.maxHeight = `${maxHeight}px`;
  };
  useLayoutEffect(place);

  // For the benchmark: when an answer with definitions was first painted (see lastPaint).
  // Only a build made with GLOSSA_BENCH=1 has it: others never run a frame callback here.
  useLayoutEffect(() => {
    if (!import.meta.env.GLOSSA_BENCH || state.kind !== 'answer') return;
    const shown = state.answer.word;
    requestAnimationFrame(() => setTimeout(() => (painted = { word: shown, at: performance.now() })));
  }, [state]);

  useEffect(() => {
    wrap.current?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close(true);
      } else if (event.key === 'Tab' && wrap.current) {
        // Keep Tab inside the bubble while it is open.
        const focusables = [...wrap.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const root = wrap.current.getRootNode() as ShadowRoot;
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
      const host = (wrap.current?.getRootNode() as ShadowRoot | undefined)?.host;
      if (host && !event.composedPath().includes(host)) close(false);
    };
    const onScroll = () => requestAnimationFrame(place);
    addEventListener('keydown', onKey, true);
    addEventListener('pointerdown', onPointer, true);
    addEventListener('scroll', onScroll, { capture: true, passive: true });
    addEventListener('resize', onScroll, { passive: true });
    return () => {
      removeEventListener('keydown', onKey, true);
      removeEventListener('pointerdown', onPointer, true);
      removeEventListener('scroll', onScroll, true);
      removeEventListener('resize', onScroll);
    };
  }, []);

  useEffect(() => request.register?.(lookup.lookUp), []);

  return (
    <div
      ref={wrap}
      class={scheme ? `wrap ${scheme}` : 'wrap'}
      // In the language and direction of its own words: a right-to-left page must not mirror it.
      lang={t('lang')}
      dir={textDirection()}
      role="dialog"
      aria-labelledby={HEADING_ID}
      tabIndex={-1}
      data-state={state.kind}
    >
      {gone ? (
        <p id={HEADING_ID} class="note error" role="alert">
          {GONE.message}
        </p>
      ) : (
        <Bubble
          {...lookup.props}
          onClose={() => close(true)}
          onMore={(headword) => void askHere({ type: 'openWordPage', word: headword })}
          // The sentence speaks for the word read in it, not for a synonym followed from there.
          context={lookup.isFirst ? request.context : undefined}
        />
      )}
    </div>
  );
}

/** The window's size without its scroll bars. */
function viewportSize() {
  return { width: document.documentElement.clientWidth || innerWidth, height: innerHeight };
}

let painted: { word: string; at: number } | undefined;

/**
 * When the last answer was painted (a `performance.now()` time in this document), for
 * bench/bubble.ts, in a build made with GLOSSA_BENCH=1. Only the extension's own content-script world can reach this
 * module instance; a page importing the file gets a fresh, empty one.
 */
export function lastPaint() {
  return painted;
}
let open: { root: ShadowRoot; lookUp?: (word: string) => void; close(restoreFocus: boolean): void } | undefined;

/** Counts the lookups asked for, so one that waited for its answer knows if it was overtaken. */
let showing = 0;

export const ui: BubbleUi = {
  async show(request) {
    // Longer than any word or phrase a dictionary holds: a selection of text, not a lookup.
    if (request.text.length > MAX_LOOKUP_LENGTH) return;
    // A word double-clicked inside the bubble is looked up in it, with a way back.
    // (From the page's side, focus and selection there show only the bubble's host element.)
    if (open && request.focusBack === open.root.host) {
      const inside = (open.root as ShadowRoot & { getSelection?: () => Selection | null }).getSelection?.()?.toString().trim() || request.text;
      if (inside.length <= MAX_LOOKUP_LENGTH) open.lookUp?.(inside);
      return;
    }
    // A frame too small for the bubble: the top page shows it at the word (unless it cannot).
    const range = request.range instanceof Range ? request.range : undefined;
    const context = request.context ?? (range && sentenceAround(range));
    const place = request.range?.getBoundingClientRect();
    if (place && frameTooSmall(place, viewportSize(), window === window.top) && (await relayToTop(request.text, context, place))) return;
    const ticket = ++showing;
    const text = asRead(request.text, context);
    const partOfSpeech = partOfSpeechInSentence(text, context, irregularForms(text).map((form) => form.relation));
    let answered: Answer<LookupAnswer> | undefined;
    // For the lookup history: the sentence it stood in and the page's title.
    const readIn = { sentence: context?.sentence, title: document.title };
    const answer = sendHere(lookupRequest({ word: text, partOfSpeech, from: 'bubble', readIn })).then((got) => (answered = got));
    // A quick answer (a word in the cache) is shown at once, with no loading state flashed
    // before it; a slow one gets the bubble and its loading state after this short wait.
    await Promise.race([answer, new Promise((resolve) => setTimeout(resolve, QUICK_ANSWER_MS))]);
    if (ticket !== showing) return; // closed, or another word asked for, meanwhile
    open?.close(false);
    const host = document.createElement('glossa-bubble');
    for (const type of TYPING_EVENTS) host.addEventListener(type, (event) => event.stopPropagation());
    const root = host.attachShadow({ mode: 'closed' });
    styleBubbleRoot(root);
    document.documentElement.append(host);
    let closed = false;
    const retire = () => me.close(false);
    request.retired?.addEventListener('abort', retire);
    const stopWatching = () => request.retired?.removeEventListener('abort', retire);
    const me: NonNullable<typeof open> = {
      root,
      close(restoreFocus: boolean) {
        if (closed) return;
        closed = true;
        if (open === me) open = undefined;
        stopWatching();
        render(null, root);
        host.remove();
        const back = request.focusBack;
        if (restoreFocus && back instanceof HTMLElement && back.isConnected && back !== document.body) back.focus({ preventScroll: true });
      },
    };
    open = me;
    const shown: ShownRequest = {
      ...request,
      text,
      context,
      partOfSpeech,
      answer,
      answered,
      register: (lookUp) => (me.lookUp = lookUp),
    };
    render(<App request={shown} close={(restore) => me.close(restore)} />, root);
  },
  async lookUpSelection(retired, settings) {
    const selection = getSelection();
    const text = selection?.toString().trim();
    const range = selection?.rangeCount ? selection.getRangeAt(0).cloneRange() : undefined;
    const focusBack = document.activeElement;
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

