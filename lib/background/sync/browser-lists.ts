/**
 * The browser's own lists meeting an account: when the user is signed in to a service
 * that keeps lists, the lists kept in this browser are offered for upload (merged by
 * name: a list of the same name gets the words it lacks, each word once), or kept apart,
 * or left for later. Nothing moves without the user's choice, and nothing is deleted
 * either way: an upload copies, so signing out shows the browser's lists as they were.
 *
 * The choice is remembered per account and per list, so a list made in the browser later
 * is offered again, and one already decided on is not (one kept apart can still be
 * uploaded later).
 */
import type { BrowserListsOffer } from '../../shared/messages/answers';
import { BROWSER_LISTS, type GlossaDatabase, type ListRecord, type ListWordRecord } from '../store/db';
import type { localChanges } from './local-changes';
import { sameName } from '../../shared/text/list-input';
import { keptByWord, readLists, type Mirror } from './mirror';
import type { SyncDeps } from './types';

type Changes = ReturnType<typeof localChanges>;

interface Decisions {
  /** Browser lists (local ids) the user uploaded to this account. */
  uploaded: string[];
  /** Browser lists the user kept apart from it. */
  apart: string[];
}

const decisionsKey = (account: string) => `browser-lists:${account}`;

async function readDecisions(db: GlossaDatabase, account: string): Promise<Decisions> {
  const entry = await db.meta.get(decisionsKey(account));
  return { uploaded: [], apart: [], ...(entry?.value as Partial<Decisions> | undefined) };
}

async function decide(db: GlossaDatabase, account: string, choice: keyof Decisions, lists: readonly ListRecord[]): Promise<void> {
  const decisions = await readDecisions(db, account);
  const ids = new Set(lists.map((l) => l.localId));
  // A list kept apart and uploaded later is an uploaded one.
  const other = choice === 'uploaded' ? 'apart' : 'uploaded';
  const value = {
    [choice]: [...new Set([...decisions[choice], ...ids])],
    [other]: decisions[other].filter((id) => choice === 'apart' || !ids.has(id)),
  };
  await db.meta.put({ key: decisionsKey(account), value });
}

/** All words of a list, in the order they were added. */
async function wordsOf(db: GlossaDatabase, list: ListRecord): Promise<ListWordRecord[]> {
  const words = await db.listWords
    .where('listLocalId')
    .equals(list.localId)
    .filter((w) => !w.removed)
    .toArray();
  return words.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
}

/** What lists changes may add at once (the protocol's bound on one message). */
const WORDS_AT_ONCE = 1000;

/**
 * The meeting for the account that syncs now (`syncing`): the lists are copied through
 * `changes`, and the browser's review goes with their words (`adoptReview`).
 */
export function browserLists(
  { db, changed }: Pick<Mirror, 'db' | 'changed'>,
  changes: Changes,
  syncing: () => string | undefined,
  adoptReview: SyncDeps['adoptReview'],
) {
  async function undecided(owner: string): Promise<{ open: ListRecord[]; apart: ListRecord[] }> {
    const { uploaded, apart } = await readDecisions(db, owner);
    const all = await readLists(db, BROWSER_LISTS);
    return {
      open: all.filter((l) => !uploaded.includes(l.localId) && !apart.includes(l.localId)),
      apart: all.filter((l) => apart.includes(l.localId)),
    };
  }

  return {
    /** What views offer: the browser's lists not yet decided on, and those kept apart. Nothing when no account keeps lists. */
    async offer(): Promise<BrowserListsOffer> {
      const owner = syncing();
      if (!owner) return { open: [], apart: 0 };
      const { open, apart } = await undecided(owner);
      return { open: open.map((l) => ({ name: l.name, numberWordsInList: l.numberWordsInList })), apart: apart.length };
    },

    /**
     * Copies every browser list into the account (merged by name), the ones kept apart
     * too when the user now asks for them. Answers how many lists and words went.
     */
    async upload(): Promise<{ lists: number; words: number }> {
      const owner = syncing();
      if (!owner) return { lists: 0, words: 0 };
      const all = await readLists(db, BROWSER_LISTS);
      const wordsOfLists = await Promise.all(all.map((list) => wordsOf(db, list)));
      // Their review goes first: a card made for a word as it lands would be due now.
      await adoptReview?.(
        wordsOfLists.flat().map((w) => w.word),
        BROWSER_LISTS,
        owner,
      );
      let words = 0;
      for (const [i, list] of all.entries()) {
        const existing = (await readLists(db, owner)).find((l) => sameName(l.name) === sameName(list.name));
        const target =
          existing ??
          (await changes.createList({
            name: list.name,
            ...(list.description !== undefined && { description: list.description }),
          }));
        const listWords = wordsOfLists[i] ?? [];
        // The sense and sentence each word keeps go with it (in this browser: the service keeps words).
        const kept = keptByWord(listWords);
        for (let i = 0; i < listWords.length; i += WORDS_AT_ONCE) {
          const chunk = listWords.slice(i, i + WORDS_AT_ONCE).map((w) => w.word);
          const { added } = await changes.importWords({ listId: target.localId }, chunk, kept);
          words += added;
        }
      }
      await decide(db, owner, 'uploaded', all);
      changed();
      return { lists: all.length, words };
    },

    /** The user keeps the browser's lists apart from this account: not offered again. */
    async keepApart(): Promise<void> {
      const owner = syncing();
      if (!owner) return;
      await decide(db, owner, 'apart', (await undecided(owner)).open);
      changed();
    },
  };
}
