/**
 * A phone in Chromium's device emulation, for the browser tests of touch: its screen and a
 * coarse pointer, and a finger's touches as the screen reports them to the browser.
 */
import type { CDPSession, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

export type Point = { x: number; y: number };

/**
 * Shows the page as a phone does: its screen, a finger for a pointer. (Set once the page is
 * there: Playwright sets its own window size again as a page moves to another process.)
 */
export async function asPhone(page: Page, screen: { width: number; height: number }, cdp?: CDPSession): Promise<CDPSession> {
  cdp ??= await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDeviceMetricsOverride', { ...screen, deviceScaleFactor: 2, mobile: true });
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  // (In the page, `screen` is the emulated screen.)
  await expect.poll(() => page.evaluate(() => [screen.width, matchMedia('(pointer: coarse)').matches])).toEqual([screen.width, true]);
  return cdp;
}

/**
 * A finger's touch: down at `from`, through `path` (a point each 50 ms, by the events' clock,
 * so that a drag is as slow as a reader's), and up, as the screen reports it to the browser.
 * A long press (`hold`) ends as the system's selection ends it, cancelled: no tap follows.
 */
export async function touch(cdp: CDPSession, from: Point, path: Point[] = [], hold?: () => Promise<void>) {
  const start = Date.now() / 1000;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from], timestamp: start });
  for (const [i, point] of path.entries())
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point], timestamp: start + 0.05 * (i + 1) });
  await hold?.();
  const end = path.length ? start + 0.05 * (path.length + 1) : Date.now() / 1000;
  await cdp.send('Input.dispatchTouchEvent', { type: hold ? 'touchCancel' : 'touchEnd', touchPoints: [], timestamp: end });
}

/** A finger's tap on the middle of `target` (its middle scrolled into sight first). */
export async function tap(cdp: CDPSession, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to tap');
  await touch(cdp, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
}
