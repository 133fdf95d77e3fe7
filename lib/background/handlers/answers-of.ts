/**
 * What views are shown of what Glossa keeps: the model's lists, words and history
 * (lib/shared/model/) as the answers views read (lib/shared/messages/answers.ts). Each field
 * is named, so nothing kept for the background alone (an owner, a deletion pending, the
 * service's number for a list) reaches a view, and an answer can change without the
 * database changing with it.
 */
import type { HistoryEntry, ListSummary, ListWord } from '../../shared/messages/answers';
import type { LookedUpWord } from '../../shared/model/history';
import type { KeptSense } from '../../shared/model/kept-sense';
import type { List, ListEntry } from '../../shared/model/lists';

/** A list as the lists' views show it. */
export function listSummaryOf(list: List): ListSummary {
  const { localId, permalink, name, description, type, numberWordsInList, createdAt, updatedAt } = list;
  return {
    localId,
    ...(permalink !== undefined && { permalink }),
    name,
    ...(description !== undefined && { description }),
    ...(type !== undefined && { type }),
    numberWordsInList,
    createdAt,
    updatedAt,
  };
}

/** A word of a list, with the sense and sentence kept with it. */
export function listWordOf(entry: ListEntry): ListWord {
  const { word, createdAt, sense, context } = entry;
  return { word, createdAt, ...(sense && { sense }), ...(context && { context }) };
}

/** A word of the history, with the sense the reader kept with it when there is one. */
export function historyEntryOf(looked: LookedUpWord, kept?: KeptSense): HistoryEntry {
  const { key, headword, asked, count, firstAt, lastAt, sentence, title, url, site, definition, attribution } = looked;
  return {
    key,
    headword,
    asked,
    count,
    firstAt,
    lastAt,
    ...(sentence !== undefined && { sentence }),
    ...(title !== undefined && { title }),
    ...(url !== undefined && { url }),
    ...(site !== undefined && { site }),
    ...(definition !== undefined && { definition }),
    ...(attribution !== undefined && { attribution }),
    ...(kept && { kept }),
  };
}
