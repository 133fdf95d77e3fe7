/**
 * Finding the bubble's typefaces ahead of its first paint: never in the way of an answer
 * from the cache, a face a task while one from the network is awaited, each face once. The
 * canvas is the browser's, so it is stood in for here by one that records the faces asked.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const measured: string[] = [];
class RecordingCanvas {
  getContext() {
    const context = { font: '', measureText: () => measured.push(context.font) };
    return context;
  }
}

async function freshModule() {
  vi.resetModules(); // each test its own script world: no face found yet
  return import('../../../components/bubble/typefaces');
}

beforeEach(() => {
  measured.length = 0;
  vi.useFakeTimers();
  vi.stubGlobal('OffscreenCanvas', RecordingCanvas);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('finding the bubble’s typefaces', () => {
  it('finds none when the answer comes within the time the cache answers in', async () => {
    const { findTypefacesWhile, CACHED_ANSWER_MS } = await freshModule();
    let awaited = true;
    findTypefacesWhile(() => awaited);
    vi.advanceTimersByTime(CACHED_ANSWER_MS - 1);
    awaited = false; // the answer is in
    vi.runAllTimers();
    expect(measured).toEqual([]);
  });

  it('finds them a face a task while the answer is awaited, and stops when it comes', async () => {
    const { findTypefacesWhile, CACHED_ANSWER_MS } = await freshModule();
    let awaited = true;
    findTypefacesWhile(() => awaited);
    vi.advanceTimersByTime(CACHED_ANSWER_MS);
    expect(measured).toHaveLength(1);
    vi.advanceTimersToNextTimer();
    expect(measured).toHaveLength(2);
    awaited = false;
    vi.runAllTimers();
    expect(measured).toHaveLength(2);
    expect(measured[0]).toContain('system-ui');
  });

  it('finds each face once: what the wait left, the rehearsal finds, and then nothing is asked again', async () => {
    const { findTypefaces, findTypefacesWhile, CACHED_ANSWER_MS } = await freshModule();
    let awaited = true;
    findTypefacesWhile(() => awaited);
    vi.advanceTimersByTime(CACHED_ANSWER_MS);
    awaited = false;
    findTypefaces();
    const all = [...measured];
    expect(new Set(all).size).toBe(all.length);
    expect(all.map((font) => font.replace(/14px.*/, ''))).toEqual(['', 'italic ', '600 ']);
    findTypefaces();
    findTypefacesWhile(() => true);
    vi.runAllTimers();
    expect(measured).toEqual(all);
  });

  it('finds every weight the bubble’s sheet draws in: a weight it missed would be found in the first layout', async () => {
    const { css } = await import('../../../components/bubble/styles');
    const { findTypefaces } = await freshModule();
    findTypefaces();
    const weights = new Set([...css.matchAll(/font-weight:\s*(\d+)/g)].map((match) => match[1]));
    expect([...weights]).toEqual(['600']); // strong's too, whose own weight (700) would be a face of its own
    for (const weight of weights) expect(measured.some((font) => font.startsWith(`${weight} `))).toBe(true);
  });

  it('leaves the faces to the first paint in a browser with no OffscreenCanvas', async () => {
    vi.stubGlobal('OffscreenCanvas', undefined);
    const { findTypefaces } = await freshModule();
    expect(() => findTypefaces()).not.toThrow();
    expect(measured).toEqual([]);
  });
});
