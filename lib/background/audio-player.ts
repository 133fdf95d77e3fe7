/**
 * Plays pronunciation audio from the extension's side, where no page's
 * Content-Security-Policy applies: in Chromium through an offscreen document (a service
 * worker has no audio), in Firefox's background page directly.
 */
import { browser, type Browser } from 'wxt/browser';
import { isPlayableUrl, playingMs, OFFSCREEN_TARGET, type OffscreenAnswer } from '../shared/messages/offscreen';

const OFFSCREEN_PATH = '/offscreen.html';

/** Plays a recording from the extension's side (how long it plays, when known); rejects when it cannot be played. */
export interface AudioPlayer {
  play(url: string): Promise<{ durationMs?: number }>;
}

export function createAudioPlayer(): AudioPlayer {
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
    const existing = await browser.runtime.getContexts({
      contextTypes: ['OFFSCREEN_DOCUMENT' as Browser.runtime.ContextType],
      documentUrls: [url],
    });
    if (existing.length > 0) return;
    creating ??= offscreen
      .createDocument({
        url,
        reasons: ['AUDIO_PLAYBACK' as Browser.offscreen.Reason],
        justification: 'Plays the pronunciation the user asked for.',
      })
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
