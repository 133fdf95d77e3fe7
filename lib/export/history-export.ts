/**
 * The lookup history as a file: CSV for spreadsheets (every field), and an Anki import
 * whose cards carry what Anki users ask for, the context: the front is the sentence the
 * word stood in, the word marked; the back is the headword, the definition the lookup
 * showed and its source's attribution, with the page it came from.
 *
 * The Anki file is HTML (to mark the word), so every text in it is escaped: nothing a
 * page or the service wrote becomes markup.
 */
import type { HistoryEntry } from '../messages/answers';
import { csvField, tsvField } from './export';

const CSV_COLUMNS = ['word', 'asked', 'count', 'first', 'last', 'sentence', 'title', 'url', 'definition', 'source'] as const;

const iso = (at: number) => new Date(at).toISOString();

export function historyToCsv(entries: readonly HistoryEntry[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const e of entries) {
    const fields = [e.headword, e.asked, String(e.count), iso(e.firstAt), iso(e.lastAt), e.sentence, e.title, e.url, e.definition, e.attribution];
    lines.push(fields.map((field) => csvField(field ?? '')).join(','));
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The sentence, escaped, with the first whole-word use of what was asked (or the headword) in <b>. */
function markedSentence(sentence: string, words: readonly string[]): string {
  for (const word of words) {
    if (!word) continue;
    const found = new RegExp(`(^|[^\\p{L}\\p{N}])(${escapeRegExp(word)})(?=$|[^\\p{L}\\p{N}])`, 'iu').exec(sentence);
    if (!found) continue;
    const at = found.index + (found[1]?.length ?? 0);
    const end = at + (found[2]?.length ?? 0);
    return `${escapeHtml(sentence.slice(0, at))}<b>${escapeHtml(sentence.slice(at, end))}</b>${escapeHtml(sentence.slice(end))}`;
  }
  return escapeHtml(sentence);
}

/** Anki's plain-text import, HTML fields: Front (the sentence, word marked) and Back (word, definition, source). */
export function historyToAnki(entries: readonly HistoryEntry[]): string {
  const lines = ['#separator:tab', '#html:true', '#columns:Front\tBack', '#tags:glossa-history'];
  for (const e of entries) {
    const word = tsvField(e.headword);
    if (!word) continue;
    const front = e.sentence ? markedSentence(tsvField(e.sentence), [e.asked, e.headword]) : `<b>${escapeHtml(word)}</b>`;
    const back = [
      `<b>${escapeHtml(word)}</b>`,
      e.definition && escapeHtml(tsvField(e.definition)),
      e.attribution && `<small>${escapeHtml(tsvField(e.attribution))}</small>`,
      e.title && `<small>${escapeHtml(tsvField(e.title))}</small>`,
    ].filter(Boolean);
    lines.push(`${front}\t${back.join('<br>')}`);
  }
  return `${lines.join('\n')}\n`;
}
