/**
 * The marks as a reader sees them, in real Chromium: on an article, a plain-text book and a PDF
 * in Glossa's viewer, in a light and a dark colour scheme (the article and the viewer's pages
 * dark too), every list word on the screen has an underline at its foot, in a colour that
 * stands out from the page behind it (3:1 at least, WCAG's ratio for what is not text), and no
 * other word has one, nor is the colour painted anywhere else. Read from screenshots
 * (./marks-seen.ts), which are kept as test-results/marks/{article,plain-text,pdf}-{light,dark}.png.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { makeMarkedList } from './marked-list';
import { send } from './send';
import { markerWorld } from './marker-world';
import { contrast, noteContrast, screenOf, seenMarks, type SeenMarks } from './marks-seen';

/** The list's words; what each document shows of them (their forms), and words of no list beside them. */
const LIST = ['daughter', 'entail', 'rose', 'go', 'fortune', 'wife', 'serendipity', 'fox'];
const DOCUMENTS: { name: string; path: string; shown: readonly string[]; others: readonly string[] }[] = [
  {
    name: 'article',
    path: '/marks-article.html',
    shown: ['daughters', 'entailed', 'rose', 'went'],
    others: ['estate', 'cousin', 'garden'],
  },
  { name: 'plain-text', path: '/pride-and-prejudice.txt', shown: ['fortune', 'wife'], others: ['truth', 'possession', 'impatiently'] },
  { name: 'pdf', path: '/papers/sample.pdf', shown: ['serendipity', 'fox'], others: ['quick', 'brown', 'lazy', 'dog'] },
];

/** The least contrast an underline may have with the page behind it: WCAG's for what is not text. */
const LEAST_CONTRAST = 3;

/**
 * The marks seen on the screen hold: each list word shown is underlined, and only those; the
 * underline stands out from the page; and the page is as dark, or as light, as its scheme.
 */
function expectReadable(seen: SeenMarks, shown: readonly string[], where: string, dark: boolean) {
  const listed = seen.feet.filter((foot) => shown.includes(foot.word));
  expect(listed.length, `${where}: list words on the screen`).toBeGreaterThanOrEqual(shown.length);
  for (const foot of seen.feet) {
    const says = `${where}: ${JSON.stringify(foot)}`;
    if (!shown.includes(foot.word)) continue;
    expect(foot.contrast, says).toBeGreaterThanOrEqual(LEAST_CONTRAST);
    // The page behind the word: dark against white, light against black.
    expect(contrast(foot.background, dark ? [255, 255, 255] : [0, 0, 0]), says).toBeGreaterThan(10);
  }
  expect(seen.stray, `${where}: the underline's colour away from a list word's foot, first at ${seen.strayAt}`).toBe(0);
}

test.describe('marks on the screen', () => {
  let setup: Page;
  let listId: string;

  test.beforeAll(async ({ extensionContext, extensionId }) => {
    ({ setup, listId } = await makeMarkedList(extensionContext, extensionId, 'Marks seen', LIST));
  });

  test.afterAll(async () => {
    await send(setup, { type: 'deleteList', listId });
    await setup.close();
  });

  for (const document of DOCUMENTS) {
    test(`${document.name}: the list words underlined, and no other, visible in light and dark`, async ({ page, site, extensionId }) => {
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        if (document.name === 'pdf') {
          await page.goto(`chrome-extension://${extensionId}/pdf.html?file=${encodeURIComponent(site.url(document.path))}`);
          await expect(page.locator('.textLayer span', { hasText: 'serendipity' }).first()).toBeVisible();
          // The viewer is the extension's own page: its marker is in the page's world.
          await expect
            .poll(() => page.evaluate(() => (globalThis as { glossaMarker?: { stats?: { drawn: number } } }).glossaMarker?.stats?.drawn))
            .toBeGreaterThanOrEqual(document.shown.length);
        } else {
          await page.goto(site.url(document.path));
          const world = await markerWorld(page, extensionId);
          await world.when(`(marker) => marker.drawn >= ${document.shown.length}`);
          await world.detach();
        }
        const where = `${document.name}, ${scheme}`;
        const cdp = await page.context().newCDPSession(page);
        const look = () => seenMarks(page, `${document.name}-${scheme}`, () => screenOf(cdp), document.shown, document.others);
        // Read until the screen has caught up with the marker (its next frame paints the underlines).
        await expect
          .poll(async () => (await look()).underlined, { message: where })
          .toEqual(
            // Every list word on the screen, in order, and only those.
            expect.arrayContaining([...document.shown]),
          );
        const seen = await look();
        expect(seen.underlined, where).toEqual(seen.feet.filter((foot) => document.shown.includes(foot.word)).map((foot) => foot.word));
        noteContrast(seen, document.shown, where);
        expectReadable(seen, document.shown, where, scheme === 'dark');
        await cdp.detach();
      }
      await page.emulateMedia({ colorScheme: null });
    });
  }

  test('a page wider than the view: the words past its edge are underlined once scrolled to', async ({ page, site, extensionId }) => {
    await page.goto(site.url('/marks-wide.html'));
    const world = await markerWorld(page, extensionId);
    await world.when('(marker) => marker.marks >= 2');
    const placings = (await world.stats())?.placings ?? 0;
    await page.evaluate(() => scrollTo(1700, 0));
    await world.when(`(marker) => marker.placings > ${placings} && marker.drawn >= 2`);
    await world.detach();
    const cdp = await page.context().newCDPSession(page);
    const shown = ['daughters', 'entailed'];
    const look = () => seenMarks(page, 'wide-scrolled', () => screenOf(cdp), shown, ['estate']);
    await expect.poll(async () => (await look()).underlined).toEqual(shown);
    expectReadable(await look(), shown, 'a wide page', false);
    await cdp.detach();
  });
});
