/**
 * Glossa's own pages on a phone (360×740, the popup at 412×915 too: Firefox for Android opens
 * the popup as a full page), with touch and a coarse pointer, in light and dark: none scrolls
 * sideways, every control is a finger's target (44 px each way) clear of the others, and each
 * page's main actions are done by taps. The popup looks a word up and adds it to a list (its
 * folded sign-in and word finders opened), the lists page opens a list and a word, the options
 * keep a setting changed by a tap, the lookup history opens an entry, the word page adds its
 * word to a list, the review shows no keys to press; the PDF viewer's controls fit a finger too.
 * Screenshots of every page, all its height, go to test-results/touch-pages/.
 */
import type { CDPSession, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { auditPage, screenshotPage } from './finger-targets';
import { asPhone, tap } from './phone-support';
import { send } from './send';

const PHONE = { width: 360, height: 740 };
const LARGE_PHONE = { width: 412, height: 915 };
const SENTENCE = 'A white egret stood in the shallows.';

/** Opens Glossa's page `path` as a phone shows it, once it has loaded all it shows. */
async function openAsPhone(page: Page, path: string, screen: { width: number; height: number } = PHONE): Promise<CDPSession> {
  // Beside the page open now, which beforeEach made one of Glossa's.
  await page.goto(new URL(path, page.url()).href);
  const cdp = await asPhone(page, screen);
  await expect(page.locator('[aria-busy="true"], .loading, .settling')).toHaveCount(0);
  return cdp;
}

/** The page fits the phone and a finger, light and dark; each seen in a screenshot `name`-light/-dark. */
async function expectFitForFingers(page: Page, cdp: CDPSession, name: string, screen = PHONE) {
  for (const scheme of ['light', 'dark'] as const) {
    await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-color-scheme', value: scheme }] });
    await expect.poll(() => page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(scheme === 'dark');
    const audit = await auditPage(page);
    expect(audit.finger).toBe(true);
    await screenshotPage(page, cdp, `${name}-${scheme}`, screen);
    expect.soft(audit.scrollWidth, `${name}, ${scheme}: sticking out: ${audit.stickingOut.join(', ')}`).toBeLessThanOrEqual(audit.width);
    expect.soft(audit.small, `${name}, ${scheme}: controls under a finger's size`).toEqual([]);
    expect.soft(audit.overlapping, `${name}, ${scheme}: controls over each other`).toEqual([]);
  }
  await cdp.send('Emulation.setEmulatedMedia', { features: [] });
}

/** A tap on a link that opens a page of its own: that page, loaded. */
async function tapOpensPage(page: Page, cdp: CDPSession, link: Locator): Promise<Page> {
  const [opened] = await Promise.all([page.context().waitForEvent('page'), tap(cdp, link)]);
  await opened.waitForLoadState();
  return opened;
}

/** Every list, and the word looked up here, gone: the browser is shared with the other tests of this worker. */
async function clearLists(page: Page) {
  const lists = (await send(page, { type: 'lists' })) as { data?: { localId: string }[] };
  for (const list of lists.data ?? []) expect(await send(page, { type: 'deleteList', listId: list.localId })).toMatchObject({ ok: true });
  await send(page, { type: 'removeHistory', keys: ['egret'] });
}

test.beforeEach(async ({ page, extensionId, glossa }) => {
  expect(glossa.baseUrl).toBeTruthy();
  await page.goto(`chrome-extension://${extensionId}/popup.html`);
  await clearLists(page);
});

test.afterEach(async ({ page }) => clearLists(page));

for (const [screen, name] of [
  [PHONE, 'popup'],
  [LARGE_PHONE, 'popup-412'],
] as const) {
  test(`the popup as a full page at ${screen.width}×${screen.height}: a word looked up and added to a list by taps`, async ({ page }) => {
    const list = (await send(page, { type: 'createList', name: 'Waders' })) as { data: { localId: string } };
    const cdp = await openAsPhone(page, 'popup.html', screen);
    await expect(page.getByRole('heading', { level: 1, name: 'Glossa' })).toBeVisible();
    // The page is the phone's width, not a desktop popup's.
    expect(await page.evaluate(() => document.body.getBoundingClientRect().width)).toBe(screen.width);

    await tap(cdp, page.getByRole('searchbox'));
    await page.keyboard.insertText('egret');
    await tap(cdp, page.getByRole('button', { name: 'Look up', exact: true }));
    const answer = page.getByTestId('look-up-answer');
    await expect(answer.getByRole('heading', { name: 'egret' })).toBeVisible();
    await expect(answer.locator('ol li').first()).toContainText(/\w+/);

    await tap(cdp, answer.getByRole('button', { name: 'Add to list' }));
    const waders = answer.getByRole('button', { name: 'Waders' });
    await expect(waders).toBeVisible();
    // What the popup keeps folded, opened by taps too: the sign-in form and the word finders.
    await tap(cdp, page.locator('summary', { hasText: 'Sign in' }));
    await expect(page.getByLabel('Password')).toBeVisible();
    await tap(cdp, page.locator('summary', { hasText: 'Find words' }));
    await expect(page.getByRole('button', { name: 'Random word' })).toBeVisible();
    await expectFitForFingers(page, cdp, name, screen);
    await tap(cdp, waders);
    await expect(answer.getByRole('status')).toContainText('“egret” is in “Waders”');
    const words = (await send(page, { type: 'listWords', listId: list.data.localId })) as { data: { words: { word: string }[] } };
    expect(words.data.words.map((w) => w.word)).toEqual(['egret']);
  });
}

test('the lists page: a list opened and a word in it, by taps', async ({ page }) => {
  const list = (await send(page, { type: 'createList', name: 'Birds of the estuary and the salt marshes in winter' })) as {
    data: { localId: string };
  };
  await send(page, { type: 'addWords', listId: list.data.localId, words: ['egret', 'heron'], context: { sentence: SENTENCE } });
  const cdp = await openAsPhone(page, 'lists.html');
  await tap(cdp, page.getByTestId('list-picker').getByRole('button', { name: /Birds of the estuary/ }));
  const words = page.getByTestId('words');
  await expect(words.getByRole('link', { name: 'egret' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // The page names the list in its address (history.replaceState), which ends DevTools' touch emulation.
  await asPhone(page, PHONE, cdp);
  await expectFitForFingers(page, cdp, 'lists');

  const wordPage = await tapOpensPage(page, cdp, words.getByRole('link', { name: 'egret' }));
  expect(new URL(wordPage.url()).pathname).toBe('/word.html');
  await expect(wordPage.getByRole('heading', { level: 1, name: 'egret' })).toBeVisible();
  await wordPage.close();
});

test('the options: a setting changed by a tap is kept', async ({ page }) => {
  const cdp = await openAsPhone(page, 'options.html');
  await expectFitForFingers(page, cdp, 'options');

  const before = ((await send(page, { type: 'getSettings' })) as { data: { voice: string } }).data.voice;
  const other = page.getByRole('radio', { name: before === 'uk' ? 'US English' : 'UK English' });
  try {
    await tap(cdp, other);
    await expect(page.getByTestId('options-status')).toHaveText('Saved. The next lookup uses it.');
    await page.reload();
    await asPhone(page, PHONE, cdp);
    await expect(page.getByRole('radio', { name: before === 'uk' ? 'US English' : 'UK English' })).toBeChecked();
  } finally {
    await send(page, { type: 'updateSettings', patch: { voice: before } });
  }
});

test('the lookup history: an entry opened by a tap', async ({ page }) => {
  await send(page, { type: 'lookup', word: 'egret', from: 'popup' });
  const cdp = await openAsPhone(page, 'lookup-history.html');
  const entry = page.getByTestId('history').getByRole('link', { name: 'egret' });
  await expect(entry).toBeVisible();
  await expectFitForFingers(page, cdp, 'lookup-history');

  const wordPage = await tapOpensPage(page, cdp, entry);
  expect(new URL(wordPage.url()).searchParams.get('word')).toBe('egret');
  await expect(wordPage.getByRole('heading', { level: 1, name: 'egret' })).toBeVisible();
  await wordPage.close();
});

test('the word page (every section of “dog”): the word added to a list by taps', async ({ page }) => {
  const list = (await send(page, { type: 'createList', name: 'Waders' })) as { data: { localId: string } };
  const cdp = await openAsPhone(page, 'word.html?word=dog');
  await expect(page.getByRole('heading', { level: 1, name: 'dog' })).toBeVisible();

  await tap(cdp, page.getByRole('button', { name: 'Add to list' }));
  await expect(page.getByRole('button', { name: 'Waders' })).toBeVisible();
  await expectFitForFingers(page, cdp, 'word');
  await tap(cdp, page.getByRole('button', { name: 'Waders' }));
  await expect(page.getByRole('status')).toHaveText('“dog” added to Waders.');
  const words = (await send(page, { type: 'listWords', listId: list.data.localId })) as { data: { words: { word: string }[] } };
  expect(words.data.words.map((w) => w.word)).toEqual(['dog']);
});

test('the review: no keys to press where there is no keyboard; a desktop still says them', async ({ page }) => {
  const list = (await send(page, { type: 'createList', name: 'Waders' })) as { data: { localId: string } };
  await send(page, { type: 'addWords', listId: list.data.localId, words: ['heron'], context: { sentence: SENTENCE } });
  const cdp = await openAsPhone(page, 'review.html');
  await expect(page.getByTestId('review-card')).toHaveAttribute('data-side', 'front');
  const keys = page.getByText('Keys: Space or Enter');
  await expect(keys).toBeHidden();
  await tap(cdp, page.getByRole('button', { name: 'Show answer' }));
  await expect(page.getByTestId('review-card')).toHaveAttribute('data-side', 'back');
  // The grades' digits are keys too.
  await expect(page.getByRole('button', { name: 'Good', exact: true }).locator('kbd')).toBeHidden();
  await expectFitForFingers(page, cdp, 'review');

  // A desktop's window and mouse: the keys are said as before.
  await cdp.send('Emulation.clearDeviceMetricsOverride');
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: false });
  await expect(keys).toBeVisible();
  await expect(page.getByRole('button', { name: 'Good', exact: true }).locator('kbd')).toBeVisible();
});

test("the PDF viewer: its controls a finger's size around the document", async ({ page, site }) => {
  const cdp = await openAsPhone(page, `pdf.html?file=${encodeURIComponent(site.url('/papers/sample.pdf'))}`);
  await expect(page.locator('.textLayer').first()).toContainText('serendipity');
  await expectFitForFingers(page, cdp, 'pdf');
});
