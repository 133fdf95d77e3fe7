/**
 * Audio URLs are signed and expire: the live service's 600 seconds after its answer, the
 * project's server's likewise (their `Expires` parameter says when, in epoch seconds).
 * Whoever keeps a list of them asks for it again before then.
 */
import type { AudioFile } from './models';

/** Ask again this long before a URL expires, so a click never gets a dead link. */
const MARGIN_MS = 30_000;
/** When a URL does not say when it expires, assume the live service's ten minutes. */
const ASSUMED_LIFETIME_MS = 10 * 60_000;

/** When a list of recordings fetched at `fetchedAt` must be asked for again (epoch ms). */
export function audioLinksExpireAt(files: readonly AudioFile[], fetchedAt: number): number {
  const times = files.map((file) => {
    try {
      const expires = Number(new URL(file.fileUrl ?? '').searchParams.get('Expires'));
      return Number.isFinite(expires) && expires > 0 ? expires * 1000 : fetchedAt + ASSUMED_LIFETIME_MS;
    } catch {
      return fetchedAt + ASSUMED_LIFETIME_MS;
    }
  });
  return Math.min(fetchedAt + ASSUMED_LIFETIME_MS, ...times) - MARGIN_MS;
}
