/**
 * What differs between the app database's two engines, in one place: how each spells the
 * layout's columns and keys, reads a JSON array as rows, compares text case aside, and locks
 * within a transaction. The stores write each query once over their database's dialect and
 * never ask which engine they are on; opening, migrating and reading the engines' errors are
 * app-db.ts's.
 */
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type ColumnDataType,
  type ColumnDefinitionBuilder,
  type CreateIndexBuilder,
  type CreateTableBuilder,
  type Expression,
  type QueryExecutorProvider,
  type RawBuilder,
  type SelectQueryBuilder,
} from 'kysely';
import type { LockKey } from './lock-keys.ts';

type Engine = 'sqlite' | 'postgres';

/**
 * What a column of the layout holds (app-db-tables.ts). "Ordered text" is compared and sorted
 * by its characters' codes (words, permalinks, times as ISO 8601), as SQLite compares all text:
 * PostgreSQL is given the "C" collation for it, whatever the server's locale.
 */
export type ColumnType = 'integer' | 'bigint' | 'text' | 'ordered text';

export interface AppDialect {
  engine: Engine;
  /** Kysely's schema builder for the engine, compiling without a connection (the layout's steps). */
  schema: Kysely<unknown>['schema'];
  /** The engine's spelling of each of the layout's column types. */
  columnType: Record<ColumnType, ColumnDataType | Expression<unknown>>;
  /** A primary key the database numbers: SQLite's row id (`INTEGER PRIMARY KEY`), PostgreSQL's identity. */
  numberedKey(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder;
  /** A text column unique case aside: on SQLite the column itself (NOCASE); PostgreSQL's is `caselessIndex`. */
  caselessUniqueColumn(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder;
  /** The unique index on the column's lower case, named `name` (PostgreSQL); none on SQLite. */
  caselessIndex(name: string, table: string, column: string): CreateIndexBuilder | undefined;
  /** A table that is all key, kept without row ids where the engine has them (SQLite). */
  allKey(table: CreateTableBuilder<string, string>): CreateTableBuilder<string, string>;
  /**
   * Whether writers take turns over the whole database (SQLite: one writer at a time) rather
   * than row by row (PostgreSQL, which any number of servers share).
   */
  oneWriterAtATime: boolean;
  /** The strings of a JSON array (given as its text) as rows of one column, `value`. */
  jsonTextRows(json: string): RawBuilder<{ value: string }>;
  /** The column as compared and sorted case aside (ASCII's letters): compare it with a value in lower case. */
  caseless(column: string): RawBuilder<string>;
  /**
   * Holds the lock until the transaction ends (PostgreSQL, whose servers share the database);
   * nothing on SQLite, where the transaction's writer holds the whole file.
   */
  lockUntilCommit(queries: QueryExecutorProvider, key: LockKey): Promise<void>;
  /** The query's rows locked until the transaction ends (PostgreSQL); SQLite's single writer needs no row locks. */
  forUpdate<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O>;
}

const compileOnly = (parts: { adapter: SqliteAdapter | PostgresAdapter; compiler: SqliteQueryCompiler | PostgresQueryCompiler }) =>
  new Kysely<unknown>({
    dialect: {
      createAdapter: () => parts.adapter,
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => (parts.adapter instanceof SqliteAdapter ? new SqliteIntrospector(db) : new PostgresIntrospector(db)),
      createQueryCompiler: () => parts.compiler,
    },
  }).schema;

export const SQLITE: AppDialect = {
  engine: 'sqlite',
  schema: compileOnly({ adapter: new SqliteAdapter(), compiler: new SqliteQueryCompiler() }),
  columnType: { integer: 'integer', bigint: 'integer', text: 'text', 'ordered text': 'text' },
  numberedKey: (column) => column.primaryKey(),
  caselessUniqueColumn: (column) => column.unique().modifyEnd(sql`collate nocase`),
  caselessIndex: () => undefined,
  allKey: (table) => table.modifyEnd(sql`without rowid`),
  oneWriterAtATime: true,
  jsonTextRows: (json) => sql<{ value: string }>`json_each(${json})`,
  caseless: (column) => sql<string>`${sql.ref(column)} COLLATE NOCASE`,
  lockUntilCommit: () => Promise.resolve(),
  forUpdate: (query) => query,
};

export const POSTGRES: AppDialect = {
  engine: 'postgres',
  schema: compileOnly({ adapter: new PostgresAdapter(), compiler: new PostgresQueryCompiler() }),
  columnType: { integer: 'integer', bigint: 'bigint', text: 'text', 'ordered text': sql`text collate "C"` },
  numberedKey: (column) => column.generatedByDefaultAsIdentity().primaryKey(),
  caselessUniqueColumn: (column) => column,
  caselessIndex: (name, table, column) =>
    POSTGRES.schema
      .createIndex(name)
      .unique()
      .on(table)
      .expression(sql`lower(${sql.ref(column)})`),
  allKey: (table) => table,
  oneWriterAtATime: false,
  jsonTextRows: (json) => sql<{ value: string }>`json_array_elements_text(${json}::json)`,
  caseless: (column) => sql<string>`lower(${sql.ref(column)})`,
  async lockUntilCommit(queries, key) {
    const id = 'number' in key ? sql`${key.number}` : sql`hashtext(${key.text})`;
    await sql`SELECT pg_advisory_xact_lock(${id})`.execute(queries);
  },
  forUpdate: (query) => query.forUpdate(),
};
