/**
 * The server's two databases for its accounts and lists, for the suites that run on both:
 * SQLite (the data folder's file, as `npm start` runs) and PostgreSQL (a database of its own in
 * the tests' throwaway cluster, dev/postgres-for-tests.ts). A suite runs once per database:
 *
 *   describe.each(DATABASES)('on %s', (database) => {
 *     beforeAll(async () => { t = await startTestServer(await onDatabase(database)); });
 *   });
 */
import { inject } from 'vitest';
import { createDatabase } from '../../dev/postgres-cluster.ts';
import type { ServerOptions } from '../../server/server.ts';

export const DATABASES = ['SQLite', 'PostgreSQL'] as const;
export type DatabaseName = (typeof DATABASES)[number];

/** The server's options on that database: on PostgreSQL, a new database of its own. */
export async function onDatabase(database: DatabaseName, options: ServerOptions = {}): Promise<ServerOptions> {
  return database === 'PostgreSQL' ? { ...options, databaseUrl: await createDatabase(inject('postgresUrl')) } : options;
}

/** Where a store opened by a test keeps its rows: a file in `dir`, or a new PostgreSQL database. */
export async function appDatabaseFor(database: DatabaseName, file: string): Promise<string> {
  return database === 'PostgreSQL' ? createDatabase(inject('postgresUrl')) : file;
}
