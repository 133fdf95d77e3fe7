/**
 * Changes made here meeting changes made elsewhere, resolved predictably and told to the
 * reader (a note in the sync status, until dismissed), never lost silently:
 *
 * - a list renamed here and elsewhere: the later rename by the service's clock wins. Ours,
 *   waiting here, is dated when it was made (engine clock, brought to the service's by the
 *   skew of its Date header); theirs by the list's `updatedAt`, that is when it reached the
 *   service (the interface has no field for when a change was made), which the service also
 *   moves when words change: a rename elsewhere followed by new words there counts as that
 *   late, and of two renames made offline the one that reached the service first is dated
 *   by its arrival;
 * - a list deleted elsewhere while changes to it waited here: it stays deleted (nothing
 *   deleted comes back from a browser that was offline), and the words added here that
 *   went with it are named in the note.
 */
import type { models } from '../../shared/api';
import type { SyncNote } from '../../shared/messages/answers';
import type { ListRecord, OutboxEntry } from '../store/db';
import type { SyncContext } from './context';
import { forgetList } from './mirror';
import { changeState, forgetSeen, withNote, withoutMarks } from './state';

type NoteFields = SyncNote extends infer N ? (N extends SyncNote ? Omit<N, 'id' | 'at'> : never) : never;

function noteOf(ctx: SyncContext, fields: NoteFields): SyncNote {
  return { ...fields, id: crypto.randomUUID(), at: ctx.now() } as SyncNote;
}

/**
 * A pending rename met the list as the service has it (L4). Answers true when the rename
 * made elsewhere is later, so ours is not sent: the mirror takes their name. Either way a
 * rename made elsewhere is noted. Runs inside no transaction; writes its own.
 */
export async function judgeRename(
  ctx: SyncContext,
  account: string,
  list: ListRecord,
  entry: OutboxEntry,
  remote: models.WordList,
  skewMs: number | undefined,
): Promise<boolean> {
  const ours = entry.payload.name;
  const theirs = remote.name;
  if (ours === undefined || entry.payload.base === undefined || theirs == null) return false;
  if (theirs === ours || theirs === entry.payload.base) return false;
  const oursAt = entry.createdAt + (skewMs ?? 0);
  const theirsAt = remote.updatedAt ? Date.parse(remote.updatedAt) : Number.NaN;
  const theirsLater = Number.isFinite(theirsAt) && theirsAt > oursAt;
  const { db } = ctx;
  await db.transaction('rw', db.lists, db.meta, async () => {
    if (theirsLater && (await db.lists.get(list.localId))) await db.lists.update(list.localId, { name: theirs });
    const note = noteOf(ctx, {
      kind: 'renamed',
      listLocalId: list.localId,
      kept: theirsLater ? theirs : ours,
      notKept: theirsLater ? ours : theirs,
      keptHere: !theirsLater,
    });
    await changeState(db, account, (state) => withNote(state, note));
  });
  if (theirsLater) ctx.changed();
  return theirsLater;
}

/**
 * The service no longer has a list that it had (a 404 on it): deleted elsewhere. Every
 * change of it still waiting here goes, the list leaves the mirror, and the reader is told
 * which words added here went with it.
 */
export async function deletedElsewhere(ctx: SyncContext, account: string, list: ListRecord): Promise<void> {
  const { db } = ctx;
  await db.transaction('rw', [db.lists, db.listWords, db.outbox, db.meta], async () => {
    const waiting = db.outbox.where('listLocalId').equals(list.localId);
    const added = (await waiting.toArray()).flatMap((entry) => (entry.kind === 'addWords' ? (entry.payload.words ?? []) : []));
    await waiting.delete();
    await forgetSeen(db, account, list.serverId);
    const note = noteOf(ctx, { kind: 'deletedElsewhere', listName: list.name, words: [...new Set(added)] });
    await changeState(db, account, (state) =>
      withNote(
        withoutMarks(state, (mark) => mark.listLocalId === list.localId),
        note,
      ),
    );
    await forgetList(db, list.localId);
  });
  ctx.changed();
}
