import { describe, expect, it } from 'vitest';
import { isPdfResponse, looksLikePdf, originalAddress, pdfFileName, pdfViewerUrl } from '../../../../lib/shared/pdf/address';

const VIEWER = 'chrome-extension://abc/pdf.html';

describe('the PDF viewer address', () => {
  it('carries the original address, and gives it back', () => {
    const original = 'https://example.org/papers/a b.pdf?x=1&y=2#page=3';
    const url = new URL(pdfViewerUrl(VIEWER, original));
    expect(originalAddress(url.search)).toBe(new URL(original).href);
    expect(pdfViewerUrl(VIEWER)).toBe(VIEWER);
  });

  it('opens only web and file addresses', () => {
    expect(originalAddress('?file=file%3A%2F%2F%2Fhome%2Fann%2Fa.pdf')).toBe('file:///home/ann/a.pdf');
    expect(originalAddress('?file=javascript%3Aalert(1)')).toBeUndefined();
    expect(originalAddress('?file=chrome%3A%2F%2Fsettings')).toBeUndefined();
    expect(originalAddress('?file=not%20an%20address')).toBeUndefined();
    expect(originalAddress('')).toBeUndefined();
  });
});

describe('which responses are PDFs to read', () => {
  const headers = (type: string, disposition?: string) => [
    { name: 'Content-Type', value: type },
    ...(disposition ? [{ name: 'Content-Disposition', value: disposition }] : []),
  ];
  it('a PDF shown in the tab, whatever its address', () => {
    expect(isPdfResponse(headers('application/pdf'))).toBe(true);
    expect(isPdfResponse(headers('Application/PDF; charset=binary'))).toBe(true);
    expect(isPdfResponse(headers('application/x-pdf'))).toBe(true);
    expect(isPdfResponse(headers('application/pdf', 'inline; filename="a.pdf"'))).toBe(true);
  });
  it('not a download, nor another type', () => {
    expect(isPdfResponse(headers('application/pdf', 'attachment; filename="a.pdf"'))).toBe(false);
    expect(isPdfResponse(headers('text/html'))).toBe(false);
    expect(isPdfResponse(headers('application/octet-stream'))).toBe(false);
    expect(isPdfResponse(undefined)).toBe(false);
  });
  it('a .pdf address, for file:// pages and links', () => {
    expect(looksLikePdf('file:///home/ann/Paper.PDF')).toBe(true);
    expect(looksLikePdf('https://example.org/a.pdf?download=0')).toBe(true);
    expect(looksLikePdf('https://example.org/a.pdf.html')).toBe(false);
    expect(looksLikePdf('nonsense')).toBe(false);
  });
});

describe('the name a download is saved under', () => {
  it('is the file name from the address, ending in .pdf', () => {
    expect(pdfFileName('https://example.org/papers/On%20Words.pdf')).toBe('On Words.pdf');
    expect(pdfFileName('https://example.org/paper?id=7')).toBe('paper.pdf');
    expect(pdfFileName('https://example.org/')).toBe('document.pdf');
    expect(pdfFileName(undefined)).toBe('document.pdf');
    expect(pdfFileName('https://example.org/a%3Ab%0A.pdf')).toBe('a_b_.pdf');
  });
});
