/**
 * Firefox for Android has no context menus and no keyboard commands for extensions: the
 * background's menus and the PDF viewer's link menu are left out there, and the worker starts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createMenus, watchMenus } from '@/lib/background/menus';
import { createPdfMenus, watchPdfTabs } from '@/lib/background/pdf-tabs';

const browserApis = fakeBrowser as unknown as Record<string, unknown>;
const saved = { contextMenus: browserApis.contextMenus, commands: browserApis.commands, webRequest: browserApis.webRequest };

afterEach(() => Object.assign(browserApis, saved));

describe('a browser without context menus or commands (Firefox for Android)', () => {
  it('creates and watches no menu, and watches PDF tabs all the same', () => {
    // (The fake browser has no webRequest events: one that takes listeners stands in.)
    const webRequest = { onHeadersReceived: { addListener: () => undefined } };
    Object.assign(browserApis, { contextMenus: undefined, commands: undefined, webRequest });
    expect(() => {
      createMenus();
      watchMenus();
      createPdfMenus();
      watchPdfTabs(async () => true);
    }).not.toThrow();
  });
});
