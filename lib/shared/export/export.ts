/**
 * A word list as a file: CSV for spreadsheets, and tab-separated text that Anki imports
 * as notes (front: the word; back: a definition when there is one).
 */

export interface ExportRow {
  word: string;
  /** When the word was added (ISO 8601), if known. */
  added?: string;
  /** A definition, as plain text. */
  definition?: string;
}

/**
 * A spreadsheet runs a cell that starts with `=`, `+`, `-`, `@` (their full-width forms too,
 * and after spaces, a tab or a carriage return): such a value is kept as text by a leading
 * apostrophe.
 */
function defuse(value: string): string {
  return /^([\t\r]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/.test(value) ? `'${value}` : value;
}

/**
 * Any character a spreadsheet may take for a separator (`,`, and `;` where the decimal mark is
 * a comma, a tab, `|`): a field holding one is quoted, so that whatever separator it reads
 * with, the field stays one cell and no part of it starts a cell of its own (`x;=HYPERLINK(…)`).
 */
const NEEDS_QUOTES = /[",;\t|\r\n]/;

export function csvField(value: string): string {
  const safe = defuse(value);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180 CSV with a header row and CRLF line ends; a UTF-8 BOM so spreadsheets read accents. */
export function toCsv(rows: readonly ExportRow[]): string {
  const withDefinitions = rows.some((row) => row.definition);
  const header = ['word', 'added', ...(withDefinitions ? ['definition'] : [])];
  const lines = [header.join(',')];
  for (const row of rows) {
    const fields = [row.word, row.added ?? '', ...(withDefinitions ? [row.definition ?? ''] : [])];
    lines.push(fields.map(csvField).join(','));
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

/** One line of a field: tabs and line breaks would split notes, so they become spaces. */
export function tsvField(value: string): string {
  return value.replace(/[\t\r\n]+/g, ' ').trim();
}

/**
 * Anki's plain-text import: header lines tell it the separator, that fields are not HTML,
 * and the columns; then one note a line, tab-separated. `tags` go on every note.
 */
export function toAnkiTsv(rows: readonly ExportRow[], options: { tags?: readonly string[] } = {}): string {
  const tags = (options.tags ?? []).map((tag) => tag.trim().replace(/\s+/g, '_')).filter(Boolean);
  const lines = ['#separator:tab', '#html:false', '#columns:Front\tBack'];
  if (tags.length > 0) lines.push(`#tags:${tags.join(' ')}`);
  for (const row of rows) {
    const word = tsvField(row.word);
    if (!word) continue;
    lines.push(`${word}\t${tsvField(row.definition ?? '')}`);
  }
  return `${lines.join('\n')}\n`;
}

/** A file name for a list's export: letters, digits and dashes. */
export function exportFileName(listName: string, extension: 'csv' | 'txt'): string {
  const base = listName
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase();
  return `${base || 'word-list'}.${extension}`;
}
