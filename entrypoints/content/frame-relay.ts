/**
 * The page side of the frame relay (the background's side and the whole path are in
 * lib/background/frame-relay.ts): a frame too small for the bubble hands its lookup to
 * the background and posts the ticket it gets to its parent window; each frame above
 * says where that child iframe sits and passes the next ticket on; the top page shows
 * the bubble at the word, following the iframe as the top page scrolls.
 *
 * What a page posts is only ever a ticket to check: the word and every place come from
 * Glossa's content scripts through the background, and a ticket the background did not
 * hand out, or handed out for another tab, is refused there.
 */
import { send } from '../../lib/shared/messages/client';
import type { ViewBox } from '../../lib/shared/messages/answers';
import type { ReadInPage } from '../../lib/shared/text/page-reading';
import type { WordInSentence } from '../../lib/shared/text/sentence-context';

/** The message posted to a parent window: a relay ticket. */
interface RelayPost {
  glossaRelay: string;
}

/** Below this width, or with less room than this on both sides of the word, a frame is too small for the bubble. */
const FRAME_MIN_WIDTH = 300;
const FRAME_MIN_ROOM = 240;

/** Whether this is a frame (not a top page) too small to show the bubble beside `word`. */
export function frameTooSmall(word: ViewBox, viewport: { width: number; height: number }, isTop: boolean): boolean {
  if (isTop) return false;
  const roomBelow = viewport.height - (word.top + word.height);
  return viewport.width < FRAME_MIN_WIDTH || Math.max(roomBelow, word.top) < FRAME_MIN_ROOM;
}

function post(ticket: string) {
  // Any origin: the parent may be another site's page; only the background can use the ticket.
  parent.postMessage({ glossaRelay: ticket } satisfies RelayPost, '*');
}

/**
 * Hands this frame's lookup (the word, what the frame read around it, its box here) to the top
 * page, whose bubble gets the sentence the background reads from it; false when the background refused it.
 */
export async function relayToTop(word: string, read: ReadInPage | undefined, rect: ViewBox): Promise<boolean> {
  const { left, top, width, height } = rect;
  const carried = read && { shown: read.shown, ...(read.pageText !== undefined && { pageText: read.pageText }) };
  const answer = await send({ type: 'relayLookup', word, ...carried, rect: { left, top, width, height } });
  if (answer.ok) post(answer.data.ticket);
  return answer.ok;
}

/** Where an iframe's content (inside its border and padding) starts in this frame's viewport. */
function contentOrigin(frame: HTMLIFrameElement | HTMLFrameElement): { x: number; y: number } {
  const box = frame.getBoundingClientRect();
  const style = getComputedStyle(frame);
  return {
    x: box.left + frame.clientLeft + parseFloat(style.paddingLeft || '0'),
    y: box.top + frame.clientTop + parseFloat(style.paddingTop || '0'),
  };
}

/** What the top page shows: the relayed word, and its place kept current with the iframe's. */
export interface RelayedWord {
  word: string;
  context?: WordInSentence;
  /** The iframe (in the top page) that holds the word: focus goes back to it. */
  frame: HTMLElement;
  anchor: { getBoundingClientRect(): DOMRect };
}

/**
 * A `message` event that may carry a relay ticket from one of this window's own iframes:
 * a frame between passes the next ticket up; the top page answers what to show.
 */
export async function passRelay(event: MessageEvent, isTop: boolean): Promise<RelayedWord | undefined> {
  const ticket = (event.data as Partial<RelayPost> | null)?.glossaRelay;
  if (typeof ticket !== 'string') return;
  const frame = [...document.querySelectorAll<HTMLIFrameElement | HTMLFrameElement>('iframe, frame')].find(
    (f) => f.contentWindow === event.source,
  );
  if (!frame) return;
  const step = await send({ type: 'relayHop', ticket, ...(!isTop && { offset: contentOrigin(frame) }) });
  if (!step.ok) return;
  if ('next' in step.data) {
    post(step.data.next);
    return;
  }
  const { word, context, rect } = step.data.show;
  return {
    word,
    ...(context && { context }),
    frame,
    anchor: {
      getBoundingClientRect() {
        const origin = contentOrigin(frame);
        return new DOMRect(origin.x + rect.left, origin.y + rect.top, rect.width, rect.height);
      },
    },
  };
}
