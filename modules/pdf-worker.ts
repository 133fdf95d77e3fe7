/**
 * pdf.js's worker, copied from pdfjs-dist as it is to a fixed path in the extension
 * (PDF_WORKER_FILE), not through Vite: the PDF viewer's first script starts it by that
 * path before the viewer's code has loaded (entrypoints/pdf-worker-start/index.ts), and the
 * viewer uses the same file (entrypoints/pdf/pdfjs.ts). No CDN: it ships with Glossa.
 */
import { createRequire } from 'node:module';
import { defineWxtModule } from 'wxt/modules';
import { PDF_WORKER_FILE } from '../lib/shared/pdf/address';

export default defineWxtModule({
  name: 'pdf-worker',
  setup(wxt) {
    wxt.hook('build:publicAssets', (_wxt, files) => {
      const require = createRequire(import.meta.url);
      files.push({ absoluteSrc: require.resolve('pdfjs-dist/build/pdf.worker.min.mjs'), relativeDest: PDF_WORKER_FILE.slice(1) });
    });
  },
});
