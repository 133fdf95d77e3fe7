/**
 * A narrow window (a phone-sized 360 px, or a browser beside another app) scrolls Glossa's
 * pages down, never sideways: each page's content fits the window's width.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const PAGES = ['options.html', 'lists.html', 'lookup-history.html', 'review.html', 'word.html?word=dog', 'word.html?word=dictionery'];

for (const path of PAGES) {
  test(`${path} fits a 360 px window`, async ({ page, extensionId, glossa }) => {
    expect(glossa.baseUrl).toBeTruthy();
    await page.setViewportSize({ width: 360, height: 700 });
    // Pages with something in them: a word looked up (the history) and kept in a list with a long name.
    await page.goto(`chrome-extension://${extensionId}/${path}`);
    const send = (message: unknown) =>
      page.evaluate((m) => chrome.runtime.sendMessage(m), message) as Promise<{ ok: boolean; data: { localId: string } }>;
    await send({ type: 'lookup', word: 'egret', from: 'popup' });
    const list = await send({ type: 'createList', name: `Birds of the estuary and the salt marshes in winter, for ${path}` });
    await send({
      type: 'addWords',
      listId: list.data.localId,
      words: ['egret'],
      context: { sentence: 'A white egret stood in the shallows.' },
    });
    // The browser is shared with the next tests: what is added here goes again after.
    try {
      await page.reload();
      await expect(page.locator('[aria-busy="true"], .loading')).toHaveCount(0);
      await expectToFit(page);
    } finally {
      await send({ type: 'deleteList', listId: list.data.localId });
      await send({ type: 'removeHistory', keys: ['egret'] });
    }
  });
}

/** The page's content fits the window's width: it scrolls down, never sideways. */
async function expectToFit(page: Page) {
  const wider = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // What sticks out, named, so that a failure says where to look.
    const out = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className)}` : ''}`);
    return { scrollWidth: document.documentElement.scrollWidth, width, out: out.slice(0, 5) };
  });
  expect(wider.scrollWidth, `sticking out: ${wider.out.join(', ')}`).toBeLessThanOrEqual(wider.width);
}
