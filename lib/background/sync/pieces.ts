/**
 * Sending an entry's words (L5, L7) when the body may be too large for something on the
 * way: a 413 halves the piece and both halves go, in order, down to one word. Each piece
 * that lands leaves the entry at once, so a retry (after a failure, or in a worker
 * started again) sends only the rest. A word refused even alone stays in the entry and
 * its 413 is thrown once every other piece went, for the drain to keep it as refused.
 */
import { isApiError, type ApiError } from '../../shared/api';
import { askPermit, type SignedIn, type SyncContext } from './context';

const TOO_LARGE = 413;

export async function sendWordsInPieces(
  ctx: SyncContext,
  session: SignedIn,
  seq: number,
  send: (words: string[]) => Promise<unknown>,
): Promise<void> {
  const { db } = ctx;
  // Read afresh: an earlier run may have sent some pieces already.
  let remaining = (await db.outbox.get(seq))?.payload.words ?? [];
  const pieces = [remaining];
  let tooLarge: ApiError | undefined;
  while (pieces.length > 0) {
    const piece = pieces.shift() ?? [];
    if (piece.length === 0) continue;
    askPermit(ctx, session);
    try {
      await send(piece);
    } catch (error) {
      if (!isApiError(error) || error.status !== TOO_LARGE) throw error;
      if (piece.length === 1) tooLarge = error;
      else pieces.unshift(piece.slice(0, Math.ceil(piece.length / 2)), piece.slice(Math.ceil(piece.length / 2)));
      continue;
    }
    const landed = new Set(piece);
    remaining = remaining.filter((word) => !landed.has(word));
    await db.outbox.update(seq, { 'payload.words': remaining });
  }
  if (tooLarge) throw tooLarge;
}
