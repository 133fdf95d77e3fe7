/**
 * Glossa's PDF viewer in real Chromium, with PDFs written by the test (dev/pdf-writer.ts)
 * and served by a local site: a linked PDF opens in the viewer with its original address,
 * a double-click on one of its words opens the bubble for that word, a broken PDF and a
 * scanned one say so, find and the outline work, and with the setting off PDFs stay the
 * browser's.
 */
import type { Page } from '@playwright/test';
import { expect, test, watchErrors } from './fixtures';
import { numberedPdf } from '../../dev/pdf-writer';
import { bubble, lookUpSelectionInFrontTab } from './bubble-support';
import { closeServer } from '../support/close-server';

test.describe.configure({ mode: 'serial' });
test.beforeEach(async ({ page }) => {
  await page.bringToFront();
});

const viewerUrl = (extensionId: string) => new RegExp(`^chrome-extension://${extensionId}/pdf\\.html\\?file=`);

/** The centre of `word` in the viewer's text layer, once that page's text is there. */
async function wordCentre(page: Page, word: string) {
  await expect(page.locator('.textLayer span', { hasText: word }).first()).toBeVisible();
  return page.evaluate((wanted) => {
    for (const span of document.querySelectorAll('.textLayer span')) {
      const text = span.firstChild;
      const at = text?.textContent?.indexOf(wanted) ?? -1;
      if (!(text instanceof Text) || at < 0) continue;
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + wanted.length);
      const box = range.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }
    throw new Error(`${wanted} is not in the text layer`);
  }, word);
}

test('a PDF linked from a page opens in the viewer, its original address shown', async ({ page, site, extensionId }) => {
  const errors = watchErrors(page);
  await page.goto(site.url('/pdf-links.html'));
  await page.locator('#sample').click();
  await expect(page).toHaveURL(viewerUrl(extensionId));
  const original = site.url('/papers/sample.pdf');
  expect(new URL(page.url()).searchParams.get('file')).toBe(original);
  await expect(page.getByRole('link', { name: original })).toBeVisible();
  await expect(page.getByRole('button', { name: "Open in the browser's viewer" })).toBeVisible();
  await expect(page.locator('.textLayer').first()).toContainText('Page 1 of 3');
  await expect(page).toHaveTitle('sample.pdf');
  await expect(page.getByRole('textbox', { name: 'Page number' })).toHaveValue('1');
  expect(errors).toEqual([]);
});

test('the same PDF opened again from its page, in the same tab, opens in the viewer again', async ({ page, site, extensionId }) => {
  for (let time = 0; time < 2; time++) {
    await page.goto(site.url('/pdf-links.html'));
    await page.locator('#sample').click();
    await expect(page).toHaveURL(viewerUrl(extensionId));
    await expect(page.locator('.textLayer').first()).toContainText('Page 1 of 3');
  }
});

test('a PDF served at an address without .pdf opens in the viewer too; one sent as a download does not', async ({
  page,
  site,
  extensionId,
}) => {
  await page.goto(site.url('/pdf-links.html'));
  await page.locator('#served').click();
  await expect(page).toHaveURL(viewerUrl(extensionId));
  await expect(page.locator('.textLayer').first()).toContainText('Page 1 of 2');

  await page.goto(site.url('/pdf-links.html'));
  const download = page.waitForEvent('download');
  await page.locator('#download').click();
  expect((await download).suggestedFilename()).toBe('attached.pdf');
  expect(page.url()).toBe(site.url('/pdf-links.html'));
});

test('a double-click on a word of the PDF shows the bubble for that word, and the history keeps the document’s address', async ({
  page,
  context,
  site,
  extensionId,
  glossa,
}) => {
  await page.goto(site.url('/pdf-links.html'));
  await page.locator('#sample').click();
  const at = await wordCentre(page, 'serendipity');
  await page.mouse.dblclick(at.x, at.y);
  await expect.poll(async () => (await bubble(page))?.name, { timeout: 10_000 }).toBe('serendipity');
  await expect.poll(async () => (await bubble(page))?.text ?? '').toMatch(/WordNet/);
  expect((await bubble(page))?.buttons).toEqual(expect.arrayContaining(['Add to list', 'Close']));
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await bubble(page)) === undefined).toBe(true);
  expect(glossa.baseUrl).toBeTruthy();

  // Where it was read: the PDF's own address and name, not the viewer's.
  const history = await context.newPage();
  await history.goto(`chrome-extension://${extensionId}/lookup-history.html`);
  const entry = async () => {
    const answer = (await history.evaluate(() => chrome.runtime.sendMessage({ type: 'history', query: 'serendipity' }))) as {
      data?: { entries: { headword: string; url?: string; title?: string }[] };
    };
    return answer.data?.entries.find((e) => e.headword === 'serendipity');
  };
  await expect.poll(entry).toMatchObject({ url: site.url('/papers/sample.pdf'), title: 'sample.pdf' });
  await history.close();
});

test('the context menu and the shortcut look up the selection in the viewer too', async ({ page, site, serviceWorker, glossa }) => {
  await page.goto(site.url('/pdf-links.html'));
  await page.locator('#sample').click();
  const span = page.locator('.textLayer span', { hasText: 'look up: harbor' }).first();
  await span.scrollIntoViewIfNeeded();
  // Select the word as a user would (not by double-clicking, which would look it up already).
  await span.evaluate((element) => {
    const text = element.firstChild as Text;
    const start = text.data.indexOf('harbor');
    getSelection()?.setBaseAndExtent(text, start, text, start + 'harbor'.length);
  });
  await lookUpSelectionInFrontTab(page, serviceWorker);
  await expect.poll(async () => (await bubble(page))?.name).toBe('harbor');
  expect(glossa).toBeTruthy();
});

test('the popup opens the viewer, which opens a PDF file from this computer', async ({ page, extensionId }) => {
  await page.goto(`chrome-extension://${extensionId}/popup.html`);
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Open a PDF file' }).click();
  const viewer = await opened;
  await expect(viewer).toHaveURL(`chrome-extension://${extensionId}/pdf.html`);
  await expect(viewer.getByText('Choose a PDF file on this computer')).toBeVisible();
  await viewer
    .getByLabel('Open a PDF file')
    .setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: numberedPdf(2, ['geese']) });
  await expect(viewer.locator('.textLayer').first()).toContainText('A word to look up: geese.');
  await expect(viewer).toHaveTitle('notes.pdf');
  await viewer.close();
});

test('find, page navigation and the outline', async ({ page, site }) => {
  await page.goto(site.url('/pdf-links.html'));
  await page.locator('#sample').click();
  await expect(page.locator('.textLayer').first()).toContainText('Page 1 of 3');
  const find = page.getByRole('searchbox', { name: 'Find in document' });
  await find.fill('fox');
  await find.press('Enter');
  await expect(page.getByTestId('pdf-find-status')).toHaveText(/^\d of 3$/);
  await find.fill('platypus');
  await find.press('Enter');
  await expect(page.getByTestId('pdf-find-status')).toHaveText('Not found');

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByRole('textbox', { name: 'Page number' })).toHaveValue('2');
  await page.getByRole('button', { name: 'Outline' }).click();
  await page.getByRole('navigation', { name: 'Outline' }).getByRole('button', { name: 'End' }).click();
  await expect(page.getByRole('textbox', { name: 'Page number' })).toHaveValue('3');
});

test('a broken PDF says so', async ({ page, site, extensionId }) => {
  await page.goto(site.url('/pdf-links.html'));
  await page.locator('#broken').click();
  await expect(page).toHaveURL(viewerUrl(extensionId));
  await expect(page.getByTestId('pdf-failure')).toHaveText('This file could not be read as a PDF: it is damaged, or not a PDF at all.');
});

test('a PDF protected by a password asks for it, again when it is wrong, and opens with the right one', async ({ page, site }) => {
  await page.goto(site.url('/pdf-links.html'));
  await page.locator('#locked').click();
  await expect(page.getByRole('alert')).toHaveText('This PDF is protected by a password.');
  const password = page.getByLabel('Password');
  await password.fill('wrong');
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('That password is not right. Try again.');
  await password.fill('open sesame');
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page.locator('.textLayer').first()).toContainText('Behind a password: serendipity.');
});

test('a 500-page PDF: pages are painted as they come into view, and only a few are kept', async ({ page, site }) => {
  await page.goto(site.url('/pdf-links.html'));
  await page.locator('#long').click();
  // pdf.js reads the 500 pages' sizes before the first is laid out: seconds on a busy 2-core machine.
  await expect(page.locator('.textLayer').first()).toContainText('Page 1 of 500', { timeout: 15_000 });
  const pageNumber = page.getByRole('textbox', { name: 'Page number' });
  for (const target of [100, 250, 400, 500]) {
    await pageNumber.fill(String(target));
    await pageNumber.press('Enter');
    await expect(page.locator(`.page[data-page-number="${target}"] .textLayer`)).toContainText(`Page ${target} of 500`);
  }
  expect(await page.locator('.page').count()).toBe(500);
  // pdf.js keeps a small buffer of rendered pages and frees the others' canvases.
  expect(await page.locator('.page canvas').count()).toBeLessThanOrEqual(12);
});

test('a double-click on a scanned page says there is no text to look up', async ({ page, site }) => {
  await page.goto(site.url('/pdf-links.html'));
  await page.locator('#scan').click();
  await expect(page.locator('.page[data-page-number="1"] canvas').first()).toBeVisible();
  await page.locator('.page[data-page-number="1"]').dblclick();
  await expect(page.getByRole('status').filter({ hasText: 'There is no text to look up here' })).toBeVisible();
  expect(await bubble(page)).toBeUndefined();
});

test('dark pages: the page inverted, its picture painted again as it is', async ({ page, site, serviceWorker, glossa }) => {
  const theme = (value: string) =>
    serviceWorker.evaluate((s) => chrome.storage.sync.set({ settings: s }), { baseUrl: glossa.baseUrl, theme: value });
  await theme('dark');
  try {
    await page.goto(site.url('/pdf-links.html'));
    await page.locator('#scan').click();
    const kept = page.locator('.page[data-page-number="1"] canvas.kept-images');
    await expect(kept).toHaveCount(1);
    const look = await page.evaluate(() => {
      const canvas = document.querySelector('.page[data-page-number="1"] .canvasWrapper > canvas:not(.kept-images)') as HTMLCanvasElement;
      const over = document.querySelector('canvas.kept-images') as HTMLCanvasElement;
      // The picture is a grey square (0x80) from (72, 96) to (540, 696) in PDF points: its middle, painted over.
      const pixel = over.getContext('2d')?.getImageData(over.width / 2, over.height / 2, 1, 1).data;
      const corner = over.getContext('2d')?.getImageData(2, 2, 1, 1).data;
      return { filter: getComputedStyle(canvas).filter, middle: [...(pixel ?? [])], corner: [...(corner ?? [])] };
    });
    expect(look.filter).toContain('invert(1)');
    expect(look.middle).toEqual([128, 128, 128, 255]);
    expect(look.corner[3]).toBe(0);
  } finally {
    await theme('system');
  }
});

test("with the setting off, PDFs are left to the browser; and 'open in the browser's viewer' lets one through", async ({
  page,
  site,
  extensionId,
  serviceWorker,
}) => {
  const original = site.url('/papers/sample.pdf');
  // Each PDF the background has decided to leave to the browser (lib/background/pdf-tabs.ts
  // counts them): once it has, a PDF it had sent on would not be left where it is.
  const left = () => serviceWorker.evaluate(() => (globalThis as { glossaPdfsLeft?: number }).glossaPdfsLeft ?? 0);
  try {
    await setOpenPdfs(page, extensionId, false);
    await page.goto(site.url('/pdf-links.html'));
    const before = await left();
    await page.locator('#sample').click();
    await expect(page).toHaveURL(original);
    await expect.poll(left).toBe(before + 1);
    expect(page.url()).toBe(original);
  } finally {
    await setOpenPdfs(page, extensionId, true);
  }

  await page.goto(site.url('/pdf-links.html'));
  await page.locator('#sample').click();
  await expect(page).toHaveURL(viewerUrl(extensionId));
  const before = await left();
  await page.getByRole('button', { name: "Open in the browser's viewer" }).click();
  await expect(page).toHaveURL(original);
  await expect.poll(left).toBe(before + 1);
  expect(page.url()).toBe(original);
});

/** Turns the setting on or off from the options page, as a user would. */
async function setOpenPdfs(page: Page, extensionId: string, on: boolean) {
  const options = await page.context().newPage();
  try {
    await options.goto(`chrome-extension://${extensionId}/options.html`);
    const box = options.getByRole('checkbox', { name: "Open PDFs in Glossa's viewer" });
    await box.setChecked(on);
    await expect(options.getByTestId('options-status')).toHaveText(/Saved/);
  } finally {
    await options.close();
  }
}

test('a PDF at a single-use address is fetched once: it opens, and its download is the bytes already read', async ({
  page,
  extensionId,
}) => {
  const { createServer } = await import('node:http');
  // Long enough (over 200 kB) that pdf.js would ask for the rest in ranges.
  const body = numberedPdf(500, ['serendipity']);
  const requests: string[] = [];
  // Answers the document once, as a single-use download link does, then only 410 Gone.
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.headers.range ?? 'whole'}`);
    if (requests.length > 1) return void response.writeHead(410).end('gone');
    response.writeHead(200, { 'content-type': 'application/pdf', 'accept-ranges': 'bytes', 'content-length': String(body.length) });
    // Over a slow network: the end of the file (where its index is) comes last.
    let at = 0;
    const next = () => {
      if (at >= body.length) return void response.end();
      response.write(body.subarray(at, (at += 16_384)));
      setTimeout(next, 20);
    };
    next();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  try {
    const { port } = server.address() as import('node:net').AddressInfo;
    // Opened in the viewer (a tab's own navigation to such a link is the browser's one use of it).
    await page.goto(
      `chrome-extension://${extensionId}/pdf.html?file=${encodeURIComponent(`http://127.0.0.1:${port}/once/paper.pdf?token=1`)}`,
    );
    await expect(page.locator('.textLayer span', { hasText: 'serendipity' }).first()).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await (await download).path()) && requests).toEqual(['GET whole']);
  } finally {
    await closeServer(server);
  }
});

test("the reader's list words are marked on the PDF's text, as on a page", async ({ page, site, extensionId }) => {
  const setup = await page.context().newPage();
  await setup.goto(`chrome-extension://${extensionId}/popup.html`);
  const send = (message: object) =>
    setup.evaluate((m) => chrome.runtime.sendMessage(m), message) as Promise<{ ok: boolean; data?: { localId: string } }>;
  const list = await send({ type: 'createList', name: 'PDF words' });
  expect(await send({ type: 'addWords', listId: list.data?.localId, words: ['serendipity', 'page'] })).toMatchObject({ ok: true });
  try {
    await page.bringToFront();
    await page.goto(site.url('/pdf-links.html'));
    await page.locator('#sample').click();
    await expect(page.locator('.textLayer span', { hasText: 'serendipity' }).first()).toBeVisible();
    // The viewer is the extension's own page: its marker is in the page's world.
    const marked = () =>
      page.evaluate(() => {
        const marker = (globalThis as { glossaMarker?: { marked(): string[]; stats: { drawn: number } } | true }).glossaMarker;
        return marker && marker !== true ? { words: marker.marked(), drawn: marker.stats.drawn } : undefined;
      });
    await expect
      .poll(marked, { timeout: 10_000 })
      .toEqual({ words: expect.arrayContaining(['new:serendipity', 'new:Page']), drawn: expect.any(Number) });
    // The underlines are placed in the frames after the words are found.
    await expect.poll(async () => (await marked())?.drawn).toBeGreaterThan(0);
  } finally {
    await send({ type: 'deleteList', listId: list.data?.localId });
    await setup.close();
  }
});
