/**
 * How the bubble's file hands its controller to the page's loader. The background runs the
 * file in the frame's own script world, the one the loader runs in, which no page can read;
 * there the file leaves its controller, and the loader takes it once the background says the
 * file has run.
 */
import type { BubbleUi } from './bubble-ui';

const world = globalThis as { glossaBubble?: BubbleUi };

/** Called by the bubble's file (bubble-entry.ts) as it runs. */
export function leaveBubble(ui: BubbleUi): void {
  world.glossaBubble = ui;
}

/** The controller the bubble's file left, once (undefined if it left none). */
export function takeBubble(): BubbleUi | undefined {
  const ui = world.glossaBubble;
  delete world.glossaBubble;
  return ui;
}
