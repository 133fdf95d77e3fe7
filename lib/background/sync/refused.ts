/**
 * Changes the service refused for a reason that will not pass by itself (a 409, a word
 * too large even alone, a 403 about something that is not a list): never dropped and
 * never taken out of the mirror, since the list and its words are the user's. The entry
 * stays in the outbox, marked, with the service's words; it is not sent again until the
 * user retries it, and later changes of its list wait behind it (they may depend on
 * it). Other lists go on. Discarding one is the user's decision (send-entry.ts's dropEntry).
 */
import type { RefusedChange, RefusedRecords } from '../../shared/messages/answers';
import type { GlossaDatabase, OutboxEntry } from '../store/db';
import { changeState, withoutMarks } from './state';

/** Marks the entry refused. A creation it made is known not to have happened: its mark ends. */
export async function refuseEntry(db: GlossaDatabase, account: string, entry: OutboxEntry, reason: string, at: number): Promise<void> {
  const seq = entry.seq;
  if (seq === undefined) return;
  await db.transaction('rw', db.outbox, db.meta, async () => {
    await db.outbox.update(seq, { refused: { reason, at } });
    await changeState(db, account, (state) => withoutMarks(state, (mark) => mark.seq === seq));
  });
}

/** The account's next entry to send, in order: not refused, and not of a list held by a refused one. */
export function nextEntry(db: GlossaDatabase, account: string): Promise<OutboxEntry | undefined> {
  const held = new Set<string>();
  return db.outbox
    .where('account')
    .equals(account)
    .filter((entry) => {
      if (entry.refused) held.add(entry.listLocalId);
      return !held.has(entry.listLocalId);
    })
    .first();
}

/** The account's refused changes, in order, as views show them. */
export async function refusedChanges(db: GlossaDatabase, account: string): Promise<RefusedChange[]> {
  const entries = await db.outbox
    .where('account')
    .equals(account)
    .filter((entry) => entry.refused !== undefined)
    .toArray();
  const lists = await db.lists.bulkGet(entries.map((entry) => entry.listLocalId));
  return entries.flatMap((entry, i) =>
    entry.seq === undefined || !entry.refused || entry.kind === 'records'
      ? []
      : [
          {
            seq: entry.seq,
            listLocalId: entry.listLocalId,
            listName: lists[i]?.name ?? entry.payload.name ?? '',
            kind: entry.kind,
            ...(entry.payload.words && { words: entry.payload.words }),
            reason: entry.refused.reason,
          },
        ],
  );
}

/** The account's refused records' changes, as views show them: how many, and why. */
export async function refusedRecords(db: GlossaDatabase, account: string): Promise<RefusedRecords[]> {
  const entries = await db.outbox
    .where('account')
    .equals(account)
    .filter((entry) => entry.kind === 'records' && entry.refused !== undefined)
    .toArray();
  return entries.flatMap(({ seq, refused, payload }) =>
    seq === undefined || !refused ? [] : [{ seq, count: payload.records?.length ?? 0, reason: refused.reason }],
  );
}

/** The account's refused entry of this number, if there is one. */
export async function refusedEntry(db: GlossaDatabase, account: string, seq: number): Promise<OutboxEntry | undefined> {
  const entry = await db.outbox.get(seq);
  return entry?.account === account && entry.refused ? entry : undefined;
}

/** The user asked to send it again: it is an ordinary entry once more, due at once. */
export async function retryEntry(db: GlossaDatabase, entry: OutboxEntry): Promise<void> {
  if (entry.seq === undefined) return;
  await db.outbox.update(entry.seq, { refused: undefined, attempts: 0, notBefore: 0 });
}
