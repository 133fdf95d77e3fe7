/**
 * Lists and history with no account, in real Chromium against a service that answers the
 * word operations only (tests/e2e/words-only-service.ts): a list made from the bubble and
 * one from the lists page, kept across a browser restart, imported into and exported; the
 * lookup history with its sentence, searched, exported and cleared; then, signed in to the
 * Glossa server, the browser's lists offered and uploaded, and found on the server.
 *
 * The browser here is its own (a profile of its own, closed and opened again), not the
 * shared one of the other browser tests.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { launchWithExtension } from '../../dev/chromium';
import { startTestServer } from '../../dev/test-server';
import { bubble, clickInBubble, openNewList } from './bubble-support';
import { expect, test } from './fixtures';
import { startWordsOnlyService } from './words-only-service';
import { send } from './send';

const root = resolve(import.meta.dirname, '..', '..');
const extensionDir = join(root, '.output', 'chrome-mv3');

async function extensionIdOf(context: BrowserContext): Promise<string> {
  const isExtension = (url: string) => url.startsWith('chrome-extension://');
  const worker =
    context.serviceWorkers().find((w) => isExtension(w.url())) ??
    (await context.waitForEvent('serviceworker', { predicate: (w) => isExtension(w.url()), timeout: 10_000 }));
  return new URL(worker.url()).host;
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFile((await file.path()) ?? '', 'utf8');
}

test('no account, no list routes: lists from the bubble and the lists page survive a restart, import and export; history; then uploaded on sign-in', async ({
  site,
}) => {
  test.setTimeout(180_000);
  const glossa = await startTestServer({ validateResponses: false });
  const wordsOnly = await startWordsOnlyService(glossa.baseUrl);
  const tmp = await mkdtemp(join(root, '.tmp', 'e2e-browser-lists-'));
  const profile = join(tmp, 'profile');
  let context = await launchWithExtension(profile, extensionDir);
  try {
    let id = await extensionIdOf(context);
    const setup = await context.newPage();
    await setup.goto(`chrome-extension://${id}/popup.html`);
    expect(await send(setup, { type: 'updateSettings', patch: { baseUrl: wordsOnly.baseUrl } })).toMatchObject({ ok: true });
    expect(await send(setup, { type: 'setApiKey', apiKey: glossa.apiKey })).toMatchObject({ ok: true });
    // Signing in there fails: the service has no account routes.
    expect(await send(setup, { type: 'signIn', username: 'ann', password: 'correct horse' })).toMatchObject({ ok: false });
    await setup.close();

    // From the bubble: a new list, with no sign-in asked for.
    const page = await context.newPage();
    await page.goto(site.url('/bubble.html'));
    await page.locator('#geese').dblclick();
    await expect.poll(async () => (await bubble(page))?.name).toBe('goose');
    await clickInBubble(page, 'Add to list');
    await openNewList(page);
    await page.keyboard.type('From the page');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await bubble(page))?.text ?? '').toMatch(/“goose” is in “From the page”/);
    expect((await bubble(page))?.text ?? '').not.toMatch(/sign in|syncs/i);

    // From the lists page: where they are kept, a bad name refused plainly, a list made and filled.
    const lists = await context.newPage();
    await lists.goto(`chrome-extension://${id}/lists.html`);
    await expect(lists.getByTestId('lists-home')).toHaveText('Your lists are kept in this browser.');
    await expect(lists.getByTestId('sync-status')).toHaveCount(0);
    await lists.getByLabel('Name', { exact: true }).first().fill('x'.repeat(500));
    await lists.getByRole('button', { name: 'Create list' }).click();
    await expect(lists.getByRole('alert')).toHaveText('A list name is at most 100 characters; this one has 500.');
    await lists.getByLabel('Name', { exact: true }).first().fill('from the page');
    await lists.getByRole('button', { name: 'Create list' }).click();
    await expect(lists.getByRole('alert')).toHaveText('You already have a list named “from the page”.');
    await lists.getByLabel('Name', { exact: true }).first().fill('Made here');
    await lists.getByRole('button', { name: 'Create list' }).click();
    await expect(lists.getByRole('heading', { level: 2, name: 'Made here' })).toBeVisible();
    // Kept in this browser alone, a list is seen by no one else: no public or private to choose.
    await expect(lists.getByLabel('Visibility')).toHaveCount(0);
    await lists.getByLabel('Words to add').fill('wren, owl');
    await lists.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(lists.getByTestId('words')).toContainText('owl');

    // The browser closes and opens again: everything is still there.
    await context.close();
    context = await launchWithExtension(profile, extensionDir);
    id = await extensionIdOf(context);
    const again = await context.newPage();
    await again.goto(`chrome-extension://${id}/lists.html`);
    const picker = again.getByTestId('list-picker');
    await expect(picker).toContainText('From the page');
    await picker.getByRole('button', { name: /Made here/ }).click();
    await expect(again.getByTestId('words')).toContainText('wren');

    // Import: a plain text file into this list; a bad file changes nothing and says why.
    const good = join(tmp, 'more birds.txt');
    const bad = join(tmp, 'bad.txt');
    await writeFile(good, 'lark\nkite\nowl\n');
    await writeFile(bad, 'heron\n<b>egret</b>\n');
    const importForm = again.locator('section').filter({ has: again.getByRole('heading', { name: 'Import a list' }) });
    await importForm.getByLabel('Into').selectOption({ label: 'Made here' });
    await importForm.getByLabel('File (CSV or one word per line)').setInputFiles(bad);
    await importForm.getByRole('button', { name: 'Import' }).click();
    await expect(importForm.getByRole('alert')).toContainText('Line 2:');
    await importForm.getByLabel('File (CSV or one word per line)').setInputFiles(good);
    await importForm.getByRole('button', { name: 'Import' }).click();
    await expect(importForm.getByRole('status')).toHaveText('Imported 2 new words into “Made here”.');
    await expect(picker.getByRole('button', { name: /Made here/ })).toContainText('4 words');

    // Export, and the export read back into a new list: the same words.
    const csv = await downloaded(again, () => again.getByRole('button', { name: 'Export CSV' }).click());
    expect(
      csv
        .replace(/^\ufeff/, '')
        .split('\r\n')
        .map((line) => line.split(',')[0]),
    ).toEqual(['word', 'kite', 'lark', 'owl', 'wren', '']);
    const exported = join(tmp, 'made-here.csv');
    await writeFile(exported, csv);
    await importForm.getByLabel('Into').selectOption({ label: 'A new list' });
    await importForm.getByLabel('File (CSV or one word per line)').setInputFiles(exported);
    await importForm.getByRole('button', { name: 'Import' }).click();
    await expect(importForm.getByRole('status')).toHaveText('Imported 4 new words into “made-here”.');

    // The history: the bubble's lookup, with its sentence and page; searched, exported, cleared.
    const history = await context.newPage();
    // Through its old address (history.html), which the page left so as not to become the browser's History page.
    await history.goto(`chrome-extension://${id}/history.html`);
    await expect(history).toHaveURL(`chrome-extension://${id}/lookup-history.html`);
    const rows = history.getByTestId('history').locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('goose');
    await expect(rows.first()).toContainText('A flock of geese crossed the harbor at dawn.');
    await expect(rows.first()).toContainText('Bubble');
    await history.getByLabel('Search').fill('harbor at dawn');
    await expect(rows).toHaveCount(1);
    const historyCsv = await downloaded(history, () => history.getByRole('button', { name: 'Export CSV' }).click());
    expect(historyCsv).toContain('goose,geese,1,');
    expect(historyCsv).toContain('A flock of geese crossed the harbor at dawn.,Bubble,http://127.0.0.1');
    const anki = await downloaded(history, () => history.getByRole('button', { name: 'Export Anki cards' }).click());
    expect(anki).toContain('A flock of <b>geese</b> crossed the harbor at dawn.\t<b>goose</b><br>');
    expect(anki).toMatch(/WordNet/);
    await history.getByLabel('Search').fill('nothing like this');
    await expect(history.getByText('No words looked up here yet.')).toBeVisible();
    await history.getByLabel('Search').fill('');
    await history.getByRole('button', { name: 'Remove all…' }).click();
    await history.getByRole('group').getByRole('button', { name: 'Remove all', exact: true }).click();
    await expect(history.getByText('No words looked up here yet.')).toBeVisible();

    // Signed in to the Glossa server: the browser's lists are offered, uploaded, and on the server.
    expect(await send(again, { type: 'updateSettings', patch: { baseUrl: glossa.baseUrl } })).toMatchObject({ ok: true });
    expect(await send(again, { type: 'setApiKey', apiKey: glossa.apiKey })).toMatchObject({ ok: true });
    expect(await send(again, { type: 'signIn', username: 'ann', password: 'correct horse' })).toMatchObject({ ok: true });
    await send(again, { type: 'syncNow' });
    await expect(again.getByTestId('lists-home')).toHaveText(`Your lists are synced with ${new URL(glossa.baseUrl).host} as ann.`);
    const offer = again.getByTestId('browser-lists-offer');
    await expect(offer).toContainText('3 lists are kept in this browser');
    await offer.getByRole('button', { name: 'Upload to the account' }).click();
    await expect(again.getByRole('status').filter({ hasText: 'Uploaded' })).toHaveText('Uploaded 3 lists (9 new words) to the account.');
    await expect(offer).toHaveCount(0);
    const ann = await glossa.signIn();
    const wordsOn = async (name: string) => {
      const list = (await ann.getWordListsForLoggedInUser({})).find((l) => l.name === name);
      if (!list?.permalink) return [];
      return (await ann.getWordListWords({ wordListId: list.permalink, limit: 100 })).map((w) => w.word).sort();
    };
    await expect.poll(() => wordsOn('Made here')).toEqual(['kite', 'lark', 'owl', 'wren']);
    await expect.poll(() => wordsOn('From the page')).toEqual(['goose']);
    await expect.poll(() => wordsOn('made-here')).toEqual(['kite', 'lark', 'owl', 'wren']);
    // No account or list request went to the words-only service but the failed sign-in.
    expect(wordsOnly.refused.every((request) => request.includes('/account'))).toBe(true);
  } finally {
    await context.close();
    await wordsOnly.close();
    await glossa.close();
    await rm(tmp, { recursive: true, force: true, maxRetries: 3 });
  }
});
