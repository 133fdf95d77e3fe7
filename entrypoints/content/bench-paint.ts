/**
 * For the bubble's benchmarks (bench/bubble.ts, and bench/pdf.ts through the PDF viewer):
 * when an answer with definitions was first painted. Only a build made with GLOSSA_BENCH=1
 * carries this code (modules/content-scripts.ts and wxt.config.ts define the flag, and it
 * picks ./bench-entry.ts for the bubble's file); the others leave it out, and a browser
 * test (tests/e2e/production-build.spec.ts) reads their files for it.
 */
import type { BubbleState } from '../../components/bubble/bubble-props';

let painted: { word: string; at: number } | undefined;

/** Each state the bubble shows: an answer is marked once it has been painted. */
export function markPaint(state: BubbleState): void {
  if (!import.meta.env.GLOSSA_BENCH || state.kind !== 'answer') return;
  const shown = state.answer.word;
  requestAnimationFrame(() => setTimeout(() => (painted = { word: shown, at: performance.now() })));
}

/**
 * When the last answer was painted (a `performance.now()` time in this document). Only the
 * extension's own script world in the page can reach it, where bench-entry.ts leaves it.
 */
export function lastPaint() {
  return painted;
}
