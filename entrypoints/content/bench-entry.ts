/**
 * The bubble's controller as a benchmark build (GLOSSA_BENCH=1) writes it to
 * content-scripts/ui/ui.js: the controller, and when its last answer was painted, which
 * bench/bubble.ts reads. Other builds write bubble-entry.ts there, with no paint marks
 * (modules/content-scripts.ts picks which; a browser test reads the build for them).
 */
export * from './bubble-entry';
export { lastPaint } from './bench-paint';
