/**
 * The word lists' rows in the server's database (app-db.ts): lists, their words, and the
 * permalinks and ids of deleted lists. A permalink is unique among its owner's lists only:
 * every list is read by owner and permalink together. A list's count of words is read from
 * its rows, and a word's count of lists from `word_list_counts`, which the writes here keep in
 * the same transaction as every change they make (on SQLite and PostgreSQL alike: the one
 * place that keeps it), so neither can drift; no read here goes through other users' rows.
 * Which list a user may see or change, how many lists and words they may have, and which
 * permalink a new list gets are the word-lists service's to decide; it groups these writes in
 * one transaction (`inTransaction`).
 */
import { sql, type Selectable } from 'kysely';
import type { AppDatabase, AppQueries, AppTables } from './app-db.ts';
import { LOCKS } from './lock-keys.ts';

export type ListRow = Selectable<AppTables['word_lists']> & { username: string; words: number };

interface ListWordRow {
  id: number;
  word: string;
  created_at: string;
  /** The lists the word is in that the asker may see: the public ones and their own. */
  lists: number;
}

type WordOrder = { sortBy: 'createDate' | 'alpha'; sortOrder: 'asc' | 'desc' };

/** Whose count a list's words are in: 0 for a public list, else its owner's id. */
export const countOwnerOf = (list: { type: string; user_id: number }): number => (list.type === 'PUBLIC' ? 0 : list.user_id);

/** The word lists' queries, on the database or inside one of its transactions (`queries`). */
export function createWordListStore(db: AppDatabase, queries: AppQueries = db.queries) {
  const lists = () =>
    queries
      .selectFrom('word_lists as l')
      .innerJoin('users as u', 'u.id', 'l.user_id')
      .selectAll('l')
      .select('u.username')
      .select(sql<number>`(SELECT count(*) FROM word_list_words w WHERE w.list_id = l.id)`.as('words'));

  /**
   * The words as rows of one column, `word`, from one parameter (a JSON array): a statement
   * over any number of words has one text, prepared once, and no bound on its parameters.
   */
  const rowsOf = (words: readonly string[]) => sql`SELECT value AS word FROM ${db.dialect.jsonTextRows(JSON.stringify(words))}`;

  /** Counts the words once more in the owner's counts. */
  async function countIn(owner: number, words: readonly string[] | { list: number }) {
    const these = Array.isArray(words)
      ? rowsOf(words)
      : sql`SELECT word FROM word_list_words WHERE list_id = ${(words as { list: number }).list}`;
    // (`WHERE true`: SQLite reads ON CONFLICT after a SELECT only past a WHERE.)
    await sql`INSERT INTO word_list_counts (word, owner, lists)
      SELECT word, cast(${owner} AS integer), 1 FROM (${these}) AS these WHERE true
      ON CONFLICT (word, owner) DO UPDATE SET lists = word_list_counts.lists + 1`.execute(queries);
  }

  /** Counts the words once less in the owner's counts (given as words, or as a list's words). */
  async function countOut(owner: number, words: readonly string[] | { list: number }) {
    const these = Array.isArray(words)
      ? rowsOf(words)
      : sql`SELECT word FROM word_list_words WHERE list_id = ${(words as { list: number }).list}`;
    await sql`UPDATE word_list_counts SET lists = lists - 1 WHERE owner = ${owner} AND word IN (${these})`.execute(queries);
    await sql`DELETE FROM word_list_counts WHERE owner = ${owner} AND lists <= 0 AND word IN (${these})`.execute(queries);
  }

  return {
    /** The user's list of that permalink; another user's is not read at all. */
    listOfUser(permalink: string, userId: number): Promise<ListRow | undefined> {
      return lists().where('l.permalink', '=', permalink).where('l.user_id', '=', userId).executeTakeFirst();
    },

    /** A user's lists, newest first. */
    listsOfUser(userId: number, skip: number, limit: number): Promise<ListRow[]> {
      return lists()
        .where('l.user_id', '=', userId)
        .orderBy('l.created_at', 'desc')
        .orderBy('l.id', 'desc')
        .limit(limit)
        .offset(skip)
        .execute();
    },

    /**
     * The list's owner in the counts, read at the start of a change to it; the row is locked
     * until the transaction ends (where rows are locked: PostgreSQL), so that another server's
     * change to the same list waits (a list's limits are counted within the transaction).
     * Undefined once deleted.
     */
    async lockList(listId: number): Promise<number | undefined> {
      const row = await db.dialect
        .forUpdate(queries.selectFrom('word_lists').select(['type', 'user_id']).where('id', '=', listId))
        .executeTakeFirst();
      return row ? countOwnerOf(row) : undefined;
    },

    /**
     * Before a new list: one server at a time picks a list's id and permalink (a lock held
     * until the transaction ends, where servers share the database).
     */
    lockListCreation(): Promise<void> {
      return db.dialect.lockUntilCommit(queries, LOCKS.listCreation);
    },

    async listCount(userId: number): Promise<number> {
      const row = await queries
        .selectFrom('word_lists')
        .select(sql<number>`count(*)`.as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /**
     * Whether one of the user's lists has the permalink, or one of their deleted lists had it;
     * other users' lists are not read. Those deleted before owners were recorded (user_id
     * NULL) while the user was there count too: any of those may have been theirs.
     */
    async permalinkUsed(permalink: string, userId: number): Promise<boolean> {
      const { rows } = await sql`
        SELECT 1 FROM word_lists WHERE user_id = ${userId} AND permalink = ${permalink}
        UNION ALL SELECT 1 FROM retired_permalinks WHERE user_id = ${userId} AND permalink = ${permalink}
        UNION ALL SELECT 1 FROM retired_permalinks r JOIN users u ON u.id = ${userId}
          WHERE r.user_id IS NULL AND r.permalink = ${permalink} AND r.retired_at >= u.created_at
        LIMIT 1`.execute(queries);
      return rows.length > 0;
    },

    /**
     * A new list, with an id no list has had: past every id in use or retired (a client
     * tells a list made again at a permalink from the old one by its id).
     */
    async insertList(list: { permalink: string; userId: number; name: string; description: string | null; type: string; at: string }) {
      await queries
        .insertInto('word_lists')
        .values({
          id: sql<number>`(SELECT max(n) + 1 FROM (SELECT coalesce(max(id), 0) AS n FROM word_lists
                            UNION ALL SELECT coalesce(max(list_id), 0) FROM retired_permalinks) AS ids)`,
          permalink: list.permalink,
          user_id: list.userId,
          name: list.name,
          description: list.description,
          type: list.type,
          created_at: list.at,
          updated_at: list.at,
          last_activity_at: list.at,
        })
        .execute();
    },

    /** Changes the list; a change of who may see it moves its words' counts along. */
    async updateList(
      id: number,
      owner: number,
      list: { name: string; description: string | null; type: string; userId: number; at: string },
    ) {
      await queries
        .updateTable('word_lists')
        .set({ name: list.name, description: list.description, type: list.type, updated_at: list.at, last_activity_at: list.at })
        .where('id', '=', id)
        .execute();
      const next = countOwnerOf({ type: list.type, user_id: list.userId });
      if (next === owner) return;
      await countOut(owner, { list: id });
      await countIn(next, { list: id });
    },

    /** Marks the list changed at `at`. */
    async touchList(id: number, at: string): Promise<void> {
      await queries.updateTable('word_lists').set({ updated_at: at, last_activity_at: at }).where('id', '=', id).execute();
    },

    /** Deletes the list, its words (out of their counts) and the record of words removed from it. */
    async deleteList(id: number, owner: number): Promise<void> {
      await countOut(owner, { list: id });
      await queries.deleteFrom('removed_words').where('list_id', '=', id).execute();
      await queries.deleteFrom('word_list_words').where('list_id', '=', id).execute();
      await queries.deleteFrom('word_lists').where('id', '=', id).execute();
    },

    /** Keeps a deleted list's permalink out of its owner's use, and its id out of anyone's. */
    async retire(list: { permalink: string; id: number; userId: number }, at: string): Promise<void> {
      await queries
        .insertInto('retired_permalinks')
        .values({ user_id: list.userId, permalink: list.permalink, list_id: list.id, retired_at: at })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    async wordCount(listId: number): Promise<number> {
      const row = await queries
        .selectFrom('word_list_words')
        .select(sql<number>`count(*)`.as('n'))
        .where('list_id', '=', listId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /**
     * Adds the words the list does not have yet (one keeps its first date), counts them in
     * the owner's counts; none of them is a removed word any more.
     */
    async addWords(listId: number, owner: number, words: readonly string[], at: string): Promise<void> {
      // In the order given (their ids keep it); counted in one order, so that two servers
      // counting the same words lock their counts alike (the list's row orders its own writes).
      const given = [...new Set(words)];
      const { rows } = await sql<{ word: string }>`INSERT INTO word_list_words (list_id, word, created_at)
        SELECT ${listId}, word, ${at} FROM (${rowsOf(given)}) AS given WHERE true
        ON CONFLICT (list_id, word) DO NOTHING RETURNING word`.execute(queries);
      await sql`DELETE FROM removed_words WHERE list_id = ${listId} AND word IN (${rowsOf(given)})`.execute(queries);
      if (rows.length > 0) await countIn(owner, rows.map((row) => row.word).sort());
    },

    /** Removes the words; of those the list had, when is kept (X6), and they leave the owner's counts. */
    async removeWords(listId: number, owner: number, words: readonly string[], at: string): Promise<void> {
      const { rows } = await sql<{ word: string }>`DELETE FROM word_list_words
        WHERE list_id = ${listId} AND word IN (${rowsOf([...new Set(words)])}) RETURNING word`.execute(queries);
      if (rows.length === 0) return;
      const removed = rows.map((row) => row.word).sort();
      await countOut(owner, removed);
      await sql`INSERT INTO removed_words (list_id, word, removed_at)
        SELECT ${listId}, word, ${at} FROM (${rowsOf(removed)}) AS removed WHERE true
        ON CONFLICT (list_id, word) DO UPDATE SET removed_at = excluded.removed_at`.execute(queries);
    },

    /** The words removed from the list at or after `since` (ISO 8601), oldest first. */
    removedWords(listId: number, since: string): Promise<{ word: string; removed_at: string }[]> {
      return queries
        .selectFrom('removed_words')
        .select(['word', 'removed_at'])
        .where('list_id', '=', listId)
        .where('removed_at', '>=', since)
        .orderBy('removed_at')
        .orderBy('word')
        .execute();
    },

    /** A page of the list's words, each with how many lists the asker may see hold it. */
    words(listId: number, askerId: number, order: WordOrder, skip: number, limit: number): Promise<ListWordRow[]> {
      const direction = sql.raw(order.sortOrder === 'asc' ? 'ASC' : 'DESC');
      const by =
        order.sortBy === 'alpha'
          ? sql`${db.dialect.caseless('w.word')} ${direction}, w.word ${direction}`
          : sql`w.created_at ${direction}, w.id ${direction}`;
      // A word's lists: the public ones (owner 0) and the asker's others (their private ones).
      // Most askers have no private list: then the second count is not looked up for each
      // word (the test of it is asked once a read, by either engine, as it names no word).
      return queries
        .selectFrom('word_list_words as w')
        .select(['w.id', 'w.word', 'w.created_at'])
        .select(
          sql<number>`coalesce((SELECT c.lists FROM word_list_counts c WHERE c.word = w.word AND c.owner = 0), 0)
            + CASE WHEN EXISTS (SELECT 1 FROM word_lists l WHERE l.user_id = ${askerId} AND l.type <> 'PUBLIC')
              THEN coalesce((SELECT c.lists FROM word_list_counts c WHERE c.word = w.word AND c.owner = ${askerId}), 0)
              ELSE 0 END`.as('lists'),
        )
        .where('w.list_id', '=', listId)
        .orderBy(by)
        .limit(limit)
        .offset(skip)
        .execute();
    },
  };
}

export type WordListStore = ReturnType<typeof createWordListStore>;
