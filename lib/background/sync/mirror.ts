/**
 * The local mirror of lists and words: applying a change to it (a local edit, or a
 * pending one re-applied on top of what a pull read), and reading it for views.
 * Writers run inside the caller's transaction over `lists` and `listWords`.
 */
import type { GlossaDatabase, ListRecord, ListWordRecord, OutboxEntry } from '../store/db';
import type { WordKept, WordsQuery } from './types';

export const isoAt = (epochMs: number) => new Date(epochMs).toISOString();

/**
 * The mirror as the sync's steps change it: the database, the engine's clock (what is
 * written is dated by it), and the views, told when lists changed so that they read again.
 */
export interface Mirror {
  db: GlossaDatabase;
  now: () => number;
  changed(): void;
}

/**
 * Adds or removes words of a list in the mirror; answers the words whose state changed.
 * A removed word stays as a `removed` record until the service confirmed the removal,
 * so a pull that still sees it on the service does not bring it back.
 */
export async function applyWords(
  db: GlossaDatabase,
  listLocalId: string,
  words: readonly string[],
  action: 'add' | 'remove',
  at: string,
): Promise<string[]> {
  const existing = await db.listWords.bulkGet(words.map((word) => [listLocalId, word] as [string, string]));
  const changed: string[] = [];
  const puts: ListWordRecord[] = [];
  words.forEach((word, i) => {
    const record = existing[i];
    if (action === 'add') {
      if (record && !record.removed) return;
      // Removed and added again: the service deletes the row and inserts a new one, so the date is new.
      puts.push({ listLocalId, word, createdAt: at });
    } else {
      if (!record || record.removed) return;
      puts.push({ ...record, removed: true });
    }
    changed.push(word);
  });
  await db.listWords.bulkPut(puts);
  return changed;
}

/**
 * Keeps the sense and sentence given with words the list holds (a field not given stays as it
 * was); answers whether any word's changed. A local change only: the service's lists hold words.
 */
export async function keepWith(
  db: GlossaDatabase,
  listLocalId: string,
  words: readonly string[],
  keptOf: (word: string) => WordKept | undefined,
): Promise<boolean> {
  const records = await db.listWords.bulkGet(words.map((word) => [listLocalId, word] as [string, string]));
  const puts: ListWordRecord[] = [];
  records.forEach((record, i) => {
    const kept = keptOf(words[i] ?? '');
    if (!record || record.removed || !kept) return;
    const next = { ...record, ...(kept.sense && { sense: kept.sense }), ...(kept.context && { context: kept.context }) };
    if (JSON.stringify([next.sense, next.context]) !== JSON.stringify([record.sense, record.context])) puts.push(next);
  });
  await db.listWords.bulkPut(puts);
  return puts.length > 0;
}

/** What words keep in this browser, by word: a pull that writes the service's words puts them back (keepWith). */
export function keptByWord(records: readonly ListWordRecord[]): Map<string, WordKept> {
  const kept = new Map<string, WordKept>();
  for (const { word, sense, context } of records) {
    if (sense || context) kept.set(word, { ...(sense && { sense }), ...(context && { context }) });
  }
  return kept;
}

type ListFields = Partial<Pick<ListRecord, 'name' | 'description' | 'type'>>;

/** Re-applies a pending change to the mirror (after a pull replaced it with the service's state). */
export async function replayEntry(db: GlossaDatabase, entry: OutboxEntry, list: ListRecord | undefined): Promise<void> {
  const at = isoAt(entry.createdAt);
  switch (entry.kind) {
    case 'create':
      return;
    case 'update':
      if (list) Object.assign(list, fieldsOf(entry.payload));
      return;
    case 'delete':
      if (list) list.deleted = true;
      return;
    case 'addWords':
    case 'removeWords':
      await applyWords(db, entry.listLocalId, entry.payload.words ?? [], entry.kind === 'addWords' ? 'add' : 'remove', at);
      return;
  }
}

/** The list fields a create or update carries, without absent ones. */
function fieldsOf(payload: OutboxEntry['payload']): ListFields {
  const fields: ListFields = {};
  if (payload.name !== undefined) fields.name = payload.name;
  if (payload.description !== undefined) fields.description = payload.description;
  if (payload.type !== undefined) fields.type = payload.type;
  return fields;
}

/**
 * A list's words that are not removed. Read whole and filtered here rather than with a
 * Dexie filter: a plain range read is one getAll, where a filter walks a cursor record by
 * record (quadratic in fake-indexeddb, and slower in browsers too).
 */
async function liveWords(db: GlossaDatabase, listLocalId: string): Promise<ListWordRecord[]> {
  return (await db.listWords.where('listLocalId').equals(listLocalId).toArray()).filter((word) => !word.removed);
}

/** How many words a list has that are not removed. */
export async function countWords(db: GlossaDatabase, listLocalId: string): Promise<number> {
  return (await liveWords(db, listLocalId)).length;
}

/** Removes a list and its words from the mirror. */
export async function forgetList(db: GlossaDatabase, listLocalId: string): Promise<void> {
  await db.listWords.where('listLocalId').equals(listLocalId).delete();
  await db.lists.delete(listLocalId);
}

// ---------------------------------------------------------------- reads

const newestFirst = (a: ListRecord, b: ListRecord) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.localId < b.localId ? 1 : -1;

export async function readLists(db: GlossaDatabase, account: string): Promise<ListRecord[]> {
  const lists = await db.lists
    .where('account')
    .equals(account)
    .filter((list) => !list.deleted)
    .toArray();
  return lists.sort(newestFirst);
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });

function sortWords(words: ListWordRecord[], options: Pick<WordsQuery, 'sortBy' | 'sortOrder'>): ListWordRecord[] {
  const direction = options.sortOrder === 'asc' ? 1 : -1;
  return words.sort((a, b) => {
    const order =
      options.sortBy === 'alpha'
        ? collator.compare(a.word, b.word) || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0)
        : a.createdAt < b.createdAt
          ? -1
          : a.createdAt > b.createdAt
            ? 1
            : 0;
    return order * direction;
  });
}

/** Sorted lists kept at once: the list open in a page, in each order it was asked in, and a few more. */
const SORTED_KEPT = 8;

/**
 * Reads a page of a list's words, sorted as the service sorts them (L6): by date, or
 * alphabetically without regard to case. A list read sorted is kept, per order, until
 * the mirror changes (`generation`, which every change moves on), so paging through a
 * 10,000-word list reads and sorts it once, not once per page.
 */
export function createWordReader(db: GlossaDatabase, generation: () => number) {
  let memo = { generation: -1, sorted: new Map<string, ListWordRecord[]>() };
  return async function readWords(
    account: string,
    listLocalId: string,
    options: WordsQuery,
  ): Promise<{ total: number; words: ListWordRecord[] }> {
    const list = await db.lists.get(listLocalId);
    if (!list || list.account !== account || list.deleted) return { total: 0, words: [] };
    const at = generation();
    if (memo.generation !== at) memo = { generation: at, sorted: new Map() };
    const key = `${listLocalId}\n${options.sortBy}\n${options.sortOrder}`;
    let words = memo.sorted.get(key);
    if (!words) {
      words = sortWords(await liveWords(db, listLocalId), options);
      // A change that landed while this was read makes it stale: it is answered, not kept.
      if (generation() === at) {
        if (memo.sorted.size >= SORTED_KEPT) memo.sorted.delete(memo.sorted.keys().next().value ?? '');
        memo.sorted.set(key, words);
      }
    }
    const skip = Math.max(0, Math.floor(options.skip));
    const limit = Math.max(0, Math.floor(options.limit));
    return { total: words.length, words: words.slice(skip, skip + limit) };
  };
}
