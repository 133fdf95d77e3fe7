/**
 * The options page in real Chromium against the real Glossa server: each change is saved
 * at once and the next lookup follows it, without a reload; and it links to the privacy page.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../dev/paths';
import { startTestServer } from '../../dev/test-server';
import { expect, test } from './fixtures';
import { closeServer } from '../support/close-server';
import { send } from './send';

const DEFAULT_SOURCES = ['ahd', 'wiktionary', 'wordnet', 'webster', 'century'];

test('dictionaries, cache and theme saved and applied to the next lookup', async ({ page, extensionId, glossa }) => {
  expect(glossa.baseUrl).toBeTruthy();
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  await expect(page.getByRole('heading', { level: 1, name: 'Glossa options' })).toBeVisible();
  try {
    expect((await send<{ found: boolean }>(page, { type: 'lookup', word: 'heron' })).data.found).toBe(true);

    // The dictionaries offered are the ones this service says it has: WordNet and GCIDE.
    const sources = page.getByTestId('sources').getByRole('checkbox');
    await expect(sources).toHaveCount(2);
    await expect(page.getByRole('checkbox', { name: 'WordNet' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Webster’s 1913 (GCIDE)' })).toBeChecked();

    // Cache lifetime 0: the next lookup is fetched again, not stored earlier.
    // A change applies as made, with one confirmation; there is no Save button to find.
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await page.getByLabel('Keep answers for (hours)').fill('0');
    await page.getByLabel('Keep answers for (hours)').press('Tab');
    await expect(page.getByTestId('options-status')).toHaveText('Saved. The next lookup uses it.');
    const before = Date.now();
    const fresh = await send<{ storedAt: number }>(page, { type: 'lookup', word: 'heron' });
    expect(fresh.data.storedAt).toBeGreaterThanOrEqual(before);
    // The cache says what it holds, beside the button that clears it.
    await page.reload();
    await expect(page.getByTestId('cache-size')).toHaveText(/^[1-9]\d* answers? kept, about \d+ kB\.$/);
    await page.getByRole('button', { name: 'Clear cache' }).click();
    await expect(page.getByText('The cache is empty.')).toBeVisible();
    await expect(page.getByTestId('cache-size')).toHaveText('0 answers kept, about 0 kB.');

    // The look-up shortcut, with the way to change it.
    await expect(page.getByTestId('shortcut').locator('kbd')).toHaveText(/^Alt\+Shift\+L$/);
    await expect(page.getByRole('button', { name: 'Change shortcut' })).toBeVisible();

    // The theme applies to the open page at once.
    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('radio', { name: 'Like the browser' }).check();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);

    // Excluded sites are host names.
    await page.getByLabel(/Sites where double-clicks/).fill('example.org\nnews.example.com');
    await page.getByLabel(/Sites where double-clicks/).press('Tab');
    await expect(page.getByTestId('options-status')).toHaveText('Saved. The next lookup uses it.');
    expect((await send<{ excludedSites: string[] }>(page, { type: 'getSettings' })).data.excludedSites).toEqual([
      'example.org',
      'news.example.com',
    ]);
  } finally {
    await send(page, {
      type: 'updateSettings',
      patch: { sourceDictionaries: DEFAULT_SOURCES, cacheHours: 24, theme: 'system', excludedSites: [] },
    });
  }
});

test('the API key is checked on save', async ({ page, extensionId, glossa }) => {
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  try {
    await page.getByRole('textbox', { name: 'API key' }).fill('not-a-key');
    await page.getByRole('button', { name: 'Save and check' }).click();
    await expect(page.getByTestId('api-key-result')).toHaveText('The API key is not valid.');
    await page.getByRole('textbox', { name: 'API key' }).fill(glossa.apiKey);
    await page.getByRole('button', { name: 'Save and check' }).click();
    await expect(page.getByTestId('api-key-result')).toHaveText('The API key is valid.');
  } finally {
    await send(page, { type: 'setApiKey', apiKey: glossa.apiKey });
  }
});

test('another service: its address saved here, and the next lookup goes there', async ({ page, extensionId, glossa }) => {
  // A second Glossa server, addressed by a host granted at install (localhost): headless
  // Chromium cannot answer the prompt a host outside those would raise (permissions.request
  // stays pending), so that prompt is the one step here not exercised.
  const other = await startTestServer({ validateResponses: false });
  const otherUrl = other.baseUrl.replace('127.0.0.1', 'localhost');
  const asked: string[] = [];
  other.server.app.server.on('request', (request: { url?: string }) => asked.push(request.url ?? ''));
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  try {
    await page.getByRole('radio', { name: 'Another service' }).check();
    await page.getByRole('textbox', { name: "The service's address" }).fill(otherUrl);
    await page.getByRole('button', { name: 'Use this service' }).click();
    await expect(page.getByTestId('options-status')).toHaveText('Saved. The next lookup uses it.');
    expect((await send<{ baseUrl: string }>(page, { type: 'getSettings' })).data.baseUrl).toBe(otherUrl);

    await page.getByRole('textbox', { name: 'API key' }).fill(other.apiKey);
    await page.getByRole('button', { name: 'Save and check' }).click();
    await expect(page.getByTestId('api-key-result')).toHaveText('The API key is valid.');
    expect((await send<{ found: boolean }>(page, { type: 'lookup', word: 'egret' })).data.found).toBe(true);
    expect(asked.some((url) => url.startsWith('/v4/word.json/egret/definitions'))).toBe(true);
  } finally {
    await send(page, { type: 'updateSettings', patch: { baseUrl: glossa.baseUrl } });
    await send(page, { type: 'setApiKey', apiKey: glossa.apiKey });
    await other.close();
  }
});

/**
 * A service like the live one whose key-status route (A4) is missing: the Glossa server
 * behind a proxy that answers A4 with the live service's 404.
 */
async function withoutKeyStatusRoute(target: string) {
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (path.includes('/account.json/apiTokenStatus')) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"statusCode":404,"error":"Not Found","message":"Not found"}');
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !['host', 'connection'].includes(name)),
    ) as Record<string, string>;
    void fetch(new URL(path, new URL(target).origin), { headers }).then(async (answer) => {
      response.writeHead(
        answer.status,
        Object.fromEntries(
          [...answer.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name)),
        ),
      );
      response.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://localhost:${port}/v4`, close: () => closeServer(server) };
}

test('a service with no key-status route: nothing alarming while lookups work', async ({ page, extensionId, glossa }) => {
  const service = await withoutKeyStatusRoute(glossa.baseUrl);
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  try {
    await send(page, { type: 'updateSettings', patch: { baseUrl: service.baseUrl } });
    await page.reload();
    await page.getByRole('textbox', { name: 'API key' }).fill(glossa.apiKey);
    await page.getByRole('button', { name: 'Save and check' }).click();
    await expect(page.getByTestId('api-key-result')).toHaveText('The API key is valid.');
    expect((await send<{ hasKey: boolean; verdict: string }>(page, { type: 'keyStatus' })).data).toEqual({
      hasKey: true,
      verdict: 'valid',
    });
    // The popup speaks of the key only when something is wrong: here, nothing is. Its key
    // section is there (saying "Loading…") from its first render until the background has
    // answered how the key stands, and goes once that answer needs nothing of the user.
    await page.goto(`chrome-extension://${extensionId}/popup.html`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.find-words')).toBeAttached();
    await expect(page.getByTestId('key-status')).toHaveCount(0);
    await expect(page.getByText('The API key is not valid.')).toHaveCount(0);
  } finally {
    await send(page, { type: 'updateSettings', patch: { baseUrl: glossa.baseUrl } });
    await send(page, { type: 'setApiKey', apiKey: glossa.apiKey });
    await service.close();
  }
});

test('links to the privacy page, which is docs/privacy.md packaged with the extension', async ({ page, extensionId }) => {
  const headings = readFileSync(join(PROJECT_ROOT, 'docs', 'privacy.md'), 'utf8')
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => line.replace(/^#+ +/, ''));
  expect(headings.length).toBeGreaterThan(3);
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  const [privacy] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Your privacy: what Glossa sends, to whom, and what it keeps' }).click(),
  ]);
  try {
    await expect(privacy).toHaveURL(`chrome-extension://${extensionId}/privacy.html`);
    await expect(privacy).toHaveTitle(headings[0] ?? '');
    await expect(privacy.getByRole('heading')).toHaveText(headings);
    // Markdown made into the page's own elements, not shown as its marks.
    await expect(privacy.getByRole('table')).toContainText('lib/background/anki/anki-connect.ts');
    await expect(privacy.getByRole('main')).not.toContainText('**');
  } finally {
    await privacy.close();
  }
});
