/**
 * The offscreen document (Chromium): plays the recordings the background asks for and
 * reports whether playback started. It hears only messages addressed to it by Glossa's
 * service worker, and plays only http(s) URLs: a content script (any page's, through a
 * compromised renderer) or one of Glossa's pages cannot make it play anything.
 */
import { browser } from 'wxt/browser';
import {
  isFromOwnWorker,
  isPlayableUrl,
  playingMs,
  OFFSCREEN_TARGET,
  type OffscreenAnswer,
  type OwnWorker,
} from '@/lib/shared/messages/offscreen';

let current: HTMLAudioElement | undefined;

// WXT writes the service worker as background.js (the manifest's background.service_worker).
// An offscreen document has only runtime's messaging, not getManifest, to ask with.
const own: OwnWorker = { extensionId: browser.runtime.id, workerUrl: `${location.origin}/background.js` };

browser.runtime.onMessage.addListener((raw, sender, sendResponse: (answer: OffscreenAnswer) => void) => {
  const message = raw as { target?: string; type?: string; url?: string } | undefined;
  if (message?.target !== OFFSCREEN_TARGET || message.type !== 'play' || !isFromOwnWorker(sender, own)) return false;
  if (!isPlayableUrl(message.url)) {
    sendResponse({ ok: false, error: 'the recording is not on the web (http or https)' });
    return false;
  }
  current?.pause();
  const audio = (current = new Audio(message.url));
  // Let the recording's connection go once it has played.
  audio.addEventListener('ended', () => {
    audio.removeAttribute('src');
    audio.load();
  });
  audio.play().then(
    // Its length goes back with the answer, so the view that asked can say when it ends.
    () => sendResponse({ ok: true, durationMs: playingMs(audio) }),
    (error: unknown) => sendResponse({ ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
  return true;
});
