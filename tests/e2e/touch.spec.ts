/**
 * Glossa on a phone, in Chromium with a phone's screen and touch (DevTools' device emulation:
 * 360×740 and 412×915, touch events, a coarse pointer): a tap on a word, or a long press's
 * selection, opens the answer as a sheet at the bottom edge, with the word scrolled above it;
 * a tap outside, a swipe down on its top and Back close it, and the page's own history is as
 * it was. A tap on a link, a button or a clickable card does what the page means and looks
 * nothing up. In an article, a plain-text book, a frame and Glossa's PDF viewer. A screen that
 * is wide, with a fine pointer beside touch (a laptop's), keeps the bubble at the word.
 */
import type { CDPSession, Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { bubble, bubbleBox, bubbleStyle, expectNoBubble, extensionScriptsRun, settledBubbleBox } from './bubble-support';
import { asPhone, touch, type Point } from './phone-support';
import { BUBBLE_FILE } from '../../lib/shared/content-files';
import { FINGER_RESTS_MS } from '../../entrypoints/content/touch';

const PHONES = [
  { width: 360, height: 740 },
  { width: 412, height: 915 },
] as const;

/** Opens `url` as a phone shows it (phone-support.ts). */
async function openAsPhone(page: Page, url: string, screen: { width: number; height: number }, cdp?: CDPSession): Promise<CDPSession> {
  await page.goto(url);
  return asPhone(page, screen, cdp);
}

/** Waits for the page to stop scrolling (a fling after a quick drag goes on a while). */
async function scrollSettled(page: Page) {
  let last = -1;
  await expect
    .poll(
      async () => last === (last = await page.evaluate(() => new Promise<number>((done) => requestAnimationFrame(() => done(scrollY))))),
    )
    .toBe(true);
}

/**
 * The word's box in the top page now (in a frame `frameSelector`'s, moved to the top page's
 * place), its centre too; with `scroll`, the word (or its frame) scrolled to the middle first.
 */
function boxOfWord(page: Page, text: string, frameSelector?: string, scroll = false) {
  return page.evaluate(
    ({ text, frameSelector, scroll }) => {
      const frame = frameSelector ? document.querySelector<HTMLIFrameElement>(frameSelector) : null;
      const doc = frame?.contentDocument ?? document;
      const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = (node as Text).data.indexOf(text);
        if (at < 0) continue;
        if (scroll) (frame ?? node.parentElement)?.scrollIntoView({ block: 'center' });
        const range = doc.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + text.length);
        const box = range.getBoundingClientRect();
        const origin = frame?.getBoundingClientRect() ?? { left: 0, top: 0 };
        return {
          top: origin.top + box.top,
          bottom: origin.top + box.bottom,
          x: origin.left + box.x + box.width / 2,
          y: origin.top + box.y + box.height / 2,
        };
      }
      throw new Error(`${text} is not on the page`);
    },
    { text, frameSelector, scroll },
  );
}

/** The centre of `text` in the page (or in frame `frameSelector`'s document), scrolled into view. */
async function wordAt(page: Page, text: string, frameSelector?: string): Promise<Point> {
  const { x, y } = await boxOfWord(page, text, frameSelector, true);
  return { x, y };
}

/** The sheet's headword once it is shown with an answer. */
async function expectSheet(page: Page, headword: string | RegExp) {
  await expect.poll(async () => (await bubble(page))?.name, { timeout: 10_000 }).toMatch(headword);
  await expect.poll(async () => (await bubble(page))?.buttons ?? []).toContain('Add to list');
}

/**
 * The sheet as a phone shows it: at the bottom edge of what the screen shows, across its whole
 * width, the word in sight above it, and every control at least 44 of the screen's pixels each way.
 */
async function expectSheetAtBottom(page: Page, word: string, frameSelector?: string, edge: 'bottom' | 'top' = 'bottom') {
  const box = await settledBubbleBox(page);
  const shown = await page.evaluate(() => {
    const { offsetLeft, offsetTop, width, height, scale } = visualViewport as VisualViewport;
    return { left: offsetLeft, top: offsetTop, right: offsetLeft + width, bottom: offsetTop + height, scale };
  });
  const where = `the sheet at ${JSON.stringify(box)}, the screen showing ${JSON.stringify(shown)}`;
  expect(Math.abs((box?.left ?? -9) - shown.left), where).toBeLessThan(1.5);
  expect(Math.abs((box?.right ?? -9) - shown.right), where).toBeLessThan(1.5);
  const at = await boxOfWord(page, word, frameSelector);
  const says = `${word} at ${JSON.stringify(at)}; ${where}`;
  if (edge == 'bottom') {
    expect(Math.abs((box?.bottom ?? -9) - shown.bottom), where).toBeLessThan(1.5);
    expect(at.top, says).toBeGreaterThanOrEqual(shown.top);
    expect(at.bottom, says).toBeLessThanOrEqual(box?.top ?? 0);
  } else {
    expect(Math.abs((box?.top ?? -9) - shown.top), where).toBeLessThan(1.5);
    expect(at.top, says).toBeGreaterThanOrEqual(box?.bottom ?? Infinity);
    expect(at.bottom, says).toBeLessThanOrEqual(shown.bottom);
  }
  const view = await bubble(page);
  const controls = view?.nodes.filter((n) => !n.ignored && (n.role?.value === 'button' || n.role?.value === 'link')) ?? [];
  expect(controls.length).toBeGreaterThan(1);
  const cdp = await page.context().newCDPSession(page);
  for (const control of controls) {
    // Its quad as drawn (a zoomed sheet's controls are zoomed with it), in the page's pixels.
    const { quads } = await cdp.send('DOM.getContentQuads', { backendNodeId: control.backendDOMNodeId ?? 0 });
    const [x1 = 0, y1 = 0, , , x3 = 0, y3 = 0] = quads[0] ?? [];
    expect((y3 - y1) * shown.scale, `${control.name?.value} is tall enough to tap`).toBeGreaterThanOrEqual(43.5);
    expect((x3 - x1) * shown.scale, `${control.name?.value} is wide enough to tap`).toBeGreaterThanOrEqual(43.5);
  }
  await cdp.detach();
}

/**
 * Saves what the screen shows under test-results/touch/, taken through DevTools: Playwright's
 * own screenshot sets its window size again, which would end the phone's emulation.
 */
async function screenshot(cdp: CDPSession, name: string) {
  mkdirSync('test-results/touch', { recursive: true });
  const { data } = await cdp.send('Page.captureScreenshot', { format: 'png' });
  writeFileSync(`test-results/touch/${name}.png`, Buffer.from(data, 'base64'));
}

/** Puts `text` low on the screen, `fromBottom` pixels above the bottom edge (as far as the page scrolls), and gives its centre. */
async function lowOnScreen(page: Page, text: string, fromBottom = 60): Promise<Point> {
  const at = await wordAt(page, text);
  await page.evaluate(({ y, fromBottom }) => scrollBy(0, y - (innerHeight - fromBottom)), { y: at.y, fromBottom });
  const box = await boxOfWord(page, text);
  return { x: at.x, y: (box.top + box.bottom) / 2 };
}

for (const screen of PHONES) {
  test(`${screen.width}×${screen.height}: a tap on a word opens the sheet, the word scrolled above it; a tap outside closes it`, async ({
    page,
    site,
    glossa,
  }) => {
    expect(glossa.baseUrl).toBeTruthy();
    const cdp = await openAsPhone(page, site.url('/touch-article.html'), screen);

    // A word low on the screen: the page scrolls it above the sheet.
    const low = await lowOnScreen(page, 'cormorant');
    expect(low.y).toBeGreaterThan(screen.height - 100);
    const scrolled = await page.evaluate(() => scrollY);
    await touch(cdp, low);
    await expectSheet(page, 'cormorant');
    await expectSheetAtBottom(page, 'cormorant');
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(scrolled);
    await screenshot(cdp, `sheet-light-${screen.width}x${screen.height}`);

    // A tap on the page outside closes it; a finger that moves scrolls the page and leaves it open.
    const drag = [10, 20, 30, 40].map((dy) => ({ x: screen.width / 2, y: 40 + dy }));
    await touch(cdp, { x: screen.width / 2, y: 40 }, drag);
    await scrollSettled(page);
    expect(await bubble(page)).toBeDefined();
    await touch(cdp, { x: screen.width - 6, y: 6 });
    await expect.poll(async () => (await bubble(page)) === undefined).toBe(true);

    // A word on the page's last line, which no scrolling lifts: the sheet is at the top edge, the word in sight under it.
    await touch(cdp, await lowOnScreen(page, 'heron'));
    await expectSheet(page, 'heron');
    await expectSheetAtBottom(page, 'heron', undefined, 'top');
    await cdp.detach();
  });
}

test('the sheet in the dark, in a frame: a word tapped in a frame opens the sheet in the top page', async ({ page, site, glossa }) => {
  expect(glossa.baseUrl).toBeTruthy();
  const screen = PHONES[0];
  await page.emulateMedia({ colorScheme: 'dark' });
  const cdp = await openAsPhone(page, site.url('/touch-article.html'), screen);
  try {
    await expect.poll(() => page.frames().length).toBe(2);
    await touch(cdp, await wordAt(page, 'sandpiper', '#frame'));
    await expectSheet(page, 'sandpiper');
    await expectSheetAtBottom(page, 'sandpiper', '#frame');
    expect(await bubbleStyle(page, 'background-color')).toBe('rgb(31, 34, 39)');
    await screenshot(cdp, `sheet-dark-${screen.width}x${screen.height}`);
  } finally {
    await page.emulateMedia({ colorScheme: null });
    await cdp.detach();
  }
});

test('a tap on a link, a button or a clickable card does what the page means and looks nothing up', async ({ page, site, glossa }) => {
  expect(glossa.baseUrl).toBeTruthy();
  const cdp = await openAsPhone(page, site.url('/touch-article.html'), PHONES[0]);
  await expectNoBubble(page, 1, async () => touch(cdp, await wordAt(page, 'Tapped')));
  await expect(page.locator('#button')).toHaveText('Tapped 1');
  await expectNoBubble(page, 1, async () => touch(cdp, await wordAt(page, 'harbour')));
  await expect(page.locator('body')).toHaveAttribute('data-card', 'opened');
  // Beside a line's end, on no letters, nothing is looked up either.
  await expectNoBubble(page, 1, async () => {
    const lead = await boxOfWord(page, 'A white egret');
    await touch(cdp, { x: PHONES[0].width - 20, y: lead.top - 30 });
  });
  await touch(cdp, await wordAt(page, 'Another article'));
  await expect(page).toHaveURL(site.url('/touch-elsewhere.html'));
  expect(await page.evaluate(() => document.querySelector('glossa-bubble'))).toBeNull();
  await cdp.detach();
});

test('a finger resting on a word has the bubble put in before it lifts; one resting on a button has nothing put in', async ({
  page,
  site,
  glossa,
}) => {
  expect(glossa.baseUrl).toBeTruthy();
  const cdp = await openAsPhone(page, site.url('/touch-article.html'), PHONES[0]);
  const ran = await extensionScriptsRun(cdp);
  const down = (at: Point) => cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
  const lift = () => cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  // A finger held on a button past the time a resting finger is read at (the loader reads it on
  // the page's frames: one frame more is waited for in the page) has nothing put in: the page
  // means the button to be tapped. The tap is done once the loader has passed it.
  const restedPast = () =>
    page.evaluate(
      (ms) =>
        new Promise<void>((done) => {
          const start = performance.now();
          const frame = () => (performance.now() - start > ms ? requestAnimationFrame(() => done()) : requestAnimationFrame(frame));
          requestAnimationFrame(frame);
        }),
      FINGER_RESTS_MS,
    );
  await expectNoBubble(page, 1, async () => {
    await down(await wordAt(page, 'Tapped'));
    await restedPast();
    await lift();
  });
  await expect(page.locator('#button')).toHaveText('Tapped 1');
  expect([...ran]).not.toContain(`/${BUBBLE_FILE}`);
  // On a word's letters, the file is put in while the finger is still down, well before a long
  // press would select the word (half a second) and have it looked up; the tap opens the sheet.
  await down(await wordAt(page, 'egret'));
  await expect.poll(() => [...ran], { timeout: 450 }).toContain(`/${BUBBLE_FILE}`);
  await lift();
  await expectSheet(page, 'egret');
  await cdp.detach();
});

test('a swipe down on the sheet’s top closes it; a short slow drag does not', async ({ page, site, glossa }) => {
  expect(glossa.baseUrl).toBeTruthy();
  const cdp = await openAsPhone(page, site.url('/touch-article.html'), PHONES[1]);
  await touch(cdp, await wordAt(page, 'egret'));
  await expectSheet(page, 'egret');
  const top = (await settledBubbleBox(page))?.top ?? 0;
  const grip = { x: PHONES[1].width / 2, y: top + 8 };
  // A drag of 20 pixels springs back.
  await touch(cdp, grip, [
    { ...grip, y: grip.y + 10 },
    { ...grip, y: grip.y + 20 },
  ]);
  await expect.poll(async () => Math.round((await settledBubbleBox(page))?.top ?? 0)).toBe(Math.round(top));
  // A drag of 150 pixels closes it.
  await touch(
    cdp,
    grip,
    [50, 100, 150].map((dy) => ({ ...grip, y: grip.y + dy })),
  );
  await expect.poll(async () => (await bubble(page)) === undefined).toBe(true);
  await cdp.detach();
});

test('Back closes the sheet and leaves the page’s own history as it was', async ({ page, site, glossa }) => {
  expect(glossa.baseUrl).toBeTruthy();
  const cdp = await openAsPhone(page, site.url('/touch-article.html'), PHONES[0]);
  const pageHistory = () =>
    page.evaluate(() => ({
      length: history.length,
      state: history.state as unknown,
      hash: location.hash,
      popstates: (window as unknown as { popstates: number }).popstates,
    }));
  const before = await pageHistory();
  expect(before).toMatchObject({ state: { page: 'second' }, hash: '#second', popstates: 0 });

  // Back closes the sheet; the page is back on its own entry, its address and state as they were.
  await touch(cdp, await wordAt(page, 'egret'));
  await expectSheet(page, 'egret');
  await expect.poll(async () => (await pageHistory()).length).toBe(before.length + 1);
  await cdp.send('Page.navigateToHistoryEntry', { entryId: await previousEntry(cdp) });
  await expect.poll(async () => (await bubble(page)) === undefined).toBe(true);
  expect(await pageHistory()).toMatchObject({ state: { page: 'second' }, hash: '#second', popstates: 1 });

  // A sheet closed by a tap outside takes its entry with it: the next Back is the page's own.
  const onPage = (await cdp.send('Page.getNavigationHistory')).currentIndex;
  await touch(cdp, await wordAt(page, 'cormorant'));
  await expectSheet(page, 'cormorant');
  await touch(cdp, { x: PHONES[0].width - 6, y: 6 });
  await expect.poll(async () => (await bubble(page)) === undefined).toBe(true);
  await expect.poll(async () => (await cdp.send('Page.getNavigationHistory')).currentIndex).toBe(onPage);
  await cdp.send('Page.navigateToHistoryEntry', { entryId: await previousEntry(cdp) });
  await expect.poll(async () => (await pageHistory()).hash).toBe('');
  expect(await pageHistory()).toMatchObject({ state: { page: 'first' }, popstates: 3 });
  await cdp.detach();
});

/** The entry a Back goes to. */
async function previousEntry(cdp: CDPSession): Promise<number> {
  const { currentIndex, entries } = await cdp.send('Page.getNavigationHistory');
  return entries[currentIndex - 1]?.id ?? -1;
}

test('a long press’s selection is looked up once it holds still', async ({ page, site, glossa }) => {
  expect(glossa.baseUrl).toBeTruthy();
  const cdp = await openAsPhone(page, site.url('/touch-article.html'), PHONES[0]);
  const at = await wordAt(page, 'shallows');
  // The finger stays down while the system selects the word under it, as a long press does.
  await touch(cdp, at, [], async () => {
    await page.evaluate(() => {
      const text = document.getElementById('lead')?.firstChild as Text;
      const start = text.data.indexOf('shallows');
      getSelection()?.setBaseAndExtent(text, start, text, start + 'shallows'.length);
    });
    await expectSheet(page, /^shallows?$/);
  });
  await expectSheetAtBottom(page, 'shallows');
  await cdp.detach();
});

test('a plain-text book and a PDF in Glossa’s viewer: a tapped word opens the sheet', async ({ page, site, glossa }) => {
  expect(glossa.baseUrl).toBeTruthy();
  const screen = PHONES[1];
  const cdp = await openAsPhone(page, site.url('/pride-and-prejudice.txt'), screen);
  await touch(cdp, await wordAt(page, 'impatiently'));
  await expectSheet(page, 'impatiently');
  await screenshot(cdp, `sheet-plain-text-${screen.width}x${screen.height}`);
  await expectSheetAtBottom(page, 'impatiently');
  await touch(cdp, { x: screen.width - 6, y: 6 });
  await expect.poll(async () => (await bubble(page)) === undefined).toBe(true);

  await openAsPhone(page, site.url('/pdf-links.html'), screen, cdp);
  await touch(cdp, await wordAt(page, 'sample'));
  await expect(page).toHaveURL(/pdf\.html/);
  await openAsPhone(page, page.url(), screen, cdp);
  await expect(page.locator('.textLayer').first()).toContainText('serendipity');
  const word = page.locator('.textLayer span', { hasText: 'serendipity' }).first();
  await expect(word).toBeVisible();
  await touch(cdp, await wordAt(page, 'serendipity'));
  await expectSheet(page, 'serendipity');
  await screenshot(cdp, `sheet-pdf-${screen.width}x${screen.height}`);
  await expectSheetAtBottom(page, 'serendipity');
  await cdp.detach();
});

test('a wide screen with a fine pointer and touch (a laptop’s) keeps the bubble at the word, for a tap and a double-click', async ({
  page,
  site,
  glossa,
}) => {
  expect(glossa.baseUrl).toBeTruthy();
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.goto(site.url('/touch-article.html'));
  expect(await page.evaluate(() => matchMedia('(pointer: fine)').matches)).toBe(true);
  const cdp = await page.context().newCDPSession(page);
  await touch(cdp, await wordAt(page, 'egret'));
  await expectSheet(page, 'egret');
  const box = await settledBubbleBox(page);
  // Beside the word, not across the bottom edge.
  expect((box?.right ?? 0) - (box?.left ?? 0)).toBeLessThan(400);
  expect(box?.bottom ?? 800).toBeLessThan(790);
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await bubble(page)) === undefined).toBe(true);
  const at = await wordAt(page, 'cormorant');
  await page.mouse.dblclick(at.x, at.y);
  await expectSheet(page, 'cormorant');
  expect(((await settledBubbleBox(page))?.right ?? 0) - ((await bubbleBox(page))?.left ?? 0)).toBeLessThan(400);
  await page.keyboard.press('Escape');
  await cdp.detach();
});
