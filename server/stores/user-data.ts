/**
 * One user's rows in every table of the app database, for the administrator's commands: read
 * (`users export`) or deleted (`users delete`) whole. Each table says how its rows belong to a
 * user, and a table left out does not compile, so a table added later is neither left behind by
 * a deletion nor missing from an export without a decision here.
 */
import { sql } from 'kysely';
import { inTransaction, type AppDatabase, type AppTables } from './app-db.ts';
import { createWordListStore } from './word-lists.ts';

/**
 * How a table's rows are the user's: by its `user_id`; through the user's lists (their words,
 * removed words and the words' counts, which the word lists' store keeps as a list is deleted);
 * or the user's own row, deleted last.
 */
const ROWS_OF_A_USER: Record<keyof AppTables, 'user_id' | 'lists' | 'user'> = {
  users: 'user',
  api_keys: 'user_id',
  auth_tokens: 'user_id',
  word_lists: 'lists',
  word_list_words: 'lists',
  retired_permalinks: 'user_id',
  removed_words: 'lists',
  word_list_counts: 'lists',
  // Attempts made at this account from anywhere: they name it, and are no one else's to keep.
  sign_in_attempts: 'user_id',
  user_records: 'user_id',
  idempotency_keys: 'user_id',
  record_readers: 'user_id',
  record_compactions: 'user_id',
};

type ByUserId = { [T in keyof AppTables]: (typeof ROWS_OF_A_USER)[T] extends 'user_id' ? T : never }[keyof AppTables];
const BY_USER_ID = (Object.keys(ROWS_OF_A_USER) as (keyof AppTables)[]).filter(
  (table): table is ByUserId => ROWS_OF_A_USER[table] === 'user_id',
);

/** What a deletion removed. */
export interface DeletedUserData {
  lists: number;
  words: number;
  records: number;
  keys: number;
}

/** A user's data as an export holds it: their lists with their words, their keys, their live records. */
interface UserDataRows {
  keys: Pick<AppTables['api_keys'], 'key_hash' | 'per_minute' | 'per_hour' | 'created_at' | 'expires_at'>[];
  lists: (Omit<AppTables['word_lists'], 'user_id'> & { words: { word: string; created_at: string }[] })[];
  records: { kind: string; record_key: string; changed_at: number; data: string }[];
}

export function createUserDataStore(db: AppDatabase) {
  return {
    /** Deletes the user and every row of theirs, in one transaction: all of it or nothing. */
    async deleteUser(userId: number): Promise<DeletedUserData> {
      return inTransaction(db, async (queries) => {
        const lists = createWordListStore(db, queries);
        const count = async (table: 'user_records' | 'api_keys') =>
          Number(
            (
              await queries
                .selectFrom(table)
                .select(sql<number>`count(*)`.as('n'))
                .where('user_id', '=', userId)
                .executeTakeFirst()
            )?.n ?? 0,
          );
        const deleted: DeletedUserData = { lists: 0, words: 0, records: await count('user_records'), keys: await count('api_keys') };
        const ids = await queries.selectFrom('word_lists').select('id').where('user_id', '=', userId).orderBy('id').execute();
        for (const { id } of ids) {
          // Locked as a change to the list is, so that a list change on a server meanwhile waits.
          const owner = await lists.lockList(id);
          if (owner === undefined) continue;
          deleted.words += await lists.wordCount(id);
          await lists.deleteList(id, owner);
          deleted.lists++;
        }
        // (Each of these tables has a user_id; Kysely reads the union of their columns as none.)
        for (const table of BY_USER_ID)
          await queries
            .deleteFrom(table as 'api_keys')
            .where('user_id', '=', userId)
            .execute();
        await queries.deleteFrom('users').where('id', '=', userId).execute();
        return deleted;
      });
    },

    /** The user's data, read in one transaction (one moment's rows, whatever a server writes meanwhile). */
    async rowsOf(userId: number): Promise<UserDataRows> {
      return inTransaction(db, async (queries) => {
        const keys = await queries
          .selectFrom('api_keys')
          .select(['key_hash', 'per_minute', 'per_hour', 'created_at', 'expires_at'])
          .where('user_id', '=', userId)
          .where('revoked', '=', 0)
          .orderBy('created_at')
          .execute();
        const listRows = await queries
          .selectFrom('word_lists')
          .select(['id', 'permalink', 'name', 'description', 'type', 'created_at', 'updated_at', 'last_activity_at'])
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .orderBy('id')
          .execute();
        const lists: UserDataRows['lists'] = [];
        for (const list of listRows) {
          const words = await queries
            .selectFrom('word_list_words')
            .select(['word', 'created_at'])
            .where('list_id', '=', list.id)
            .orderBy('created_at')
            .orderBy('id')
            .execute();
          lists.push({ ...list, words });
        }
        // A deleted record (its tombstone, data NULL) is the sync's to keep, not the reader's data.
        const records = await queries
          .selectFrom('user_records')
          .select(['kind', 'record_key', 'changed_at', 'data'])
          .where('user_id', '=', userId)
          .where('data', 'is not', null)
          .orderBy('seq')
          .execute();
        return {
          keys,
          lists,
          records: records.map((row) => ({ ...row, changed_at: Number(row.changed_at), data: row.data ?? 'null' })),
        };
      });
    },
  };
}
