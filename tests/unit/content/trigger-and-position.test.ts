// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { outOfView, placeBubble } from '../../../entrypoints/content/position';
import { inEditable, triggerAllows } from '../../../entrypoints/content/trigger';
import { excludedHost } from '../../../lib/shared/settings/sites';
import { Settings } from '../../../lib/shared/settings/settings';

const noKeys = { altKey: false, ctrlKey: false, shiftKey: false, metaKey: false };

describe('the loader’s reading of the settings', () => {
  /** What Settings (the schema, with its defaults) says of a double-click: the answer the loader must give. */
  function bySettings(stored: unknown, event: typeof noKeys, host: string): boolean {
    const full = Settings.parse(stored ?? {});
    const name = host.toLowerCase().replace(/:\d+$/, '');
    const excluded = full.excludedSites.some((site) => host.toLowerCase() == site || name == site || name.endsWith(`.${site}`));
    return full.lookupTrigger != 'off' && !excluded && (full.lookupTrigger == 'double-click' || event[`${full.modifierKey}Key`]);
  }

  it.each([
    undefined,
    {},
    { lookupTrigger: 'off' },
    { lookupTrigger: 'modifier-double-click', modifierKey: 'ctrl' },
    { lookupTrigger: 'modifier-double-click', modifierKey: 'hyper' },
    { lookupTrigger: 'sometimes', modifierKey: 'hyper' },
    { excludedSites: ['example.org', 'news.example.com'] },
    { excludedSites: 'example.org' },
  ])('agrees with Settings for %j, with any keys, on any host', (stored) => {
    const events = [noKeys, { ...noKeys, altKey: true }, { ...noKeys, ctrlKey: true }];
    for (const event of events) {
      for (const host of ['example.org', 'www.Example.org', 'news.example.com:8080', 'other.net']) {
        expect(triggerAllows(stored, event, host), `${JSON.stringify(event)} on ${host}`).toBe(bySettings(stored, event, host));
      }
    }
  });

  it('plain, with a modifier, off, and excluded sites', () => {
    expect(triggerAllows({}, noKeys, 'example.org')).toBe(true);
    expect(triggerAllows({ lookupTrigger: 'off' }, noKeys, 'example.org')).toBe(false);
    const withAlt = { lookupTrigger: 'modifier-double-click', modifierKey: 'alt' };
    expect(triggerAllows(withAlt, noKeys, 'example.org')).toBe(false);
    expect(triggerAllows(withAlt, { ...noKeys, altKey: true }, 'example.org')).toBe(true);
    expect(triggerAllows({ excludedSites: ['example.org'] }, noKeys, 'www.Example.org')).toBe(false);
    expect(excludedHost('notexample.org', ['example.org'])).toBe(false);
    // A site without a port covers every port; one with a port only that one.
    expect(excludedHost('127.0.0.1:8080', ['127.0.0.1'])).toBe(true);
    expect(excludedHost('127.0.0.1:8080', ['127.0.0.1:9090'])).toBe(false);
    expect(excludedHost('127.0.0.1:9090', ['127.0.0.1:9090'])).toBe(true);
  });

  it('leaves editable fields alone', () => {
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    const paragraph = document.createElement('p');
    document.body.append(input, textarea, paragraph);
    expect(inEditable(input)).toBe(true);
    expect(inEditable(textarea)).toBe(true);
    expect(inEditable(paragraph)).toBe(false);
  });
});

describe('placing the bubble', () => {
  const viewport = { width: 1000, height: 800 };
  const size = { width: 360, height: 300 };

  it('goes below the word when there is room, above it when not, always inside the viewport', () => {
    expect(placeBubble({ left: 100, top: 100, width: 50, height: 20 }, size, viewport)).toEqual({
      left: 100,
      top: 126,
      placement: 'below',
      maxHeight: 300,
    });
    const above = placeBubble({ left: 100, top: 700, width: 50, height: 20 }, size, viewport);
    expect(above).toEqual({ left: 100, top: 394, placement: 'above', maxHeight: 300 });
    expect(placeBubble({ left: 950, top: 100, width: 40, height: 20 }, size, viewport).left).toBe(1000 - 360 - 8);
    const tall = placeBubble({ left: 10, top: 400, width: 40, height: 20 }, { width: 360, height: 1200 }, viewport);
    expect(tall.top).toBe(8);
  });

  it('never covers the word when it fits on neither side: the roomier side, shortened to its room', () => {
    const covers = (anchor: { top: number; height: number }, placed: { top: number; maxHeight: number }) =>
      placed.top < anchor.top + anchor.height && placed.top + placed.maxHeight > anchor.top;
    for (const top of [200, 330, 390, 470, 560]) {
      const anchor = { left: 10, top, width: 40, height: 20 };
      const placed = placeBubble(anchor, { width: 360, height: 460 }, viewport);
      expect(covers(anchor, placed), `word at ${top}: ${JSON.stringify(placed)}`).toBe(false);
      expect(placed.top).toBeGreaterThanOrEqual(8);
      expect(placed.top + placed.maxHeight).toBeLessThanOrEqual(viewport.height - 8);
    }
    // Lower on the page, it goes above, ending just over the word's line.
    expect(placeBubble({ left: 10, top: 470, width: 40, height: 20 }, { width: 360, height: 460 }, viewport)).toMatchObject({
      placement: 'above',
      top: 8,
      maxHeight: 456,
    });
  });

  it('knows when the word has scrolled away', () => {
    expect(outOfView({ left: 10, top: -40, width: 40, height: 20 }, viewport)).toBe(true);
    expect(outOfView({ left: 10, top: 900, width: 40, height: 20 }, viewport)).toBe(true);
    expect(outOfView({ left: 10, top: 10, width: 40, height: 20 }, viewport)).toBe(false);
  });
});
