/**
 * A signed-in reader's records beside the lists (X7, X8), kept in stores/user-records.ts:
 * the lookup history, the review's cards and grades. The rules:
 *
 * - of two changes to one record, the later by the server's clock stays: a browser dates its
 *   changes by its own clock and says when it sent them (`sentAt`), so each change is brought
 *   to the server's clock by the difference (and never later than its arrival); a change older
 *   than what the server holds is not taken, and the answer gives back the later record, so
 *   the browser takes it at once;
 * - a deletion is a change like any other and stays as a tombstone: a browser that was
 *   offline learns of it, and nothing it kept from before comes back;
 * - every change takes the next place in the user's sequence; a browser reads what changed
 *   after the place it last read (its cursor), so a read when nothing changed is one cheap call;
 * - bounds: at most 100 records a call (the operation table), 16 KiB of data each, and
 *   100,000 records a user (tombstones included); a put that would pass the cap first
 *   compacts the user's records (seen tombstones, old grades: rules/record-compaction.ts),
 *   and a new record is refused (409) only if they are still at the cap;
 * - every put is one transaction: all of it is kept, or none.
 */
import type { models } from '../../lib/shared/api/index.ts';
import { Refusal } from '../shared/errors.ts';
import { inTransaction, type AppDatabase } from '../stores/app-db.ts';
import { createRecordCompactionStore } from '../stores/record-compaction.ts';
import { createUserRecordStore, type RecordRow } from '../stores/user-records.ts';
import type { UserRow } from './accounts.ts';
import { createWriteWatch, type WriteWatch } from './app-db-writes.ts';
import { compactRecords, DEFAULT_COMPACTION, UNNAMED_READER, type CompactionRule } from './record-compaction.ts';

type StoredRecordJson = import('zod').input<typeof models.StoredRecord>;
type RecordsPut = import('zod').output<typeof models.RecordsPut>;

export interface RecordLimits {
  /** Records a user may keep, tombstones included. */
  recordsPerUser: number;
  /** The largest data of one record, as JSON (bytes). */
  dataBytes: number;
}

export const DEFAULT_RECORD_LIMITS: RecordLimits = { recordsPerUser: 100_000, dataBytes: 16 * 1024 };

function toJson(row: RecordRow): StoredRecordJson {
  return {
    kind: row.kind,
    key: row.record_key,
    changedAt: row.changed_at,
    ...(row.data === null ? { deleted: true } : { data: JSON.parse(row.data) as Record<string, unknown> }),
  };
}

export function createUserRecords(
  db: AppDatabase,
  now: () => number = Date.now,
  limits: RecordLimits = DEFAULT_RECORD_LIMITS,
  writes: WriteWatch = createWriteWatch(db.name),
  compaction: CompactionRule = DEFAULT_COMPACTION,
) {
  const store = createUserRecordStore(db);
  const readers = createRecordCompactionStore(db);

  return {
    /** Keeps the records that are later than the server's; answers the cursor after them and the server's later ones. */
    put(user: UserRow, body: RecordsPut): Promise<{ cursor: number; later: StoredRecordJson[] }> {
      const at = now();
      const skew = at - body.sentAt;
      const changes = body.records.map((record) => {
        const data = record.deleted ? null : JSON.stringify(record.data ?? {});
        if (data !== null && Buffer.byteLength(data) > limits.dataBytes) {
          throw new Refusal(
            'invalid',
            `A record may hold at most ${limits.dataBytes / 1024} KiB of data: ${record.kind} “${record.key}” holds more`,
          );
        }
        // By the server's clock, and never later than now: a browser's clock running ahead wins nothing.
        return { kind: record.kind, key: record.key, changedAt: Math.max(0, Math.min(at, Math.round(record.changedAt + skew))), data };
      });
      return writes.write(() =>
        inTransaction(db, async (queries) => {
          const inside = createUserRecordStore(db, queries);
          await inside.lock(user.id);
          let seq = await inside.lastSeq(user.id);
          let count = await inside.count(user.id);
          let compacted = false;
          const later = new Map<string, RecordRow>();
          for (const change of changes) {
            const held = await inside.record(user.id, change.kind, change.key);
            if (held && held.changed_at > change.changedAt) {
              later.set(`${held.kind}\n${held.record_key}`, held);
              continue;
            }
            if (!held && count >= limits.recordsPerUser && !compacted) {
              compacted = true;
              await compactRecords(createRecordCompactionStore(db, queries), user.id, at, compaction);
              count = await inside.count(user.id);
            }
            if (!held && count >= limits.recordsPerUser) {
              throw new Refusal(
                'conflict',
                `An account may keep at most ${limits.recordsPerUser} records: nothing of this change was kept`,
              );
            }
            if (!held) count++;
            seq++;
            later.delete(`${change.kind}\n${change.key}`);
            await inside.put(
              user.id,
              { kind: change.kind, record_key: change.key, changed_at: change.changedAt, seq, data: change.data },
              held !== undefined,
            );
          }
          return { cursor: seq, later: [...later.values()].map(toJson) };
        }),
      );
    },

    /**
     * Up to `limit` records changed after the cursor `since`, in the order they changed, and
     * the cursor to read from next. A cursor past the user's last change (a database made
     * afresh) answers the last change's place, lower than the one asked: read again from 0.
     * So does a cursor from before deletions were dropped, read by a browser not known since
     * (rules/record-compaction.ts): it answers 0, with nothing. The read is the browser's
     * (`client`) word that it holds every change up to `since`.
     */
    async changedSince(
      user: UserRow,
      since: number,
      limit: number,
      client?: string,
    ): Promise<{ records: StoredRecordJson[]; cursor: number; more: boolean }> {
      const reader = client ?? UNNAMED_READER;
      const at = now();
      const { known, droppedThrough } = await writes.read(async () => ({
        known: await readers.known(user.id, reader),
        droppedThrough: await readers.droppedThrough(user.id),
      }));
      // A browser without a name may be behind in anything: it holds every deletion back.
      await writes.write(() => readers.readFrom(user.id, reader, client === undefined ? 0 : since, at));
      if (since > 0 && !known && since < droppedThrough) return { records: [], cursor: 0, more: false };
      const rows = await writes.read(() => store.changedSince(user.id, since, limit + 1));
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const cursor = last ? last.seq : Math.min(since, await writes.read(() => store.lastSeq(user.id)));
      return { records: page.map(toJson), cursor, more: rows.length > limit };
    },
  };
}

export type UserRecords = ReturnType<typeof createUserRecords>;
