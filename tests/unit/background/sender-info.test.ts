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
  });

  it('an extension page in a tab (the word page, the PDF viewer): private as its tab is', async () => {
    const page = senderInfo({ url: `${EXTENSION}word.html?w=owl`, tab: { id: 3, incognito: true } }, EXTENSION, async () => ({
      incognito: false,
    }));
    expect(page).toEqual({ fromExtensionPage: true, isPrivate: expect.any(Function) });
    expect(await page.isPrivate?.()).toBe(true);
  });
});
