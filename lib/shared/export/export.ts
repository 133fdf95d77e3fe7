/**
 * A word list as a file: CSV for spreadsheets (the word, when it was added, the sense kept with
 * it and the sentence it was read in), and tab-separated text that Anki imports as notes (front:
 * the word; back: the sense kept and the sentence, the word marked).
 */
import type { CardContext } from '../model/cards';
import { senseLine, type KeptSense } from '../model/kept-sense';
import { splitAtWord } from '../text/word-in-sentence';

export interface ExportRow {
  word: string;
  /** When the word was added (ISO 8601), if known. */
  added?: string;
  /** The sense kept with the word (or, when asked, the first a lookup gives). */
  sense?: KeptSense;
  /** The sentence it was read in, and the page. */
  context?: CardContext;
}

/** The CSV's columns: the same for every list, so files of several lists line up. */
const CSV_COLUMNS = ['word', 'added', 'sense', 'part_of_speech', 'sense_source', 'sentence', 'page_title', 'page_url'] as const;

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
  const lines = [CSV_COLUMNS.join(',')];
  for (const { word, added, sense, context } of rows) {
    const fields = [word, added, sense?.text, sense?.partOfSpeech, sense?.source, context?.sentence, context?.title, context?.url];
    lines.push(fields.map((field) => csvField(field ?? '')).join(','));
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

/** One line of a field: tabs and line breaks would split notes, so they become spaces. */
export function tsvField(value: string): string {
  return value.replace(/[\t\r\n]+/g, ' ').trim();
}

/**
 * Text as an Anki field's text: nothing in it becomes markup, and nothing becomes one of Anki's
 * own commands either. Anki reads `[sound:file]` in a field as audio to play and `{{c1::…}}` as a
 * cloze, so a sentence quoting either would turn into one: their brackets and braces are written
 * as character references, which Anki shows as the characters and never reads as commands.
 */
export function ankiText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\[/g, '&#91;')
    .replace(/\{/g, '&#123;');
}

/** The sentence on one line, escaped, the word (or the form of it the sentence holds) in bold; the whole in italics. */
function markedSentence(sentence: string, word: string): string {
  const line = tsvField(sentence);
  const parts = splitAtWord(line, word);
  const marked = parts ? `${ankiText(parts.before)}<b>${ankiText(parts.word)}</b>${ankiText(parts.after)}` : ankiText(line);
  return `<i>${marked}</i>`;
}

/**
 * Anki's plain-text import: header lines tell it the separator, that fields are HTML (to mark
 * the word; every text is escaped, so nothing a page or the service wrote becomes markup), and
 * the columns; then one note a line, tab-separated: the word on the front; the sense kept, the
 * sentence with the word in bold and the sense's source on the back. `tags` go on every note.
 */
export function toAnkiTsv(rows: readonly ExportRow[], options: { tags?: readonly string[] } = {}): string {
  const tags = (options.tags ?? []).map((tag) => tag.trim().replace(/\s+/g, '_')).filter(Boolean);
  const lines = ['#separator:tab', '#html:true', '#columns:Front\tBack'];
  if (tags.length > 0) lines.push(`#tags:${tags.join(' ')}`);
  for (const { word: written, sense, context } of rows) {
    const word = tsvField(written);
    if (!word) continue;
    const back = [
      sense && ankiText(tsvField(senseLine(sense))),
      context && markedSentence(context.sentence, word),
      sense?.source && `<small>${ankiText(tsvField(sense.source))}</small>`,
    ].filter(Boolean);
    lines.push(`${ankiText(word)}\t${back.join('<br>')}`);
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
