/**
 * How the bubble's two files hand what they hold to the page's loader. The background runs
 * them in the frame's own script world, the one the loader runs in, which no page can read:
 * first the controller's (bubble-entry.ts), which the loader starts the lookup with as soon as
 * it has run, then the view's (bubble-view-entry.ts), larger, which is read while the lookup is
 * on its way. Each hands its part over as it runs, to the loader waiting for it, not once the
 * background has heard the file ran and said so (a round trip through the browser and the
 * worker, 1 to 2 ms on a page's first lookup).
 */
import type { BubbleUi, BubbleView, createBubbleUi } from './bubble-ui';

/** The controller's file hands over how to make the controller over the view (createBubbleUi). */
type MakeBubbleUi = typeof createBubbleUi;

/** Where in the script world each file's part is awaited. */
interface Slots {
  glossaBubble?: (make: MakeBubbleUi) => void;
  glossaBubbleView?: (view: BubbleView) => void;
}
const world = globalThis as Slots;

/** Called by the controller's file (bubble-entry.ts) as it runs. */
export function leaveBubble(make: MakeBubbleUi): void {
  world.glossaBubble?.(make);
  delete world.glossaBubble;
}

/** Called by the view's file (bubble-view-entry.ts) as it runs. */
export function leaveView(view: BubbleView): void {
  world.glossaBubbleView?.(view);
  delete world.glossaBubbleView;
}

/**
 * A part once its file has run. `answered` is the background's answer to the request for the
 * files, which comes once both have run: an answer that comes first says a file could not be
 * run (its words, or none), and the wait ends with that failure. (No error is made once the
 * part is in: an error's stack costs a page's first lookup a millisecond for nothing.)
 */
function arrives<K extends keyof Slots>(slot: K, answered: Promise<string | undefined>) {
  type Part = Parameters<NonNullable<Slots[K]>>[0];
  let arrived = false;
  return new Promise<Part>((take, fail) => {
    world[slot] = ((part: Part) => {
      arrived = true;
      take(part);
    }) as Slots[K];
    const failed = (message: string | undefined) => arrived || fail(new Error(message ?? 'The bubble could not be loaded.'));
    answered.then(failed, (error: unknown) => failed(error instanceof Error ? error.message : undefined));
  }).finally(() => (world[slot] = undefined));
}

/**
 * The bubble's controller once its file has run, over the view its other file brings (or the
 * failure to, which the first lookup shows). `answered`: see `arrives`.
 */
export function bubbleArrives(answered: Promise<string | undefined>): Promise<BubbleUi> {
  const view = arrives('glossaBubbleView', answered);
  // Its failure is the controller's to show, when a lookup needs the view.
  view.catch(() => undefined);
  return arrives('glossaBubble', answered).then((make) => make(() => view));
}
