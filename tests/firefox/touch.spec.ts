/**
 * Glossa in Firefox on a phone's screen: a tap on a word opens the answer as a sheet at the
 * bottom edge, a tap on a link does what the page means, and a tap outside closes the sheet.
 * Firefox is told it has a touch screen and a coarse pointer (its `ui.*PointerCapabilities`
 * preferences, as Firefox for Android reports them) and given a phone's width; the taps are
 * real touch input through WebDriver BiDi. As in the other Firefox tests, the bubble's closed
 * shadow root is out of reach: the test sees the sheet as the page would, as the element on
 * top at the screen's bottom, and the lookup in the server's log.
 */
import { expect, test } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { startTestServer, type TestServer } from '../../dev/test-server';
import { buildFor, EXTENSION_ID, FIREFOX } from './build';

const PHONE = { width: 360, height: 740 };

/**
 * Gives the page a phone's size. Puppeteer sets a viewport in Firefox with two WebDriver BiDi
 * commands, the size and the screen's orientation; Firefox ESR 140 knows only the first and
 * answers the second "unknown command". The size is set all the same, which is what is checked.
 */
async function phoneWidth(page: Page): Promise<void> {
  await page.setViewport(PHONE).catch((error: unknown) => {
    if (!(error instanceof Error && /unknown command.*setScreenOrientationOverride/s.test(error.message))) throw error;
  });
  await expect.poll(() => page.evaluate(() => [innerWidth, innerHeight])).toEqual([PHONE.width, PHONE.height]);
}

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Shore birds</title></head>
<body style="font: 18px/1.6 serif; margin: 16px">
<p>At low tide a <span id="word">heron</span> waits in the shallows, and a <a id="link" href="#gulls">gull</a> drifts over the pier.</p>
</body></html>`;

/** The element on top at a point of the page's screen, as the page sees it. */
const onTop = (page: Page, at: { x: number; y: number }) =>
  page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.localName ?? null, at);

async function centreOf(page: Page, selector: string) {
  const box = await (await page.waitForSelector(selector))?.boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('in Firefox on a phone’s screen: a tapped word opens the sheet, a tapped link is the page’s, a tap outside closes it', async () => {
  // Its build of the Firefox extension alone takes half a minute on a busy machine.
  test.setTimeout(150_000);
  let glossa: TestServer | undefined;
  let browser: Browser | undefined;
  const site = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE));
  try {
    glossa = await startTestServer({ validateResponses: false });
    const asked: string[] = [];
    glossa.server.app.server.on('request', (request: { url?: string }) => asked.push(request.url ?? ''));
    await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
    const extensionDir = buildFor(glossa);

    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      // A touch screen and a coarse pointer, as a phone's (1: coarse, no hover).
      extraPrefsFirefox: { 'dom.w3c_touch_events.enabled': 1, 'ui.primaryPointerCapabilities': 1, 'ui.allPointerCapabilities': 1 },
    });
    expect(await browser.installExtension(extensionDir)).toBe(EXTENSION_ID);
    const page = await browser.newPage();
    await phoneWidth(page);
    await page.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`);
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    const bottom = { x: PHONE.width / 2, y: PHONE.height - 24 };

    // A link is the page's: the tap follows it, and nothing is looked up.
    const link = await centreOf(page, '#link');
    await page.touchscreen.tap(link.x, link.y);
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#gulls');
    expect(await onTop(page, bottom)).not.toBe('glossa-bubble');

    // A word: the sheet opens along the bottom edge, its lookup made by the background.
    const word = await centreOf(page, '#word');
    await page.touchscreen.tap(word.x, word.y);
    await expect.poll(() => onTop(page, bottom), { timeout: 10_000 }).toBe('glossa-bubble');
    await expect.poll(() => asked.some((url) => url.startsWith('/v4/word.json/heron/definitions'))).toBe(true);
    expect(asked.some((url) => url.includes('/gull'))).toBe(false);
    // The word stays in sight above the sheet.
    expect(await onTop(page, await centreOf(page, '#word'))).toBe('span');
    await page.screenshot({ path: test.info().outputPath('sheet.png') });

    // A tap outside the sheet closes it.
    await page.touchscreen.tap(PHONE.width - 8, 8);
    await expect.poll(() => page.evaluate(() => document.querySelector('glossa-bubble') === null)).toBe(true);
  } finally {
    await browser?.close();
    site.close();
    await glossa?.close();
  }
});
