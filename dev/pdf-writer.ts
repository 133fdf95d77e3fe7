/**
 * Small PDF files written on the spot for the viewer's browser tests and its benchmark, so
 * no binary test file is kept in the repository: pages of text (Helvetica, one line per
 * string), pages with only an image (a scan has no text to look up), a page with an
 * outline, and files that are broken on purpose. Only what the tests need, by the book
 * (PDF 1.4: objects, a cross-reference table, a trailer).
 */

export interface PdfPage {
  /** Lines of text, top to bottom; an empty list makes a page with no text layer. */
  lines: string[];
  /** A grey square image painted on the page (a scan's only content). */
  image?: boolean;
}

export interface PdfOptions {
  /** Outline entries, each pointing at a page (0-based). */
  outline?: { title: string; page: number }[];
}

const latin1 = (text: string) => Buffer.from(text, 'latin1');
/** A PDF string literal: backslashes and parentheses escaped. */
const literal = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

/** A PDF of the given pages (US Letter, 612 × 792 points). */
export function writePdf(pages: PdfPage[], options: PdfOptions = {}): Buffer {
  const objects: (string | Buffer)[] = [];
  const add = (body: string | Buffer) => objects.push(body) as number; // its object number
  const reserve = () => add('');

  const catalog = reserve();
  const pagesTree = reserve();
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const side = 16;
  const imageObject = add(
    Buffer.concat([latin1(`<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${side * side} >>\nstream\n`), Buffer.alloc(side * side, 0x80), latin1('\nendstream')]),
  );
  const pageIds: number[] = [];
  for (const page of pages) {
    const text = page.lines.map((line, i) => `BT /F1 18 Tf 72 ${720 - i * 28} Td ${literal(line)} Tj ET`).join('\n');
    const content = [page.image ? 'q 468 0 0 600 72 96 cm /Im1 Do Q' : '', text].filter(Boolean).join('\n');
    const stream = add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesTree} 0 R /MediaBox [0 0 612 792] /Contents ${stream} 0 R /Resources << /Font << /F1 ${font} 0 R >> /XObject << /Im1 ${imageObject} 0 R >> >> >>`,
      ),
    );
  }
  objects[pagesTree - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;

  let outlineRef = '';
  const entries = options.outline ?? [];
  if (entries.length) {
    const root = reserve();
    const first = objects.length + 1;
    entries.forEach((entry, i) => {
      const id = first + i;
      const links = [i > 0 ? `/Prev ${id - 1} 0 R` : '', i < entries.length - 1 ? `/Next ${id + 1} 0 R` : ''].join(' ');
      add(`<< /Title ${literal(entry.title)} /Parent ${root} 0 R ${links} /Dest [${pageIds[entry.page]} 0 R /XYZ 0 792 0] >>`);
    });
    objects[root - 1] = `<< /Type /Outlines /First ${first} 0 R /Last ${first + entries.length - 1} 0 R /Count ${entries.length} >>`;
    outlineRef = ` /Outlines ${root} 0 R /PageMode /UseOutlines`;
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesTree} 0 R${outlineRef} >>`;

  const header = latin1('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  const chunks: Buffer[] = [header];
  let length = header.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([latin1(`${i + 1} 0 obj\n`), typeof body === 'string' ? latin1(body) : body, latin1('\nendobj\n')]);
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)].join('');
  chunks.push(latin1(`${xref}trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(chunks);
}

/** A PDF of `count` pages, each saying which page it is and a few words to look up. */
export function numberedPdf(count: number, words: readonly string[] = ['serendipity']): Buffer {
  return writePdf(
    Array.from({ length: count }, (_, i) => ({
      lines: [`Page ${i + 1} of ${count}`, `A word to look up: ${words[i % words.length]}.`, 'The quick brown fox jumps over the lazy dog.'],
    })),
    { outline: count > 1 ? [{ title: 'Beginning', page: 0 }, { title: 'End', page: count - 1 }] : [] },
  );
}

/** Bytes that start like a PDF and then are not one. */
export const BROKEN_PDF = latin1('%PDF-1.4\nthis file was cut short and has no objects, no table and no trailer\n');
