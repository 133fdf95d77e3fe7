import { describe, expect, it, vi } from 'vitest';
import { createHandlers, type HandlerDeps } from '../../../lib/background/handlers';

function handlersWith(files: { fileUrl: string }[][], play: (url: string) => Promise<void>) {
  const audio = { audio: vi.fn(async () => files.shift() ?? []), forget: vi.fn() };
  const pages = { openWordPage: vi.fn(async () => undefined) };
  const handlers = createHandlers({ audio, player: { play: vi.fn(play) }, pages } as unknown as HandlerDeps);
  return { handlers, audio, pages };
}

describe('playing a pronunciation from the background', () => {
  it('plays the first recording', async () => {
    const { handlers } = handlersWith([[{ fileUrl: 'http://x/a.mp3' }, { fileUrl: 'http://x/b.mp3' }]], async () => undefined);
    expect(await handlers.playAudio({ type: 'playAudio', word: 'goose' })).toEqual({ played: true, files: 2 });
  });

  it('asks for the list again when a URL fails (it has probably expired), once', async () => {
    const played: string[] = [];
    const { handlers, audio } = handlersWith([[{ fileUrl: 'http://x/old.mp3' }], [{ fileUrl: 'http://x/new.mp3' }]], async (url) => {
      played.push(url);
      if (url.includes('old')) throw new Error('403');
    });
    expect(await handlers.playAudio({ type: 'playAudio', word: 'goose' })).toEqual({ played: true, files: 1 });
    expect(played).toEqual(['http://x/old.mp3', 'http://x/new.mp3']);
    expect(audio.forget).toHaveBeenCalledWith('goose');
  });

  it('says when there is no recording, so the bubble can speak the word instead', async () => {
    const { handlers } = handlersWith([[]], async () => undefined);
    expect(await handlers.playAudio({ type: 'playAudio', word: 'goose' })).toEqual({ played: false, files: 0 });
  });

  it('opens the word page', async () => {
    const { handlers, pages } = handlersWith([], async () => undefined);
    await handlers.openWordPage({ type: 'openWordPage', word: 'ice cream' });
    expect(pages.openWordPage).toHaveBeenCalledWith('ice cream');
  });
});
