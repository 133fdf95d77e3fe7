/**
 * Each table of the app database described once, as the step that made it left it, and made on
 * either engine from that one description by Kysely's schema builder in the engine's dialect
 * (app-db-dialect.ts spells what differs). The steps (app-db-migrations.ts) make these tables:
 * PostgreSQL's first eight at step 8, both engines' `sign_in_attempts` at 9, `user_records`
 * at 10, `idempotency_keys` at 11, `record_readers` and `record_compactions` at 12, and the
 * index `word_list_words_by_date` at 13; SQLite's first eight came from its steps 1 to 8, and a
 * test holds that history to these descriptions (tests/server/app-db-layout.test.ts).
 *
 * A description is a step that has shipped: a later change to a table is a later step.
 */
import type { Compilable, CreateTableBuilder } from 'kysely';
import type { AppDialect, ColumnType } from './app-db-dialect.ts';

interface Column {
  type: ColumnType;
  /** `primary`: the table's key; `numbered`: its key, numbered by the database. */
  key?: 'primary' | 'numbered';
  notNull?: true;
  default?: number | string;
  /** The table whose `id` this column holds; its rows go when that row goes. */
  references?: string;
  /** Unique case aside: the PostgreSQL index's name (SQLite's column is NOCASE). */
  uniqueCaseless?: string;
}

export interface TableLayout {
  name: string;
  columns: Record<string, Column>;
  /** The key of several columns. */
  primaryKey?: string[];
  /** Sets of columns whose values together are unique. */
  unique?: string[][];
  /** Indexes by name, on their columns in order (unique where said). */
  indexes?: Record<string, { columns: string[]; unique?: true }>;
  /** The table is all key (no row ids where the engine has them). */
  allKey?: true;
}

const USERS: TableLayout = {
  name: 'users',
  columns: {
    id: { type: 'integer', key: 'numbered' },
    username: { type: 'text', notNull: true, uniqueCaseless: 'users_by_name' },
    email: { type: 'text', notNull: true },
    display_name: { type: 'text' },
    password_hash: { type: 'text', notNull: true },
    confirmed: { type: 'integer', notNull: true, default: 1 },
    disabled: { type: 'integer', notNull: true, default: 0 },
    created_at: { type: 'ordered text', notNull: true },
  },
};

const API_KEYS: TableLayout = {
  name: 'api_keys',
  columns: {
    key_hash: { type: 'text', key: 'primary' },
    user_id: { type: 'integer', notNull: true, references: 'users' },
    per_minute: { type: 'integer', notNull: true },
    per_hour: { type: 'integer', notNull: true },
    total_requests: { type: 'bigint', notNull: true, default: 0 },
    created_at: { type: 'ordered text', notNull: true },
    expires_at: { type: 'ordered text' },
    revoked: { type: 'integer', notNull: true, default: 0 },
  },
};

const AUTH_TOKENS: TableLayout = {
  name: 'auth_tokens',
  columns: {
    token_hash: { type: 'text', key: 'primary' },
    user_id: { type: 'integer', notNull: true, references: 'users' },
    created_at: { type: 'ordered text', notNull: true },
    expires_at: { type: 'ordered text', notNull: true },
    revoked: { type: 'integer', notNull: true, default: 0 },
  },
  indexes: { auth_tokens_by_user: { columns: ['user_id'] } },
};

const WORD_LISTS: TableLayout = {
  name: 'word_lists',
  columns: {
    // Not numbered by the database: the word lists' store picks each list's id (word-lists.ts).
    id: { type: 'integer', key: 'primary' },
    permalink: { type: 'ordered text', notNull: true },
    user_id: { type: 'integer', notNull: true, references: 'users' },
    name: { type: 'text', notNull: true },
    description: { type: 'text' },
    type: { type: 'text', notNull: true, default: 'PUBLIC' },
    created_at: { type: 'ordered text', notNull: true },
    updated_at: { type: 'ordered text', notNull: true },
    last_activity_at: { type: 'ordered text', notNull: true },
  },
  unique: [['user_id', 'permalink']],
  indexes: { word_lists_by_user: { columns: ['user_id', 'created_at'] } },
};

const WORD_LIST_WORDS: TableLayout = {
  name: 'word_list_words',
  columns: {
    id: { type: 'integer', key: 'numbered' },
    list_id: { type: 'integer', notNull: true, references: 'word_lists' },
    word: { type: 'ordered text', notNull: true },
    created_at: { type: 'ordered text', notNull: true },
  },
  unique: [['list_id', 'word']],
  indexes: { word_list_words_by_word: { columns: ['word'] } },
};

const RETIRED_PERMALINKS: TableLayout = {
  name: 'retired_permalinks',
  columns: {
    // NULL for a list deleted before owners were recorded (see word-lists.ts).
    user_id: { type: 'integer', references: 'users' },
    permalink: { type: 'ordered text', notNull: true },
    list_id: { type: 'integer' },
    retired_at: { type: 'ordered text', notNull: true },
  },
  unique: [['user_id', 'permalink']],
  indexes: { retired_permalinks_by_list: { columns: ['list_id'] } },
};

const REMOVED_WORDS: TableLayout = {
  name: 'removed_words',
  columns: {
    list_id: { type: 'integer', notNull: true, references: 'word_lists' },
    word: { type: 'ordered text', notNull: true },
    removed_at: { type: 'ordered text', notNull: true },
  },
  primaryKey: ['list_id', 'word'],
  indexes: { removed_words_by_time: { columns: ['list_id', 'removed_at'] } },
};

const WORD_LIST_COUNTS: TableLayout = {
  name: 'word_list_counts',
  columns: {
    word: { type: 'ordered text', notNull: true },
    owner: { type: 'integer', notNull: true },
    lists: { type: 'integer', notNull: true },
  },
  primaryKey: ['word', 'owner'],
  allKey: true,
};

/** The tables of layout 8: PostgreSQL's first step. */
export const TABLES_OF_LAYOUT_8 = [
  USERS,
  API_KEYS,
  AUTH_TOKENS,
  WORD_LISTS,
  WORD_LIST_WORDS,
  RETIRED_PERMALINKS,
  REMOVED_WORDS,
  WORD_LIST_COUNTS,
];

export const SIGN_IN_ATTEMPTS: TableLayout = {
  name: 'sign_in_attempts',
  columns: {
    id: { type: 'integer', key: 'numbered' },
    line: { type: 'text', notNull: true },
    user_id: { type: 'integer', notNull: true },
    at: { type: 'bigint', notNull: true },
  },
  indexes: {
    sign_in_attempts_by_line: { columns: ['line', 'at'] },
    sign_in_attempts_by_time: { columns: ['at'] },
  },
};

export const USER_RECORDS: TableLayout = {
  name: 'user_records',
  columns: {
    user_id: { type: 'integer', notNull: true, references: 'users' },
    kind: { type: 'text', notNull: true },
    record_key: { type: 'text', notNull: true },
    changed_at: { type: 'bigint', notNull: true },
    seq: { type: 'bigint', notNull: true },
    data: { type: 'text' },
  },
  primaryKey: ['user_id', 'kind', 'record_key'],
  indexes: { user_records_by_seq: { columns: ['user_id', 'seq'], unique: true } },
};

export const IDEMPOTENCY_KEYS: TableLayout = {
  name: 'idempotency_keys',
  columns: {
    user_id: { type: 'integer', notNull: true, references: 'users' },
    operation: { type: 'text', notNull: true },
    idempotency_key: { type: 'text', notNull: true },
    request_hash: { type: 'text', notNull: true },
    // NULL while the first request is being performed; its answer's JSON ('' for none) after.
    answer: { type: 'text' },
    created_at: { type: 'bigint', notNull: true },
  },
  primaryKey: ['user_id', 'operation', 'idempotency_key'],
  indexes: { idempotency_keys_by_time: { columns: ['created_at'] } },
};

export const RECORD_READERS: TableLayout = {
  name: 'record_readers',
  columns: {
    user_id: { type: 'integer', notNull: true, references: 'users' },
    // The browser's own id ('' for the reads that named none).
    client: { type: 'text', notNull: true },
    cursor: { type: 'bigint', notNull: true },
    read_at: { type: 'bigint', notNull: true },
  },
  primaryKey: ['user_id', 'client'],
};

export const RECORD_COMPACTIONS: TableLayout = {
  name: 'record_compactions',
  columns: {
    user_id: { type: 'integer', key: 'primary', references: 'users' },
    dropped_through: { type: 'bigint', notNull: true },
    compacted_at: { type: 'bigint', notNull: true },
  },
};

/**
 * The statements that make the tables on the dialect's engine, as one text. Constraints are
 * named as PostgreSQL names them itself (`<table>_pkey`, `<table>_<columns>_key`).
 */
export function createTables(dialect: AppDialect, tables: readonly TableLayout[]): string {
  return tables.flatMap((table) => createTable(dialect, table)).join(';\n');
}

function createTable(dialect: AppDialect, table: TableLayout): string[] {
  let create: CreateTableBuilder<string, string> = dialect.schema.createTable(table.name);
  for (const [name, column] of Object.entries(table.columns)) {
    create = create.addColumn(name, dialect.columnType[column.type], (made) => {
      if (column.key === 'numbered') made = dialect.numberedKey(made);
      if (column.key === 'primary') made = made.primaryKey();
      if (column.references) made = made.references(`${column.references}.id`).onDelete('cascade');
      if (column.notNull) made = made.notNull();
      if (column.default !== undefined) made = made.defaultTo(column.default);
      if (column.uniqueCaseless) made = dialect.caselessUniqueColumn(made);
      return made;
    });
  }
  if (table.primaryKey) create = create.addPrimaryKeyConstraint(`${table.name}_pkey`, table.primaryKey);
  for (const columns of table.unique ?? []) create = create.addUniqueConstraint(`${table.name}_${columns.join('_')}_key`, columns);
  if (table.allKey) create = dialect.allKey(create);

  const indexes = Object.entries(table.indexes ?? {}).map(([name, index]) => indexStatement(dialect, table.name, name, index));
  for (const [name, column] of Object.entries(table.columns)) {
    const caseless = column.uniqueCaseless && dialect.caselessIndex(column.uniqueCaseless, table.name, name);
    if (caseless) indexes.unshift(caseless);
  }
  return [create, ...indexes].map((statement) => statementText(statement, table.name));
}

/** An index added to a table after the step that made it. */
interface IndexLayout {
  table: string;
  name: string;
  columns: string[];
}

/**
 * A list's words in the order they are read by default (newest first, or oldest), with the
 * word itself: a page of a long list is read from the index alone, in its order, where the
 * list's rows were each looked up and then sorted.
 */
export const WORD_LIST_WORDS_BY_DATE: IndexLayout = {
  table: 'word_list_words',
  name: 'word_list_words_by_date',
  columns: ['list_id', 'created_at', 'id', 'word'],
};

/** The statements that add the indexes on the dialect's engine, as one text. */
export function createIndexes(dialect: AppDialect, indexes: readonly IndexLayout[]): string {
  return indexes.map((index) => statementText(indexStatement(dialect, index.table, index.name, index), index.table)).join(';\n');
}

function indexStatement(dialect: AppDialect, table: string, name: string, index: { columns: string[]; unique?: true }) {
  const made = dialect.schema.createIndex(name).on(table).columns(index.columns);
  return index.unique ? made.unique() : made;
}

function statementText(statement: Compilable, table: string): string {
  const { sql, parameters } = statement.compile();
  // The statements run as text of their own: every value is in them, none is a parameter.
  if (parameters.length > 0) throw new Error(`the layout of ${table} has parameters`);
  return sql;
}
