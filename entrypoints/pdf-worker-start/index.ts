/**
 * pdf.js's worker, started before anything else of the PDF viewer: pdf.html loads this tiny
 * script ahead of the viewer's half a megabyte, so the worker's own megabyte is read and
 * compiled meanwhile rather than after it (the first page is painted that much sooner).
 * The viewer takes it over (entrypoints/pdf/pdfjs.ts), or starts one if it is missing.
 */
import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';
import { EARLY_PDF_WORKER, PDF_WORKER_FILE } from '../../lib/shared/pdf/address';

export default defineUnlistedScript(() => {
  (globalThis as Record<string, unknown>)[EARLY_PDF_WORKER] = new Worker(PDF_WORKER_FILE, { type: 'module' });
});
