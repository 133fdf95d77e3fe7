/**
 * The bubble's type, and readying it before its first answer is drawn. The first text a page
 * draws in a face or a size it has not used yet waits for the system to find that face and
 * size: on Linux about 1 ms each, 6 to 8 ms in all for the bubble's first layout. Measuring
 * words on a canvas of no page's finds them all the same, and no page sees it: a page's lookups
 * (lookups.ts) ready them just after the bubble's file is asked for, in a task after the press's,
 * while a double-click's second press is still down, so its first layout finds them ready.
 */

/** The bubble's typefaces: the system's own, as the browser's and the system's dialogs use. */
export const BUBBLE_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** The body text's size in pixels: the bubble's beside a word, and the sheet's on a phone. */
export const BODY_PX = 14;
export const SHEET_BODY_PX = 16;
/** The headword's size, and the small print's (labels, credits, forms), relative to the body's. */
export const HEADWORD_EM = 1.25;
export const SMALL_EM = 0.85;

/**
 * Each size and face a first answer is drawn in (components/bubble/styles.ts, written with the
 * sizes above): the body in regular and italic (examples and usage), the headword in the one
 * bold weight, the small print in regular and italic (parts of speech).
 */
export const DRAWN: readonly (readonly [em: number, face: string])[] = [
  [1, ''],
  [1, 'italic '],
  [HEADWORD_EM, '600 '],
  [SMALL_EM, ''],
  [SMALL_EM, 'italic '],
];

/** A pronunciation's letters (ˈæ, ə) may be in another face than the words': found too. */
const SAMPLE = 'Glossa ˈlæntərn';

/** The body sizes readied so far in this script world (the browser keeps what it found for the page's whole life). */
const readied = new Set<number>();

/** Readies the sizes and faces a first answer is drawn in, at the body size of a sheet or of a bubble; each once. */
export function readyTypefaces(sheet: boolean): void {
  const body = sheet ? SHEET_BODY_PX : BODY_PX;
  if (readied.has(body)) return;
  readied.add(body);
  try {
    const canvas = new OffscreenCanvas(1, 1).getContext('2d');
    if (!canvas) return;
    for (const [em, face] of DRAWN) {
      canvas.font = `${face}${body * em}px ${BUBBLE_FONTS}`;
      canvas.measureText(SAMPLE);
    }
  } catch {
    // No OffscreenCanvas (an older browser): the first layout finds the faces itself.
  }
}
