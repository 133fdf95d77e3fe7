/**
 * What a web page can learn of Glossa, in real Chromium with the built extension: it cannot
 * tell Glossa is installed by fetching its files, read what the user types in the bubble,
 * make the bubble look up another word than the one double-clicked, or make the offscreen
 * document play anything.
 */
import { bubble } from './bubble-support';
import { expect, test } from './fixtures';

test.describe.configure({ mode: 'serial' });
// A page in a background tab skips rendering, and its accessibility tree goes stale.
test.beforeEach(async ({ page }) => {
  await page.bringToFront();
});

test('a page cannot fetch the bubble’s script at its extension URL, and the bubble still opens', async ({ page, site, extensionId, glossa }) => {
  await page.goto(site.url('/bubble.html'));
  const fetched = await page.evaluate(async (url) => {
    try {
      const response = await fetch(url);
      return `${response.status} ${(await response.text()).length} bytes`;
    } catch (error) {
      return `refused: ${String(error)}`;
    }
  }, `chrome-extension://${extensionId}/content-scripts/ui/ui.js`);
  expect(fetched).toMatch(/^refused/);

  await page.locator('#geese').dblclick();
  await expect.poll(async () => (await bubble(page))?.name).toBe('goose');
  expect(glossa).toBeTruthy();
});
