/**
 * The reader's list words marked on pages, in real Chromium: their forms too, names and code
 * left alone, text added later marked within half a second, a word added or removed marked or
 * unmarked on the open page at once, marks off and "don't mark here" honoured; and never a
 * change to the page's DOM (the page counts them in its own script world).
 */
import type { Page } from '@playwright/test';
import { bubble } from './bubble-support';
import { expect, test } from './fixtures';

type Sent = { ok: boolean; data?: unknown; error?: { message: string } };

async function send(page: Page, message: unknown): Promise<Sent> {
  return (await page.evaluate((m) => chrome.runtime.sendMessage(m), message)) as Sent;
}

/** Every mark on the page's document, as "state:text", read from the page's own world. */
function marks(page: Page, frame = false): Promise<string[]> {
  const target = (frame && page.frames()[1]) || page.mainFrame();
  return target.evaluate(() =>
    [...CSS.highlights.entries()]
      .filter(([name]) => name.startsWith('glossa-'))
      .flatMap(([name, highlight]) =>
        [...highlight].map((range) => {
          const text = (range.startContainer as Text).data.slice(range.startOffset, range.endOffset);
          return `${name.slice('glossa-'.length)}:${text}`;
        }),
      )
      .sort(),
  );
}

/** The marker has started on the page: its highlights are in the page's registry, empty or not. */
const markerStarted = (page: Page) => page.waitForFunction(() => CSS.highlights.has('glossa-new'));

const mutationsByGlossa = (page: Page) =>
  page.evaluate(() => (window as unknown as { mutations: number; own: number }).mutations - (window as unknown as { own: number }).own);

test.describe('marks', () => {
  let setup: Page;
  let listId: string;

  test.beforeAll(async ({ extensionContext, extensionId }) => {
    setup = await extensionContext.newPage();
    await setup.goto(`chrome-extension://${extensionId}/popup.html`);
    const list = await send(setup, { type: 'createList', name: 'Marks test' });
    expect(list.ok).toBe(true);
    listId = (list.data as { localId: string }).localId;
    expect(await send(setup, { type: 'addWords', listId, words: ['daughter', 'entail', 'rose', 'go'] })).toMatchObject({ ok: true });
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
    await expect.poll(() => marks(page), { timeout: 10_000 }).toEqual(expected);
    // "Mrs. Rose" is a name; the code, the text field and the editable region are left alone.
    await expect.poll(() => marks(page, true)).toEqual(['new:entails']);
    expect(await mutationsByGlossa(page)).toBe(0);
    // Marks change no layout: the page never shifted.
    expect(await page.evaluate(() => performance.getEntriesByType('layout-shift').length)).toBe(0);

    // The bubble of a marked word says which list holds it, and its state.
    await page.locator('#kept').dblclick();
    await expect.poll(async () => (await bubble(page))?.text ?? '', { timeout: 10_000 }).toContain('In “Marks test” · new');
    await page.keyboard.press('Escape');
    expect(glossa.baseUrl).toBeTruthy();
  });

  test('text a page adds later is marked within half a second; words added and removed are marked and unmarked at once', async ({
    page,
    site,
  }) => {
    await page.goto(site.url('/marks-later.html'));
    await markerStarted(page);
    const took = await page.evaluate(
      () =>
        new Promise<number>((done) => {
          const added = (window as unknown as { addParagraph(text: string): number }).addParagraph('Two daughters went home.');
          const tick = () => {
            if ((CSS.highlights.get('glossa-new')?.size ?? 0) >= 2) done(performance.now() - added);
            else setTimeout(tick, 5);
          };
          tick();
        }),
    );
    expect(took).toBeLessThan(500);
    expect(await marks(page)).toEqual(['new:daughters', 'new:went']);

    expect(await send(setup, { type: 'addWords', listId, words: ['home'] })).toMatchObject({ ok: true });
    await expect.poll(() => marks(page)).toEqual(['new:daughters', 'new:home', 'new:went']);
    expect(await send(setup, { type: 'removeWords', listId, words: ['daughter'] })).toMatchObject({ ok: true });
    await expect.poll(() => marks(page)).toEqual(['new:home', 'new:went']);
    expect(await mutationsByGlossa(page)).toBe(0);
  });

  test('marks off, or "don\'t mark here" for the site, unmark the open page', async ({ page, site }) => {
    await page.goto(site.url('/marks-later.html'));
    await markerStarted(page);
    await page.evaluate(() => (window as unknown as { addParagraph(text: string): number }).addParagraph('We go home.'));
    await expect.poll(() => marks(page)).toEqual(['new:go', 'new:home']);
    expect(await send(setup, { type: 'updateSettings', patch: { marks: false } })).toMatchObject({ ok: true });
    await expect.poll(() => marks(page)).toEqual([]);
    expect(await send(setup, { type: 'updateSettings', patch: { marks: true, unmarkedSites: ['127.0.0.1'] } })).toMatchObject({ ok: true });
    await page.reload();
    await page.evaluate(() => (window as unknown as { addParagraph(text: string): number }).addParagraph('We go home.'));
    await page.waitForTimeout(800);
    expect(await marks(page)).toEqual([]);
    // Marked here again: the open page is marked without a reload.
    expect(await send(setup, { type: 'updateSettings', patch: { unmarkedSites: [] } })).toMatchObject({ ok: true });
    await expect.poll(() => marks(page)).toEqual(['new:go', 'new:home']);
  });
});
