/**
 * What the drain does to the mirror when the service answered about a list: a server
 * id learnt (created or adopted), a list the service no longer has, a creation that
 * may have landed unheard.
 */
import type { models } from '../../shared/api';
import type { GlossaDatabase, ListRecord } from '../store/db';
import { findOwnCreation, olderThanMark } from './adopt';
import type { SignedIn } from './session';
import { forgetList, type Mirror } from './mirror';
import { readServiceLists, permalinkOf } from './service-reads';
import { changeState, forgetSeen, withoutMarks, type CreationMark } from './state';

/** Records the service's id of a list (and its dates), and ends the creation mark for it. */
export async function recordServiceIds(db: GlossaDatabase, account: string, listLocalId: string, created: models.WordList): Promise<void> {
  await db.transaction('rw', db.lists, db.meta, async () => {
    const list = await db.lists.get(listLocalId);
    if (list) {
      await db.lists.put({
        ...list,
        permalink: permalinkOf(created),
        serverId: created.id,
        ...(created.createdAt && { createdAt: created.createdAt }),
        ...(created.updatedAt && { updatedAt: created.updatedAt }),
      });
    }
    await changeState(db, account, (state) => withoutMarks(state, (mark) => mark.listLocalId === listLocalId));
  });
}

/**
 * The service answered 404 for the list: it was deleted there. The mirror forgets the
 * server id (pending additions will create the list again; anything else about it is
 * dropped), and what it had read of the list's words.
 */
export async function serviceLostList(db: GlossaDatabase, account: string, list: ListRecord): Promise<ListRecord> {
  return db.transaction('rw', db.lists, db.meta, async () => {
    const { permalink, serverId, ...rest } = (await db.lists.get(list.localId)) ?? list;
    await forgetSeen(db, account, permalink);
    if (await db.lists.get(list.localId)) await db.lists.put(rest);
    return rest;
  });
}

/** A list without a permalink and without pending changes can never reach the service: it goes. */
export async function forgetIfOrphan(db: GlossaDatabase, listLocalId: string): Promise<void> {
  const list = await db.lists.get(listLocalId);
  if (!list || list.permalink !== undefined) return;
  if ((await db.outbox.where('listLocalId').equals(listLocalId).count()) > 0) return;
  await forgetList(db, listLocalId);
}

/**
 * A creation of this list may have reached the service unheard (its mark is there):
 * read the user's lists and take the one it made, if it did. Answers the list as the
 * mirror now has it. A mark whose entry is gone and whose list was not found ends here.
 */
export async function settleCreation(
  { db, now }: Pick<Mirror, 'db' | 'now'>,
  session: SignedIn,
  list: ListRecord,
  mark: CreationMark,
): Promise<ListRecord> {
  const { lists, skewMs } = await readServiceLists(session, now, (page, skew) => olderThanMark(page, mark, skew));
  const known = new Set(
    (await db.lists.where('account').equals(session.account).toArray()).flatMap((l) => (l.permalink ? [l.permalink] : [])),
  );
  const own = findOwnCreation(lists, mark, skewMs, known);
  if (own) {
    await recordServiceIds(db, session.account, list.localId, own);
  } else if (!(await db.outbox.get(mark.seq))) {
    await changeState(db, session.account, (state) => withoutMarks(state, (m) => m.seq === mark.seq));
  }
  return (await db.lists.get(list.localId)) ?? list;
}
