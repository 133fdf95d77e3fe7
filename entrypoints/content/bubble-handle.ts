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
 * The controller of the bubble's file once it has run. `answered` is the background's answer
 * to the request for the file, which comes once the file has run: by then the file has handed
 * its controller over, so an answer that comes first says the file could not be run (its
 * words, or none), and the wait ends with that failure. (No error is made once the controller
 * is in: an error's stack costs a page's first lookup a millisecond for nothing.)
 */
export function bubbleArrives(answered: Promise<string | undefined>): Promise<BubbleUi> {
  let arrived = false;
  return new Promise<BubbleUi>((take, fail) => {
    world.glossaBubble = (ui) => {
      arrived = true;
      take(ui);
    };
    const failed = (message: string | undefined) => arrived || fail(new Error(message ?? 'The bubble could not be loaded.'));
    answered.then(failed, (error: unknown) => failed(error instanceof Error ? error.message : undefined));
  }).finally(() => delete world.glossaBubble);
}
