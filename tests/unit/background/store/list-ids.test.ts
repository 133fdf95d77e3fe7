/**
 * Version 9 of the extension's database names a list's two ids for what they are: the
 * permalink, kept before as `serverId`, and the service's number for the list, kept before as
 * `serverNumber`. Lists mirrored before it are found by their permalink once it opens, and the
 * sync goes on with them as its own (no second list, no list taken for another).
 */
import Dexie from 'dexie';
import { expect, it } from 'vitest';
import { BROWSER_LISTS } from '../../../../lib/background/store/db';
import { ACCOUNT, setup } from '../sync/support/harness';

/** Writes lists into a database as version 8 kept them. */
async function writeVersion8(name: string, lists: Record<string, unknown>[]): Promise<void> {
  const before = new Dexie(name);
  before.version(8).stores({
    cache: 'key, lastUsedAt, baseUrl',
    lists: 'localId, account, [account+serverId]',
    listWords: '[listLocalId+word], listLocalId',
    outbox: '++seq, account, listLocalId',
    meta: 'key',
    history: 'key, lastAt, site',
    cards: '[account+key], [account+due], account',
    reviewLog: '++id, [account+key], account, reviewedAt, uid',
  });
  await before.table('lists').bulkAdd(lists);
  before.close();
}

it('moves the permalink and the service’s number of every list to their names, and the sync finds the lists by permalink', async () => {
  const name = `list-ids-${Date.now()}`;
  const h = await setup({ database: name });
  const birds = await h.service.create('Birds');
  await h.service.add(birds, ['owl', 'wren']);
  const number = (await h.service.list(birds))?.id;
  expect(number).toEqual(expect.any(Number));
  const dates = { numberWordsInList: 0, createdAt: '2025-03-01T09:00:00.000Z', updatedAt: '2025-03-01T09:00:00.000Z' };
  await writeVersion8(name, [
    { localId: 'mirrored', account: ACCOUNT, serverId: birds, serverNumber: number, name: 'Birds', ...dates },
    { localId: 'kept-here', account: BROWSER_LISTS, name: 'Shells', ...dates },
  ]);

  const mirrored = await h.db.lists.get('mirrored');
  expect(mirrored).toMatchObject({ permalink: birds, serverId: number });
  expect(mirrored).not.toHaveProperty('serverNumber');
  const keptHere = await h.db.lists.get('kept-here');
  expect(keptHere).toMatchObject({ account: BROWSER_LISTS, name: 'Shells' });
  expect(keptHere).not.toHaveProperty('permalink');
  expect(keptHere).not.toHaveProperty('serverId');
  expect((await h.db.lists.where('[account+permalink]').equals([ACCOUNT, birds]).toArray()).map((l) => l.localId)).toEqual(['mirrored']);

  expect(await h.engine.pull()).toEqual({ ok: true });
  const lists = await h.db.lists.where('account').equals(ACCOUNT).toArray();
  expect(lists.map((l) => [l.localId, l.permalink, l.serverId, l.numberWordsInList])).toEqual([['mirrored', birds, number, 2]]);
  expect(await h.mirror()).toEqual(await h.service.snapshot());
  h.db.close();
});
