/**
 * The bubble never in the way, in real Chromium against the real Glossa server: at the
 * bottom edge and in a 320 px window it stays inside and leaves the word in sight with its
 * actions; a right-to-left page does not mirror it; a frame too small for it hands the
 * lookup to the top page, which shows it at the word; it takes the page's declared or
 * plainly dark colour scheme; and "Playing…" ends when the sound does.
 */
import type { Frame, Locator, Page } from '@playwright/test';
import { boxOf, bubble, bubbleBox, bubbleStyle, clickInBubble, expectNoBubble, settledBubbleBox } from './bubble-support';
import { expect, test, watchErrors } from './fixtures';
import { closeOffscreen } from './audio-support';

test.describe.configure({ mode: 'serial' });
// A page in a background tab skips rendering, and its accessibility tree goes stale.
test.beforeEach(async ({ page }) => {
  await page.bringToFront();
});

type Box = { left: number; top: number; right: number; bottom: number };
const GAP = 6;

/** The word's box (in the top page's viewport, for a word in a frame too). */
async function wordBox(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the word has no box');
  return { left: box.x, top: box.y, right: box.x + box.width, bottom: box.y + box.height };
}

/**
 * A word's box in the top page's viewport when it is inside frames (`frames`: the iframe
 * selectors from the top down). Playwright's boundingBox leaves out an iframe's border and
 * padding, which do move the frame's content: the content box is added here.
 */
async function wordInFrames(page: Page, frames: string[], selector: string): Promise<Box> {
  let frame: Frame = page.mainFrame();
  let x = 0;
  let y = 0;
  for (const iframe of frames) {
    const element = frame.locator(iframe);
    const origin = await element.evaluate((f: HTMLIFrameElement) => {
      const box = f.getBoundingClientRect();
      const style = getComputedStyle(f);
      return { x: box.left + f.clientLeft + parseFloat(style.paddingLeft), y: box.top + f.clientTop + parseFloat(style.paddingTop) };
    });
    x += origin.x;
    y += origin.y;
    const inner = await (await element.elementHandle())?.contentFrame();
    if (!inner) throw new Error(`no frame in ${iframe}`);
    frame = inner;
  }
  const box = await frame.locator(selector).evaluate((word) => word.getBoundingClientRect().toJSON() as DOMRect);
  return { left: x + box.left, top: y + box.top, right: x + box.right, bottom: y + box.bottom };
}

/** A double-click at the middle of a box (Playwright's own aim inside framed pages is off by their borders). */
const dblclickAt = (page: Page, box: Box) => page.mouse.dblclick((box.left + box.right) / 2, (box.top + box.bottom) / 2);

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The bubble once it shows an answer and holds still, and where it and its Add to list button are. */
async function openedBubble(page: Page, headword: string) {
  await expect.poll(async () => (await bubble(page))?.name, { timeout: 8000 }).toBe(headword);
  await expect.poll(async () => (await bubble(page))?.text ?? '').toMatch(/WordNet/);
  const box = await settledBubbleBox(page);
  const view = await bubble(page);
  const add = view?.nodes.find((node) => node.role?.value === 'button' && node.name?.value === 'Add to list');
  if (!box || !add?.backendDOMNodeId) throw new Error('no bubble with its actions');
  return { box, add: await boxOf(page, add.backendDOMNodeId) };
}

/** Inside the window, off the word, and its actions in sight without scrolling. */
function expectOutOfTheWay(placed: { box: Box; add: Box }, word: Box, window: { width: number; height: number }) {
  const { box, add } = placed;
  const seen = JSON.stringify({ box, add, word });
  expect(overlaps(box, word), seen).toBe(false);
  expect(box.left, seen).toBeGreaterThanOrEqual(0);
  expect(box.top, seen).toBeGreaterThanOrEqual(0);
  expect(box.right, seen).toBeLessThanOrEqual(window.width);
  expect(box.bottom, seen).toBeLessThanOrEqual(window.height);
  expect(add.top >= box.top && add.bottom <= box.bottom + 0.5, seen).toBe(true);
}

test('a word at the bottom edge: the bubble opens above it, inside the window, its actions in sight', async ({ page, site, glossa }) => {
  await page.setViewportSize({ width: 800, height: 600 });
  await page.goto(site.url('/place-bottom.html'));
  const word = page.locator('#word');
  await word.dblclick();
  const placed = await openedBubble(page, 'goose');
  const at = await wordBox(word);
  expectOutOfTheWay(placed, at, { width: 800, height: 600 });
  expect(placed.box.bottom).toBeLessThanOrEqual(at.top);
  expect(glossa).toBeTruthy();
});

test('a 320 px wide window: a word at the right edge gets a bubble that fits the width and leaves the word in sight', async ({
  page,
  site,
  glossa,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  try {
    await page.goto(site.url('/place-right.html'));
    const word = page.locator('#word');
    await word.dblclick();
    const placed = await openedBubble(page, 'harbor');
    expectOutOfTheWay(placed, await wordBox(word), { width: 320, height: 640 });
  } finally {
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  expect(glossa).toBeTruthy();
});

test('a right-to-left page: the English bubble keeps its own direction and language', async ({ page, site, glossa }) => {
  await page.goto(site.url('/place-rtl.html'));
  expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
  await page.locator('#word').dblclick();
  await openedBubble(page, 'goose');
  expect(await bubbleStyle(page, 'direction')).toBe('ltr');
  // The dialog's language is the bubble's, not the page's Arabic.
  const cdp = await page.context().newCDPSession(page);
  const dialog = (await bubble(page))?.nodes[0];
  const { node } = await cdp.send('DOM.describeNode', { backendNodeId: dialog?.backendDOMNodeId ?? 0 });
  const attributes = Object.fromEntries((node.attributes ?? []).flatMap((value, i, all) => (i % 2 ? [] : [[value, all[i + 1]]])));
  expect(attributes).toMatchObject({ lang: 'en', dir: 'ltr' });
  await cdp.detach();
  expect(glossa).toBeTruthy();
});

test('a small cross-origin frame: the bubble opens in the top page at the word, and follows it as the page scrolls', async ({
  page,
  site,
  glossa,
}) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1000, height: 700 });
  await page.goto(site.url('/place-frames.html'));
  const frame = page.frameLocator('#small');
  const word = frame.locator('#framed');
  await expect(word).toBeVisible();
  await page.evaluate(() => scrollTo(0, 30));
  const at = await wordInFrames(page, ['#small'], '#framed');
  await dblclickAt(page, at);
  const placed = await openedBubble(page, 'wolf');
  expectOutOfTheWay(placed, at, { width: 1000, height: 700 });
  // At the word: just below its line, aligned with its start.
  expect(Math.abs(placed.box.top - (at.bottom + GAP)), JSON.stringify({ placed, at })).toBeLessThanOrEqual(2);
  expect(Math.abs(placed.box.left - at.left), JSON.stringify({ placed, at })).toBeLessThanOrEqual(2);
  // Not in the frame.
  expect(await page.frame({ url: /place-framed/ })?.evaluate(() => document.querySelector('glossa-bubble') === null)).toBe(true);

  // The top page scrolls a little: the bubble moves with the word.
  await page.evaluate(() => scrollTo(0, 60));
  await expect.poll(async () => (await bubbleBox(page))?.top).toBeCloseTo(placed.box.top - 30, 0);
  expect(errors).toEqual([]);
  expect(glossa).toBeTruthy();
});

test('a small frame inside another cross-origin frame: the bubble still opens in the top page at the word', async ({
  page,
  site,
  glossa,
}) => {
  await page.setViewportSize({ width: 1000, height: 700 });
  await page.goto(site.url('/place-nested.html'));
  const word = page.frameLocator('#outer').frameLocator('#inner').locator('#framed');
  await expect(word).toBeVisible();
  const at = await wordInFrames(page, ['#outer', '#inner'], '#framed');
  await dblclickAt(page, at);
  const placed = await openedBubble(page, 'wolf');
  expectOutOfTheWay(placed, at, { width: 1000, height: 700 });
  expect(Math.abs(placed.box.top - (at.bottom + GAP)), JSON.stringify({ placed, at })).toBeLessThanOrEqual(2);
  expect(Math.abs(placed.box.left - at.left), JSON.stringify({ placed, at })).toBeLessThanOrEqual(2);
  expect(glossa).toBeTruthy();
});

test('a page script posting relay messages gets no bubble', async ({ page, site, glossa }) => {
  await page.goto(site.url('/place-frames.html'));
  await expect(page.frameLocator('#small').locator('#framed')).toBeVisible();
  // From inside the frame, as its own scripts could: made-up tickets and a copied shape.
  const inFrame = page.frame({ url: /place-framed/ });
  expect(inFrame).toBeTruthy();
  await expectNoBubble(page, 3, async () => {
    await inFrame?.evaluate(() => {
      parent.postMessage({ glossaRelay: '00000000-0000-4000-8000-000000000001' }, '*');
      parent.postMessage({ glossaRelay: 'wolves' }, '*');
    });
    await page.evaluate(() => postMessage({ glossaRelay: '00000000-0000-4000-8000-000000000002' }, '*'));
  });
  expect(glossa).toBeTruthy();
});

test('the page’s colour scheme: declared dark or light, or a dark page background, wins over the browser’s', async ({
  page,
  site,
  glossa,
}) => {
  const DARK = 'rgb(31, 34, 39)';
  const LIGHT = 'rgb(255, 255, 255)';
  const schemeOf = async (path: string) => {
    await page.goto(site.url(path));
    await page.locator('#word').dblclick();
    await openedBubble(page, 'goose');
    const background = await bubbleStyle(page, 'background-color');
    await page.keyboard.press('Escape');
    return background;
  };
  try {
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await schemeOf('/place-dark-declared.html')).toBe(DARK);
    expect(await schemeOf('/place-dark-background.html')).toBe(DARK);
    expect(await schemeOf('/place-rtl.html')).toBe(LIGHT);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await schemeOf('/place-light-declared.html')).toBe(LIGHT);
    // Nothing declared and no dark background: the browser's.
    expect(await schemeOf('/place-rtl.html')).toBe(DARK);
  } finally {
    await page.emulateMedia({ colorScheme: 'light' });
  }
  expect(glossa).toBeTruthy();
});

test('“Playing…” ends when the recording does, and the bubble says the voice is synthesized', async ({
  page,
  site,
  serviceWorker,
  glossa,
}) => {
  try {
    // A narrow window, where the bubble is narrowest and its header most crowded.
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(site.url('/place-dark-declared.html'));
    await page.locator('#word').dblclick();
    await openedBubble(page, 'goose');
    await clickInBubble(page, 'Play pronunciation');
    await expect.poll(async () => (await bubble(page))?.text ?? '', { timeout: 10_000, intervals: [25] }).toMatch(/Playing…/);
    expect((await bubble(page))?.text).toMatch(/synthesized voice/);
    // The note beside the word leaves × in its corner, on the word's line.
    const view = await bubble(page);
    const nodeOf = (role: string, name: RegExp) =>
      view?.nodes.find((node) => node.role?.value === role && name.test(node.name?.value ?? ''))?.backendDOMNodeId ?? 0;
    const close = await boxOf(page, nodeOf('button', /^Close/));
    const word = await boxOf(page, nodeOf('heading', /^goose$/));
    expect(close.top).toBeLessThan(word.bottom);
    // The server's espeak-ng recording of a word lasts well under two seconds.
    await expect.poll(async () => (await bubble(page))?.text ?? '', { timeout: 4000 }).not.toMatch(/Playing…/);
    expect((await bubble(page))?.text).toMatch(/synthesized voice/);
  } finally {
    await closeOffscreen(serviceWorker);
  }
  expect(glossa).toBeTruthy();
});
