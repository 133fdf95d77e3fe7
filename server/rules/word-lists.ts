/**
 * Word lists, kept in stores/word-lists.ts. Lists are addressed by permalink, unique among
 * their owner's lists (two users may each have `garden-birds`); every write is one
 * transaction, so a failure leaves nothing half-done. Nothing of one user's lists shows to
 * another: another's list is "not found" like a missing one, a new list's permalink is
 * numbered by the creator's lists only, and a word's count of lists counts only public ones
 * and the asker's own.
 */
import { randomBytes } from 'node:crypto';
import type { models } from '../../lib/shared/api/index.ts';
import { Refusal } from '../shared/errors.ts';
import { inTransaction, type AppDatabase } from '../stores/app-db.ts';
import { createWordListStore, type ListRow, type WordListStore } from '../stores/word-lists.ts';
import type { UserRow } from './accounts.ts';
import { createWriteWatch, type WriteWatch } from './app-db-writes.ts';

type WordListJson = import('zod').input<typeof models.WordList>;
type WordListWordJson = import('zod').input<typeof models.WordListWord>;

function toJson(row: ListRow): WordListJson {
  return {
    id: row.id,
    permalink: row.permalink,
    name: row.name,
    description: row.description ?? '',
    type: row.type,
    username: row.username,
    userId: row.user_id,
    numberWordsInList: row.words,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lastActivityAt: row.last_activity_at,
  };
}

/** A permalink from a name: lowercase ASCII letters and digits joined by dashes. */
function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'list';
}

export interface ListLimits {
  listsPerUser: number;
  wordsPerList: number;
}

/** How far a permalink is numbered (`garden-birds-2` …) before it takes a random suffix. */
const NUMBERED_PERMALINKS = 50;

/** Room for any real use, not for filling the disk. */
export const DEFAULT_LIST_LIMITS: ListLimits = { listsPerUser: 500, wordsPerList: 10_000 };

export function createWordLists(
  db: AppDatabase,
  now: () => number = Date.now,
  limits: ListLimits = DEFAULT_LIST_LIMITS,
  writes: WriteWatch = createWriteWatch(db.name),
) {
  const iso = () => new Date(now()).toISOString();
  const store = createWordListStore(db);
  /** Every change is one transaction, refused whole ('unavailable') when it cannot be written now. */
  const change = <T>(work: (inside: WordListStore) => Promise<T>): Promise<T> =>
    writes.write(() => inTransaction(db, (queries) => work(createWordListStore(db, queries))));
  /** A change to one list: its row is locked first, and it is refused as missing if it was deleted meanwhile. */
  const changeList = <T>(row: ListRow, work: (inside: WordListStore, owner: number) => Promise<T>): Promise<T> =>
    change(async (inside) => {
      const owner = await inside.lockList(row.id);
      if (owner === undefined) throw new Refusal('not-found', 'Word list not found');
      return work(inside, owner);
    });

  /**
   * The list, if it exists and belongs to the user. Another user's list is refused exactly
   * as a missing one, so that no one learns which permalinks exist.
   */
  async function owned(permalink: string, user: UserRow): Promise<ListRow> {
    const row = await writes.read(() => store.listOfUser(permalink, user.id));
    if (!row) throw new Refusal('not-found', 'Word list not found');
    return row;
  }

  /**
   * The name's permalink among the user's lists, numbered past those of their lists and of
   * their deleted lists, and of no one else's: what a user is handed tells them nothing of
   * other users' lists. Past `-${NUMBERED_PERMALINKS}` (a name made and deleted over and
   * over), a random suffix, so that no creation tries its way through ever more permalinks.
   */
  async function uniquePermalink(inside: WordListStore, name: string, user: UserRow): Promise<string> {
    const base = slugOf(name);
    let candidate = base;
    for (let n = 2; await inside.permalinkUsed(candidate, user.id); n++) {
      candidate = n <= NUMBERED_PERMALINKS ? `${base}-${n}` : `${base}-${randomBytes(5).toString('hex')}`;
    }
    return candidate;
  }

  return {
    async listsOf(user: UserRow, skip: number, limit: number): Promise<WordListJson[]> {
      return (await writes.read(() => store.listsOfUser(user.id, skip, limit))).map(toJson);
    },

    async create(user: UserRow, input: { name: string; description?: string; type?: string }): Promise<WordListJson> {
      const at = iso();
      const row = await change(async (inside) => {
        await inside.lockListCreation();
        if ((await inside.listCount(user.id)) >= limits.listsPerUser) {
          throw new Refusal('conflict', `An account may have at most ${limits.listsPerUser} word lists: delete one to make another`);
        }
        const permalink = await uniquePermalink(inside, input.name, user);
        await inside.insertList({
          permalink,
          userId: user.id,
          name: input.name.trim(),
          description: input.description ?? null,
          type: input.type ?? 'PUBLIC',
          at,
        });
        return inside.listOfUser(permalink, user.id);
      });
      if (!row) throw new Error('the new list could not be read back');
      return toJson(row);
    },

    async get(permalink: string, user: UserRow): Promise<WordListJson> {
      return toJson(await owned(permalink, user));
    },

    async update(permalink: string, user: UserRow, input: { name?: string; description?: string; type?: string }) {
      const row = await owned(permalink, user);
      const at = iso();
      await changeList(row, (inside, owner) =>
        inside.updateList(row.id, owner, {
          name: input.name?.trim() ?? row.name,
          description: input.description ?? row.description,
          type: input.type ?? row.type,
          userId: row.user_id,
          at,
        }),
      );
    },

    async remove(permalink: string, user: UserRow) {
      const row = await owned(permalink, user);
      // The permalink and id are retired with the list, never to be handed out again: the
      // permalink to its owner, the id to anyone.
      await changeList(row, async (inside, owner) => {
        await inside.deleteList(row.id, owner);
        await inside.retire({ permalink: row.permalink, id: row.id, userId: row.user_id }, iso());
      });
    },

    /**
     * Adds words; a word already in the list stays once, with its first date. All or none:
     * an addition that would take the list past its limit adds nothing.
     */
    async addWords(permalink: string, user: UserRow, words: readonly string[]) {
      const row = await owned(permalink, user);
      const at = iso();
      await changeList(row, async (inside, owner) => {
        const before = await inside.wordCount(row.id);
        await inside.addWords(
          row.id,
          owner,
          words.map((word) => word.trim()),
          at,
        );
        const after = await inside.wordCount(row.id);
        if (after > limits.wordsPerList) {
          throw new Refusal(
            'conflict',
            `A word list may hold at most ${limits.wordsPerList} words: this one has ${before}, and ${after - before} more do not fit`,
          );
        }
        await inside.touchList(row.id, at);
      });
    },

    async removeWords(permalink: string, user: UserRow, words: readonly string[]) {
      const row = await owned(permalink, user);
      const at = iso();
      await changeList(row, async (inside, owner) => {
        await inside.removeWords(
          row.id,
          owner,
          words.map((word) => word.trim()),
          at,
        );
        await inside.touchList(row.id, at);
      });
    },

    /** The words removed from the list at or after `since` (all when it is absent), and when (X6). */
    async removedWords(permalink: string, user: UserRow, since: string | undefined): Promise<{ word: string; removedAt: string }[]> {
      const row = await owned(permalink, user);
      const from = since === undefined ? '' : new Date(Date.parse(since)).toISOString();
      return (await writes.read(() => store.removedWords(row.id, from))).map((r) => ({ word: r.word, removedAt: r.removed_at }));
    },

    async words(
      permalink: string,
      user: UserRow,
      options: { sortBy: 'createDate' | 'alpha'; sortOrder: 'asc' | 'desc'; skip: number; limit: number },
    ): Promise<WordListWordJson[]> {
      const row = await owned(permalink, user);
      // A word's count of lists counts those the asker may see: the public ones and their own.
      const words = await writes.read(() => store.words(row.id, user.id, options, options.skip, options.limit));
      return words.map((word) => ({
        id: word.id,
        word: word.word,
        username: row.username,
        userId: row.user_id,
        createdAt: word.created_at,
        numberCommentsOnWord: 0,
        numberLists: word.lists,
      }));
    },
  };
}

export type WordLists = ReturnType<typeof createWordLists>;
