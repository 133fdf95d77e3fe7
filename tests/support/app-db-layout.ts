/**
 * The layout of a server's database as the engine itself reports it (columns, their types,
 * defaults and collations, keys, indexes, references), whatever text made it: two databases
 * with the same layout answer the same, on SQLite and on PostgreSQL alike.
 */
import { sql } from 'kysely';
import type { AppDatabase } from '../../server/stores/app-db.ts';

type Rows = Record<string, unknown>[];

export async function layoutOf(db: AppDatabase): Promise<Record<string, unknown>> {
  const rows = async (query: ReturnType<typeof sql>): Promise<Rows> => (await query.execute(db.queries)).rows as Rows;
  if (db.sqlite) {
    const tables = (await rows(sql`SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite%' ORDER BY name`)).map(
      (row) => String(row.name),
    );
    const layout: Record<string, unknown> = {};
    for (const table of tables) {
      const indexes = await rows(sql`SELECT name, "unique", origin, partial FROM pragma_index_list(${table}) ORDER BY name`);
      layout[table] = {
        columns: (await rows(sql`SELECT name, lower(type) AS type, "notnull", dflt_value, pk FROM pragma_table_xinfo(${table})`)).map(
          (column) => ({ ...column, dflt_value: column.dflt_value === null ? null : String(column.dflt_value).toLowerCase() }),
        ),
        withoutRowid: (await rows(sql`SELECT wr FROM pragma_table_list(${table})`))[0]?.wr,
        indexes: await Promise.all(
          indexes.map(async (index) => ({
            ...index,
            keys: await rows(sql`SELECT name, upper(coll) AS coll, "desc" FROM pragma_index_xinfo(${String(index.name)}) WHERE key = 1`),
          })),
        ),
        references: await rows(
          sql`SELECT "table", "from", "to", on_update, on_delete FROM pragma_foreign_key_list(${table}) ORDER BY "from"`,
        ),
      };
    }
    layout.triggers = await rows(sql`SELECT name FROM sqlite_schema WHERE type = 'trigger' ORDER BY name`);
    return layout;
  }
  return {
    columns: await rows(sql`
      SELECT table_name, column_name, ordinal_position, data_type, is_nullable, column_default, collation_name,
        is_identity, identity_generation
      FROM information_schema.columns WHERE table_schema = current_schema() AND table_name NOT LIKE 'glossa_%'
      ORDER BY table_name, ordinal_position`),
    indexes: await rows(sql`
      SELECT tablename, indexname, indexdef FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename NOT LIKE 'glossa_%' ORDER BY tablename, indexname`),
    constraints: await rows(sql`
      SELECT c.conrelid::regclass::text AS table_name, c.conname, c.contype, pg_get_constraintdef(c.oid) AS definition
      FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE n.nspname = current_schema() AND c.conrelid::regclass::text NOT LIKE 'glossa_%'
      ORDER BY 1, 2`),
    triggers: await rows(sql`SELECT trigger_name FROM information_schema.triggers WHERE trigger_schema = current_schema()`),
  };
}
