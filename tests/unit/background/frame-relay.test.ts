import { describe, expect, it } from 'vitest';
import { createFrameRelay } from '../../../lib/background/frame-relay';
import { createRouter } from '../../../lib/background/router';
import { createHandlers } from '../../../lib/background/handlers';
import type { HandlerDeps, Handlers } from '../../../lib/background/handlers/types';
import type { SenderInfo } from '../../../lib/background/sender-info';

const inFrame = (frameId: number, tabId = 7): SenderInfo => ({ fromExtensionPage: false, pageUrl: 'https://example.org/', tabId, frameId });
const word = { word: 'wolves', rect: { left: 10, top: 20, width: 50, height: 18 } };

/** The tab's frames: each frame's parent (0 is the top page). Frame 5 sits in frame 2; 3, 4 and 6 in the top page. */
const PARENTS: Record<number, number> = { 2: 0, 3: 0, 4: 0, 5: 2, 6: 0 };

function relay() {
  let now = 1000;
  let n = 0;
  const tickets = createFrameRelay({
    parentFrame: async (_tabId, frameId) => PARENTS[frameId],
    now: () => now,
    newTicket: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  });
  return { tickets, later: (ms: number) => (now += ms) };
}

describe('relaying a small frame’s lookup to its top page', () => {
  it('a frame in the top page: the top page is told the word and its place in the frame', async () => {
    const { tickets } = relay();
    const context = { sentence: 'Frames hold wolves too.', start: 12 };
    const { ticket } = tickets.start({ ...word, context }, inFrame(3));
    expect(await tickets.hop({ ticket }, inFrame(0))).toEqual({ show: { word: 'wolves', context, rect: word.rect } });
  });

  it('a frame in a frame: the frame between adds where its child iframe sits, and passes a new ticket up', async () => {
    const { tickets } = relay();
    const first = tickets.start(word, inFrame(5)).ticket;
    const step = await tickets.hop({ ticket: first, offset: { x: 100, y: 200 } }, inFrame(2));
    expect(step).toEqual({ next: expect.any(String) });
    const next = 'next' in step ? step.next : '';
    expect(next).not.toBe(first);
    expect(await tickets.hop({ ticket: next }, inFrame(0))).toEqual({
      show: { word: 'wolves', rect: { left: 110, top: 220, width: 50, height: 18 } },
    });
  });

  it('refuses what a page could try: a top page or extension page starting a relay, a made-up, reused, late or other tab’s ticket, the frame vouching for itself', async () => {
    const { tickets, later } = relay();
    expect(() => tickets.start(word, inFrame(0))).toThrow(/frame/);
    expect(() => tickets.start(word, { fromExtensionPage: true })).toThrow(/frame/);
    await expect(tickets.hop({ ticket: '00000000-0000-4000-8000-999999999999' }, inFrame(0))).rejects.toThrow(/no such/);

    const used = tickets.start(word, inFrame(3)).ticket;
    await tickets.hop({ ticket: used }, inFrame(0));
    await expect(tickets.hop({ ticket: used }, inFrame(0))).rejects.toThrow(/no such/);

    const otherTab = tickets.start(word, inFrame(3)).ticket;
    await expect(tickets.hop({ ticket: otherTab }, inFrame(0, 8))).rejects.toThrow(/no such/);
    // A refused ticket is spent: the right tab cannot use it afterwards either.
    await expect(tickets.hop({ ticket: otherTab }, inFrame(0))).rejects.toThrow(/no such/);

    const itself = tickets.start(word, inFrame(3)).ticket;
    await expect(tickets.hop({ ticket: itself, offset: { x: 0, y: 0 } }, inFrame(3))).rejects.toThrow(/no such/);

    const late = tickets.start(word, inFrame(3)).ticket;
    later(6000);
    await expect(tickets.hop({ ticket: late }, inFrame(0))).rejects.toThrow(/no such/);

    const unsaid = tickets.start(word, inFrame(5)).ticket;
    await expect(tickets.hop({ ticket: unsaid }, inFrame(2))).rejects.toThrow(/where its child/);
  });

  it('only the frame holding the one a ticket was made for redeems it: not another frame of the tab it was passed to', async () => {
    const { tickets } = relay();
    // Made for frame 5, which sits in frame 2: the top page and frame 6 cannot skip frame 2.
    const forFive = tickets.start(word, inFrame(5)).ticket;
    await expect(tickets.hop({ ticket: forFive }, inFrame(0))).rejects.toThrow(/no such/);
    const again = tickets.start(word, inFrame(5)).ticket;
    await expect(tickets.hop({ ticket: again, offset: { x: 1, y: 1 } }, inFrame(6))).rejects.toThrow(/no such/);
    // Frame 2's ticket is for the top page, not for its sibling frame 3.
    const step = await tickets.hop({ ticket: tickets.start(word, inFrame(5)).ticket, offset: { x: 0, y: 0 } }, inFrame(2));
    const next = 'next' in step ? step.next : '';
    await expect(tickets.hop({ ticket: next, offset: { x: 0, y: 0 } }, inFrame(3))).rejects.toThrow(/no such/);
  });

  it('keeps a bounded number of relays waiting', () => {
    const { tickets } = relay();
    for (let i = 0; i < 64; i++) tickets.start(word, inFrame(3));
    expect(() => tickets.start(word, inFrame(3))).toThrow(/too many/);
  });

  it('checks relay messages at the boundary: a refusal is forbidden, a malformed ticket or place is no Glossa message', async () => {
    const handlers = createHandlers({
      relay: createFrameRelay({ parentFrame: async (_tab, frame) => PARENTS[frame] }),
    } as unknown as HandlerDeps) as Handlers;
    const route = createRouter(handlers);
    const started = await route({ type: 'relayLookup', ...word }, inFrame(3));
    expect(started).toMatchObject({ ok: true, data: { ticket: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
    expect(await route({ type: 'relayLookup', ...word }, inFrame(0))).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(await route({ type: 'relayHop', ticket: 'anything' }, inFrame(0))).toMatchObject({
      ok: false,
      error: { kind: 'invalid-message' },
    });
    expect(
      await route({ type: 'relayLookup', word: 'wolves', rect: { left: Infinity, top: 0, width: 1, height: 1 } }, inFrame(3)),
    ).toMatchObject({
      ok: false,
      error: { kind: 'invalid-message' },
    });
    const ticket = started.ok ? (started.data as { ticket: string }).ticket : '';
    expect(await route({ type: 'relayHop', ticket }, inFrame(0))).toMatchObject({ ok: true, data: { show: { word: 'wolves' } } });
  });

  it('carries the sentence read from what the frame read, with its neighbours, to the top page, which tell its bubble the sense meant', async () => {
    const handlers = createHandlers({
      relay: createFrameRelay({ parentFrame: async (_tab, frame) => PARENTS[frame] }),
    } as unknown as HandlerDeps) as Handlers;
    const route = createRouter(handlers);
    const block = 'The forest was quiet.\nWolves hunt in packs. Deer fled.';
    const shown = { block, at: block.indexOf('Wolves') };
    const context = { sentence: 'Wolves hunt in packs.', start: 0, around: 'The forest was quiet. Wolves hunt in packs. Deer fled.' };
    const started = await route({ type: 'relayLookup', ...word, shown }, inFrame(3));
    const ticket = started.ok ? (started.data as { ticket: string }).ticket : '';
    expect(await route({ type: 'relayHop', ticket }, inFrame(0))).toMatchObject({ ok: true, data: { show: { context } } });
  });
});
