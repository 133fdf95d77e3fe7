/** The PDF viewer's requests. */
import type { HandlerDeps, Handlers } from './types';

type PdfHandlers = Pick<Handlers, 'openPdfInBrowser'>;

export function pdfHandlers(s: HandlerDeps): PdfHandlers {
  return {
    openPdfInBrowser: async ({ url }) => s.pdfTabs.letThrough(url),
  };
}
