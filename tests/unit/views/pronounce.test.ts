// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pronounce } from '../../../components/pronounce';

/** A browser voice that records what it was asked to say. */
/** The utterances the browser's voice was given, so a test can end one. */
let utterances: { onend?: () => void }[] = [];

function withVoice() {
  const said: string[] = [];
  utterances = [];
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      lang = '';
      constructor(readonly text: string) {}
    },
  );
  vi.stubGlobal('speechSynthesis', {
    cancel: vi.fn(),
    speak: (utterance: { text: string; onend?: () => void }) => {
      said.push(utterance.text);
      utterances.push(utterance);
    },
  });
  return said;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('saying a word aloud', () => {
  it('lets the background play the recording, and does not speak over it', async () => {
    const said = withVoice();
    const playRecording = vi.fn(async () => ({ played: true, files: 1 }));
    expect(await pronounce('goose', playRecording)).toBe('playing');
    expect(playRecording).toHaveBeenCalledOnce();
    expect(said).toEqual([]);
  });

  it('speaks the word with the browser’s voice when there is no recording to play', async () => {
    const said = withVoice();
    expect(await pronounce('goose', async () => ({ played: false, files: 0 }))).toBe('speaking');
    expect(await pronounce('gander', async () => ({ played: false, files: 0, failed: true }))).toBe('speaking');
    expect(said).toEqual(['goose', 'gander']);
  });

  it('says when the sound is over: the recording’s length after it started, or when the browser’s voice finished', async () => {
    vi.useFakeTimers();
    withVoice();
    const ended = vi.fn();
    expect(await pronounce('goose', async () => ({ played: true, files: 1, durationMs: 800 }), ended)).toBe('playing');
    vi.advanceTimersByTime(790);
    expect(ended).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(ended).toHaveBeenCalledOnce();

    const spoken = vi.fn();
    expect(await pronounce('gander', async () => ({ played: false, files: 0 }), spoken)).toBe('speaking');
    expect(spoken).not.toHaveBeenCalled();
    utterances[0]?.onend?.();
    expect(spoken).toHaveBeenCalledOnce();
  });

  it('says so when there is neither a recording nor a voice', async () => {
    vi.stubGlobal('speechSynthesis', undefined);
    expect(await pronounce('goose', async () => ({ played: false, files: 0 }))).toBe('unavailable');
  });

  it('reports a failure when the background could not be asked, without speaking', async () => {
    const said = withVoice();
    expect(await pronounce('goose', () => Promise.reject(new Error('Glossa was reloaded')))).toBe('failed');
    expect(said).toEqual([]);
  });
});
