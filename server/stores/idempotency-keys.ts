/**
 * The answers of changes sent with an Idempotency-Key (rules/idempotency.ts), by user,
 * operation and key. A row is claimed by inserting it, which one request alone can do on
 * either engine (the primary key), so two requests with one key never both perform the
 * change; it holds the request's hash, so the key sent again with another request is told
 * apart, and the answer once the change is made.
 *
 * The table (app-db-migrations.ts, version 11):
 *
 *   idempotency_keys (
 *     user_id          the reader (users.id)
 *     operation        the operation's name (createWordList, putRecords, …)
 *     idempotency_key  the client's key, as sent
 *     request_hash     SHA-256 of the checked request (its path, query and body)
 *     answer           the answer's JSON ('' for none); NULL while it is being performed
 *     created_at       epoch ms, the server's clock: when the first request claimed the key
 *     PRIMARY KEY (user_id, operation, idempotency_key)
 *   )
 */
import type { AppDatabase } from './app-db.ts';

export interface KeyRef {
  userId: number;
  operation: string;
  key: string;
}

export interface HeldKey {
  requestHash: string;
  /** The answer; null while the first request is still being performed. */
  answer: string | null;
  createdAt: number;
}

export function createIdempotencyKeyStore(db: AppDatabase) {
  const { queries } = db;
  const row = (ref: KeyRef) =>
    queries
      .selectFrom('idempotency_keys')
      .where('user_id', '=', ref.userId)
      .where('operation', '=', ref.operation)
      .where('idempotency_key', '=', ref.key);

  return {
    /** Takes the key for this request, unless another request holds it: whether it was taken. */
    async claim(ref: KeyRef, requestHash: string, at: number): Promise<boolean> {
      const made = await queries
        .insertInto('idempotency_keys')
        .values({
          user_id: ref.userId,
          operation: ref.operation,
          idempotency_key: ref.key,
          request_hash: requestHash,
          answer: null,
          created_at: at,
        })
        .onConflict((conflict) => conflict.columns(['user_id', 'operation', 'idempotency_key']).doNothing())
        .executeTakeFirst();
      return Number(made.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async held(ref: KeyRef): Promise<HeldKey | undefined> {
      const found = await row(ref).select(['request_hash', 'answer', 'created_at']).executeTakeFirst();
      return found && { requestHash: found.request_hash, answer: found.answer, createdAt: Number(found.created_at) };
    },

    /** Keeps the answer of the request that holds the key. */
    async answered(ref: KeyRef, answer: string): Promise<void> {
      await queries
        .updateTable('idempotency_keys')
        .set({ answer })
        .where('user_id', '=', ref.userId)
        .where('operation', '=', ref.operation)
        .where('idempotency_key', '=', ref.key)
        .execute();
    },

    /** Lets the key go while unanswered (the change was refused or failed: nothing was made). */
    async release(ref: KeyRef): Promise<void> {
      await queries
        .deleteFrom('idempotency_keys')
        .where('user_id', '=', ref.userId)
        .where('operation', '=', ref.operation)
        .where('idempotency_key', '=', ref.key)
        .where('answer', 'is', null)
        .execute();
    },

    /**
     * Takes over a key left unanswered since before `staleBefore` (its server stopped while
     * performing it): whether this request took it. One request alone can (the update's condition).
     */
    async takeOver(ref: KeyRef, staleBefore: number, at: number): Promise<boolean> {
      const taken = await queries
        .updateTable('idempotency_keys')
        .set({ created_at: at })
        .where('user_id', '=', ref.userId)
        .where('operation', '=', ref.operation)
        .where('idempotency_key', '=', ref.key)
        .where('answer', 'is', null)
        .where('created_at', '<', staleBefore)
        .executeTakeFirst();
      return Number(taken.numUpdatedRows) > 0;
    },

    /** Forgets every key claimed before `before`: how many. */
    async purge(before: number): Promise<number> {
      const gone = await queries.deleteFrom('idempotency_keys').where('created_at', '<', before).executeTakeFirst();
      return Number(gone.numDeletedRows);
    },
  };
}
