/**
 * This browser's name on the service's records (X8's `client`): made once, kept in `meta`
 * beside the sync's other facts, and sent with every read of records, so that the server
 * drops a deletion's tombstone only once every browser of the account has read past it
 * (server/rules/record-compaction.ts). It is no secret, but it is the background's: no page
 * sees it. A database made afresh is a new browser to the service, which is what it is.
 * It also tells this browser's idempotency keys from another browser's of the same account.
 */
import type { GlossaDatabase } from '../store/db';

// Not under `sync:`: those keys hold the state of one account each.
const READER_KEY = 'reader-id';

/** The browser's id, made (in one transaction, so two callers agree) the first time it is asked for. */
export function readerId(db: GlossaDatabase): Promise<string> {
  return db.transaction('rw', db.meta, async () => {
    const kept = (await db.meta.get(READER_KEY))?.value;
    if (typeof kept === 'string') return kept;
    const made = crypto.randomUUID();
    await db.meta.put({ key: READER_KEY, value: made });
    return made;
  });
}
