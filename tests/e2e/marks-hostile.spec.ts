/**
 * No page can make the marks hurt, in real Chromium: on a text node of 10 MB, 10 MB of list words,
 * 200,000 elements, a text changed every millisecond, 40 frames and open shadow roots 400 deep,
 * no slice of the marker's work (finding words, or placing underlines) takes 50 ms, as the
 * marker's own figures say in the extension's world (./marker-world.ts); on the page of list
 * words marking stops at its bound, and the popup says so. A plain-text book (text/plain, which
 * the browser shows as one `<pre>`) is marked as a page is.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { frameMark, HOSTILE_FRAMES } from '../../dev/hostile-pages';
import { markerWorld, type MarkerView } from './marker-world';
import { makeMarkedList } from './marked-list';
import { send } from './send';

type Stats = Omit<MarkerView, 'marked' | 'underlined'>;

/** What a long task is (the browser's Long Tasks API): no slice of Glossa's may be one. */
const LONG_TASK_MS = 50;
/** The most marks a frame keeps (entrypoints/content/marker.ts, MAX_MARKS). */
const MAX_MARKS = 10_000;

/** Opens `path` and waits until its marker (or a frame's, by a part of its address) has nothing left to read. */
async function markedPage(page: Page, url: string, extensionId: string, frameUrl?: string) {
  await page.goto(url, { waitUntil: 'load' });
  const world = await markerWorld(page, extensionId);
  await expect.poll(async () => (await world.stats(frameUrl))?.idle, { timeout: 30_000 }).toBe(true);
  return world;
}

/** No slice of the marker's work was a long task. */
function quick(stats: Stats | null | undefined, where: string): void {
  expect(stats, where).toBeTruthy();
  test.info().annotations.push({
    type: where,
    description: `longest slice ${stats?.longestSliceMs.toFixed(1)} ms (${stats?.longestSlice}), longest placing ${stats?.longestPlacingMs.toFixed(1)} ms, the page's layout up to ${stats?.longestLayoutMs?.toFixed(1)} ms`,
  });
  expect(stats?.longestSliceMs, `${where}: longest slice finding words`).toBeLessThan(LONG_TASK_MS);
  expect(stats?.longestPlacingMs, `${where}: longest placing of underlines`).toBeLessThan(LONG_TASK_MS);
}

test.describe('marks on hostile pages', () => {
  // The slices are timed by the wall clock, which also counts the garbage collector's pauses for
  // the page's own huge DOM and, on a loaded 2-core machine, time the thread was not running: one
  // such pause can push a single slice past 50 ms. A second run must then pass on its own.
  test.describe.configure({ retries: 1 });

  let setup: Page;
  let listId: string;

  test.beforeAll(async ({ extensionContext, extensionId }) => {
    ({ setup, listId } = await makeMarkedList(extensionContext, extensionId, 'Hostile pages', ['daughter', 'entail', 'rose', 'go']));
  });

  test.afterAll(async () => {
    await send(setup, { type: 'deleteList', listId });
    await setup.close();
  });

  test('one text node of 10 MB is read in slices, its last word marked', async ({ page, site, extensionId }) => {
    const world = await markedPage(page, site.url('/hostile-long-text.html'), extensionId);
    const stats = await world.stats();
    quick(stats, 'a text of 10 MB');
    expect(stats?.marks).toBe(1);
    expect(stats?.stoppedAt).toBeUndefined();
    await world.detach();
  });

  test('10 MB of list words: marking stops at its bound, in slices, and the popup says so', async ({
    page,
    context,
    site,
    extensionId,
  }) => {
    const world = await markedPage(page, site.url('/hostile-list-words.html'), extensionId);
    const stats = await world.stats();
    quick(stats, 'a page of list words');
    expect(stats?.stoppedAt).toBe(MAX_MARKS);
    expect(stats?.marks).toBe(MAX_MARKS);
    await world.detach();

    // The popup reads the tab in front: opened in a tab of its own, then read again behind the page.
    const popup = await context.newPage();
    try {
      await popup.goto(`chrome-extension://${extensionId}/popup.html`);
      await page.bringToFront();
      await popup.reload();
      await expect(popup.getByText('Marking stopped at 10,000 words on this page')).toBeVisible();
    } finally {
      await popup.close();
    }
  });

  test('200,000 elements are walked and read in slices', async ({ page, site, extensionId }) => {
    const world = await markedPage(page, site.url('/hostile-elements.html'), extensionId);
    const stats = await world.stats();
    quick(stats, '200,000 elements');
    expect(stats?.marks).toBe(2000);
    await world.detach();
  });

  test('a text changed every millisecond is followed, the marker taking a small share of the main thread', async ({
    page,
    site,
    extensionId,
  }) => {
    const world = await markedPage(page, site.url('/hostile-changing.html'), extensionId);
    const changes = () => page.evaluate(() => (window as unknown as { changes: number }).changes);
    const before = { stats: await world.stats(), at: await page.evaluate(() => performance.now()), changes: await changes() };
    // A thousand changes of the page's text, at its timer's pace.
    await page.waitForFunction((from) => (window as unknown as { changes: number }).changes >= from + 1000, before.changes, {
      timeout: 20_000,
    });
    const after = { stats: await world.stats(), at: await page.evaluate(() => performance.now()) };
    quick(after.stats, 'a changing text');
    const elapsed = after.at - before.at;
    const finding = ((after.stats?.busyMs ?? 0) - (before.stats?.busyMs ?? 0)) / elapsed;
    const placing = ((after.stats?.placingMs ?? 0) - (before.stats?.placingMs ?? 0)) / elapsed;
    const share = finding + placing;
    test.info().annotations.push({
      type: 'marker share',
      description: `${(share * 100).toFixed(1)} % of the main thread: ${(finding * 100).toFixed(1)} % finding words, ${(placing * 100).toFixed(1)} % placing`,
    });
    expect(share).toBeLessThan(0.15);
    // The changed text is still marked as it reads now.
    expect((await world.read())?.marked).toEqual(expect.arrayContaining(['new:daughter', 'new:entailed', 'new:went']));
    await world.detach();
  });

  test('40 frames of the same site: each frame is marked with bounds of its own', async ({ page, site, extensionId }) => {
    await page.goto(site.url('/hostile-frames.html'), { waitUntil: 'load' });
    const world = await markerWorld(page, extensionId);
    for (let index = 0; index < HOSTILE_FRAMES; index++) {
      await expect.poll(async () => (await world.stats(frameMark(index)))?.idle, { timeout: 30_000 }).toBe(true);
      const stats = await world.stats(frameMark(index));
      quick(stats, `frame ${index}`);
      // 400 paragraphs of four list words each.
      expect(stats?.marks, `frame ${index}`).toBe(1600);
    }
    await world.detach();
  });

  test('open shadow roots 400 deep are entered and marked in slices', async ({ page, site, extensionId }) => {
    const world = await markedPage(page, site.url('/hostile-shadow.html'), extensionId);
    const stats = await world.stats();
    quick(stats, 'a shadow tree 400 deep');
    expect(stats?.marks).toBe(400);
    await world.detach();
  });

  test('a plain-text book (text/plain, one <pre>) is marked and underlined as a page is', async ({ page, site, extensionId }) => {
    const world = await markedPage(page, site.url('/book.txt'), extensionId);
    expect(await page.evaluate(() => document.contentType)).toBe('text/plain');
    const view = await world.read();
    quick(view, 'a plain-text book');
    // Forty chapters of thirty paragraphs, five list words in each (a word the browser's parser
    // cut between two of its text nodes, of 64 K characters each, is not one any more).
    expect(view?.marks).toBeGreaterThan(40 * 30 * 5 - 5);
    expect(view?.marks).toBeLessThanOrEqual(40 * 30 * 5);
    // What the first screen shows is underlined: each list word, in its forms. The underlines are
    // placed once the browser has said which marks are near the view, a frame or more after the
    // last word is read.
    await expect
      .poll(async () => new Set((await world.read())?.underlined), { timeout: 10_000 })
      .toEqual(new Set(['new:daughters', 'new:entailed', 'new:rose', 'new:went', 'new:gone']));
    await world.detach();
  });
});
