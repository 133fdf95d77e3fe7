/**
 * Readying the bubble's type ahead of its first layout: each size and face the sheet draws a
 * first answer in, at the body size of a bubble or of a phone's sheet, each once. The canvas is
 * the browser's, so it is stood in for here by one that records the fonts asked.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { css } from '../../../components/bubble/styles';

const measured: string[] = [];
class RecordingCanvas {
  getContext() {
    const context = { font: '', measureText: () => measured.push(context.font) };
    return context;
  }
}

async function freshModule() {
  vi.resetModules(); // each test its own script world: nothing readied yet
  return import('../../../components/bubble/typefaces');
}

beforeEach(() => {
  measured.length = 0;
  vi.stubGlobal('OffscreenCanvas', RecordingCanvas);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readying the bubble’s type', () => {
  it('readies the body, headword and small print in their faces, at a bubble’s size and then at a sheet’s, each once', async () => {
    const { readyTypefaces, BUBBLE_FONTS } = await freshModule();
    readyTypefaces(false);
    expect(measured.map((font) => font.replace(` ${BUBBLE_FONTS}`, ''))).toEqual([
      '14px',
      'italic 14px',
      '600 17.5px',
      '11.9px',
      'italic 11.9px',
    ]);
    readyTypefaces(false);
    expect(measured).toHaveLength(5);
    readyTypefaces(true);
    expect(measured.slice(5).map((font) => font.replace(` ${BUBBLE_FONTS}`, ''))).toEqual([
      '16px',
      'italic 16px',
      '600 20px',
      '13.6px',
      'italic 13.6px',
    ]);
  });

  it('readies what the sheet draws in: every size it names is the body’s, the headword’s or the small print’s, and its one bold weight is readied', async () => {
    const { BODY_PX, SHEET_BODY_PX, HEADWORD_EM, SMALL_EM, DRAWN } = await freshModule();
    const sizes = new Set([...css.matchAll(/font-size:\s*([\d.]+(?:px|em))/g)].map((match) => match[1]));
    expect([...sizes].sort()).toEqual([`${HEADWORD_EM}em`, `${SMALL_EM}em`, `${SHEET_BODY_PX}px`].sort());
    expect(css).toContain(`font: ${BODY_PX}px/`);
    // strong's too, whose own weight (700) would be a face of its own
    const weights = new Set([...css.matchAll(/font-weight:\s*(\d+)/g)].map((match) => match[1]));
    expect([...weights]).toEqual(['600']);
    expect(DRAWN.some(([, face]) => face === '600 ')).toBe(true);
    expect(DRAWN.some(([, face]) => face === 'italic ')).toBe(true);
  });

  it('leaves the type to the first layout in a browser with no OffscreenCanvas', async () => {
    vi.stubGlobal('OffscreenCanvas', undefined);
    const { readyTypefaces } = await freshModule();
    expect(() => readyTypefaces(false)).not.toThrow();
    expect(measured).toEqual([]);
  });
});
