/**
 * A kept word as an Anki note's two fields, sent through AnkiConnect: the front is the
 * sentence it was met in with the word in bold (or the word alone), the back the word, how it
 * is said, the sense kept (or the first the service gives) and the page it was met on. Anki's
 * fields are HTML, so every text is escaped: nothing a page or the service wrote becomes markup.
 */
import { splitAtWord } from '../text/word-in-sentence';
import { ankiText } from './export';
import { senseLine, type KeptSense } from '../model/kept-sense';

/** An http(s) address, or nothing: a `javascript:` link never reaches a card. */
function httpUrl(url: string | undefined): string | undefined {
  try {
    return url && /^https?:$/.test(new URL(url).protocol) ? new URL(url).href : undefined;
  } catch {
    return undefined;
  }
}

export interface NoteSource {
  word: string;
  sentence?: string;
  /** The sense kept, or the first the service gives. */
  sense?: KeptSense;
  pronunciation?: string;
  source?: { title?: string; url?: string };
}

export function ankiNoteFields(note: NoteSource): { front: string; back: string } {
  const parts = note.sentence ? splitAtWord(note.sentence, note.word) : undefined;
  const front = parts ? `${ankiText(parts.before)}<b>${ankiText(parts.word)}</b>${ankiText(parts.after)}` : `<b>${ankiText(note.word)}</b>`;
  const url = httpUrl(note.source?.url);
  const title = note.source?.title ?? (url && new URL(url).hostname);
  const back = [
    `<b>${ankiText(note.word)}</b>${note.pronunciation ? ` ${ankiText(note.pronunciation)}` : ''}`,
    note.sense && ankiText(senseLine(note.sense)),
    note.sense?.source && `<small>${ankiText(note.sense.source)}</small>`,
    // A sentence that does not hold the word still tells where it was met.
    note.sentence && !parts && `<i>${ankiText(note.sentence)}</i>`,
    title && (url ? `<small><a href="${ankiText(url)}">${ankiText(title)}</a></small>` : `<small>${ankiText(title)}</small>`),
  ].filter(Boolean);
  return { front, back: back.join('<br>') };
}
