/**
 * Sending a change whose body may be too large for something on the way (a proxy's body
 * limit, say nginx's): a 413 halves the piece and both halves go, in order, down to one
 * item. Each piece that lands is handed to `landed` at once, for the caller to take it out
 * of what waits, so a retry (after a failure, or in a worker started again) sends only the
 * rest. An item refused even alone is not sent again: it is answered, with its refusal,
 * once every other piece went, for the caller to keep as refused.
 *
 * Used by an entry's words (L5, L7) and by the records (X7, records-push.ts).
 */
import { isApiError, type ApiError } from '../../shared/api';
import type { GlossaDatabase } from '../store/db';
import { askPermit, type SignedIn } from './session';

const TOO_LARGE = 413;

/** An item the service (or something on the way) refused even alone. */
export interface RefusedAlone<T> {
  item: T;
  error: ApiError;
}

export async function sendInPieces<T, A>(
  session: SignedIn,
  items: readonly T[],
  send: (piece: T[]) => Promise<A>,
  landed: (piece: T[], answer: A) => Promise<void>,
): Promise<RefusedAlone<T>[]> {
  const pieces = [[...items]];
  const refused: RefusedAlone<T>[] = [];
  while (pieces.length > 0) {
    const piece = pieces.shift() ?? [];
    if (piece.length === 0) continue;
    askPermit(session);
    let answer: A;
    try {
      answer = await send(piece);
    } catch (error) {
      if (!isApiError(error) || error.status !== TOO_LARGE) throw error;
      const [item] = piece;
      if (piece.length === 1 && item !== undefined) refused.push({ item, error });
      else pieces.unshift(piece.slice(0, Math.ceil(piece.length / 2)), piece.slice(Math.ceil(piece.length / 2)));
      continue;
    }
    await landed(piece, answer);
  }
  return refused;
}

/**
 * An outbox entry's words in pieces. A word refused even alone stays in the entry and its
 * 413 is thrown once every other piece went, for the drain to keep it as refused.
 */
export async function sendWordsInPieces(
  db: GlossaDatabase,
  session: SignedIn,
  seq: number,
  send: (words: string[]) => Promise<unknown>,
): Promise<void> {
  // Read afresh: an earlier run may have sent some pieces already.
  let remaining = (await db.outbox.get(seq))?.payload.words ?? [];
  const refused = await sendInPieces(session, remaining, send, async (piece) => {
    const landed = new Set(piece);
    remaining = remaining.filter((word) => !landed.has(word));
    await db.outbox.update(seq, { 'payload.words': remaining });
  });
  const [first] = refused;
  if (first) throw first.error;
}
