/**
 * pdf.js, set up once for this page: its worker is the copy bundled with the extension
 * (never a CDN), and `pdfjsLib` is made global before the viewer components load, as
 * pdfjs-dist's `web/pdf_viewer.mjs` reads the library from there.
 */
import * as pdfjs from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
(globalThis as { pdfjsLib?: typeof pdfjs }).pdfjsLib = pdfjs;

export { pdfjs };
