/**
 * Puts the lookup bubble's code (lib/shared/content-files.ts BUBBLE_FILE) into the frame of a
 * page whose loader asks for it, on the frame's first lookup. The browser hands the file to the
 * frame's own script world at once: no page can fetch it, and a page's first lookup does not
 * wait for a web-accessible file's per-session redirect and load (`BENCH_PRESS_MS=0 npm run
 * bench:bubble` measures the difference).
 */
import { browser } from 'wxt/browser';
import { BUBBLE_FILE } from '../shared/content-files';

export interface BubbleScript {
  /** Runs the bubble's file in frame `frameId` (0: the top page) of tab `tabId`; resolves once it has run there. */
  inject(tabId: number, frameId: number): Promise<void>;
}

export const bubbleScript: BubbleScript = {
  async inject(tabId, frameId) {
    // Built after WXT lists the extension's public files, so its path is not among their types.
    await browser.scripting.executeScript({
      target: { tabId, frameIds: [frameId] },
      files: [BUBBLE_FILE as never],
      injectImmediately: true,
    });
  },
};
