/**
 * The `Idempotency-Key` of a change a sync may send again (an operation the table marks
 * `repeatable`): a repeat of the same request (an answer lost on the way, a retry after a
 * timeout, a worker started again) carries the same key, and the service answers what it
 * answered the first time instead of making the change twice.
 *
 * A key is this browser's id (reader-id.ts: another browser of the same account never makes
 * the same key) and a digest of everything the request says: the outbox entry it comes from,
 * the list it is about, and its body. So the same request always has the same key, and a
 * request that differs in anything (a piece of other words, a list made again at another
 * address) has another: the service refuses a key sent again with another request.
 */
import type { GlossaDatabase } from '../store/db';
import { readerId } from './reader-id';

/** Hex digits of the digest kept: 128 bits, far from any collision among one browser's changes. */
const DIGEST_HEX = 32;

export async function changeKey(db: GlossaDatabase, request: readonly unknown[]): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(request));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const hex = [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${await readerId(db)}.${hex.slice(0, DIGEST_HEX)}`;
}
