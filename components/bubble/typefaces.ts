/**
 * The bubble's typefaces, and finding them before its first paint. The first text a page
 * draws in a face it has not used yet waits for the system to find that face: on Linux 3 to
 * 6 ms for the first (with the canvas it is measured on), about 1 ms for each other. Measuring
 * words on a canvas of no page's finds them all the same, while nothing else is drawn.
 */

/** The bubble's typefaces: the system's own, as the browser's and the system's dialogs use. */
export const BUBBLE_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** The weights and styles the bubble's sheet uses (components/bubble/styles.ts). */
const FACES = ['', 'italic ', '600 '];

/**
 * An answer from the worker's cache reaches the page within a few milliseconds; one still
 * awaited after this long comes from the network, and leaves time to find the faces in.
 */
export const CACHED_ANSWER_MS = 8;

/** The faces found so far in this script world (the browser keeps them for the page's whole life). */
let nextFace = 0;
let canvas: OffscreenCanvasRenderingContext2D | null | undefined;

/** Finds the next face; false once all are found, or where they cannot be found ahead. */
function findNextFace(): boolean {
  const face = FACES[nextFace];
  if (face === undefined) return false;
  try {
    canvas ??= new OffscreenCanvas(1, 1).getContext('2d');
  } catch {
    canvas = null; // no OffscreenCanvas: the first paint finds the faces instead
  }
  if (!canvas) return false;
  nextFace++;
  canvas.font = `${face}14px ${BUBBLE_FONTS}`;
  // A pronunciation's letters (ˈæ, ə) may be in another face than the words': found too.
  canvas.measureText('Glossa ˈlæntərn');
  return true;
}

/** Finds all the faces not found yet, now (while a double-click's second press hides the time). */
export function findTypefaces(): void {
  while (findNextFace());
}

/**
 * Finds the faces while a first answer is awaited, a face a task, each only if it still is.
 * An answer from the cache comes first: finding the faces before it held it back about 7 ms,
 * where its first paint, finding them itself, took 1 to 3 ms longer.
 */
export function findTypefacesWhile(awaited: () => boolean): void {
  const next = () => {
    if (awaited() && findNextFace()) setTimeout(next);
  };
  setTimeout(next, CACHED_ANSWER_MS);
}
