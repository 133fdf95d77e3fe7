/**
 * What a web page can learn of Glossa, in real Chromium with the built extension: it cannot
 * tell Glossa is installed by fetching its files, read what the user types in the bubble,
 * make the bubble look up another word than the one double-clicked, or make the offscreen
 * document play anything.
 */
import { contentScriptWorld } from '../../dev/chromium';
import { BUBBLE_FILE, BUBBLE_VIEW_FILE } from '../../lib/shared/content-files';
import { bubble, clickInBubble, openNewList } from './bubble-support';
import { expect, test } from './fixtures';
import { closeOffscreen } from './audio-support';

test.describe.configure({ mode: 'serial' });
// A page in a background tab skips rendering, and its accessibility tree goes stale.
test.beforeEach(async ({ page }) => {
  await page.bringToFront();
});

test('a page cannot fetch the bubble’s file at its extension URL, and the bubble still opens', async ({
  page,
  site,
  extensionId,
  glossa,
}) => {
  await page.goto(site.url('/bubble.html'));
  for (const file of [BUBBLE_FILE, BUBBLE_VIEW_FILE]) {
    const fetched = await page.evaluate(async (url) => {
      try {
        const response = await fetch(url);
        return `${response.status} ${(await response.text()).length} bytes`;
      } catch (error) {
        return `refused: ${String(error)}`;
      }
    }, `chrome-extension://${extensionId}/${file}`);
    expect(fetched).toMatch(/^refused/);
  }

  await page.locator('#geese').dblclick();
  await expect.poll(async () => (await bubble(page))?.name).toBe('goose');
  expect(glossa).toBeTruthy();
});

test('a page’s key listeners hear nothing typed in the bubble', async ({ page, context, site, extensionId, glossa }) => {
  const extension = await context.newPage();
  await extension.goto(`chrome-extension://${extensionId}/popup.html`);
  const send = (message: unknown) => extension.evaluate((m) => chrome.runtime.sendMessage(m), message);
  expect(await send({ type: 'signIn', username: 'ann', password: 'correct horse' })).toMatchObject({ ok: true });
  await page.bringToFront();
  try {
    await page.goto(site.url('/bubble.html'));
    await page.locator('#harbor').dblclick();
    await expect.poll(async () => (await bubble(page))?.name).toBe('harbor');
    await clickInBubble(page, 'Add to list');
    const frame = await openNewList(page);

    // Listening from here on, on window and document, as a key logger in the page would.
    await page.evaluate(() => {
      const heard: string[] = [];
      (window as unknown as { heard: string[] }).heard = heard;
      const types = [
        'keydown',
        'keyup',
        'keypress',
        'beforeinput',
        'input',
        'textInput',
        'compositionstart',
        'compositionupdate',
        'compositionend',
        'paste',
      ];
      for (const target of [window, document]) {
        for (const type of types) {
          target.addEventListener(type, (event) =>
            heard.push(`${type} ${(event as KeyboardEvent).key ?? (event as InputEvent).data ?? ''}`),
          );
        }
      }
    });
    await page.keyboard.type('Secret plans');
    await page.keyboard.insertText('ü');
    // The field got every key, in the frame of Glossa's own that holds it.
    await expect(frame.getByRole('textbox', { name: 'Name of the new list' })).toHaveValue('Secret plansü');
    expect(await page.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual([]);
    await page.keyboard.press('Escape');
  } finally {
    await send({ type: 'signOut' });
    await extension.close();
    expect(glossa).toBeTruthy();
  }
});

test('a page that selects another word on double-click: the bubble shows the word under the pointer', async ({ page, site, glossa }) => {
  await page.goto(site.url('/bubble.html'));
  // Registered on the body, so it runs before Glossa's listener on the document.
  await page.evaluate(() => {
    document.body.addEventListener('dblclick', () => {
      const other = document.getElementById('harbor')?.firstChild;
      if (other) getSelection()?.selectAllChildren(other.parentNode as Node);
    });
  });
  await page.locator('#geese').dblclick();
  await expect.poll(async () => (await bubble(page))?.name).toBe('goose');
  expect(await page.evaluate(() => getSelection()?.toString())).toBe('harbor');
  expect(glossa).toBeTruthy();
});

test('the offscreen player hears only Glossa’s service worker, and plays only web URLs', async ({
  page,
  site,
  extensionId,
  serviceWorker,
  glossa,
}) => {
  await serviceWorker.evaluate(async () => {
    const api = (
      globalThis as unknown as { chrome: { offscreen: { createDocument(o: object): Promise<void>; hasDocument(): Promise<boolean> } } }
    ).chrome;
    if (!(await api.offscreen.hasDocument())) {
      await api.offscreen.createDocument({ url: 'offscreen.html', reasons: ['AUDIO_PLAYBACK'], justification: 'test' });
    }
  });
  try {
    // The content script's own world in a page: what a compromised page could reach.
    await page.goto(site.url('/bubble.html'));
    const cdp = await page.context().newCDPSession(page);
    const world = await contentScriptWorld(cdp, `chrome-extension://${extensionId}`);
    const fromPage = await cdp.send('Runtime.evaluate', {
      expression: `chrome.runtime.sendMessage({ target: 'glossa-offscreen', type: 'play', url: '${glossa.baseUrl}/nothing.mp3' }).then((a) => 'answer: ' + JSON.stringify(a), (e) => 'no answer: ' + e.message)`,
      contextId: world,
      awaitPromise: true,
      returnByValue: true,
    });
    expect(fromPage.result.value).toMatch(/^no answer|^answer: undefined$/);

    // The service worker is heard, and a URL that is not on the web is refused.
    const fromWorker = () =>
      serviceWorker.evaluate(() =>
        chrome.runtime.sendMessage({ target: 'glossa-offscreen', type: 'play', url: 'javascript:alert(1)' }).then(
          (answer) => answer,
          (error: Error) => error.message,
        ),
      );
    await expect.poll(fromWorker).toMatchObject({ ok: false, error: expect.stringMatching(/http/) });
  } finally {
    await closeOffscreen(serviceWorker);
  }
});

test('a content script’s world finds no token and no key in storage, and cannot move where notes or lookups go', async ({
  page,
  context,
  site,
  extensionId,
  glossa,
}) => {
  const extension = await context.newPage();
  await extension.goto(`chrome-extension://${extensionId}/offscreen.html`);
  const ask = (message: object) =>
    extension.evaluate((m) => chrome.runtime.sendMessage(m), message) as Promise<{ ok: boolean; data?: Record<string, unknown> }>;
  expect(await ask({ type: 'signIn', username: 'ann', password: 'correct horse' })).toMatchObject({ ok: true });
  try {
    await page.goto(site.url('/bubble.html'));
    const cdp = await context.newCDPSession(page);
    const world = await contentScriptWorld(cdp, `chrome-extension://${extensionId}`);
    const inWorld = async (expression: string) =>
      (await cdp.send('Runtime.evaluate', { expression, contextId: world, awaitPromise: true, returnByValue: true })).result
        .value as unknown;

    // Everything the content script's world can read of Glossa's storage.
    const readable = String(
      await inWorld(`Promise.all([chrome.storage.local.get(null), chrome.storage.sync.get(null)]).then((areas) => JSON.stringify(areas))`),
    );
    expect(readable).toContain('settings'); // what it may read is there: the page code's settings
    expect(readable).not.toContain(glossa.apiKey);
    expect(readable).not.toMatch(/token|secrets|apiKey/i);

    const trusted = (await ask({ type: 'getSettings' })).data as { ankiConnectUrl: string; baseUrl: string };
    expect(trusted.baseUrl).toBe(glossa.baseUrl);
    // It writes another AnkiConnect address and another service into the settings it can reach…
    await inWorld(
      `chrome.storage.sync.get('settings').then(({ settings }) => chrome.storage.sync.set({ settings: { ...settings, ankiConnectUrl: 'http://127.0.0.1:9/', baseUrl: 'http://127.0.0.1:9/v4' } }))`,
    );
    // …which the background undoes, and never uses.
    await expect
      .poll(async () => String(await inWorld(`chrome.storage.sync.get('settings').then(({ settings }) => settings.ankiConnectUrl)`)))
      .toBe(trusted.ankiConnectUrl);
    const shown = await ask({ type: 'getSettings' });
    expect(shown.data).toMatchObject({ baseUrl: glossa.baseUrl, ankiConnectUrl: trusted.ankiConnectUrl });
  } finally {
    await ask({ type: 'signOut' });
    await extension.close();
  }
});
