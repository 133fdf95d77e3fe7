/**
 * `glossa-server copy-data`: a server's SQLite app database copied into an empty PostgreSQL one,
 * for a service moving past one machine. Every table is copied as it is (users, keys, sign-in
 * tokens, lists and their words, retired permalinks, removed words, the words' counts, sign-in
 * attempts, the readers' records, the answers kept for repeated changes), ids included, in one transaction: the target has all of it
 * or nothing. Both databases are first brought to this server's layout; a target that holds
 * any row is refused, so nothing already there is mixed with what is copied.
 */
import { sql } from 'kysely';
import type { AppDatabase, AppTables } from './app-db.ts';

/** Every table (a table left out does not compile), those referred to before those that refer to them. */
const IN_ORDER: Record<keyof AppTables, true> = {
  users: true,
  api_keys: true,
  auth_tokens: true,
  word_lists: true,
  word_list_words: true,
  retired_permalinks: true,
  removed_words: true,
  word_list_counts: true,
  sign_in_attempts: true,
  user_records: true,
  idempotency_keys: true,
  record_readers: true,
  record_compactions: true,
};
type Table = keyof AppTables;
const TABLES = Object.keys(IN_ORDER) as Table[];

/** The tables whose ids PostgreSQL numbers (identity columns): the next id follows the highest copied. */
const NUMBERED = ['users', 'word_list_words', 'sign_in_attempts'] as const;

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const BATCH = 500;

async function rowCount(db: AppDatabase, table: Table): Promise<number> {
  const row = await db.queries
    .selectFrom(table)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Copies every row of `from` into `to`, which must be empty; answers the rows copied, by table. */
export async function copyAppData(from: AppDatabase, to: AppDatabase): Promise<Record<Table, number>> {
  if (to.dialect.engine !== 'postgres') throw new Error('copy-data copies into a PostgreSQL database (--database-url postgres://…)');
  for (const table of TABLES) {
    if ((await rowCount(to, table)) > 0) {
      throw new Error(`The database ${to.name} is not empty (its ${table} has rows): copy-data copies only into an empty database`);
    }
  }
  const copied = {} as Record<Table, number>;
  // Read in one transaction too: one moment's rows of every table, whatever else writes meanwhile.
  await from.queries.transaction().execute((source) =>
    to.queries.transaction().execute(async (target) => {
      for (const table of TABLES) {
        const rows = await source.selectFrom(table).selectAll().execute();
        for (let start = 0; start < rows.length; start += BATCH) {
          await target
            .insertInto(table)
            .values(rows.slice(start, start + BATCH) as never)
            .execute();
        }
        copied[table] = rows.length;
      }
      for (const table of NUMBERED) {
        await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), coalesce((SELECT max(id) FROM ${sql.table(table)}), 0) + 1, false)`.execute(
          target,
        );
      }
    }),
  );
  return copied;
}
