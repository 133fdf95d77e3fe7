/**
 * The bubble's file as a benchmark build (GLOSSA_BENCH=1) writes it (modules/content-scripts.ts
 * picks which): the bubble, and when its last answer was painted, which bench/bubble.ts reads
 * as `glossaLastPaint` in the extension's script world, as bench/pdf.ts reads it in the PDF
 * viewer. Other builds carry no paint marks (a browser test reads their files for them).
 */
import './bubble-entry';
import { lastPaint } from './bench-paint';

(globalThis as { glossaLastPaint?: typeof lastPaint }).glossaLastPaint = lastPaint;
