/**
 * Version 8 of the extension's database: every grade of the review log has an id of its own,
 * the same in every browser of an account, so that two browsers' logs merge grade by grade.
 * Grades logged before it get theirs when the database opens; nothing else of them changes.
 */
import Dexie from 'dexie';
import { expect, it } from 'vitest';
import { openDatabase } from '../../../../lib/background/store/db';

it('gives every grade logged before version 8 an id of its own, and keeps the rest of it', async () => {
  const name = `grade-ids-${Date.now()}`;
  const before = new Dexie(name);
  before.version(4).stores({
    cache: 'key, lastUsedAt, baseUrl',
    lists: 'localId, account, [account+serverId]',
    listWords: '[listLocalId+word], listLocalId',
    outbox: '++seq, account, listLocalId',
    meta: 'key',
    history: 'key, lastAt, site',
    cards: '[account+key], [account+due], account',
    reviewLog: '++id, [account+key], account, reviewedAt',
  });
  const grade = (key: string) => ({ account: 'browser', key, rating: 3, reviewedAt: 1, elapsedDays: 0, scheduledDays: 1, before: {} });
  await before.table('reviewLog').bulkAdd([grade('owl'), grade('wren')]);
  before.close();

  const db = openDatabase(name);
  const grades = await db.reviewLog.toArray();
  expect(grades.map((g) => [g.key, g.rating])).toEqual([
    ['owl', 3],
    ['wren', 3],
  ]);
  const ids = grades.map((g) => g.uid);
  expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
  expect(new Set(ids).size).toBe(2);
  expect(
    await db.reviewLog
      .where('uid')
      .equals(ids[0] ?? '')
      .count(),
  ).toBe(1);
  db.close();
});
