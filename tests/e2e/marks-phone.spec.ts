/**
 * The marks on a phone, in Chromium's device emulation (360×740, touch, a coarse pointer;
 * ./phone-support.ts): an article's list words are underlined at their feet once the page is
 * laid out at the phone's width, light and dark, and the page is as wide as the phone (the
 * underlines where the words were in the wider layout before did not widen it); again after
 * the phone is turned (740×360) and turned upright again; on a page with no viewport tag,
 * which a phone lays out as a desktop's 980 px and shows zoomed out; and a tap on a marked
 * word opens the sheet on that word, the underline letting the tap through, and no underline
 * shows through the sheet. Read from screenshots (./marks-seen.ts), kept as
 * test-results/marks/phone-*.png.
 */
import type { CDPSession, Page } from '@playwright/test';
import { bubble } from './bubble-support';
import { expect, test } from './fixtures';
import { makeMarkedList } from './marked-list';
import { send } from './send';
import { markerWorld } from './marker-world';
import { noteContrast, screenOf, seenMarks, type SeenMarks } from './marks-seen';
import { asPhone, touch } from './phone-support';

const PHONE = { width: 360, height: 740 };
/** The article's list words (./marks-pages.ts), as it writes them, and words of no list beside them. */
const SHOWN = ['daughters', 'entailed', 'rose', 'went'];
const OTHERS = ['estate', 'cousin', 'garden'];

/** Every list word on the screen underlined, and no other; nothing else of the underline's colour. */
function expectMarked(seen: SeenMarks, where: string) {
  const listed = seen.feet.filter((foot) => SHOWN.includes(foot.word)).map((foot) => foot.word);
  expect(listed, `${where}: the list words on the screen`).toEqual(SHOWN);
  expect(seen.underlined, `${where}: ${JSON.stringify(seen.feet)}`).toEqual(listed);
  for (const foot of seen.feet.filter((f) => SHOWN.includes(f.word)))
    expect(foot.contrast, `${where}: ${JSON.stringify(foot)}`).toBeGreaterThanOrEqual(3);
  expect(seen.stray, `${where}: the underline's colour away from a list word's foot, first at ${seen.strayAt}`).toBe(0);
}

/** Waits until the screen shows the marks as they should be, then holds it to that (`name`: its screenshot). */
async function expectMarksSeen(page: Page, cdp: CDPSession, name: string) {
  const look = () => seenMarks(page, name, () => screenOf(cdp), SHOWN, OTHERS);
  await expect.poll(async () => (await look()).underlined, { message: name }).toEqual(SHOWN);
  const seen = await look();
  noteContrast(seen, SHOWN, name);
  expectMarked(seen, name);
}

/** The marker placed its underlines again since `placings` (a resize, a turn, a zoom). */
async function placedAgain(page: Page, extensionId: string, placings: number) {
  const world = await markerWorld(page, extensionId);
  await world.when(`(marker) => marker.placings > ${placings} && marker.drawn >= ${SHOWN.length}`);
  const stats = await world.stats();
  await world.detach();
  return stats?.placings ?? 0;
}

/** The marker has placed the page's underlines: how many times so far. */
async function marked(page: Page, extensionId: string) {
  return placedAgain(page, extensionId, 0);
}

/**
 * The centre of `word`'s first occurrence, in the view's CSS pixels, where the page stands: not
 * bubble-support's centreOf, which scrolls the word to the middle, while this test holds which
 * words are above the sheet once it opens.
 */
function centreOf(page: Page, word: string) {
  return page.evaluate((word) => {
    const paragraph = document.getElementById('first')?.firstChild as Text;
    const at = paragraph.data.indexOf(word);
    const range = document.createRange();
    range.setStart(paragraph, at);
    range.setEnd(paragraph, at + word.length);
    const box = range.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }, word);
}

async function scheme(page: Page, cdp: CDPSession, value: 'light' | 'dark') {
  // Through DevTools: Playwright's own emulation would set its window size again.
  await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value }] });
  await expect.poll(() => page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(value === 'dark');
}

test.describe('marks on a phone', () => {
  let setup: Page;
  let listId: string;

  test.beforeAll(async ({ extensionContext, extensionId }) => {
    ({ setup, listId } = await makeMarkedList(extensionContext, extensionId, 'Marks on a phone', ['daughter', 'entail', 'rose', 'go']));
  });

  test.afterAll(async () => {
    await send(setup, { type: 'deleteList', listId });
    await setup.close();
  });

  test('360 px wide, light and dark, then turned to 740×360: the underlines follow the page’s layout; a tap on a marked word opens the sheet on it', async ({
    page,
    site,
    glossa,
    extensionId,
  }) => {
    expect(glossa.baseUrl).toBeTruthy();
    await page.goto(site.url('/marks-article.html'));
    let placings = await marked(page, extensionId);
    // Laid out again at the phone's width: the words move, and their underlines with them.
    const cdp = await asPhone(page, PHONE);
    placings = await placedAgain(page, extensionId, placings);
    // The page is as wide as the phone: the underlines of the wider layout widened it in none of its layouts.
    expect(await page.evaluate(() => [innerWidth, document.documentElement.scrollWidth])).toEqual([PHONE.width, PHONE.width]);
    await expectMarksSeen(page, cdp, 'phone-light-360x740');
    await scheme(page, cdp, 'dark');
    await expectMarksSeen(page, cdp, 'phone-dark-360x740');

    // A tap on a marked word is the word's: the sheet opens on it.
    await touch(cdp, await centreOf(page, 'daughters'));
    await expect.poll(async () => (await bubble(page))?.name, { timeout: 10_000 }).toBe('daughter');
    await expect.poll(async () => (await bubble(page))?.buttons ?? []).toContain('Add to list');
    // The words above the sheet keep their underlines; those under it show none through it.
    const withSheet = await seenMarks(page, 'phone-sheet-dark-360x740', () => screenOf(cdp), SHOWN, OTHERS);
    expect(withSheet.underlined).toEqual(['daughters', 'entailed']);
    expect(withSheet.stray, `the underline's colour away from a list word's foot, first at ${withSheet.strayAt}`).toBe(0);
    await touch(cdp, { x: PHONE.width - 6, y: 6 });
    await expect.poll(async () => (await bubble(page)) === undefined).toBe(true);
    await scheme(page, cdp, 'light');

    // Turned: 740 wide and 360 high, laid out again; and upright again, as wide as the phone.
    for (const [width, height, name] of [
      [PHONE.height, PHONE.width, 'phone-turned-740x360'],
      [PHONE.width, PHONE.height, 'phone-upright-again-360x740'],
    ] as const) {
      await cdp.send('Emulation.setDeviceMetricsOverride', {
        width,
        height,
        deviceScaleFactor: 2,
        mobile: true,
        screenOrientation: width > height ? { type: 'landscapePrimary', angle: 90 } : { type: 'portraitPrimary', angle: 0 },
      });
      await expect.poll(() => page.evaluate(() => screen.width)).toBe(width);
      placings = await placedAgain(page, extensionId, placings);
      expect(await page.evaluate(() => [innerWidth, document.documentElement.scrollWidth])).toEqual([width, width]);
      await expectMarksSeen(page, cdp, name);
    }
    await cdp.detach();
  });

  test('a page without a viewport tag, laid out 980 px wide and shown zoomed out: the underlines are under their words', async ({
    page,
    site,
    extensionId,
  }) => {
    await page.goto(site.url('/marks-article-wide.html'));
    const placings = await marked(page, extensionId);
    const cdp = await asPhone(page, PHONE);
    await expect.poll(() => page.evaluate(() => [innerWidth, (visualViewport?.scale ?? 1) < 0.5])).toEqual([980, true]);
    await placedAgain(page, extensionId, placings);
    await expectMarksSeen(page, cdp, 'phone-zoomed-out-360x740');
    await cdp.detach();
  });
});
