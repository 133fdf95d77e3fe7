/**
 * A double-click's second press held down: its lookup is asked then, and once its answer is in
 * the bubble is drawn, unseen (entrypoints/content/bubble-ui.ts), so that the double-click only
 * shows it. Until the release nothing of it is seen, read by assistive technology, or takes a
 * key; a press that never becomes a double-click leaves nothing behind.
 */
import type { Page } from '@playwright/test';
import { expect, test, watchErrors } from './fixtures';
import { bubble, focusedElement } from './bubble-support';

test.describe.configure({ mode: 'serial' });
test.beforeEach(async ({ page }) => {
  await page.bringToFront();
});

/** Presses twice on the element `id` holds, leaving the second press down. */
async function pressTwiceAndHold(page: Page, id: string) {
  const box = await page.locator(`#${id}`).boundingBox();
  if (!box) throw new Error(`no #${id}`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down({ clickCount: 1 });
  await page.mouse.up({ clickCount: 1 });
  await page.mouse.down({ clickCount: 2 });
}

/** The bubble's host in the page (its closed shadow root hides everything else). */
const hosts = (page: Page) => page.locator('glossa-bubble');

test('a held press draws the bubble unseen; the double-click shows it, focused, and Esc closes it', async ({ page, site, glossa }) => {
  expect(glossa.baseUrl).toBeTruthy(); // the extension speaks to the test's Glossa server
  const errors = watchErrors(page);
  await page.goto(site.url('/bubble.html'));
  await pressTwiceAndHold(page, 'geese');
  // Drawn while the press is down: its host is in the page, but nothing of it can be seen or read.
  await expect(hosts(page)).toHaveCount(1);
  expect(await bubble(page)).toBeUndefined();
  // A key pressed meanwhile is the page's, not the hidden bubble's.
  expect(await focusedElement(page)).not.toBe('glossa-bubble');
  await page.mouse.up({ clickCount: 2 });
  await expect.poll(async () => (await bubble(page))?.name).toBe('goose');
  expect((await bubble(page))?.text).toMatch(/WordNet/);
  await expect.poll(() => focusedElement(page)).toBe('glossa-bubble');
  await page.keyboard.press('Escape');
  await expect(hosts(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a press held past a double-click’s time leaves no unseen bubble behind, and its release still looks up', async ({
  page,
  site,
  glossa,
}) => {
  expect(glossa.baseUrl).toBeTruthy();
  await page.goto(site.url('/bubble.html'));
  await pressTwiceAndHold(page, 'geese');
  await expect(hosts(page)).toHaveCount(1);
  // Held on (a slow hand, or a drag to come), the unseen bubble goes.
  await expect(hosts(page)).toHaveCount(0, { timeout: 5_000 });
  await page.mouse.up({ clickCount: 2 });
  await expect.poll(async () => (await bubble(page))?.name).toBe('goose');
  await page.keyboard.press('Escape');
  await expect(hosts(page)).toHaveCount(0);
});
