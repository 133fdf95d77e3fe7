/**
 * Glossa in Firefox against the real Glossa server: the Firefox (MV2) build, made as
 * `npm start` makes it (set up for a local server and its key), installs, and a
 * double-click on a web page (one whose policy allows no inline style) brings up the
 * bubble, styled, its lookup made by the background.
 *
 * Playwright drives only its own patched Firefox, which cannot be downloaded here, so this
 * drives Debian's Firefox ESR through WebDriver BiDi with puppeteer-core (Playwright stays
 * the test runner). The bubble's closed shadow root is out of reach from the page, as it
 * should be: the test sees the bubble the way a page would, as the element on top where
 * it is shown, and the lookup in the server's log.
 */
import { expect, test } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import puppeteer, { type Browser } from 'puppeteer-core';
import { startTestServer, type TestServer } from '../../dev/test-server';
import { buildFor, EXTENSION_ID, FIREFOX } from './build';

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Harbour</title></head>
<body><p>The boats rest in the <span id="word">harbor</span> all winter.</p></body></html>`;

test('in Firefox: the extension installs, and a double-click on a word shows the bubble with its lookup', async () => {
  // Its build of the Firefox extension alone takes half a minute on a busy machine.
  test.setTimeout(150_000);
  let glossa: TestServer | undefined;
  let browser: Browser | undefined;
  // A page that allows no inline style: the bubble's own style must reach it all the same.
  const site = createServer((_request, response) =>
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'self'; style-src 'self'" })
      .end(PAGE),
  );
  try {
    glossa = await startTestServer({ validateResponses: false });
    const asked: string[] = [];
    glossa.server.app.server.on('request', (request: { url?: string }) => asked.push(request.url ?? ''));
    await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));

    const extensionDir = buildFor(glossa);

    browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
    expect(await browser.installExtension(extensionDir)).toBe(EXTENSION_ID);
    const page = await browser.newPage();

    // A web page: a double-click on a word brings the bubble up next to it, on top.
    await page.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`);
    const word = await page.waitForSelector('#word');
    const box = await word?.boundingBox();
    if (!box) throw new Error('the word has no box');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, { count: 2 });
    const below = { x: box.x + 20, y: box.y + box.height + 30 };
    await expect
      .poll(() => page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.localName, below), { timeout: 10_000 })
      .toBe('glossa-bubble');
    // Styled by its own sheet (the host's `display: contents` comes from it), as a reader sees it.
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('glossa-bubble') as Element).display)).toBe('contents');
    await page.screenshot({ path: test.info().outputPath('bubble.png') });
    // The background's lookup: definitions, then the headword's pronunciations.
    await expect.poll(() => asked.some((url) => url.startsWith('/v4/word.json/harbor/definitions'))).toBe(true);
    await expect.poll(() => asked.some((url) => url.startsWith('/v4/word.json/harbor/pronunciations'))).toBe(true);
    // The page sees the host element only: the bubble's content is in a closed shadow root.
    expect(await page.evaluate(() => document.querySelector('glossa-bubble')?.shadowRoot ?? null)).toBeNull();

    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.querySelector('glossa-bubble') === null)).toBe(true);
  } finally {
    await browser?.close();
    site.close();
    await glossa?.close();
  }
});
