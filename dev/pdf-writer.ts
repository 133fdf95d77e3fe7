/**
 * Small PDF files written on the spot for the viewer's browser tests and its benchmark, so
 * no binary test file is kept in the repository: pages of text (Helvetica, one line per
 * string), pages with only an image (a scan has no text to look up), a page with an
 * outline, files protected by a password, and files that are broken on purpose. Only what
 * the tests need, by the book (PDF 1.4: objects, a cross-reference table, a trailer; the
 * standard security handler, revision 2, for a password).
 */
import { createHash } from 'node:crypto';

export interface PdfPage {
  /** Lines of text, top to bottom; an empty list makes a page with no text layer. */
  lines: string[];
  /** A grey square image painted on the page (a scan's only content). */
  image?: boolean;
  /**
   * A book's page: its lines set in Times at 12 points with their ligatures (ﬁ ﬂ ﬀ ﬃ ﬄ in a
   * line are drawn as the font's ligature glyphs, as typesetting does), under a running head
   * and over a page number, each set apart from the text.
   */
  book?: { head: string; folio: string };
}

export interface PdfOptions {
  /** Outline entries, each pointing at a page (0-based). */
  outline?: { title: string; page: number }[];
  /** The password needed to open the file (its streams are encrypted; no outline then). */
  password?: string;
}

/** RC4, the cipher of the PDF standard security handler's revision 2. */
function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Uint8Array.from({ length: 256 }, (_, i) => i);
  const at = (i: number) => s[i & 255] ?? 0;
  const swap = (i: number, j: number) => ([s[i], s[j]] = [at(j), at(i)]);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + at(i) + (key[i % key.length] ?? 0)) & 255;
    swap(i, j);
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255;
    j = (j + at(i)) & 255;
    swap(i, j);
    out[n] = (data[n] ?? 0) ^ at(at(i) + at(j));
  }
  return out;
}

const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();
const PADDING = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');
const padded = (password: string) => Buffer.concat([Buffer.from(password, 'latin1'), PADDING]).subarray(0, 32);

/** The standard security handler, revision 2 (40-bit RC4), for a user password: its dictionary and a stream encrypter. */
function security(password: string, fileId: Buffer) {
  const permissions = -44; // printing and copying allowed
  const owner = rc4(md5(padded(`${password}-owner`)).subarray(0, 5), padded(password));
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const key = md5(padded(password), owner, p, fileId).subarray(0, 5);
  const user = rc4(key, PADDING);
  return {
    dictionary: `<< /Filter /Standard /V 1 /R 2 /O <${owner.toString('hex')}> /U <${user.toString('hex')}> /P ${permissions} >>`,
    encrypt(objectNumber: number, data: Buffer): Buffer {
      const id = Buffer.from([objectNumber & 255, (objectNumber >> 8) & 255, (objectNumber >> 16) & 255, 0, 0]);
      return rc4(md5(key, id).subarray(0, 10), data);
    },
  };
}

const latin1 = (text: string) => Buffer.from(text, 'latin1');
/** The ligatures a book's page draws as one glyph, each at a code from 128 on, by its glyph's name. */
const LIGATURES = [
  ['ﬁ', 'fi'],
  ['ﬂ', 'fl'],
  ['ﬀ', 'ff'],
  ['ﬃ', 'ffi'],
  ['ﬄ', 'ffl'],
] as const;
/** A line with its ligatures as the codes of their glyphs. */
const ligatureCodes = (line: string) =>
  LIGATURES.reduce((text, [ligature], i) => text.replaceAll(ligature, String.fromCharCode(128 + i)), line);
/** A PDF string literal: backslashes and parentheses escaped. */
const literal = (text: string) => `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;

/** A PDF of the given pages (US Letter, 612 × 792 points). */
export function writePdf(pages: PdfPage[], options: PdfOptions = {}): Buffer {
  const objects: (string | Buffer)[] = [];
  const add = (body: string | Buffer) => objects.push(body) as number; // its object number
  const reserve = () => add('');
  const fileId = md5(Buffer.from(`glossa test ${pages.length}`));
  const lock = options.password === undefined ? undefined : security(options.password, fileId);
  /** A stream object (encrypted with its object's key when the file has a password). */
  const addStream = (dictionary: string, data: Buffer) => {
    const id = objects.length + 1;
    const bytes = lock ? lock.encrypt(id, data) : data;
    return add(Buffer.concat([latin1(`<< ${dictionary} /Length ${bytes.length} >>\nstream\n`), bytes, latin1('\nendstream')]));
  };

  const catalog = reserve();
  const pagesTree = reserve();
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bookFont = add(
    `<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [128 ${LIGATURES.map(([, glyph]) => `/${glyph}`).join(' ')}] >> >>`,
  );
  const side = 16;
  const imageObject = addStream(
    `/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8`,
    Buffer.alloc(side * side, 0x80),
  );
  const pageIds: number[] = [];
  for (const page of pages) {
    const text = page.book
      ? [
          `BT /F2 10 Tf 220 740 Td ${literal(page.book.head)} Tj ET`,
          ...page.lines.map((line, i) => `BT /F2 12 Tf 72 ${700 - i * 15} Td ${literal(ligatureCodes(line))} Tj ET`),
          `BT /F2 10 Tf 300 60 Td ${literal(page.book.folio)} Tj ET`,
        ].join('\n')
      : page.lines.map((line, i) => `BT /F1 18 Tf 72 ${720 - i * 28} Td ${literal(line)} Tj ET`).join('\n');
    const content = [page.image ? 'q 468 0 0 600 72 96 cm /Im1 Do Q' : '', text].filter(Boolean).join('\n');
    const stream = addStream('', latin1(content));
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesTree} 0 R /MediaBox [0 0 612 792] /Contents ${stream} 0 R /Resources << /Font << /F1 ${font} 0 R /F2 ${bookFont} 0 R >> /XObject << /Im1 ${imageObject} 0 R >> >> >>`,
      ),
    );
  }
  objects[pagesTree - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;

  let outlineRef = '';
  const entries = lock ? [] : (options.outline ?? []);
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
  const encryptRef = lock ? ` /Encrypt ${add(lock.dictionary)} 0 R` : '';

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
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
  ].join('');
  chunks.push(
    latin1(
      `${xref}trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R${encryptRef} /ID [<${fileId.toString('hex')}> <${fileId.toString('hex')}>] >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(chunks);
}

/** A PDF of `count` pages, each saying which page it is and a few words to look up. */
export function numberedPdf(count: number, words: readonly string[] = ['serendipity']): Buffer {
  return writePdf(
    Array.from({ length: count }, (_, i) => ({
      lines: [
        `Page ${i + 1} of ${count}`,
        `A word to look up: ${words[i % words.length]}.`,
        'The quick brown fox jumps over the lazy dog.',
      ],
    })),
    {
      outline:
        count > 1
          ? [
              { title: 'Beginning', page: 0 },
              { title: 'End', page: count - 1 },
            ]
          : [],
    },
  );
}

/** Bytes that start like a PDF and then are not one. */
export const BROKEN_PDF = latin1('%PDF-1.4\nthis file was cut short and has no objects, no table and no trailer\n');
