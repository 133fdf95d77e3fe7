import type { Browser } from 'wxt/browser';
import { expect, test, watchErrors } from './fixtures';

// Only for type-checking callbacks that run inside the extension's service worker.
declare const chrome: typeof Browser;

test('the popup renders without errors and the service worker runs', async ({
  page,
  extensionId,
  serviceWorker,
}) => {
  const errors = watchErrors(page);

  await page.goto(`chrome-extension://${extensionId}/popup.html`);

  await expect(page.getByRole('heading', { level: 1, name: 'Glossa' })).toBeVisible();
  await expect(page.getByText('Double-click any word on a page to look it up.')).toBeVisible();
  expect(errors).toEqual([]);

  const fromWorker = await serviceWorker.evaluate(() => ({
    id: chrome.runtime.id,
    name: chrome.runtime.getManifest().name,
  }));
  expect(fromWorker).toEqual({ id: extensionId, name: 'Glossa' });
});
