/**
 * The offscreen audio document's protocol (Chromium), shared by its two ends: the
 * background's audio player, which sends `play`, and the offscreen page, which plays and
 * answers. Only Glossa's service worker may ask, and only web recordings are played.
 */
export const OFFSCREEN_TARGET = 'glossa-offscreen';
export interface OffscreenAnswer {
  ok: boolean;
  error?: string;
  /** How long the recording plays, when the audio element knows (read once it started). */
  durationMs?: number;
}

/** A started recording's length in milliseconds, when the element knows a finite one. */
export function playingMs(audio: Pick<HTMLAudioElement, 'duration'>): number | undefined {
  return Number.isFinite(audio.duration) && audio.duration > 0 ? Math.round(audio.duration * 1000) : undefined;
}

/**
 * Only recordings on the web are played. A `fileUrl` comes from the service, which may be
 * any server: a `javascript:`, `data:`, `file:` or extension URL is never handed to an
 * audio element, neither by the background nor by the offscreen document.
 */
export function isPlayableUrl(url: unknown): url is string {
  if (typeof url !== 'string') return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** What the offscreen document knows of its one rightful sender: Glossa's service worker. */
export interface OwnWorker {
  extensionId: string;
  workerUrl: string;
}

/**
 * Whether a message reached the offscreen document from Glossa's service worker: the same
 * extension (not another one), no tab (not a content script in someone's page) and the
 * worker's own URL (not one of Glossa's pages, which have no business playing audio).
 */
export function isFromOwnWorker(sender: { id?: string; tab?: unknown; url?: string }, own: OwnWorker): boolean {
  return sender.id === own.extensionId && sender.tab === undefined && sender.url === own.workerUrl;
}
