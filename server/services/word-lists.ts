/**
 * Word lists in SQLite. Lists are addressed by permalink; every write is one
 * transaction, so a failure leaves nothing half-done; counts and timestamps are read
 * from the rows themselves, so they cannot drift. Nothing of one user's lists shows to
 * another: another's list is "not found" like a missing one, and a word's count of lists
 * counts only public ones and the asker's own.
 */
import type { models } from '../../lib/shared/api';
import { ServiceError } from '../errors';
import type { AppDatabase } from '../stores/app-db';
import type { UserRow } from './accounts';

type WordListJson = import('zod').input<typeof models.WordList>;
type WordListWordJson = import('zod').input<typeof models.WordListWord>;

interface ListRow {
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

const LIST_SELECT = `
  SELECT l.*, u.username, (SELECT count(*) FROM word_list_words w WHERE w.list_id = l.id) AS words
  FROM word_lists l JOIN users u ON u.id = l.user_id`;

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

/** Room for any real use, not for filling the disk. */
export const DEFAULT_LIST_LIMITS: ListLimits = { listsPerUser: 500, wordsPerList: 10_000 };

export function createWordLists(db: AppDatabase, now: () => number = Date.now, limits: ListLimits = DEFAULT_LIST_LIMITS) {
  const iso = () => new Date(now()).toISOString();
  const s = {
    byPermalink: db.prepare<[string], ListRow>(`${LIST_SELECT} WHERE l.permalink = ?`),
    ofUser: db.prepare<[number, number, number], ListRow>(
      `${LIST_SELECT} WHERE l.user_id = ? ORDER BY l.created_at DESC, l.id DESC LIMIT ? OFFSET ?`,
    ),
    permalinkUsed: db.prepare<[string, string], { permalink: string }>(
      'SELECT permalink FROM word_lists WHERE permalink = ? UNION SELECT permalink FROM retired_permalinks WHERE permalink = ?',
    ),
    retire: db.prepare('INSERT OR IGNORE INTO retired_permalinks (permalink, list_id, retired_at) VALUES (?, ?, ?)'),
    // A list's id is never handed out again either: past every id in use or retired (a
    // client tells a list made again at a permalink from the old one by its id).
    insert: db.prepare(
      `INSERT INTO word_lists (id, permalink, user_id, name, description, type, created_at, updated_at, last_activity_at)
       VALUES ((SELECT max(n) + 1 FROM (SELECT coalesce(max(id), 0) AS n FROM word_lists
                                        UNION ALL SELECT coalesce(max(list_id), 0) FROM retired_permalinks)),
               ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    update: db.prepare(
      'UPDATE word_lists SET name = ?, description = ?, type = ?, updated_at = ?, last_activity_at = ? WHERE id = ?',
    ),
    touch: db.prepare('UPDATE word_lists SET updated_at = ?, last_activity_at = ? WHERE id = ?'),
    listCount: db.prepare<[number], number>('SELECT count(*) FROM word_lists WHERE user_id = ?').pluck(),
    wordCount: db.prepare<[number], number>('SELECT count(*) FROM word_list_words WHERE list_id = ?').pluck(),
    remove: db.prepare('DELETE FROM word_lists WHERE id = ?'),
    addWord: db.prepare('INSERT OR IGNORE INTO word_list_words (list_id, word, created_at) VALUES (?, ?, ?)'),
    removeWord: db.prepare('DELETE FROM word_list_words WHERE list_id = ? AND word = ?'),
  };

  /**
   * The list, if it exists and belongs to the user. Another user's list is refused exactly
   * as a missing one, so that no one learns which permalinks exist.
   */
  function owned(permalink: string, user: UserRow): ListRow {
    const row = s.byPermalink.get(permalink);
    if (!row || row.user_id !== user.id) throw new ServiceError('not-found', 'Word list not found');
    return row;
  }

  /** The name's permalink, numbered past those in use and those of deleted lists. */
  function uniquePermalink(name: string): string {
    const base = slugOf(name);
    let candidate = base;
    for (let n = 2; s.permalinkUsed.get(candidate, candidate); n++) candidate = `${base}-${n}`;
    return candidate;
  }

  const wordsQuery = (sortBy: 'createDate' | 'alpha', sortOrder: 'asc' | 'desc') => {
    const direction = sortOrder === 'asc' ? 'ASC' : 'DESC';
    const order = sortBy === 'alpha' ? `w.word COLLATE NOCASE ${direction}, w.word ${direction}` : `w.created_at ${direction}, w.id ${direction}`;
    // A word's lists: the public ones and the asker's own (their private ones too).
    return db.prepare<
      { list: number; asker: number; limit: number; skip: number },
      { id: number; word: string; created_at: string; lists: number }
    >(
      `SELECT w.id, w.word, w.created_at,
         (SELECT count(*) FROM word_list_words o JOIN word_lists ol ON ol.id = o.list_id
          WHERE o.word = w.word AND (ol.type = 'PUBLIC' OR ol.user_id = @asker)) AS lists
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
    listsOf(user: UserRow, skip: number, limit: number): WordListJson[] {
      return s.ofUser.all(user.id, limit, skip).map(toJson);
    },

    create(user: UserRow, input: { name: string; description?: string; type?: string }): WordListJson {
      const at = iso();
      const row = db.transaction(() => {
        if ((s.listCount.get(user.id) ?? 0) >= limits.listsPerUser) {
          throw new ServiceError('invalid', `An account may have at most ${limits.listsPerUser} word lists: delete one to make another`);
        }
        const permalink = uniquePermalink(input.name);
        s.insert.run(permalink, user.id, input.name.trim(), input.description ?? null, input.type ?? 'PUBLIC', at, at, at);
        return s.byPermalink.get(permalink);
      })();
      if (!row) throw new Error('the new list could not be read back');
      return toJson(row);
    },

    get(permalink: string, user: UserRow): WordListJson {
      return toJson(owned(permalink, user));
    },

    update(permalink: string, user: UserRow, input: { name?: string; description?: string; type?: string }) {
      const row = owned(permalink, user);
      const at = iso();
      s.update.run(input.name?.trim() ?? row.name, input.description ?? row.description, input.type ?? row.type, at, at, row.id);
    },

    remove(permalink: string, user: UserRow) {
      const row = owned(permalink, user);
      db.transaction(() => {
        s.remove.run(row.id);
        s.retire.run(row.permalink, row.id, iso());
      })();
    },

    /**
     * Adds words; a word already in the list stays once, with its first date. All or none:
     * an addition that would take the list past its limit adds nothing.
     */
    addWords(permalink: string, user: UserRow, words: readonly string[]) {
      const row = owned(permalink, user);
      const at = iso();
      db.transaction(() => {
        const before = s.wordCount.get(row.id) ?? 0;
        for (const word of words) s.addWord.run(row.id, word.trim(), at);
        const after = s.wordCount.get(row.id) ?? 0;
        if (after > limits.wordsPerList) {
          throw new ServiceError(
            'invalid',
            `A word list may hold at most ${limits.wordsPerList} words: this one has ${before}, and ${after - before} more do not fit`,
          );
        }
        s.touch.run(at, at, row.id);
      })();
    },

    removeWords(permalink: string, user: UserRow, words: readonly string[]) {
      const row = owned(permalink, user);
      const at = iso();
      db.transaction(() => {
        for (const word of words) s.removeWord.run(row.id, word.trim());
        s.touch.run(at, at, row.id);
      })();
    },

    words(
      permalink: string,
      user: UserRow,
      options: { sortBy: 'createDate' | 'alpha'; sortOrder: 'asc' | 'desc'; skip: number; limit: number },
    ): WordListWordJson[] {
      const row = owned(permalink, user);
      return wordQueries[`${options.sortBy}:${options.sortOrder}`]
        .all({ list: row.id, asker: user.id, limit: options.limit, skip: options.skip })
        .map((word) => ({
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
