import type { CDPSession } from '@playwright/test';
import { expect, test, watchErrors } from './fixtures';
import { BUBBLE_FILE, LOADER_FILE } from '../../lib/shared/content-files';
import { extensionScriptsRun } from './bubble-support';

interface FrameTree {
  frame: { id: string; url: string };
  childFrames?: FrameTree[];
}

function flatten(tree: FrameTree): FrameTree['frame'][] {
  return [tree.frame, ...(tree.childFrames ?? []).flatMap(flatten)];
}

/**
 * Event types listened for on `document` by the extension's content script, per frame path.
 * A content script runs in its own isolated world, invisible to page scripts and to Playwright's
 * page API, so this asks the DevTools protocol: it lists the execution contexts whose origin is
 * the extension, then the listeners registered on `document` from inside each of them.
 */
async function contentScriptListeners(cdp: CDPSession, extensionOrigin: string) {
  const contexts: { id: number; origin: string; auxData?: { frameId?: string } }[] = [];
  const onCreated = (event: { context: (typeof contexts)[number] }) => contexts.push(event.context);
  cdp.on('Runtime.executionContextCreated', onCreated);
  // Enabling reports every existing context before it returns.
  await cdp.send('Runtime.enable');
  cdp.off('Runtime.executionContextCreated', onCreated);
  await cdp.send('Runtime.disable');

  const { frameTree } = await cdp.send('Page.getFrameTree');
  const result: Record<string, string[]> = {};
  for (const frame of flatten(frameTree)) {
    const world = contexts.find((c) => c.origin === extensionOrigin && c.auxData?.frameId === frame.id);
    if (!world) continue;
    const { result: documentHandle } = await cdp.send('Runtime.evaluate', {
      expression: 'document',
      contextId: world.id,
    });
    if (!documentHandle.objectId) continue;
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
      objectId: documentHandle.objectId,
    });
    result[new URL(frame.url).pathname] = listeners.map((l) => l.type);
  }
  return result;
}

test('the content script is injected into pages and their frames and waits for a double-click', async ({
  page,
  context,
  site,
  extensionId,
}) => {
  const errors = watchErrors(page);

  await page.goto(site.url('/article.html'));
  await expect(page.frameLocator('#frame').getByText('Words inside a frame')).toBeVisible();

  const cdp = await context.newCDPSession(page);
  try {
    // document_idle lets Chromium run the script slightly after the load event.
    await expect
      .poll(() => contentScriptListeners(cdp, `chrome-extension://${extensionId}`))
      .toEqual({
        '/article.html': expect.arrayContaining(['dblclick']),
        '/frame.html': expect.arrayContaining(['dblclick']),
      });
  } finally {
    await cdp.detach();
  }

  // Loading the script changes nothing the page can see.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => document.documentElement.attributes.length)).toBe(1);
  expect(errors).toEqual([]);
});

test("the bubble's code is put in only when a double-click begins, not for single clicks", async ({ page, context, site }) => {
  await page.goto(site.url('/article.html'));
  const cdp = await context.newCDPSession(page);
  const ran = await extensionScriptsRun(cdp);
  try {
    const word = page.getByText('Serendipity').first();
    await expect(word).toBeVisible();
    // The debugger sees the loader (and the marker, where a list word is marked), never the bubble yet.
    await expect.poll(() => [...ran]).toContain(`/${LOADER_FILE}`);
    expect([...ran]).not.toContain(`/${BUBBLE_FILE}`);
    // A reader's clicks and presses that are no double-click load nothing. The loader passes a
    // press that is no double-click's second at once (entrypoints/content/lookups.ts), before
    // the click that follows it: once the page has seen its clicks, the loader is done with them.
    await page.evaluate(() => {
      const page = window as unknown as { clicks: number };
      page.clicks = 0;
      document.addEventListener('click', () => (page.clicks += 1));
    });
    await word.click();
    await word.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { clicks: number }).clicks)).toBe(2);
    expect([...ran]).not.toContain(`/${BUBBLE_FILE}`);
    // The second press of a double-click has the bubble put in, before the release.
    const box = await word.boundingBox();
    if (!box) throw new Error('no box');
    await page.mouse.move(box.x + 5, box.y + box.height / 2);
    await page.mouse.down({ clickCount: 1 });
    await page.mouse.up({ clickCount: 1 });
    await page.mouse.down({ clickCount: 2 });
    await expect.poll(() => [...ran]).toContain(`/${BUBBLE_FILE}`);
    await page.mouse.up({ clickCount: 2 });
    await page.keyboard.press('Escape');
  } finally {
    await cdp.detach();
  }
});
