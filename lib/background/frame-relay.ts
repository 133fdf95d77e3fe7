/**
 * Relays a lookup from a frame too small for the bubble to the top page of its tab, which
 * shows the bubble at the word's place. No frame can see where it sits in the top page
 * (a cross-origin parent hides it), so each frame above it measures its child iframe:
 *
 *   the small frame's loader: `relayLookup` (word, sentence, box)       -> ticket 1
 *   it posts ticket 1 to its parent window
 *   each frame between: `relayHop` (ticket, the child iframe's offset)  -> next ticket,
 *                       which it posts to its own parent
 *   the top page:       `relayHop` (ticket)                             -> what to show
 *
 * Page scripts cannot send runtime messages, so the word and every offset come from
 * Glossa's own content scripts; the browser says which tab and frame sent each message.
 * A ticket is known only to the background and the one window it was posted to, works
 * once, in the same tab, for a few seconds, and only for the frame that holds the frame it
 * was made for (the browser's frame tree says which that is): a page that posts made-up,
 * replayed or passed-on tickets gets nothing shown.
 */
import type { RelayStep, ViewBox } from '../shared/messages/answers';
import type { WordInSentence } from '../shared/text/sentence-context';
import type { SenderInfo } from './sender-info';

/** How long a ticket waits for the frame above to use it. */
const TICKET_MS = 5000;
/** At most this many relays wait at once (a flood of small-frame lookups cannot grow the map). */
const MAX_WAITING = 64;

interface Relay {
  tabId: number;
  /** The frame the ticket was made for: the word's own frame, then each frame that passed it up. Only its parent redeems it. */
  frameId: number;
  word: string;
  /** The sentence it stands in, which helps choose its sense. */
  context?: WordInSentence;
  /** The word's box, translated into the frame that holds the current ticket's poster. */
  rect: ViewBox;
  until: number;
}

/** A relay message that does not fit the relay: answered as forbidden, nothing shown. */
export class RelayRefusedError extends Error {
  override name = 'RelayRefusedError';
}

/** The frame that holds a frame of a tab, as the browser's frame tree says (undefined: no such frame). */
export type ParentFrame = (tabId: number, frameId: number) => Promise<number | undefined>;

export function createFrameRelay(options: { parentFrame: ParentFrame; now?: () => number; newTicket?: () => string }) {
  const now = options.now ?? Date.now;
  const newTicket = options.newTicket ?? (() => crypto.randomUUID());
  const waiting = new Map<string, Relay>();

  function keep(relay: Omit<Relay, 'until'>): string {
    for (const [ticket, held] of waiting) if (held.until < now()) waiting.delete(ticket);
    if (waiting.size >= MAX_WAITING) throw new RelayRefusedError('too many relayed lookups at once');
    const ticket = newTicket();
    waiting.set(ticket, { ...relay, until: now() + TICKET_MS });
    return ticket;
  }

  return {
    /** A frame's lookup, to be shown in its top page. */
    start(request: { word: string; context?: WordInSentence; rect: ViewBox }, sender: SenderInfo): { ticket: string } {
      // Only a content script in a frame (not a top page, not an extension page) relays.
      if (sender.fromExtensionPage || sender.tabId === undefined || !sender.frameId)
        throw new RelayRefusedError('only a frame’s lookup is relayed');
      const { word, context, rect } = request;
      return { ticket: keep({ tabId: sender.tabId, frameId: sender.frameId, word, ...(context && { context }), rect }) };
    },

    /** A frame above says where the frame below sits; the top page is told what to show. */
    async hop(request: { ticket: string; offset?: { x: number; y: number } }, sender: SenderInfo): Promise<RelayStep> {
      const relay = waiting.get(request.ticket);
      waiting.delete(request.ticket);
      if (
        !relay ||
        relay.until < now() ||
        sender.fromExtensionPage ||
        sender.tabId !== relay.tabId ||
        sender.frameId === undefined ||
        sender.frameId === relay.frameId
      ) {
        throw new RelayRefusedError('no such relayed lookup');
      }
      // Only the frame holding the one the ticket was made for: another frame of the tab that
      // was handed the ticket (by a page that saw it posted) cannot redeem it.
      // A frame the browser no longer knows (gone meanwhile) holds no one: refused below.
      const parent = await options.parentFrame(relay.tabId, relay.frameId).catch(() => undefined);
      if (parent !== sender.frameId) throw new RelayRefusedError('no such relayed lookup');
      const { word, context, rect } = relay;
      // The top page adds its own iframe's place itself, and keeps it current as it scrolls.
      if (sender.frameId === 0) return { show: { word, ...(context && { context }), rect } };
      if (!request.offset) throw new RelayRefusedError('a frame between says where its child frame is');
      const moved = { ...rect, left: rect.left + request.offset.x, top: rect.top + request.offset.y };
      return { next: keep({ ...relay, frameId: sender.frameId, rect: moved }) };
    },
  };
}

export type FrameRelay = ReturnType<typeof createFrameRelay>;
