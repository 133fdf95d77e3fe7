/**
 * pdf.js, set up once for this page: its worker is the copy bundled with the extension
 * (never a CDN), usually already started (entrypoints/pdf-worker-start/index.ts), and `pdfjsLib` is
 * made global before the viewer components load, as pdfjs-dist's `web/pdf_viewer.mjs` reads the
 * library from there.
 */
import * as pdfjs from 'pdfjs-dist';
import { EARLY_PDF_WORKER, PDF_WORKER_FILE } from '../../lib/shared/pdf/address';

const early = (globalThis as Record<string, unknown>)[EARLY_PDF_WORKER];
pdfjs.GlobalWorkerOptions.workerPort = early instanceof Worker ? early : new Worker(PDF_WORKER_FILE, { type: 'module' });
(globalThis as { pdfjsLib?: typeof pdfjs }).pdfjsLib = pdfjs;

export { pdfjs };
