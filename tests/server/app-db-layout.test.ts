/**
 * The app database's layout, as each engine reports it, is the one every earlier Glossa made
 * (app-db-layout.json, read from databases the server made before its tables were described
 * once for both engines): a database made today and one made then take the same steps from here.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../dev/paths.ts';
import { openAppDatabase } from '../../server/stores/app-db.ts';
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
