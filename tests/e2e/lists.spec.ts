/**
 * The list page in real Chromium against the real Glossa server: a list created, renamed,
 * described, filled, sorted, paged, exported, emptied and deleted, each step checked on the
 * server through a client of its own.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { send } from './send';

type Client = Awaited<ReturnType<import('../../dev/test-server').TestServer['signIn']>>;

async function serverList(client: Client, name: string) {
  return (await client.getWordListsForLoggedInUser()).find((l) => l.name === name);
}

async function serverWords(client: Client, name: string): Promise<string[]> {
  const list = await serverList(client, name);
  if (!list?.permalink) return [];
  const words = await client.getWordListWords({ wordListId: list.permalink, sortBy: 'alpha', sortOrder: 'asc', limit: 1000 });
  return words.map((w) => w.word ?? '');
}

test('a list created, renamed, filled, sorted, paged, exported, emptied and deleted, each step on the server', async ({
  page,
  extensionId,
  glossa,
}) => {
  test.setTimeout(60_000);
  await page.goto(`chrome-extension://${extensionId}/lists.html`);
  expect((await send(page, { type: 'signIn', username: 'ann', password: 'correct horse' })).ok).toBe(true);
  await page.reload();
  const server = await glossa.signIn();

  // L1: create.
  await page.getByLabel('Name').first().fill('Garden birds');
  await page.getByLabel('Description').first().fill('seen this spring');
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Garden birds' })).toBeVisible();
  await expect.poll(async () => (await serverList(server, 'Garden birds'))?.description).toBe('seen this spring');

  // L2: rename and describe.
  const details = page.locator('form.stack').filter({ has: page.getByRole('button', { name: 'Save' }) });
  await details.getByLabel('Name').fill('Birds of the garden');
  await details.getByLabel('Description').fill('seen in May');
  // A list kept on the service may be shown to others there.
  await expect(details.getByLabel('Visibility')).toHaveValue('PRIVATE');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Birds of the garden' })).toBeVisible();
  await expect.poll(async () => (await serverList(server, 'Birds of the garden'))?.description).toBe('seen in May');
  // L4: the list as the service has it.
  await page.getByRole('button', { name: 'Compare with the service' }).click();
  await expect(page.getByTestId('on-service')).toHaveText('On the service: “Birds of the garden”, 0 words');

  // L5: fill, in three steps so the dates differ.
  const add = async (words: string) => {
    await page.getByLabel('Words to add').fill(words);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByLabel('Words to add')).toHaveValue('');
  };
  await add('wren');
  await add('owl');
  const more = Array.from({ length: 25 }, (_, i) => `bird${String(i).padStart(2, '0')}`);
  await add(`robin, ${more.join(', ')}`);
  await expect.poll(() => serverWords(server, 'Birds of the garden').then((w) => w.length)).toBe(28);

  // L6: newest first by default, alphabetical either way, paged by 25.
  const firstWord = () => page.getByTestId('words').locator('tbody tr').first().getByRole('link');
  await expect(page.getByTestId('page-range')).toHaveText('1–25 of 28');
  await expect(page.getByTestId('words').locator('tbody tr').last().getByRole('link')).not.toHaveText('wren');
  await page.getByLabel('Sort by').selectOption('alpha');
  await page.getByLabel('Order').selectOption('asc');
  await expect(firstWord()).toHaveText('bird00');
  await page.getByLabel('Order').selectOption('desc');
  await expect(firstWord()).toHaveText('wren');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByTestId('page-range')).toHaveText('26–28 of 28');
  await expect(page.getByTestId('words').locator('tbody tr')).toHaveCount(3);
  await page.getByRole('button', { name: 'Previous', exact: true }).click();
  await page.getByLabel('Sort by').selectOption('createDate');
  await page.getByLabel('Order').selectOption('asc');
  await expect(firstWord()).toHaveText('wren');

  // Export: CSV and Anki.
  const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(csvDownload.suggestedFilename()).toBe('birds-of-the-garden.csv');
  const csv = await readFile((await csvDownload.path()) ?? '', 'utf8');
  expect(csv.replace(/^\ufeff/, '').split('\r\n')[0]).toBe('word,added,sense,part_of_speech,sense_source,sentence,page_title,page_url');
  expect(csv).toMatch(/\r\nowl,\d{4}-/);
  expect(csv.trim().split('\r\n')).toHaveLength(29);
  const [ankiDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export for Anki' }).click()]);
  const anki = await readFile((await ankiDownload.path()) ?? '', 'utf8');
  expect(anki.split('\n').slice(0, 3)).toEqual(['#separator:tab', '#html:true', '#columns:Front\tBack']);
  expect(anki).toContain('\nwren\t\n');

  // L7: select many and remove; then the rest, page by page.
  await page.getByLabel('Select wren').check();
  await page.getByLabel('Select owl').check();
  await page.getByRole('button', { name: 'Remove selected (2)' }).click();
  await expect.poll(() => serverWords(server, 'Birds of the garden')).not.toContain('wren');
  expect(await serverWords(server, 'Birds of the garden')).toHaveLength(26);
  const rows = page.getByTestId('words').locator('tbody tr');
  await expect(rows).toHaveCount(25);
  await page.getByLabel('Select all words on this page').check();
  await page.getByRole('button', { name: 'Remove selected (25)' }).click();
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Remove selected (0)' })).toBeDisabled();
  await page.getByLabel('Select all words on this page').check();
  await page.getByRole('button', { name: 'Remove selected (1)' }).click();
  await expect(page.getByText('This list has no words yet.')).toBeVisible();
  await expect.poll(() => serverWords(server, 'Birds of the garden')).toEqual([]);

  // L3: delete.
  await page.getByRole('button', { name: 'Delete list…' }).click();
  await page.getByRole('group').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByTestId('list-picker')).not.toContainText('Birds of the garden');
  await expect.poll(() => serverList(server, 'Birds of the garden')).toBeUndefined();
  await expect(page.getByTestId('sync-status')).toContainText('All changes synced');
});

test('the list page follows changes made elsewhere and syncs, without a reload', async ({ page, context, extensionId, glossa }) => {
  test.setTimeout(60_000);
  /** Within a second or two: the page is told, it does not poll. */
  const soon = { timeout: 2_000 };
  await page.goto(`chrome-extension://${extensionId}/lists.html`);
  // Another of Glossa's pages, where the changes are made.
  const elsewhere = await context.newPage();
  await elsewhere.goto(`chrome-extension://${extensionId}/popup.html`);
  const picker = page.getByTestId('list-picker');
  const status = page.getByTestId('sync-status');
  try {
    // Signing in elsewhere: this page shows the lists and the sync state.
    expect((await send(elsewhere, { type: 'signIn', username: 'ann', password: 'correct horse' })).ok).toBe(true);
    await expect(status).toBeVisible(soon);

    const created = (await send(elsewhere, { type: 'createList', name: 'Made elsewhere' })) as { data: { localId: string } };
    await expect(picker).toContainText('Made elsewhere', soon);
    await picker.getByRole('button', { name: /Made elsewhere/ }).click();
    await send(elsewhere, { type: 'addWords', listId: created.data.localId, words: ['kestrel'] });
    await expect(page.getByTestId('words')).toContainText('kestrel', soon);
    await expect(picker.getByRole('button', { name: /Made elsewhere/ })).toContainText('1 word', soon);
    await expect(status).toContainText('All changes synced', { timeout: 10_000 });

    // Offline, a change waits, and a sync that fails says so.
    await context.setOffline(true);
    try {
      await send(elsewhere, { type: 'addWords', listId: created.data.localId, words: ['merlin'] });
      await expect(status).toContainText('1 change not yet synced', soon);
      await send(elsewhere, { type: 'syncNow' });
      await expect(status).toContainText('Last error:', soon);
    } finally {
      await context.setOffline(false);
    }

    // A list made on another device arrives with the next sync, and the change goes out.
    const server = await glossa.signIn();
    await server.createWordList({ body: { name: 'From another device' } });
    await send(elsewhere, { type: 'syncNow' });
    await expect(picker).toContainText('From another device', soon);
    await expect(status).toContainText('All changes synced', soon);
    await expect(status).not.toContainText('Last error:');
    expect(await serverWords(server, 'Made elsewhere')).toEqual(['kestrel', 'merlin']);

    // Deleted elsewhere: gone here too.
    const lists = (await send(elsewhere, { type: 'lists' })) as { data: { localId: string; name: string }[] };
    for (const list of lists.data) await send(elsewhere, { type: 'deleteList', listId: list.localId });
    await expect(picker.getByRole('button')).toHaveCount(0, soon);
    await expect(page.getByText('That list is not here any more.')).toBeVisible(soon);
    await send(elsewhere, { type: 'syncNow' });
    await expect.poll(async () => (await server.getWordListsForLoggedInUser()).length).toBe(0);
  } finally {
    await send(elsewhere, { type: 'signOut' });
    await elsewhere.close();
  }
});

test('the import form stays inside its column, at every width the page takes', async ({ page, extensionId }) => {
  for (const width of [1280, 900, 720, 400]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`chrome-extension://${extensionId}/lists.html`);
    const form = page.locator('section[aria-labelledby="import-heading"]');
    await expect(form.getByRole('button', { name: 'Import' })).toBeVisible();
    const overflow = await form.evaluate((section) => {
      const edge = section.getBoundingClientRect().right;
      return [...section.querySelectorAll('*')].map((node) => node.getBoundingClientRect().right - edge).filter((past) => past > 1);
    });
    expect({ width, overflow }).toEqual({ width, overflow: [] });
  }
});
