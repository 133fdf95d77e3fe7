/**
 * The offscreen audio player's checks: it plays only http(s) recordings, and hears only
 * Glossa's own service worker (the background refuses other URLs before sending, too).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAudioPlayer } from '../../../lib/background/audio-player';
import { isFromOwnWorker, isPlayableUrl } from '../../../lib/shared/messages/offscreen';

afterEach(() => vi.unstubAllGlobals());

const own = { extensionId: 'glossa-id', workerUrl: 'chrome-extension://glossa-id/background.js' };

describe('the offscreen player', () => {
  it.each(['https://api.wordnik.com/audio/a.mp3', 'http://127.0.0.1:8787/v4/audio/goose.mp3'])('plays %s', (url) => {
    expect(isPlayableUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'data:audio/mpeg;base64,AAAA',
    'file:///etc/passwd',
    'chrome-extension://glossa-id/options.html',
    'blob:https://example.org/1234',
    'ftp://example.org/a.mp3',
    '/relative/a.mp3',
    '',
    42,
    undefined,
  ])('refuses %s', (url) => {
    expect(isPlayableUrl(url)).toBe(false);
  });

  it('hears Glossa’s service worker', () => {
    expect(isFromOwnWorker({ id: 'glossa-id', url: own.workerUrl }, own)).toBe(true);
  });

  it.each([
    ['a content script in a page', { id: 'glossa-id', url: 'https://evil.example/', tab: { id: 3 } }],
    ['another extension', { id: 'other-id', url: 'chrome-extension://other-id/background.js' }],
    ['one of Glossa’s pages', { id: 'glossa-id', url: 'chrome-extension://glossa-id/popup.html' }],
    ['a sender with no id', { url: own.workerUrl }],
  ])('does not hear %s', (_, sender) => {
    expect(isFromOwnWorker(sender, own)).toBe(false);
  });
});

describe('the background’s player', () => {
  it('refuses a recording that is not on the web before anything plays it', async () => {
    const played: string[] = [];
    vi.stubGlobal(
      'Audio',
      class {
        constructor(public src: string) {
          played.push(src);
        }
        play = async () => undefined;
      },
    );
    const player = createAudioPlayer();
    await expect(player.play('javascript:alert(1)')).rejects.toThrow(/http/);
    await expect(player.play('data:audio/mpeg;base64,AAAA')).rejects.toThrow(/http/);
    expect(played).toEqual([]);
    await player.play('https://example.org/a.mp3');
    expect(played).toEqual(['https://example.org/a.mp3']);
  });
});
