/**
 * The app database's layout, as each engine reports it, is the one every earlier Glossa made
 * (app-db-layout.json, read from databases the server made before its tables were described
 * once for both engines): a database made today and one made then take the same steps from here.
 */
import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../dev/paths.ts';
import { SQLITE } from '../../server/stores/app-db-dialect.ts';
import { MIGRATIONS } from '../../server/stores/app-db-migrations.ts';
import {
  createIndexes,
  createTables,
  IDEMPOTENCY_KEYS,
  RECORD_COMPACTIONS,
  RECORD_READERS,
  SIGN_IN_ATTEMPTS,
  TABLES_OF_LAYOUT_8,
  USER_RECORDS,
  WORD_LIST_WORDS_BY_DATE,
} from '../../server/stores/app-db-tables.ts';
import { openAppDatabase } from '../../server/stores/app-db.ts';
import { LOCKS } from '../../server/stores/lock-keys.ts';
import { layoutOf } from '../support/app-db-layout.ts';
import { appDatabaseFor, DATABASES } from '../support/databases.ts';

const RECORDED = JSON.parse(readFileSync(join(import.meta.dirname, 'app-db-layout.json'), 'utf8')) as Record<string, unknown>;
const dir = mkdtempSync(join(PROJECT_ROOT, '.tmp', 'app-db-layout-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(DATABASES)('a new database on %s', (database) => {
  it('has the layout every earlier Glossa made', async () => {
    const db = await openAppDatabase(await appDatabaseFor(database, join(dir, `${database}.sqlite`)));
    try {
      expect(await layoutOf(db)).toEqual(RECORDED[database]);
    } finally {
      await db.close();
    }
  });
});

describe("SQLite's history", () => {
  it('makes the layout the tables’ descriptions make, which PostgreSQL has', async () => {
    const file = join(dir, 'described.sqlite');
    const described = new Database(file);
    described.exec(
      createTables(SQLITE, [...TABLES_OF_LAYOUT_8, SIGN_IN_ATTEMPTS, USER_RECORDS, IDEMPOTENCY_KEYS, RECORD_READERS, RECORD_COMPACTIONS]),
    );
    described.exec(createIndexes(SQLITE, [WORD_LIST_WORDS_BY_DATE]));
    described.pragma(`user_version = ${MIGRATIONS.length}`);
    described.close();
    const db = await openAppDatabase(file);
    try {
      expect(await layoutOf(db)).toEqual(RECORDED.SQLite);
    } finally {
      await db.close();
    }
  });
});

describe('the advisory locks’ keys', () => {
  it('are those every earlier Glossa took, so that servers of two versions wait for each other', () => {
    expect(LOCKS.migration).toEqual({ number: 0x676c6f73 });
    expect(LOCKS.sharedStateSchema).toEqual({ number: 0x676c6f73 });
    expect(LOCKS.listCreation).toEqual({ number: 0x6c697374 });
    expect(LOCKS.userRecords(7)).toEqual({ text: 'records:7' });
    expect(LOCKS.signInLine('address:127.0.0.1')).toEqual({ text: 'address:127.0.0.1' });
  });
});
