/**
 * How the bubble's file hands its controller to the page's loader. The background runs the
 * file in the frame's own script world, the one the loader runs in, which no page can read;
 * there the file hands its controller over as it runs, to the loader waiting for it. The
 * loader starts the lookup then, not once the background has heard the file ran and said so
 * (a round trip through the browser and the worker, 1 to 2 ms on a page's first lookup).
 */
import type { BubbleUi } from './bubble-ui';

const world = globalThis as { glossaBubble?: (ui: BubbleUi) => void };

/** Called by the bubble's file (bubble-entry.ts) as it runs. */
export function leaveBubble(ui: BubbleUi): void {
  world.glossaBubble?.(ui);
  delete world.glossaBubble;
}

/**
 * The controller of the bubble's file once it has run; `failed` rejects it instead (the
 * background could not run the file), and stops waiting.
 */
export function bubbleArrives(failed: Promise<never>): Promise<BubbleUi> {
  const arrives = new Promise<BubbleUi>((take) => (world.glossaBubble = take));
  return Promise.race([arrives, failed]).finally(() => delete world.glossaBubble);
}
