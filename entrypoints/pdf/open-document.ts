/**
 * Opening a PDF with pdf.js, from an address or from a file's bytes, and saying plainly
 * why one did not open: broken, protected by a password (asked for, and asked again when
 * wrong), not reachable, or on this computer where the browser gives Glossa no access.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { pdfjs } from './pdfjs';

export type PdfSource = { kind: 'address'; address: string } | { kind: 'file'; name: string; bytes: Uint8Array };

export type OpenFailure = { kind: 'broken' } | { kind: 'unreachable'; reason: string } | { kind: 'no-file-access' };

/** Asks the user for the document's password; `wrong` when the last one did not open it. Undefined: the user gave up. */
export type AskPassword = (wrong: boolean) => Promise<string | undefined>;

export class OpenError extends Error {
  constructor(readonly failure: OpenFailure) {
    super(failure.kind);
  }
}

/** What the browser lets an extension page read of `file://` addresses. */
async function fileAccessAllowed(): Promise<boolean> {
  const extension = (globalThis as { chrome?: { extension?: { isAllowedFileSchemeAccess?: () => Promise<boolean> } } }).chrome?.extension;
  return (await extension?.isAllowedFileSchemeAccess?.()) ?? false;
}

function failureOf(error: unknown, source: PdfSource): OpenFailure {
  const name = (error as { name?: string } | undefined)?.name;
  if (name === 'InvalidPDFException' || name === 'FormatError') return { kind: 'broken' };
  if (name === 'ResponseException' || name === 'MissingPDFException' || name === 'UnexpectedResponseException') {
    const status = (error as { status?: number }).status;
    return { kind: 'unreachable', reason: status ? `HTTP ${status}` : String((error as Error).message) };
  }
  if (source.kind === 'address') return { kind: 'unreachable', reason: String((error as Error | undefined)?.message ?? error) };
  return { kind: 'broken' };
}

export async function openDocument(source: PdfSource, askPassword: AskPassword): Promise<PDFDocumentProxy> {
  if (source.kind === 'address' && source.address.startsWith('file:') && !(await fileAccessAllowed())) {
    throw new OpenError({ kind: 'no-file-access' });
  }
  const task = pdfjs.getDocument({
    ...(source.kind === 'address' ? { url: source.address } : { data: source.bytes }),
    // One request, read as it streams in: range requests for the parts not yet arrived would
    // ask the address again, and a single-use download link answers a second request with an
    // error. Download and print use the bytes this request read.
    disableRange: true,
    // Nothing but the document itself: no fonts or colour maps fetched from elsewhere.
    isEvalSupported: false,
    enableXfa: false,
  });
  let asked = 0;
  task.onPassword = (answer: (password: string) => void) => {
    void askPassword(asked++ > 0).then((password) => (password === undefined ? void task.destroy() : answer(password)));
  };
  try {
    return await task.promise;
  } catch (error) {
    throw new OpenError(failureOf(error, source));
  }
}
