/** PDFs and the page linking to them, for the PDF viewer's browser tests (served by the `site` fixture). */
import { BROKEN_PDF, numberedPdf, writePdf } from '../../dev/pdf-writer';

const pdf = (body: Buffer, headers: Record<string, string> = {}) => ({ body, headers: { 'content-type': 'application/pdf', ...headers } });

export const pdfPages = {
  '/pdf-links.html': `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Papers</title></head>
<body>
  <p><a id="sample" href="/papers/sample.pdf">A sample paper</a></p>
  <p><a id="served" href="/paper?id=7">A paper served as PDF at an address without .pdf</a></p>
  <p><a id="broken" href="/papers/broken.pdf">A broken paper</a></p>
  <p><a id="scan" href="/papers/scan.pdf">A scanned paper</a></p>
  <p><a id="download" href="/papers/attached.pdf">A paper sent as a download</a></p>
  <p><a id="locked" href="/papers/locked.pdf">A paper protected by a password</a></p>
  <p><a id="long" href="/papers/long.pdf">A paper of 500 pages</a></p>
</body></html>`,
  '/papers/sample.pdf': pdf(numberedPdf(3, ['serendipity', 'harbor', 'geese'])),
  '/paper': pdf(numberedPdf(2, ['harbor'])),
  '/papers/broken.pdf': pdf(BROKEN_PDF),
  '/papers/scan.pdf': pdf(writePdf([{ lines: [], image: true }])),
  '/papers/locked.pdf': pdf(writePdf([{ lines: ['Behind a password: serendipity.'] }], { password: 'open sesame' })),
  '/papers/long.pdf': pdf(numberedPdf(500)),
  '/papers/attached.pdf': pdf(numberedPdf(1), { 'content-disposition': 'attachment; filename="attached.pdf"' }),
};
