/**
 * The offscreen document (Chromium): plays the recordings the background asks for and
 * reports whether playback started. It hears only messages addressed to it.
 */
import { OFFSCREEN_TARGET, type OffscreenAnswer } from '@/lib/background/audio-player';

let current: HTMLAudioElement | undefined;

browser.runtime.onMessage.addListener((raw, _sender, sendResponse: (answer: OffscreenAnswer) => void) => {
  const message = raw as { target?: string; type?: string; url?: string } | undefined;
  if (message?.target !== OFFSCREEN_TARGET || message.type !== 'play' || typeof message.url !== 'string') return false;
  current?.pause();
  const audio = (current = new Audio(message.url));
  // Let the recording's connection go once it has played.
  audio.addEventListener('ended', () => {
    audio.removeAttribute('src');
    audio.load();
  });
  audio.play().then(
    () => sendResponse({ ok: true }),
    (error: unknown) => sendResponse({ ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
  return true;
});
