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
import { csvField, ankiText, tsvField } from './export';
import { senseLine } from '../model/kept-sense';

/** `definition` and `source`: the first sense the lookup showed; `kept_sense`: the sense the reader kept, when they kept one. */
const CSV_COLUMNS = [
  'word',
  'asked',
  'count',
  'first',
  'last',
  'sentence',
  'title',
  'url',
  'definition',
  'source',
  'kept_sense',
  'kept_source',
] as const;

const iso = (at: number) => new Date(at).toISOString();

export function historyToCsv(entries: readonly HistoryEntry[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const e of entries) {
    const fields = [
      e.headword,
      e.asked,
      String(e.count),
      iso(e.firstAt),
      iso(e.lastAt),
      e.sentence,
      e.title,
      e.url,
      e.definition,
      e.attribution,
      e.kept && senseLine(e.kept),
      e.kept?.source,
    ];
    lines.push(fields.map((field) => csvField(field ?? '')).join(','));
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

/** A letter or digit: a word is marked only where it stands whole, not inside another. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** The sentence, escaped, with the first whole-word use of what was asked (or the headword) in <b>. */
function markedSentence(sentence: string, words: readonly string[]): string {
  const lower = sentence.toLowerCase();
  // A few characters change length in lower case (İ): then the sentence goes unmarked, never mismarked.
  if (lower.length !== sentence.length) return ankiText(sentence);
  for (const word of words) {
    const wanted = word.toLowerCase();
    if (!wanted) continue;
    for (let at = lower.indexOf(wanted); at >= 0; at = lower.indexOf(wanted, at + 1)) {
      const end = at + wanted.length;
      if (WORD_CHARACTER.test(sentence[at - 1] ?? '') || WORD_CHARACTER.test(sentence[end] ?? '')) continue;
      return `${ankiText(sentence.slice(0, at))}<b>${ankiText(sentence.slice(at, end))}</b>${ankiText(sentence.slice(end))}`;
    }
  }
  return ankiText(sentence);
}

/**
 * Anki's plain-text import, HTML fields: Front (the sentence, word marked) and Back (word, the sense
 * the reader kept with it or else the definition the lookup showed, its source).
 */
export function historyToAnki(entries: readonly HistoryEntry[]): string {
  const lines = ['#separator:tab', '#html:true', '#columns:Front\tBack', '#tags:glossa-history'];
  for (const e of entries) {
    const word = tsvField(e.headword);
    if (!word) continue;
    const front = e.sentence ? markedSentence(tsvField(e.sentence), [e.asked, e.headword]) : `<b>${ankiText(word)}</b>`;
    const definition = e.kept ? senseLine(e.kept) : e.definition;
    const source = e.kept ? e.kept.source : e.attribution;
    const back = [
      `<b>${ankiText(word)}</b>`,
      definition && ankiText(tsvField(definition)),
      source && `<small>${ankiText(tsvField(source))}</small>`,
      e.title && `<small>${ankiText(tsvField(e.title))}</small>`,
    ].filter(Boolean);
    lines.push(`${front}\t${back.join('<br>')}`);
  }
  return `${lines.join('\n')}\n`;
}
