// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { wordMatcher } from '../../../entrypoints/content/mark-words';
import { readWindow, textScan, WINDOW_CHARS, windowEnd, type WindowReader } from '../../../entrypoints/content/text-scan';

const reader: WindowReader = {
  matcher: wordMatcher({ new: ['daughter', 'rose'] }),
  segmenter: new Intl.Segmenter('en', { granularity: 'word' }),
  opensSentenceAt: () => false,
};

/** Reads `data` window by window, as the marker does across its slices; gives the marked words and the windows read. */
function readAll(data: string, room = Infinity): { words: string[]; at: number[]; windows: number } {
  const scan = textScan(document.createTextNode(data));
  let windows = 1;
  while (!readWindow(scan, reader, room)) windows++;
  const indexes = Array.from({ length: scan.marks.length }, (_, index) => index);
  return {
    words: indexes.map((index) => data.slice(scan.marks.start(index), scan.marks.end(index))),
    at: indexes.map((index) => scan.marks.start(index)),
    windows,
  };
}

describe('a long text is read a window at a time', () => {
  it('ends a window after a space, so that no word is cut at its edge', () => {
    const data = `${'x'.repeat(WINDOW_CHARS - 4)} daughters and more`;
    const end = windowEnd(data, 0);
    expect(end).toBe(WINDOW_CHARS - 3);
    expect(data.slice(end)).toMatch(/^daughters/);
    // Text with no space at all is cut where the window ends.
    expect(windowEnd('y'.repeat(3 * WINDOW_CHARS), 0)).toBe(WINDOW_CHARS);
    expect(windowEnd('short text', 0)).toBe(10);
  });

  it('finds every word in a text many windows long, at its place, whatever window it falls in', () => {
    const sentence = 'The rain kept on; a daughter came and a rose grew. ';
    const data = sentence.repeat(Math.ceil((5 * WINDOW_CHARS) / sentence.length));
    const read = readAll(data);
    const times = data.split(sentence).length - 1;
    expect(read.windows).toBeGreaterThanOrEqual(5);
    expect(read.words).toEqual(Array.from({ length: times }, () => ['daughter', 'rose']).flat());
    expect(read.at.every((at, i) => data.startsWith(read.words[i] as string, at))).toBe(true);
  });

  it('stops when the marks fill the room left', () => {
    const data = 'daughter '.repeat(2000);
    expect(readAll(data, 100).words).toHaveLength(100);
  });
});
