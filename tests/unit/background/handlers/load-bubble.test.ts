/**
 * `loadBubble`: a page's loader, on its frame's first lookup, has the background put the
 * bubble's code in that frame: only its own frame, and only a page's.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHandlers } from '../../../../lib/background/handlers';
import type { HandlerDeps, Handlers } from '../../../../lib/background/handlers/types';
import { createRouter } from '../../../../lib/background/router';
import type { SenderInfo } from '../../../../lib/background/sender-info';

function routeInjecting(fails = false) {
  const injected: [number, number][] = [];
  const problems: [string, unknown][] = [];
  const bubbleScript = {
    inject: async (tabId: number, frameId: number) => {
      if (fails) throw new Error('No frame with id 4 in tab 7.');
      injected.push([tabId, frameId]);
    },
  };
  const problemLog = { record: (task: string, error: unknown) => problems.push([task, error]) };
  const route = createRouter(createHandlers({ bubbleScript, problems: problemLog } as unknown as HandlerDeps) as Handlers);
  return { route, injected, problems };
}

const inFrame = (frameId: number | undefined, tabId = 7): SenderInfo => ({
  fromExtensionPage: false,
  pageUrl: 'https://example.org/',
  tabId,
  frameId,
});

describe('putting the bubble in a page', () => {
  // A refusal or a failure is Glossa's own (no loader asks wrongly): the router logs it.
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  afterEach(() => logged.mockClear());

  it('puts it in the asking frame of the asking tab, the top page by default, and answers once it has run', async () => {
    const { route, injected } = routeInjecting();
    expect(await route({ type: 'loadBubble' }, inFrame(4))).toEqual({ ok: true });
    expect(await route({ type: 'loadBubble', tabId: 99, frameId: 0 }, inFrame(undefined, 8))).toEqual({ ok: true });
    // A page cannot name another tab or frame: unknown fields are dropped.
    expect(injected).toEqual([
      [7, 4],
      [8, 0],
    ]);
  });

  it('puts nothing in an extension page (which has the bubble in its own bundle) or a sender with no tab', async () => {
    const { route, injected, problems } = routeInjecting();
    expect(await route({ type: 'loadBubble' }, { fromExtensionPage: true })).toMatchObject({ ok: false, error: { kind: 'internal' } });
    expect(await route({ type: 'loadBubble' }, { fromExtensionPage: false, pageUrl: 'https://example.org/' })).toMatchObject({
      ok: false,
      error: { kind: 'internal' },
    });
    expect(injected).toEqual([]);
    expect(logged).toHaveBeenCalledTimes(2);
    expect(problems).toEqual([]);
  });

  it('answers a failure, which the loader turns into a bubble not loaded (asked again on the next lookup), and keeps it in the log of problems', async () => {
    const { route, problems } = routeInjecting(true);
    expect(await route({ type: 'loadBubble' }, inFrame(4))).toMatchObject({ ok: false, error: { kind: 'internal' } });
    expect(problems).toEqual([['bubbleLoad', expect.objectContaining({ message: 'No frame with id 4 in tab 7.' })]]);
  });
});
