import { describe, expect, it, vi } from 'vitest';
import { createHandlers } from '../../../lib/background/handlers';
import type { HandlerDeps } from '../../../lib/background/handlers/types';
import type { SenderInfo } from '../../../lib/background/sender-info';

const page: SenderInfo = { fromExtensionPage: false, pageUrl: 'https://example.org/', tabId: 1, frameId: 0 };

type File = { fileUrl: string; createdBy?: string; duration?: number; attributionText?: string };

function handlersWith(files: File[][], play: (url: string) => Promise<{ durationMs?: number } | undefined>, voice: 'us' | 'uk' = 'us') {
  const audio = { audio: vi.fn(async () => files.shift() ?? []), forget: vi.fn() };
  const pages = { openWordPage: vi.fn(async () => undefined) };
  const handlers = createHandlers({
    audio,
    player: { play: vi.fn(async (url: string) => (await play(url)) ?? {}) },
    pages,
    settings: { read: async () => ({ voice }) },
  } as unknown as HandlerDeps);
  return { handlers, audio, pages };
}

describe('playing a pronunciation from the background', () => {
  it('plays the first recording', async () => {
    const { handlers } = handlersWith([[{ fileUrl: 'http://x/a.mp3' }, { fileUrl: 'http://x/b.mp3' }]], async () => undefined);
    expect(await handlers.playAudio({ type: 'playAudio', word: 'goose' }, page)).toEqual({ played: true, files: 2, synthesized: false });
  });

  it('plays the voice chosen in the options where the service offers it, the first recording otherwise', async () => {
    const voices = [
      { fileUrl: 'http://x/us.mp3', attributionText: 'Synthesized speech by eSpeak NG, US voice (en-us; not a human recording)' },
      { fileUrl: 'http://x/uk.mp3', attributionText: 'Synthesized speech by eSpeak NG, UK voice (en-gb; not a human recording)' },
    ];
    for (const [voice, files, expected] of [
      ['uk', voices, 'http://x/uk.mp3'],
      ['us', voices, 'http://x/us.mp3'],
      ['uk', [{ fileUrl: 'http://x/one.mp3' }], 'http://x/one.mp3'],
    ] as const) {
      const played: string[] = [];
      const { handlers } = handlersWith([[...files]], async (url) => void played.push(url), voice);
      await handlers.playAudio({ type: 'playAudio', word: 'goose' }, page);
      expect(played).toEqual([expected]);
    }
  });

  it('asks for the list again when a URL fails (it has probably expired), once', async () => {
    const played: string[] = [];
    const { handlers, audio } = handlersWith([[{ fileUrl: 'http://x/old.mp3' }], [{ fileUrl: 'http://x/new.mp3' }]], async (url) => {
      played.push(url);
      if (url.includes('old')) throw new Error('403');
      return undefined;
    });
    expect(await handlers.playAudio({ type: 'playAudio', word: 'goose' }, page)).toEqual({ played: true, files: 1, synthesized: false });
    expect(played).toEqual(['http://x/old.mp3', 'http://x/new.mp3']);
    expect(audio.forget).toHaveBeenCalledWith('goose');
  });

  it('says when there is no recording, so the bubble can speak the word instead', async () => {
    const { handlers } = handlersWith([[]], async () => undefined);
    expect(await handlers.playAudio({ type: 'playAudio', word: 'goose' }, page)).toEqual({ played: false, files: 0 });
  });

  it('says how long the recording plays, so the bubble’s “Playing…” ends with it, and whether its voice is synthesized', async () => {
    const espeak = {
      fileUrl: 'http://x/a.mp3',
      createdBy: 'espeak-ng',
      duration: 0.62,
      attributionText: 'Synthesized speech by eSpeak NG (not a human recording)',
    };
    const { handlers } = handlersWith(
      [[espeak], [espeak], [{ fileUrl: 'http://x/b.mp3', createdBy: 'ahd', duration: 0.94 }]],
      async (url) => (url.endsWith('a.mp3') ? { durationMs: 700 } : undefined),
    );
    // The audio element's own length first; the service's when the element knows none.
    expect(await handlers.playAudio({ type: 'playAudio', word: 'goose' }, page)).toEqual({
      played: true,
      files: 1,
      synthesized: true,
      durationMs: 700,
    });
    expect(await handlers.playAudio({ type: 'playAudio', word: 'goose' }, page)).toMatchObject({ synthesized: true, durationMs: 700 });
    expect(await handlers.playAudio({ type: 'playAudio', word: 'ruby' }, page)).toEqual({
      played: true,
      files: 1,
      synthesized: false,
      durationMs: 940,
    });
  });

  it('opens the word page', async () => {
    const { handlers, pages } = handlersWith([], async () => undefined);
    await handlers.openWordPage({ type: 'openWordPage', word: 'ice cream' }, page);
    expect(pages.openWordPage).toHaveBeenCalledWith('ice cream');
  });
});
