/**
 * The records' compaction over time, on the server's records rules and each of its real
 * databases, with the server's clock in the test's hand: a browser silent for 90 days is not
 * waited for, and should it come back from below the place up to which tombstones were dropped,
 * it is told to read everything again (cursor 0), while a browser paging from 0 reads on.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../dev/paths.ts';
import { createAccounts } from '../../server/rules/accounts.ts';
import { createUserRecords } from '../../server/rules/user-records.ts';
import { openAppDatabase } from '../../server/stores/app-db.ts';
import { appDatabaseFor, DATABASES } from '../support/databases.ts';

const DAY = 86_400_000;
const dir = mkdtempSync(join(PROJECT_ROOT, '.tmp', 'record-compaction-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(DATABASES)('a browser silent for 90 days, on %s', (database) => {
  it('is not waited for, and on its return from below the dropped tombstones reads everything again', async () => {
    const db = await openAppDatabase(await appDatabaseFor(database, join(dir, `${database}.sqlite`)));
    try {
      let clock = Date.now();
      const now = () => clock;
      const user = await createAccounts(db, now).addUser({ username: 'jo', password: 'jo-password', email: 'jo@example.org' });
      const records = createUserRecords(db, now, { recordsPerUser: 4, dataBytes: 16 * 1024 });
      const history = (key: string) => ({ kind: 'history' as const, key, changedAt: clock, data: { headword: key } });
      const deleted = (key: string) => ({ kind: 'history' as const, key, changedAt: clock, deleted: true as const });

      await records.put(user, { sentAt: clock, records: ['a', 'b', 'c', 'd'].map(history) });
      // The old laptop reads up to here, and is not heard from again.
      expect((await records.changedSince(user, 0, 100, 'old-laptop')).cursor).toBe(4);
      await records.changedSince(user, 4, 100, 'old-laptop');
      await records.put(user, { sentAt: clock, records: ['a', 'b'].map(deleted) });
      await records.changedSince(user, 6, 100, 'phone');

      // While the laptop may come back, its unseen tombstones stay, and the put is refused.
      await expect(records.put(user, { sentAt: clock, records: [history('e')] })).rejects.toThrow(/at most 4 records/);

      clock += 91 * DAY;
      await records.changedSince(user, 6, 100, 'phone');
      expect((await records.put(user, { sentAt: clock, records: [history('e')] })).cursor).toBe(7);

      // The laptop comes back from below the dropped tombstones: read everything again.
      expect(await records.changedSince(user, 4, 100, 'old-laptop')).toEqual({ records: [], cursor: 0, more: false });
      // And pages from 0 as any browser does, without being sent back again.
      const first = await records.changedSince(user, 0, 1, 'old-laptop');
      expect(first).toMatchObject({ cursor: 3, more: true });
      const next = await records.changedSince(user, first.cursor, 100, 'old-laptop');
      expect(next.records.map((record) => record.key)).toEqual(['d', 'e']);
    } finally {
      await db.close();
    }
  });
});
