/**
 * Reading a word list back from a file: the CSV Glossa exports (any file whose first row
 * has a `word` column), or plain text with one word per line. All or nothing: a file with
 * one bad line is refused whole, with the line and the reason, so importing it changes
 * nothing.
 */
import { t } from '../i18n';
import { wordProblem } from '../text/list-input';
import type { ListWord } from '../messages/answers';
import { KEPT_SENSE_LIMITS } from '../model/kept-sense';
import { READ_IN_LIMITS } from '../messages/read-in';

/** More words than this in one file is not a word list. */
const MAX_IMPORT_WORDS = 50_000;
/** A file larger than this is not read at all: 50,000 words with their dates and definitions fit well inside. */
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024;

export class ListFileError extends Error {
  override readonly name = 'ListFileError';
}

/**
 * A list file's text. Too large a file is refused before it is read. The encoding is found
 * from the bytes: a byte-order mark says UTF-8 or UTF-16; otherwise UTF-8 if the bytes are
 * valid UTF-8, else Windows-1252, what spreadsheets on Windows write (so "naïve" saved by
 * Excel arrives as "naïve", not with replacement characters).
 */
export async function readListFile(file: Pick<Blob, 'size' | 'arrayBuffer'>): Promise<string> {
  if (file.size > MAX_IMPORT_BYTES) throw new ListFileError(t('keepImportTooLarge', String(MAX_IMPORT_BYTES / 1024 / 1024)));
  return decodeListFile(new Uint8Array(await file.arrayBuffer()));
}

function decodeListFile(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    // The decoder drops a UTF-8 byte-order mark itself.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** RFC 4180 rows: quoted fields may hold commas, quotes ("") and line breaks. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') endField();
    else if (c === '\n') {
      endField();
      rows.push(row);
      row = [];
    } else field += c;
  }
  if (quoted) throw new ListFileError(t('keepImportBadQuotes'));
  if (field !== '' || row.length > 0) {
    endField();
    rows.push(row);
  }
  return rows;
}

/** The export keeps a value a spreadsheet would run as text with a leading apostrophe (lib/shared/export): taken off again. */
function undefuse(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

function check(word: string, line: number): string {
  const problem = wordProblem(word);
  if (problem) throw new ListFileError(t('keepImportBadLine', line, problem));
  return word.trim();
}

/** The words of a list file, in order, each once; throws a ListFileError saying what is wrong. */
export function parseListFile(raw: string): string[] {
  if (raw.includes('\u0000')) throw new ListFileError(t('keepImportNotText'));
  const text = raw.replace(/^\ufeff/, '').replace(/\r\n?/g, '\n');
  const firstLine = (text.split('\n', 1)[0] ?? '').trim().toLowerCase();
  const words: string[] = [];
  if (/^"?word"?(,|$)/.test(firstLine) && firstLine.includes(',')) {
    const [header = [], ...rows] = csvRows(text);
    const column = header.findIndex((name) => name.trim().toLowerCase() === 'word');
    rows.forEach((row, i) => {
      const value = undefuse(row[column] ?? '');
      if (row.every((field) => field.trim() === '')) return;
      words.push(check(value, i + 2));
    });
  } else {
    text.split('\n').forEach((line, i) => {
      if (line.trim() === '' || (i === 0 && line.trim().toLowerCase() === 'word')) return;
      if (/[,\t]/.test(line)) throw new ListFileError(t('keepImportNotOneWord', i + 1));
      words.push(check(line, i + 1));
    });
  }
  const unique = [...new Set(words)];
  if (unique.length === 0) throw new ListFileError(t('keepImportEmpty'));
  if (unique.length > MAX_IMPORT_WORDS) throw new ListFileError(t('keepImportTooMany', MAX_IMPORT_WORDS));
  return unique;
}

/** What a word keeps with it in a list file: the sense and the sentence Glossa's CSV has columns for. */
export type KeptInFile = Pick<ListWord, 'word' | 'sense' | 'context'>;

/**
 * The senses and sentences a CSV that Glossa exported keeps with its words (its `sense`,
 * `part_of_speech`, `sense_source`, `sentence`, `page_title` and `page_url` columns), for the
 * words that have one; none for any other file. Values too long are cut, never refused: the
 * words are what the file is for.
 */
export function keptInListFile(raw: string): KeptInFile[] {
  const text = raw.replace(/^\ufeff/, '').replace(/\r\n?/g, '\n');
  const firstLine = (text.split('\n', 1)[0] ?? '').trim().toLowerCase();
  if (!/^"?word"?,/.test(firstLine) || !/(^|,)"?(sense|sentence)"?(,|$)/.test(firstLine)) return [];
  const [header = [], ...rows] = csvRows(text);
  const at = (name: string) => header.findIndex((column) => column.trim().toLowerCase() === name);
  const columns = {
    word: at('word'),
    sense: at('sense'),
    partOfSpeech: at('part_of_speech'),
    source: at('sense_source'),
    sentence: at('sentence'),
    title: at('page_title'),
    url: at('page_url'),
  };
  const value = (row: string[], column: number, max: number) =>
    column < 0
      ? ''
      : undefuse(row[column] ?? '')
          .trim()
          .slice(0, max);
  const kept: KeptInFile[] = [];
  for (const row of rows) {
    const word = value(row, columns.word, 1000);
    const sense = value(row, columns.sense, KEPT_SENSE_LIMITS.text);
    const sentence = value(row, columns.sentence, READ_IN_LIMITS.sentence);
    if (!word || (!sense && !sentence)) continue;
    const partOfSpeech = value(row, columns.partOfSpeech, KEPT_SENSE_LIMITS.partOfSpeech);
    const source = value(row, columns.source, KEPT_SENSE_LIMITS.source);
    const title = value(row, columns.title, 500);
    const url = value(row, columns.url, 8000);
    kept.push({
      word,
      ...(sense && { sense: { text: sense, ...(partOfSpeech && { partOfSpeech }), ...(source && { source }) } }),
      ...(sentence && { context: { sentence, ...(title && { title }), ...(url && { url }) } }),
    });
  }
  return kept;
}
