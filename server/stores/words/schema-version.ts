/**
 * Which layout (server/data/schema.ts's `SCHEMA_VERSION`) a word database file was built with,
 * read before the file is opened as the store: a file of another layout is built again.
 */
import Database from 'better-sqlite3';

/** The layout version a word database was built with ('' when it says none, as an unfinished file). */
export function schemaVersionOf(file: string): string {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare("SELECT value FROM build_info WHERE key = 'schemaVersion'").get() as { value: string } | undefined;
    return row?.value ?? '';
  } catch {
    return '';
  } finally {
    db.close();
  }
}
