/**
 * The first PDF after the browser starts: a fresh profile whose first tab opens a PDF as the
 * browser starts (the response that brings it never reaches the extension's worker) shows it
 * in Glossa's viewer, as every later one is; and a PDF the reader let through to the
 * browser's viewer stays there when the worker starts again.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { expect, test } from './fixtures';
import { extensionWorker, startOpening, stopExtensionWorker } from '../../dev/chromium';

const root = resolve(import.meta.dirname, '..', '..');
const extensionDir = join(root, '.output', 'chrome-mv3');

test('a PDF open as the browser starts opens in the viewer; one let through stays in the browser when the worker starts again', async ({
  site,
}) => {
  // A browser of its own is started (again, afresh, if Playwright cannot join it), and its worker twice.
  test.setTimeout(90_000);
  await mkdir(join(root, '.tmp'), { recursive: true });
  const profile = await mkdtemp(join(root, '.tmp', 'e2e-first-pdf-'));
  const original = site.url('/papers/sample.pdf');
  const chromium = await startOpening(profile, extensionDir, original);
  try {
    const { browser, context } = chromium;
    const extensionId = new URL((await extensionWorker(context)).url()).host;
    const viewer = `chrome-extension://${extensionId}/pdf.html?file=${encodeURIComponent(original)}`;
    const tab = () => context.pages().find((page) => [original, viewer].includes(page.url()));
    await expect.poll(() => tab()?.url(), { timeout: 15_000 }).toBe(viewer);
    const page = tab();
    if (!page) throw new Error('the tab of the PDF is gone');
    await expect(page.locator('.textLayer').first()).toContainText('Page 1 of 3');

    // Let through to the browser's viewer, the PDF stays there once the worker is stopped and starts again.
    await page.getByRole('button', { name: "Open in the browser's viewer" }).click();
    await expect(page).toHaveURL(original);
    // The worker running now is marked, to tell the one started next from it.
    await (await extensionWorker(context)).evaluate(() => void ((globalThis as { stoppedHere?: boolean }).stoppedHere = true));
    await stopExtensionWorker(browser, extensionId);
    // Anything the extension's pages ask of the background starts its worker again.
    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${extensionId}/popup.html`);
    // The new worker has looked at the open tabs.
    const looks = async () =>
      (await extensionWorker(context)).evaluate(() => {
        const scope = globalThis as { glossaOpenPdfLooks?: number; stoppedHere?: boolean };
        return scope.stoppedHere ? 0 : (scope.glossaOpenPdfLooks ?? 0);
      });
    await expect.poll(looks).toBeGreaterThan(0);
    expect(page.url()).toBe(original);
  } finally {
    await chromium.close();
    await rm(profile, { recursive: true, force: true, maxRetries: 3 });
  }
});
