/**
 * The PDF viewer's address: Glossa's page `/pdf.html`, with the original document's
 * address in its query (`?file=`), so the original stays visible and one click away.
 * Plain string work with no browser API, so the background, the popup and the viewer
 * page all build and read it the same way.
 */

export const PDF_VIEWER_PATH = '/pdf.html';

/** Where the viewer page finds the pdf.js worker its first script started (a global of that page only). */
export const EARLY_PDF_WORKER = 'glossaPdfWorker';

/** pdf.js's worker in the extension (copied there by modules/pdf-worker.ts). */
export const PDF_WORKER_FILE = '/pdfjs/pdf.worker.min.mjs';

/** The viewer's address for a document at `original`, or the viewer with no document (a local file to pick). */
export function pdfViewerUrl(viewerPage: string, original?: string): string {
  return original ? `${viewerPage}?file=${encodeURIComponent(original)}` : viewerPage;
}

/** The original document's address in the viewer's query, when there is one the viewer may open. */
export function originalAddress(search: string): string | undefined {
  const file = new URLSearchParams(search).get('file');
  if (!file) return undefined;
  try {
    const url = new URL(file);
    return ['http:', 'https:', 'file:'].includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A file name to save the original under: the last part of its path, ending in .pdf. */
export function pdfFileName(address: string | undefined): string {
  let name = '';
  try {
    name = decodeURIComponent(new URL(address ?? '').pathname.split('/').pop() ?? '');
  } catch {
    // no address, or one that does not decode: the default name below
  }
  // Characters no file system takes in a name, and control characters.
  name = [...name]
    .map((c) => (c < ' ' || '\\/:*?"<>|'.includes(c) ? '_' : c))
    .join('')
    .trim();
  if (!name) return 'document.pdf';
  return /\.pdf$/i.test(name) ? name : `${name}.pdf`;
}

/** Whether a response's headers say it is a PDF shown in the tab (not one sent as a download). */
export function isPdfResponse(headers: readonly { name: string; value?: string }[] | undefined): boolean {
  const header = (name: string) => headers?.find((h) => h.name.toLowerCase() === name)?.value?.toLowerCase() ?? '';
  const [type = ''] = header('content-type').split(';');
  // Some servers send PDFs as application/x-pdf; an attachment is meant to be saved, not read.
  return ['application/pdf', 'application/x-pdf'].includes(type.trim()) && !header('content-disposition').trim().startsWith('attachment');
}

/** Whether an address names a PDF file by its extension (a link, or a file:// page). */
export function looksLikePdf(address: string): boolean {
  try {
    return /\.pdf$/i.test(new URL(address).pathname);
  } catch {
    return false;
  }
}
