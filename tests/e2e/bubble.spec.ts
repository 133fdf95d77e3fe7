/**
 * The lookup bubble in real Chromium against the real Glossa server: double-click a
 * word in a page, see its definitions with attribution, close it, and the states a
 * user meets (not found, strict pages, frames, shadow DOM, offline, signed out).
 */
import type { Page } from '@playwright/test';
import { expect, test, watchErrors } from './fixtures';
import {
  boxOf,
  bubble,
  bubbleBox,
  bubbleStyle,
  clickInBubble,
  expectNoBubble,
  focusedElement,
  focusedInBubble,
  lookUpSelectionInFrontTab,
  settledBubbleBox,
} from './bubble-support';

test.describe.configure({ mode: 'serial' });
// A page in a background tab skips rendering, and its accessibility tree goes stale.
test.beforeEach(async ({ page }) => {
  await page.bringToFront();
});

test('double-click a word: its definitions, grouped, with attribution and the service credit', async ({ page, site, glossa }) => {
  const errors = watchErrors(page);
  await page.goto(site.url('/bubble.html'));
  await page.locator('#geese').dblclick();
  await expect.poll(async () => (await bubble(page))?.name).toBe('goose');
  await expect.poll(async () => (await bubble(page))?.text ?? '').toMatch(/WordNet/);
  const view = await bubble(page);
  expect(view?.text).toMatch(/noun/);
  expect(view?.text).toMatch(/Powered by Glossa server/);
  expect(view?.buttons).toEqual(expect.arrayContaining(['Play pronunciation', 'Add to list', 'Close']));
  expect(view?.links.some((link) => /WordNet/.test(link.name))).toBe(true);
  // The page's hostile CSS does not reach in, and focus moved into the bubble.
  expect(await focusedElement(page)).toBe('glossa-bubble');
  expect(glossa.baseUrl).toBeTruthy();
  expect(errors).toEqual([]);
});

/** The parts of speech the bubble shows, in order (its third-level headings). */
async function partsOfSpeech(page: Page): Promise<string[]> {
  const view = await bubble(page);
  return (view?.nodes ?? [])
    .filter((node) => node.role?.value === 'heading' && node.properties?.some((p) => p.name === 'level' && p.value.value === 3))
    .map((node) => node.name?.value ?? '');
}

test('a word read in a sentence: its headword, the sense it has there first, and which form of the headword it is', async ({
  page,
  site,
  glossa,
}) => {
  expect(glossa.baseUrl).toBeTruthy(); // the extension speaks to the test's Glossa server
  await page.goto(site.url('/reading.html'));
  const cases: [id: string, headword: string, partOfSpeech: string, line?: RegExp][] = [
    ['went', 'go', 'verb', /went — past tense of go/],
    ['run-verb', 'run', 'verb'],
    ['run-noun', 'run', 'noun'],
    ['possessive', 'journal', 'noun'],
    ['accent', 'naive', 'adjective'],
    ['contraction', 'do', 'verb', /don't — short for do not/],
  ];
  for (const [id, headword, partOfSpeech, line] of cases) {
    await page.locator(`#${id}`).dblclick();
    await expect.poll(async () => (await bubble(page))?.name, id).toBe(headword);
    await expect.poll(async () => (await partsOfSpeech(page))[0], id).toBe(partOfSpeech);
    if (line) expect((await bubble(page))?.text).toMatch(line);
    await page.keyboard.press('Escape');
  }
});

test('a hostile page can neither read the bubble nor reach Glossa through it, nor open one with a fake double-click', async ({
  page,
  site,
  glossa,
}) => {
  await page.goto(site.url('/bubble.html'));
  // The page spies on every shadow root made after it loaded, and fakes a double-click.
  await expectNoBubble(page, 1, () =>
    page.evaluate(() => {
      const spy = window as unknown as { caught: ShadowRoot[] };
      spy.caught = [];
      const attachShadow = Element.prototype.attachShadow;
      Element.prototype.attachShadow = function (init: ShadowRootInit) {
        const root = attachShadow.call(this, init);
        spy.caught.push(root);
        return root;
      };
      const word = document.querySelector('#geese');
      if (word) getSelection()?.selectAllChildren(word);
      word?.dispatchEvent(new MouseEvent('dblclick', { bubbles: true, composed: true }));
    }),
  );

  await page.locator('#geese').dblclick();
  await expect.poll(async () => (await bubble(page))?.text ?? '').toMatch(/WordNet/);
  const seen = await page.evaluate(() => {
    const host = document.querySelector('glossa-bubble');
    return {
      host: host !== null,
      shadowRoot: host?.shadowRoot ?? null,
      caught: (window as unknown as { caught: ShadowRoot[] }).caught.length,
      textInPage: document.documentElement.innerText.includes('WordNet'),
      runtime: typeof (globalThis as { chrome?: { runtime?: { sendMessage?: unknown } } }).chrome?.runtime?.sendMessage,
    };
  });
  expect(seen).toEqual({ host: true, shadowRoot: null, caught: 0, textInPage: false, runtime: 'undefined' });
  expect(glossa).toBeTruthy();
});

test('Esc closes the bubble and focus returns where it was; a click outside closes it too', async ({ page, site, glossa }) => {
  await page.goto(site.url('/bubble.html'));
  await page.locator('#geese').dblclick();
  await expect.poll(async () => (await bubble(page))?.name).toBe('goose');
  expect(await focusedElement(page)).toBe('glossa-bubble');
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await bubble(page)) === undefined).toBe(true);
  expect(await focusedElement(page)).toBe('reader');

  await page.locator('#harbor').dblclick();
  await expect.poll(async () => (await bubble(page))?.name).toBe('harbor');
  await page.mouse.click(5, 5);
  await expect.poll(async () => (await bubble(page)) === undefined).toBe(true);
  expect(glossa).toBeTruthy();
});

test('a made-up word: not found, with suggestions that look up', async ({ page, site, glossa }) => {
  await page.goto(site.url('/bubble.html'));
  await page.locator('#dictionery').dblclick();
  await expect.poll(async () => (await bubble(page))?.text ?? '').toMatch(/No definitions found/);
  const view = await bubble(page);
  expect(view?.buttons).toContain('dictionary');
  await clickInBubble(page, 'dictionary');
  await expect.poll(async () => (await bubble(page))?.name).toBe('dictionary');
  expect((await bubble(page))?.buttons).toContain('Back to “dictionery”');
  expect(glossa).toBeTruthy();
});

test('a bubble that fits on neither side of the word takes the roomier side, scrolls inside, and leaves the word in sight', async ({
  page,
  site,
  glossa,
}) => {
  await page.setViewportSize({ width: 800, height: 480 });
  await page.goto(site.url('/bubble.html'));
  // The word in the middle of a short window: too little room below it or above it for the whole bubble.
  await page.evaluate(() => {
    const word = document.querySelector('#geese') as HTMLElement;
    scrollTo(0, word.getBoundingClientRect().top + scrollY - 240);
  });
  await page.locator('#geese').dblclick();
  await expect.poll(async () => (await bubble(page))?.text ?? '').toMatch(/WordNet/);
  const box = await settledBubbleBox(page);
  const word = await page.locator('#geese').boundingBox();
  expect(word && box).toBeTruthy();
  if (!word || !box) return;
  const overlaps = box.top < word.y + word.height && box.bottom > word.y;
  expect(overlaps, JSON.stringify({ word, box })).toBe(false);
  expect(box.top).toBeGreaterThanOrEqual(0);
  expect(box.bottom).toBeLessThanOrEqual(480);
  expect(glossa).toBeTruthy();
});

test('a double-click on a number or a symbol opens nothing', async ({ page, site, glossa }) => {
  await page.goto(site.url('/bubble.html'));
  await expectNoBubble(page, 2, async () => {
    await page.locator('#year').dblclick();
    await page.locator('#sign').dblclick();
  });
  // A word next to them still opens it.
  await page.locator('#geese').dblclick();
  await expect.poll(async () => (await bubble(page))?.name).toBe('goose');
  expect(glossa).toBeTruthy();
});

test('no bubble in password fields or text fields', async ({ page, site, glossa }) => {
  await page.goto(site.url('/bubble.html'));
  await expectNoBubble(page, 2, async () => {
    await page.locator('#notes').dblclick();
    await page.locator('#password').dblclick();
  });
  expect(glossa).toBeTruthy();
});

test('a page with a strict Content-Security-Policy still gets the bubble', async ({ page, site, glossa }) => {
  await page.goto(site.url('/bubble-csp.html'));
  await page.locator('#strict').dblclick();
  await expect.poll(async () => (await bubble(page))?.text ?? '').toMatch(/WordNet/);
  expect((await bubble(page))?.name).toBe('words');
  expect(glossa).toBeTruthy();
});

test('a word inside an iframe and a word in an open shadow root', async ({ page, site, glossa }) => {
  await page.goto(site.url('/bubble.html'));
  const frame = page.frame({ url: /bubble-frame/ });
  expect(frame).toBeTruthy();
  await page.frameLocator('#frame').locator('#framed').dblclick();
  // The frame is too small for the bubble: the top page shows it (see bubble-place.spec.ts).
  await expect.poll(async () => (await bubble(page))?.name).toBe('wolf');
  expect(await frame?.evaluate(() => document.querySelector('glossa-bubble') === null)).toBe(true);
  await page.keyboard.press('Escape');

  await page.locator('#shadowed').dblclick();
  await expect.poll(async () => (await bubble(page))?.name).toBe('mouse');
  expect(glossa).toBeTruthy();
});

test('the context menu and the shortcut look up the selection, a phrase as a phrase', async ({ page, site, serviceWorker, glossa }) => {
  await page.goto(site.url('/bubble.html'));
  await page.bringToFront();
  await page.locator('#phrase').selectText();
  await lookUpSelectionInFrontTab(page, serviceWorker);
  await expect.poll(async () => (await bubble(page))?.name).toBe('ice cream');
  expect(glossa).toBeTruthy();
});

test('the lookup trigger setting: off, with a modifier key, and excluded sites', async ({ page, site, serviceWorker, glossa }) => {
  const settings = (extra: object) =>
    serviceWorker.evaluate((s) => chrome.storage.sync.set({ settings: s }), { baseUrl: glossa.baseUrl, ...extra });
  try {
    await page.goto(site.url('/bubble.html'));
    await settings({ lookupTrigger: 'off' });
    await expectNoBubble(page, 1, () => page.locator('#geese').dblclick());

    // With the key first: once it opens the bubble, the page surely has the new setting.
    await settings({ lookupTrigger: 'modifier-double-click', modifierKey: 'alt' });
    await page.locator('#geese').dblclick({ modifiers: ['Alt'] });
    await expect.poll(async () => (await bubble(page))?.name).toBe('goose');
    await page.keyboard.press('Escape');
    await expectNoBubble(page, 1, () => page.locator('#geese').dblclick());

    // With Alt, which the setting before allowed: only the excluded site turns it down.
    await settings({ excludedSites: ['127.0.0.1'] });
    await expectNoBubble(page, 1, () => page.locator('#harbor').dblclick({ modifiers: ['Alt'] }));
  } finally {
    await settings({});
  }
});

test('the bubble stays inside the viewport, follows the page’s colour scheme, and closes when the word scrolls away', async ({
  page,
  site,
  glossa,
}) => {
  await page.setViewportSize({ width: 700, height: 500 });
  await page.emulateMedia({ colorScheme: 'dark' });
  try {
    await page.goto(site.url('/bubble.html'));
    await page.locator('#geese').dblclick();
    await expect.poll(async () => (await bubble(page))?.text ?? '').toMatch(/WordNet/);
    const box = await bubbleBox(page);
    expect(box?.left).toBeGreaterThanOrEqual(0);
    expect(box?.top).toBeGreaterThanOrEqual(0);
    expect(box?.right).toBeLessThanOrEqual(700);
    expect(box?.bottom).toBeLessThanOrEqual(500);
    expect(await bubbleStyle(page, 'background-color')).toBe('rgb(31, 34, 39)');
    // The page's `* { color: red !important }` does not reach into the bubble.
    expect(await bubbleStyle(page, 'color')).toBe('rgb(230, 232, 236)');

    await page.mouse.move(20, 450);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(500);
    await expect.poll(async () => (await bubble(page)) === undefined).toBe(true);
  } finally {
    await page.emulateMedia({ colorScheme: 'light' });
  }
  expect(glossa).toBeTruthy();
});

test('readable at 200% zoom: the bubble fits the halved viewport, keeps its type size, and every control is reached by keyboard', async ({
  page,
  site,
  serviceWorker,
  glossa,
}) => {
  await page.setViewportSize({ width: 1000, height: 700 });
  await page.goto(site.url('/bubble.html'));
  // The browser's own zoom (what Ctrl and + does), set from the extension's side.
  const zoom = (factor: number) =>
    serviceWorker.evaluate(
      async ({ url, factor }) => {
        const [tab] = await chrome.tabs.query({ url });
        if (tab?.id !== undefined) await chrome.tabs.setZoom(tab.id, factor);
      },
      { url: page.url(), factor },
    );
  await zoom(2);
  try {
    await expect.poll(() => page.evaluate(() => innerWidth)).toBe(500);
    const viewport = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
    await page.locator('#harbor').dblclick();
    await expect.poll(async () => (await bubble(page))?.text ?? '').toMatch(/WordNet/);
    const box = await bubbleBox(page);
    expect(box?.left).toBeGreaterThanOrEqual(0);
    expect(box?.top).toBeGreaterThanOrEqual(0);
    expect(box?.right).toBeLessThanOrEqual(viewport.width);
    expect(box?.bottom).toBeLessThanOrEqual(viewport.height);
    // Zoom scales the bubble's text with the page's: 14 CSS pixels, 28 on the screen.
    expect(await bubbleStyle(page, 'font-size')).toBe('14px');

    // Tab reaches every control, and the bubble scrolls each one into sight.
    const reached: string[] = [];
    for (let i = 0; i < 30 && !reached.includes('Add to list'); i++) {
      await page.keyboard.press('Tab');
      const focused = await focusedInBubble(page);
      if (!focused?.backendNodeId) continue;
      reached.push(focused.name);
      const at = await boxOf(page, focused.backendNodeId);
      expect(at.top, focused.name).toBeGreaterThanOrEqual((box?.top ?? 0) - 1);
      expect(at.bottom, focused.name).toBeLessThanOrEqual((box?.bottom ?? 0) + 1);
    }
    expect(reached).toEqual(expect.arrayContaining(['Play pronunciation', 'Close', 'Add to list']));
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await bubble(page))?.text ?? '').toMatch(/No lists yet|Create and add|New list/);
  } finally {
    await zoom(1);
  }
  expect(glossa).toBeTruthy();
});

test('a word double-clicked inside the bubble is looked up in the same bubble, with a way back', async ({ page, site, glossa }) => {
  await page.goto(site.url('/bubble.html'));
  await page.locator('#geese').dblclick();
  await expect.poll(async () => (await bubble(page))?.text ?? '').toMatch(/WordNet/);
  const item = (await bubble(page))?.nodes.find((node) => node.role?.value === 'listitem');
  expect(item?.backendDOMNodeId).toBeTruthy();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.scrollIntoViewIfNeeded', { backendNodeId: item?.backendDOMNodeId ?? 0 });
  const { model } = await cdp.send('DOM.getBoxModel', { backendNodeId: item?.backendDOMNodeId ?? 0 });
  const [x = 0, y = 0] = model.content;
  await page.mouse.dblclick(x + 12, y + 8);
  // Back to what was asked on the page.
  await expect.poll(async () => (await bubble(page))?.buttons ?? []).toContain('Back to “geese”');
  await expect.poll(async () => (await bubble(page))?.name).toBe('web');
  await cdp.detach();
  expect(glossa).toBeTruthy();
});
