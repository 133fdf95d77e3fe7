/**
 * The page's marker as the extension's own script world sees it, through the DevTools protocol:
 * no script of the page can reach the marks, so the tests read them where the marker keeps them
 * (`globalThis.glossaMarker` in the content scripts' isolated world), and wait on its counts.
 */
import type { Frame, Page } from '@playwright/test';

/** What the marker says of itself. */
export interface MarkerView {
  /** The words marked, as "state:word", sorted. */
  marked: string[];
  /** Underlines drawn now (the marks in or near the view), and their words as "state:word", sorted. */
  drawn: number;
  underlined: string[];
  /** How many times the underlines were placed. */
  placings: number;
  /** Texts read for words so far. */
  texts: number;
  idle: boolean;
  /** Marks kept; where marking stopped, if it did. */
  marks: number;
  stoppedAt?: number;
  /** The marker's main-thread time finding words and placing underlines, and the longest of each, in ms. */
  busyMs: number;
  longestSliceMs: number;
  longestSlice?: string;
  placingMs: number;
  /** The longest the page's own layout took to come up to date at a placing's start (not Glossa's work). */
  longestLayoutMs?: number;
  longestPlacingMs: number;
}

interface FrameTree {
  frame: { id: string; url: string };
  childFrames?: FrameTree[];
}

const framesOf = (tree: FrameTree): FrameTree['frame'][] => [tree.frame, ...(tree.childFrames ?? []).flatMap(framesOf)];

/** The marker as `{ ...stats, marked, underlined }`, or null where there is none. */
const READ = `(() => {
  const marker = globalThis.glossaMarker;
  return marker && marker !== true ? JSON.stringify({ ...marker.stats, marked: marker.marked(), underlined: marker.drawn() }) : null;
})()`;

const STATS = `(() => {
  const marker = globalThis.glossaMarker;
  return marker && marker !== true ? JSON.stringify(marker.stats) : null;
})()`;

/**
 * The marker of `target` (a page, or a frame of another site, which runs in a process of its
 * own); of a frame of the same site through the page, by a part of its address (`frameUrl`).
 */
export async function markerWorld(target: Page | Frame, extensionId: string) {
  const page = 'context' in target ? target : target.page();
  const cdp = await page.context().newCDPSession(target);
  const worlds = new Map<number, { origin: string; frameId?: string }>();
  cdp.on('Runtime.executionContextCreated', ({ context }) =>
    worlds.set(context.id, { origin: context.origin, frameId: (context.auxData as { frameId?: string } | undefined)?.frameId }),
  );
  cdp.on('Runtime.executionContextDestroyed', ({ executionContextId }) => worlds.delete(executionContextId));
  cdp.on('Runtime.executionContextsCleared', () => worlds.clear());
  await cdp.send('Runtime.enable');

  /** The id of the extension's world in the frame, if its content scripts run there yet. */
  async function worldOf(frameUrl?: string): Promise<number | undefined> {
    const { frameTree } = (await cdp.send('Page.getFrameTree')) as { frameTree: FrameTree };
    const frame = frameUrl ? framesOf(frameTree).find((f) => f.url.includes(frameUrl)) : frameTree.frame;
    for (const [id, world] of worlds) if (world.origin === `chrome-extension://${extensionId}` && world.frameId === frame?.id) return id;
    return undefined;
  }

  async function evaluate<T>(expression: string, frameUrl?: string, awaitPromise = false): Promise<T | undefined> {
    const contextId = await worldOf(frameUrl);
    if (contextId === undefined) return undefined;
    const { result } = await cdp.send('Runtime.evaluate', { expression, contextId, returnByValue: true, awaitPromise });
    return result.value as T;
  }

  return {
    /** The marker's figures alone (no words: a page marked 10,000 times need not list them to be watched). */
    stats: async (frameUrl?: string): Promise<Omit<MarkerView, 'marked' | 'underlined'> | null | undefined> => {
      const json = await evaluate<string | null>(STATS, frameUrl);
      return json === undefined ? undefined : json ? (JSON.parse(json) as Omit<MarkerView, 'marked' | 'underlined'>) : null;
    },
    /** The marker's view, once it has its words (null before, or where no marker runs; undefined: no content script yet). */
    read: async (frameUrl?: string): Promise<MarkerView | null | undefined> => {
      const json = await evaluate<string | null>(READ, frameUrl);
      return json === undefined ? undefined : json ? (JSON.parse(json) as MarkerView) : null;
    },
    /**
     * Waits, in the extension's world, until `condition` (a function of the marker's view, as
     * source text) holds, looking once a frame; gives the page's clock then (`performance.now()`).
     */
    when: (condition: string, frameUrl?: string) =>
      evaluate<number>(
        `new Promise((done) => {
          const holds = ${condition};
          const look = () => {
            const json = ${READ};
            if (json && holds(JSON.parse(json))) done(performance.now());
            else requestAnimationFrame(look);
          };
          look();
        })`,
        frameUrl,
        true,
      ),
    detach: () => cdp.detach(),
  };
}
