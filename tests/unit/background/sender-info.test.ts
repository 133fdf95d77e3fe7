import { describe, expect, it, vi } from 'vitest';
import { senderInfo } from '@/lib/background/sender-info';

const EXTENSION = 'chrome-extension://glossa/';

describe('who sent a message', () => {
  it('a content script: its page, tab and frame, private as its tab is, without asking for windows', async () => {
    const lastFocused = vi.fn(async () => ({ incognito: true }));
    const from = senderInfo({ url: 'https://news.example/a', tab: { id: 7, incognito: false }, frameId: 2 }, EXTENSION, lastFocused);
    expect(from).toMatchObject({ fromExtensionPage: false, pageUrl: 'https://news.example/a', tabId: 7, frameId: 2 });
    expect(await from.isPrivate?.()).toBe(false);
    expect(await senderInfo({ url: 'https://x.example/', tab: { id: 8, incognito: true } }, EXTENSION, lastFocused).isPrivate?.()).toBe(
      true,
    );
    expect(lastFocused).not.toHaveBeenCalled();
  });

  it('the popup, which is no tab: private when the window it is open in is, asked only when it matters', async () => {
    const lastFocused = vi.fn(async () => ({ incognito: true }));
    const popup = senderInfo({ url: `${EXTENSION}popup.html` }, EXTENSION, lastFocused);
    expect(popup).toEqual({ fromExtensionPage: true, isPrivate: expect.any(Function) });
    expect(lastFocused).not.toHaveBeenCalled();
    expect(await popup.isPrivate?.()).toBe(true);
    expect(await senderInfo({ url: `${EXTENSION}popup.html` }, EXTENSION, async () => ({ incognito: false })).isPrivate?.()).toBe(false);
  });

  it('the popup when the browser cannot say which window: taken as private, so nothing is kept', async () => {
    const popup = senderInfo({ url: `${EXTENSION}popup.html` }, EXTENSION, () => Promise.reject(new Error('no window')));
    expect(await popup.isPrivate?.()).toBe(true);
    // A browser without the windows API (Firefox for Android): the question throws as it is asked.
    const noWindows = senderInfo({ url: `${EXTENSION}popup.html` }, EXTENSION, () => {
      throw new TypeError("can't access property 'getLastFocused', browser.windows is undefined");
    });
    expect(await noWindows.isPrivate?.()).toBe(true);
  });

  it('an extension page in a tab (the word page, the PDF viewer): private as its tab is', async () => {
    const page = senderInfo({ url: `${EXTENSION}word.html?w=owl`, tab: { id: 3, incognito: true } }, EXTENSION, async () => ({
      incognito: false,
    }));
    expect(page).toEqual({ fromExtensionPage: true, isPrivate: expect.any(Function) });
    expect(await page.isPrivate?.()).toBe(true);
  });

  it("Glossa's PDF viewer: a word read there was read at the document's own address", () => {
    const document = 'https://papers.example/a b.pdf?v=2';
    const viewer = senderInfo(
      { url: `${EXTENSION}pdf.html?file=${encodeURIComponent(document)}`, tab: { id: 4, incognito: false } },
      EXTENSION,
      async () => ({ incognito: false }),
    );
    expect(viewer).toMatchObject({ fromExtensionPage: true, pageUrl: 'https://papers.example/a%20b.pdf?v=2' });
    // A local file picked in the viewer has no address; nor has a viewer given one it would not open.
    expect(senderInfo({ url: `${EXTENSION}pdf.html` }, EXTENSION, async () => ({})).pageUrl).toBeUndefined();
    expect(senderInfo({ url: `${EXTENSION}pdf.html?file=javascript:alert(1)` }, EXTENSION, async () => ({})).pageUrl).toBeUndefined();
  });
});
