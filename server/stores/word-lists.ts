/**
 * The word lists' rows in the server's database (app-db.ts): lists, their words, and the
 * permalinks and ids of deleted lists. A permalink is unique among its owner's lists only:
 * every list is read by owner and permalink together. A list's count of words is read from its rows, and a
 * word's count of lists from `word_list_counts`, which the database's triggers keep in the
 * same transaction as every change, so neither can drift; no read here goes through other
 * users' rows. Which list a user may see or change, how many lists and words they may have,
 * and which permalink a new list gets are the word-lists service's to decide; it groups these
 * writes with `transaction`.
 */
import type { AppDatabase } from './app-db.ts';

export interface ListRow {
  id: number;
  permalink: string;
  user_id: number;
  username: string;
  name: string;
  description: string | null;
  type: string;
  created_at: string;
  updated_at: string;
  last_activity_at: string;
  words: number;
}

interface ListWordRow {
  id: number;
  word: string;
  created_at: string;
  /** The lists the word is in that the asker may see: the public ones and their own. */
  lists: number;
}

type WordOrder = { sortBy: 'createDate' | 'alpha'; sortOrder: 'asc' | 'desc' };

const LIST_SELECT = `
  SELECT l.*, u.username, (SELECT count(*) FROM word_list_words w WHERE w.list_id = l.id) AS words
  FROM word_lists l JOIN users u ON u.id = l.user_id`;

export function createWordListStore(db: AppDatabase) {
  const s = {
    byPermalink: db.prepare<[string, number], ListRow>(`${LIST_SELECT} WHERE l.permalink = ? AND l.user_id = ?`),
    ofUser: db.prepare<[number, number, number], ListRow>(
      `${LIST_SELECT} WHERE l.user_id = ? ORDER BY l.created_at DESC, l.id DESC LIMIT ? OFFSET ?`,
    ),
    // The user's own lists and deleted lists, and those deleted before owners were recorded
    // (user_id NULL) while the user was there: any of those may have been theirs.
    permalinkUsed: db
      .prepare<{ user: number; permalink: string }, number>(
        `SELECT 1 FROM word_lists WHERE user_id = @user AND permalink = @permalink
       UNION ALL SELECT 1 FROM retired_permalinks WHERE user_id = @user AND permalink = @permalink
       UNION ALL SELECT 1 FROM retired_permalinks r JOIN users u ON u.id = @user
         WHERE r.user_id IS NULL AND r.permalink = @permalink AND r.retired_at >= u.created_at
       LIMIT 1`,
      )
      .pluck(),
    retire: db.prepare('INSERT OR IGNORE INTO retired_permalinks (user_id, permalink, list_id, retired_at) VALUES (?, ?, ?, ?)'),
    // A list's id is never handed out again either: past every id in use or retired (a
    // client tells a list made again at a permalink from the old one by its id).
    insert: db.prepare(
      `INSERT INTO word_lists (id, permalink, user_id, name, description, type, created_at, updated_at, last_activity_at)
       VALUES ((SELECT max(n) + 1 FROM (SELECT coalesce(max(id), 0) AS n FROM word_lists
                                        UNION ALL SELECT coalesce(max(list_id), 0) FROM retired_permalinks)),
               ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    update: db.prepare('UPDATE word_lists SET name = ?, description = ?, type = ?, updated_at = ?, last_activity_at = ? WHERE id = ?'),
    touch: db.prepare('UPDATE word_lists SET updated_at = ?, last_activity_at = ? WHERE id = ?'),
    listCount: db.prepare<[number], number>('SELECT count(*) FROM word_lists WHERE user_id = ?').pluck(),
    wordCount: db.prepare<[number], number>('SELECT count(*) FROM word_list_words WHERE list_id = ?').pluck(),
    remove: db.prepare('DELETE FROM word_lists WHERE id = ?'),
    addWord: db.prepare('INSERT OR IGNORE INTO word_list_words (list_id, word, created_at) VALUES (?, ?, ?)'),
    removeWord: db.prepare('DELETE FROM word_list_words WHERE list_id = ? AND word = ?'),
    unmarkRemoved: db.prepare('DELETE FROM removed_words WHERE list_id = ? AND word = ?'),
    markRemoved: db.prepare('INSERT OR REPLACE INTO removed_words (list_id, word, removed_at) VALUES (?, ?, ?)'),
    forgetRemoved: db.prepare('DELETE FROM removed_words WHERE list_id = ?'),
    removedSince: db.prepare<[number, string], { word: string; removed_at: string }>(
      'SELECT word, removed_at FROM removed_words WHERE list_id = ? AND removed_at >= ? ORDER BY removed_at, word',
    ),
  };

  const wordsQuery = (sortBy: WordOrder['sortBy'], sortOrder: WordOrder['sortOrder']) => {
    const direction = sortOrder === 'asc' ? 'ASC' : 'DESC';
    const order =
      sortBy === 'alpha' ? `w.word COLLATE NOCASE ${direction}, w.word ${direction}` : `w.created_at ${direction}, w.id ${direction}`;
    // A word's lists: the public ones (owner 0) and the asker's others (their private ones).
    return db.prepare<{ list: number; asker: number; limit: number; skip: number }, ListWordRow>(
      `SELECT w.id, w.word, w.created_at,
         coalesce((SELECT c.lists FROM word_list_counts c WHERE c.word = w.word AND c.owner = 0), 0)
         + coalesce((SELECT c.lists FROM word_list_counts c WHERE c.word = w.word AND c.owner = @asker), 0) AS lists
       FROM word_list_words w WHERE w.list_id = @list ORDER BY ${order} LIMIT @limit OFFSET @skip`,
    );
  };
  const wordQueries = {
    'createDate:asc': wordsQuery('createDate', 'asc'),
    'createDate:desc': wordsQuery('createDate', 'desc'),
    'alpha:asc': wordsQuery('alpha', 'asc'),
    'alpha:desc': wordsQuery('alpha', 'desc'),
  };

  return {
    /** Runs `work` as one transaction: if it throws, none of its writes are kept. */
    transaction<T>(work: () => T): T {
      return db.transaction(work)();
    },

    /** The user's list of that permalink; another user's is not read at all. */
    listOfUser(permalink: string, userId: number): ListRow | undefined {
      return s.byPermalink.get(permalink, userId);
    },

    /** A user's lists, newest first. */
    listsOfUser(userId: number, skip: number, limit: number): ListRow[] {
      return s.ofUser.all(userId, limit, skip);
    },

    listCount(userId: number): number {
      return s.listCount.get(userId) ?? 0;
    },

    /**
     * Whether one of the user's lists has the permalink, or one of their deleted lists had it;
     * other users' lists are not read.
     */
    permalinkUsed(permalink: string, userId: number): boolean {
      return s.permalinkUsed.get({ user: userId, permalink }) !== undefined;
    },

    /** A new list, with an id no list has had. */
    insertList(list: { permalink: string; userId: number; name: string; description: string | null; type: string; at: string }): void {
      s.insert.run(list.permalink, list.userId, list.name, list.description, list.type, list.at, list.at, list.at);
    },

    updateList(id: number, list: { name: string; description: string | null; type: string; at: string }): void {
      s.update.run(list.name, list.description, list.type, list.at, list.at, id);
    },

    /** Marks the list changed at `at`. */
    touchList(id: number, at: string): void {
      s.touch.run(at, at, id);
    },

    /** Deletes the list, its words and the record of words removed from it. */
    deleteList(id: number): void {
      s.forgetRemoved.run(id);
      s.remove.run(id);
    },

    /** Keeps a deleted list's permalink out of its owner's use, and its id out of anyone's. */
    retire(list: { permalink: string; id: number; userId: number }, at: string): void {
      s.retire.run(list.userId, list.permalink, list.id, at);
    },

    wordCount(listId: number): number {
      return s.wordCount.get(listId) ?? 0;
    },

    /** Adds the word unless the list has it already (it keeps its first date); it is no longer a removed word. */
    addWord(listId: number, word: string, at: string): void {
      s.addWord.run(listId, word, at);
      s.unmarkRemoved.run(listId, word);
    },

    /** Removes the word; if the list had it, when is kept (X6). */
    removeWord(listId: number, word: string, at: string): void {
      if (s.removeWord.run(listId, word).changes > 0) s.markRemoved.run(listId, word, at);
    },

    /** The words removed from the list at or after `since` (ISO 8601), oldest first. */
    removedWords(listId: number, since: string): { word: string; removed_at: string }[] {
      return s.removedSince.all(listId, since);
    },

    /** A page of the list's words, each with how many lists the asker may see hold it. */
    words(listId: number, askerId: number, order: WordOrder, skip: number, limit: number): ListWordRow[] {
      return wordQueries[`${order.sortBy}:${order.sortOrder}`].all({ list: listId, asker: askerId, limit, skip });
    },
  };
}
