/**
 * The marks in Firefox, from the same code as in Chromium: with words in a list, a page's list
 * words and their forms are marked and underlined, where the page cannot see them, and the
 * page's DOM is not changed but for the one empty element that holds the marks. The page cannot
 * see the marks, nor can the test from it: it looks at the screen for the underlines. The page
 * that spies on its reader, with a frame of another site, of the Chromium test
 * (tests/e2e/marks-private.spec.ts) learns nothing of them here either.
 *
 * A plain-text book (text/plain, which Firefox shows as one `<pre>`, as Chromium does) is
 * marked too: its first screen's list words underlined, and its other words not.
 *
 * The words go into a list as the bubble puts them there: through Glossa's page for a new
 * list's name (new-list.html), which web pages may frame and WebDriver BiDi may reach there
 * (it may not open the extension's pages in a tab). Its address is fixed by the
 * `extensions.webextensions.uuids` preference.
 */
import { expect, test } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import puppeteer, { type Browser } from 'puppeteer-core';
import { startTestServer, type TestServer } from '../../dev/test-server';
import { buildFor, EXTENSION_ID, FIREFOX } from './build';
import { readPng } from './png';
import { marksPages } from '../e2e/marks-pages';
import { hostilePages } from '../../dev/hostile-pages';

/** The novel's words that are list words (or their forms), and words that are not, or a name. */
const UNDERLINED = ['daughters', 'entailed', 'went'];
const LEFT_ALONE = ['estate', 'away', 'Rose'];

const UUID = '0c9f4a52-6d1e-4b7a-9f30-5e2d8c1a7b64';

/** The book's list words on its first screen (in their forms), and its other words there. */
const BOOK_UNDERLINED = ['daughters', 'entailed', 'rose', 'gone', 'went'];
const BOOK_LEFT_ALONE = ['autumn', 'estate', 'door', 'rain'];

const pages: Record<string, string | { body: string; headers: Record<string, string> }> = {
  // The marks' pages of the Chromium tests: among them the page that spies on its reader, with a frame of another site.
  ...marksPages,
  // The plain-text book of the Chromium tests (dev/hostile-pages.ts), served as text/plain.
  '/book.txt': hostilePages()['/book.txt'] ?? '',
  '/setup': `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Setup</title></head>
<body><iframe src="moz-extension://${UUID}/new-list.html?word=daughter" title="New list"></iframe></body></html>`,
  '/novel': `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Novel</title>
<script>
  window.mutations = 0;
  addEventListener('DOMContentLoaded', () =>
    new MutationObserver((r) => (window.mutations += r.length)).observe(document, { subtree: true, childList: true, attributes: true, characterData: true }));
</script></head>
<body><p>Her daughters entailed the estate; they went away. They called on Mrs. Rose.</p><pre>daughter</pre></body></html>`,
};

test('in Firefox: the words of a list and their forms are marked on a page, which is not changed and learns nothing of them', async () => {
  test.setTimeout(150_000);
  let glossa: TestServer | undefined;
  let browser: Browser | undefined;
  const site = createServer((request, response) => {
    const page = pages[request.url ?? ''] ?? '';
    const { body, headers } = typeof page === 'string' ? { body: page, headers: {} } : page;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(body);
  });
  try {
    glossa = await startTestServer({ validateResponses: false });
    await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
    const at = (path: string) => `http://127.0.0.1:${(site.address() as AddressInfo).port}${path}`;
    const extensionDir = buildFor(glossa);
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      extraPrefsFirefox: { 'extensions.webextensions.uuids': JSON.stringify({ [EXTENSION_ID]: UUID }) },
    });
    expect(await browser.installExtension(extensionDir)).toBe(EXTENSION_ID);
    const page = await browser.newPage();

    await page.goto(at('/setup'));
    const glossaFrame = await expect
      .poll(() => page.frames()[1]?.evaluate(() => typeof (globalThis as { browser?: unknown }).browser), { timeout: 10_000 })
      .toBe('object')
      .then(() => page.frames()[1]);
    const send = (message: object) =>
      glossaFrame?.evaluate(
        (m) =>
          (globalThis as unknown as { browser: { runtime: { sendMessage(m: object): Promise<unknown> } } }).browser.runtime.sendMessage(m),
        message,
      ) as Promise<{ ok: boolean; data?: { localId: string } }>;
    const list = await send({ type: 'createList', name: 'Reading' });
    expect(list.ok).toBe(true);
    expect(await send({ type: 'addWords', listId: list.data?.localId, words: ['daughter', 'entail', 'go', 'rose'] })).toMatchObject({
      ok: true,
    });

    await page.goto(at('/novel'));
    // The underlines are seen on the screen, under the list words only (the page's text is black on white).
    const boxes = await page.evaluate((words: string[]) => {
      const text = document.querySelector('p')?.firstChild as Text;
      return words.map((word) => {
        const range = document.createRange();
        const start = text.data.indexOf(word);
        range.setStart(text, start);
        range.setEnd(text, start + word.length);
        const { left, right, bottom } = range.getBoundingClientRect();
        return { word, left, right, bottom };
      });
    }, UNDERLINED.concat(LEFT_ALONE));
    const underlined = async (among = boxes) => {
      const picture = readPng(await page.screenshot());
      const found: string[] = [];
      for (const { word, left, right, bottom } of among) {
        let purple = 0;
        for (let y = Math.floor(bottom) - 4; y <= Math.ceil(bottom) + 1; y++)
          for (let x = Math.ceil(left); x < Math.floor(right); x++) {
            const [r, g, b] = picture.at(x, y);
            // The new words' colour, #8b5cf6, give or take its edges' smoothing.
            if (b > 150 && b - g > 80 && r < 200) purple++;
          }
        if (purple > 2) found.push(word);
      }
      return found;
    };
    await expect.poll(underlined, { timeout: 10_000 }).toEqual(UNDERLINED);
    expect(await page.evaluate(() => (window as unknown as { mutations: number }).mutations)).toBe(1);
    expect(await page.evaluate(() => [...document.querySelectorAll('glossa-marks')].map((host) => host.outerHTML))).toEqual([
      '<glossa-marks></glossa-marks>',
    ]);

    // A plain-text book: the list words of its first screen underlined, and no other word.
    await page.goto(at('/book.txt'));
    expect(await page.evaluate(() => document.contentType)).toBe('text/plain');
    const bookBoxes = await page.evaluate(
      (words: string[]) => {
        const found: { word: string; left: number; right: number; bottom: number }[] = [];
        const pattern = new RegExp(`\\b(${words.join('|')})\\b`, 'g');
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null)
          for (const match of text.data.matchAll(pattern)) {
            const range = document.createRange();
            range.setStart(text, match.index);
            range.setEnd(text, match.index + match[0].length);
            const { left, right, top, bottom } = range.getBoundingClientRect();
            // On the first screen only (the book goes on for pages).
            if (bottom > innerHeight - 8) return found;
            if (top >= 0) found.push({ word: match[0], left, right, bottom });
          }
        return found;
      },
      [...BOOK_UNDERLINED, ...BOOK_LEFT_ALONE],
    );
    expect(new Set(bookBoxes.map((box) => box.word))).toEqual(new Set([...BOOK_UNDERLINED, ...BOOK_LEFT_ALONE]));
    const bookListWords = bookBoxes.filter((box) => BOOK_UNDERLINED.includes(box.word)).map((box) => box.word);
    const bookShown = Date.now();
    await expect.poll(() => underlined(bookBoxes), { timeout: 10_000 }).toEqual(bookListWords);
    test.info().annotations.push({
      type: 'the book',
      description: `${bookListWords.length} underlines seen ${Date.now() - bookShown} ms after its load`,
    });
    await page.screenshot({ path: test.info().outputPath('book.png') });

    // A page that spies on its reader, and a frame of another site in it, learn nothing of the marks.
    await page.goto(at('/marks-spying.html'));
    const spiedBoxes = await page.evaluate(() =>
      [...document.querySelectorAll('#words span')].map((span) => {
        const { left, right, bottom } = span.getBoundingClientRect();
        return { word: span.textContent ?? '', left, right, bottom };
      }),
    );
    await expect.poll(() => underlined(spiedBoxes), { timeout: 10_000 }).toEqual(['daughters', 'entailed', 'rose', 'went']);
    const otherSite = () => page.frames().find((f) => f.url().includes('localhost'));
    await expect.poll(() => otherSite()?.evaluate(() => document.querySelector('glossa-marks') !== null)).toBe(true);
    const frame = otherSite();
    if (!frame) throw new Error('the frame of another site is gone');
    for (const where of [page.mainFrame(), frame]) {
      const { before, now, changes } = await where.evaluate(() => {
        const spy = window as unknown as { before: Record<string, unknown>; look(): Record<string, unknown>; changes: unknown[][] };
        return { before: spy.before, now: spy.look(), changes: spy.changes };
      });
      expect(before).toBeTruthy();
      // No highlight, no style, no hit, no scroll size, no selected text differs from before the marks.
      expect(now).toEqual({ ...before, elements: [...(before.elements as string[]), 'glossa-marks  '] });
      expect(now.highlights).toEqual([]);
      expect(changes).toEqual([['childList', expect.stringMatching(/^html /), null, null, ['glossa-marks  '], []]]);
    }
  } finally {
    await browser?.close();
    site.close();
    await glossa?.close();
  }
});
