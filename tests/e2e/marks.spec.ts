/**
 * The reader's list words marked on pages, in real Chromium: their forms too, names and code
 * left alone, text added later marked within half a second, a word added or removed marked or
 * unmarked on the open page at once, marks off and "don't mark here" honoured; and no change to
 * the page's DOM but the one empty element that holds the marks (the page counts the changes in
 * its own script world). The marks are read where the marker keeps them (./marker-world.ts): no
 * script of the page can (./marks-private.spec.ts).
 */
import type { Page } from '@playwright/test';
import { bubble } from './bubble-support';
import { expect, test } from './fixtures';
import { makeMarkedList } from './marked-list';
import { send } from './send';
import { markerWorld } from './marker-world';

/** Every mark of the page's marker (or of a frame's, by a part of its address), as "state:word". */
async function marks(page: Page, extensionId: string, frameUrl?: string): Promise<string[]> {
  const world = await markerWorld(page, extensionId);
  try {
    return (await world.read(frameUrl))?.marked ?? [];
  } finally {
    await world.detach();
  }
}

/**
 * The changes to the page's DOM not made by the page: one, the element that holds the marks,
 * added to the root element when the marker starts.
 */
const mutationsByGlossa = (page: Page) =>
  page.evaluate(() => (window as unknown as { mutations: number; own: number }).mutations - (window as unknown as { own: number }).own);

test.describe('marks', () => {
  let setup: Page;
  let listId: string;

  test.beforeAll(async ({ extensionContext, extensionId }) => {
    ({ setup, listId } = await makeMarkedList(extensionContext, extensionId, 'Marks test', ['daughter', 'entail', 'rose', 'go']));
  });

  test.afterAll(async () => {
    await send(setup, { type: 'deleteList', listId });
    await send(setup, { type: 'updateSettings', patch: { marks: true, unmarkedSites: [] } });
    await setup.close();
  });

  test('a long page: list words and their forms are marked, names, code and fields are not, with no change to the page', async ({
    page,
    site,
    glossa,
    extensionId,
  }) => {
    await page.goto(site.url('/marks-long.html'));
    const expected = [
      'new:daughter', // "whose daughter was away"
      'new:daughter', // in the open shadow root
      "new:daughter's", // the last paragraph, far below the first screen
      'new:daughters',
      'new:entailed',
      'new:rose', // "a rose grew"
      'new:Rose', // opening a sentence
      'new:went',
    ].sort();
    await expect.poll(() => marks(page, extensionId), { timeout: 10_000 }).toEqual(expected);
    // "Mrs. Rose" is a name; the code, the text field and the editable region are left alone.
    await expect.poll(() => marks(page, extensionId, '/marks-frame.html'), { timeout: 10_000 }).toEqual(['new:entails']);
    expect(await mutationsByGlossa(page)).toBe(1);
    // Marks change no layout: the page never shifted.
    expect(await page.evaluate(() => performance.getEntriesByType('layout-shift').length)).toBe(0);

    // The bubble of a marked word says which list holds it, and its state.
    await page.locator('#kept').dblclick();
    await expect.poll(async () => (await bubble(page))?.text ?? '', { timeout: 10_000 }).toContain('In “Marks test” · new');
    await page.keyboard.press('Escape');
    expect(glossa.baseUrl).toBeTruthy();
  });

  test('only what a reader can see is underlined: not what is hidden, transparent, clipped away, off the page, closed, inert or covered', async ({
    page,
    site,
    extensionId,
  }) => {
    await page.goto(site.url('/marks-hidden.html'));
    const world = await markerWorld(page, extensionId);
    // Every list word is found, the hidden ones too (they are drawn if they come to be seen)…
    await expect
      .poll(async () => (await world.read())?.marked, { timeout: 10_000 })
      .toEqual(
        [
          'new:daughter',
          'new:daughter',
          'new:daughter',
          'new:daughter',
          'new:Daughters',
          'new:entailed',
          'new:entailed',
          'new:rose',
          'new:rose',
          'new:rose',
          'new:went',
          'new:went',
        ].sort(),
      );
    // …and once placed again after that (a resize places them), only the word shown is underlined.
    // (The first placing counted after the resize is not always the one that draws the word: one
    // run in ten read none drawn then. The words drawn are read until they settle.)
    const placings = (await world.read())?.placings ?? 0;
    const size = page.viewportSize() ?? { width: 1280, height: 720 };
    await page.setViewportSize({ width: size.width, height: size.height + 1 });
    await world.when(`(marker) => marker.placings > ${placings}`);
    await expect.poll(async () => (await world.read())?.underlined, { timeout: 5_000 }).toEqual(['new:daughter']);
    expect(await mutationsByGlossa(page)).toBe(1);
    await world.detach();
  });

  test('text a page adds later is marked within half a second; words added and removed are marked and unmarked at once', async ({
    page,
    site,
    extensionId,
  }) => {
    await page.goto(site.url('/marks-later.html'));
    const world = await markerWorld(page, extensionId);
    await expect.poll(() => world.read(), { timeout: 10_000 }).toMatchObject({ idle: true });
    const added = await page.evaluate(() =>
      (window as unknown as { addParagraph(text: string): number }).addParagraph('Two daughters went home.'),
    );
    // Found and drawn: the page's clock when the marker had both words underlined.
    const drawn = await world.when('(marker) => marker.marked.length >= 2 && marker.drawn >= 2');
    expect((drawn ?? Infinity) - added).toBeLessThan(500);
    expect((await world.read())?.marked).toEqual(['new:daughters', 'new:went']);

    expect(await send(setup, { type: 'addWords', listId, words: ['home'] })).toMatchObject({ ok: true });
    await expect.poll(() => marks(page, extensionId)).toEqual(['new:daughters', 'new:home', 'new:went']);
    await expect.poll(async () => (await world.read())?.drawn).toBe(3);
    expect(await send(setup, { type: 'removeWords', listId, words: ['daughter'] })).toMatchObject({ ok: true });
    await expect.poll(() => marks(page, extensionId)).toEqual(['new:home', 'new:went']);
    await expect.poll(async () => (await world.read())?.drawn).toBe(2);
    expect(await mutationsByGlossa(page)).toBe(1);
    await world.detach();
  });

  test('marks off, or "don\'t mark here" for the site, unmark the open page', async ({ page, site, extensionId }) => {
    await page.goto(site.url('/marks-later.html'));
    const world = await markerWorld(page, extensionId);
    await expect.poll(() => world.read(), { timeout: 10_000 }).toMatchObject({ idle: true });
    await page.evaluate(() => (window as unknown as { addParagraph(text: string): number }).addParagraph('We go home.'));
    await expect.poll(() => marks(page, extensionId)).toEqual(['new:go', 'new:home']);
    expect(await send(setup, { type: 'updateSettings', patch: { marks: false } })).toMatchObject({ ok: true });
    await expect.poll(() => marks(page, extensionId)).toEqual([]);
    await expect.poll(async () => (await world.read())?.drawn).toBe(0);
    expect(await send(setup, { type: 'updateSettings', patch: { marks: true, unmarkedSites: ['127.0.0.1'] } })).toMatchObject({ ok: true });
    // Once the background has followed the change, the marker is started on no page of the site.
    const excluded = () =>
      setup.evaluate(async () => (await chrome.scripting.getRegisteredContentScripts()).flatMap((script) => script.excludeMatches ?? []));
    await expect.poll(excluded).toContain('*://127.0.0.1/*');
    await page.reload({ waitUntil: 'load' });
    await page.evaluate(() => (window as unknown as { addParagraph(text: string): number }).addParagraph('We go home.'));
    await expect.poll(() => world.read()).toBeNull();
    expect(await page.evaluate(() => document.querySelector('glossa-marks'))).toBeNull();
    expect(await mutationsByGlossa(page)).toBe(0);
    // Marked here again: the open page is marked without a reload.
    expect(await send(setup, { type: 'updateSettings', patch: { unmarkedSites: [] } })).toMatchObject({ ok: true });
    await expect.poll(() => marks(page, extensionId)).toEqual(['new:go', 'new:home']);
    await world.detach();
  });
});
