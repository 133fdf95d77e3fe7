// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { sheetEdge, sheetScroll } from '../../../entrypoints/content/position';
import { isNarrowTouch, swipeCloses } from '../../../entrypoints/content/touch';
import { pageMeansTap, touchAllows, triggerAllows } from '../../../entrypoints/content/trigger';

describe('when a screen is a phone’s', () => {
  it('a finger on a narrow screen is; a mouse, or a tablet’s or a laptop’s width, is not', () => {
    expect(isNarrowTouch({ coarse: true, width: 360, screenWidth: 360 })).toBe(true);
    expect(isNarrowTouch({ coarse: true, width: 412, screenWidth: 412 })).toBe(true);
    // Held sideways, a phone is still one: up to 600 pixels.
    expect(isNarrowTouch({ coarse: true, width: 600, screenWidth: 600 })).toBe(true);
    expect(isNarrowTouch({ coarse: true, width: 800, screenWidth: 800 })).toBe(false);
    // A laptop with a touch screen has a fine main pointer, however narrow its window.
    expect(isNarrowTouch({ coarse: false, width: 360, screenWidth: 1920 })).toBe(false);
    // A page laid out 980 pixels wide on a phone's screen, shown zoomed out.
    expect(isNarrowTouch({ coarse: true, width: 980, screenWidth: 360 })).toBe(true);
    // No screen width known: the window's.
    expect(isNarrowTouch({ coarse: true, width: 360, screenWidth: 0 })).toBe(true);
  });
});

describe('a swipe down on the sheet', () => {
  it('closes it when long enough, or short and quick; a short slow drag springs back', () => {
    expect(swipeCloses(80, 2000)).toBe(true);
    expect(swipeCloses(79, 2000)).toBe(false);
    expect(swipeCloses(40, 60)).toBe(true);
    expect(swipeCloses(40, 200)).toBe(false);
    expect(swipeCloses(20, 10)).toBe(false);
    expect(swipeCloses(0, 0)).toBe(false);
  });
});

describe('the sheet and its word', () => {
  const phone = { width: 360, height: 740 };
  const word = (top: number) => ({ left: 100, top, width: 60, height: 20 });

  it('leaves a word in sight above the sheet where it is', () => {
    expect(sheetScroll(word(100), 400, phone)).toBe(0);
    expect(sheetEdge(word(100), 400, phone)).toEqual({ edge: 'bottom', maxHeight: 400 });
  });

  it('scrolls a word under the sheet, or above the screen, to just above the sheet', () => {
    // The sheet's top at 340: the word's bottom 6 pixels above it.
    expect(sheetScroll(word(600), 400, phone)).toBe(600 - (340 - 6 - 20));
    expect(sheetScroll(word(-50), 400, phone)).toBe(-50 - (340 - 6 - 20));
    expect(sheetEdge(word(314), 400, phone)).toEqual({ edge: 'bottom', maxHeight: 400 });
  });

  it('shortens a sheet too tall for the word to stand above it, down to 200 pixels', () => {
    // Room under a word at the top: 740 - 8 - 20 - 6 = 706.
    expect(sheetScroll(word(400), 900, phone)).toBe(400 - 8);
    expect(sheetEdge(word(8), 900, phone)).toEqual({ edge: 'bottom', maxHeight: 706 });
    // The page scrolled less than asked: the room under the word, no less than 200.
    expect(sheetEdge(word(480), 500, phone)).toEqual({ edge: 'bottom', maxHeight: 234 });
  });

  it('opens at the top edge for a word on a page’s last line, which no scrolling lifts', () => {
    expect(sheetEdge(word(690), 500, phone)).toEqual({ edge: 'top', maxHeight: 500 });
    expect(sheetEdge(word(690), 900, phone)).toEqual({ edge: 'top', maxHeight: 684 });
  });
});

describe('a tap', () => {
  const noKeys = { altKey: false, ctrlKey: false, shiftKey: false, metaKey: false };

  it('looks up where a double-click would with its key held: not when lookups are off, nor on a site left alone', () => {
    for (const stored of [undefined, {}, { lookupTrigger: 'modifier-double-click', modifierKey: 'ctrl' }, { lookupTrigger: 'off' }])
      expect(touchAllows(stored, 'example.org')).toBe(triggerAllows(stored, { ...noKeys, ctrlKey: true }, 'example.org'));
    expect(touchAllows({ excludedSites: ['example.org'] }, 'www.example.org')).toBe(false);
    expect(touchAllows({ lookupTrigger: 'off' }, 'example.org')).toBe(false);
  });

  it('on a link, a control, a label, an editable field or a clickable element is the page’s; on plain text, a lookup', () => {
    document.body.innerHTML = `
      <p id="plain">Plain <b id="bold">text</b></p>
      <a href="/x"><span id="in-link">a link</span></a> <a id="anchor">no address</a>
      <button><span id="in-button">go</span></button> <label><span id="in-label">name</span></label>
      <div contenteditable="true"><span id="editable">typed</span></div>
      <div onclick="void 0"><span id="handled">handled</span></div>
      <div role="button"><span id="role">role</span></div>
      <div style="cursor: pointer"><span id="pointer">card</span></div>`;
    const path = (id: string) => {
      const path: EventTarget[] = [];
      for (let node: Node | null = document.getElementById(id)?.firstChild ?? null; node; node = node.parentNode) path.push(node);
      return path;
    };
    expect(pageMeansTap(path('plain'))).toBe(false);
    expect(pageMeansTap(path('bold'))).toBe(false);
    expect(pageMeansTap(path('anchor'))).toBe(false);
    for (const id of ['in-link', 'in-button', 'in-label', 'editable', 'handled', 'role', 'pointer'])
      expect(pageMeansTap(path(id)), id).toBe(true);
    expect(pageMeansTap([])).toBe(true);
  });
});
