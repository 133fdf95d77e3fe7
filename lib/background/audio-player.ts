/**
 * Plays pronunciation audio from the extension's side, where no page's
 * Content-Security-Policy applies: in Chromium through an offscreen document (a service
 * worker has no audio), in Firefox's background page directly.
 */
import type { HandlerDeps } from './handlers';

export const OFFSCREEN_TARGET = 'glossa-offscreen';
const OFFSCREEN_PATH = '/offscreen.html';

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

export function createAudioPlayer(): HandlerDeps['player'] {
  const maybeOffscreen = (browser as Partial<typeof browser>).offscreen;
  if (!maybeOffscreen) {
    return {
      async play(url) {
        if (!isPlayableUrl(url)) throw new Error('the recording is not on the web (http or https)');
        const audio = new Audio(url);
        await audio.play();
        return { durationMs: playingMs(audio) };
      },
    };
  }

  const offscreen = maybeOffscreen;
  let creating: Promise<void> | undefined;
  async function ensureDocument() {
    const url = browser.runtime.getURL(OFFSCREEN_PATH as '/');
    const existing = await browser.runtime.getContexts({ contextTypes: ['OFFSCREEN_DOCUMENT' as Browser.runtime.ContextType], documentUrls: [url] });
    if (existing.length > 0) return;
    creating ??= offscreen
      .createDocument({ url, reasons: ['AUDIO_PLAYBACK' as Browser.offscreen.Reason], justification: 'Plays the pronunciation the user asked for.' })
      .finally(() => (creating = undefined));
    await creating;
  }

  return {
    async play(url) {
      if (!isPlayableUrl(url)) throw new Error('the recording is not on the web (http or https)');
      await ensureDocument();
      const answer = (await browser.runtime.sendMessage({ target: OFFSCREEN_TARGET, type: 'play', url })) as OffscreenAnswer | undefined;
      if (!answer?.ok) throw new Error(answer?.error ?? 'the recording could not be played');
      return { durationMs: answer.durationMs };
    },
  };
}

/** Opens the full word page (made by the word page's own entrypoint) in a new tab. */
export const pages: HandlerDeps['pages'] = {
  async openWordPage(word) {
    const page = (browser.runtime.getURL as (path: string) => string)('/word.html');
    await browser.tabs.create({ url: `${page}?word=${encodeURIComponent(word)}` });
  },
};
