/**
 * Two browsers, one reader: two Chromium profiles with the built extension, both signed in
 * as Ann to the same real Glossa server. What one does is seen in the other when its lists
 * page opens (a pull when the last is over a minute old); edits made in both while the
 * service was unreachable are resolved by the service's clock once it is back, and the
 * reader is told what was not kept.
 */
import { expect, type Page } from '@playwright/test';
import { openReader, type Reader } from '../../dev/readers';
import type { TestServer } from '../../dev/test-server';
import { EXTENSION_DIR, readerNamed, serverTest } from './readers-fixture';
import { isApiError } from '../../lib/shared/api';

/**
 * A change made in one browser is seen in the other soon after its lists page opens. The goal
 * is 5 s, which `npm run bench:sync` measures; on a loaded machine the tests allow twice that.
 */
const SEEN = { timeout: 10_000 };

const test = serverTest.extend<{ a: Reader; b: Reader }>({ a: readerNamed('a'), b: readerNamed('b') });

type Client = Awaited<ReturnType<TestServer['signIn']>>;

async function serverWords(client: Client, name: string): Promise<string[] | undefined> {
  const list = (await client.getWordListsForLoggedInUser()).find((l) => l.name === name);
  if (!list?.permalink) return undefined;
  try {
    const words = await client.getWordListWords({ wordListId: list.permalink, sortBy: 'alpha', sortOrder: 'asc', limit: 1000 });
    return words.map((w) => w.word ?? '');
  } catch (error) {
    // Deleted between the two reads: it is gone.
    if (isApiError(error, 'not-found')) return undefined;
    throw error;
  }
}

/** The reader opens the lists page a minute after the last pull, and picks the list named, if given. */
async function looksAt(reader: Reader, pick?: string): Promise<Page> {
  await reader.aMinutePasses();
  const page = await reader.open('/lists.html');
  if (pick !== undefined) await listButton(page, pick).click(SEEN);
  return page;
}

/** A list's button in the page's picker, by its whole name. */
const listButton = (page: Page, name: string) => page.getByTestId('list-picker').getByRole('button', { name: new RegExp(`^${name} \\d`) });

async function createList(page: Page, name: string) {
  await page.getByLabel('Name').first().fill(name);
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

async function addWords(page: Page, words: string) {
  await page.getByLabel('Words to add').fill(words);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByLabel('Words to add')).toHaveValue('');
}

async function rename(page: Page, name: string) {
  const details = page.locator('form.stack').filter({ has: page.getByRole('button', { name: 'Save' }) });
  await details.getByLabel('Name').fill(name);
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

/** The list's words as the page shows them, in alphabetical order: those added at once share a date. */
const wordsShown = (page: Page) => page.getByTestId('words').locator('tbody tr').getByRole('link');
const shown = (page: Page) => expect.poll(async () => (await wordsShown(page).allTextContents()).sort(), SEEN);

test('made, filled, renamed, emptied of a word and deleted in one browser: each seen in the other on opening its lists page', async ({
  a,
  b,
  glossa,
}) => {
  test.setTimeout(120_000);
  const server = await glossa.signIn();

  const pageA = await a.open('/lists.html');
  await createList(pageA, 'Trip');
  await expect.poll(() => serverWords(server, 'Trip')).toEqual([]);
  let pageB = await looksAt(b, 'Trip');
  // Made by Glossa, so private unless the reader chose otherwise; the page says so.
  await expect(pageB.getByTestId('list-visibility')).toHaveText(' · Private');
  await pageB.close();

  await addWords(pageA, 'passport, tickets, umbrella');
  await expect.poll(() => serverWords(server, 'Trip')).toHaveLength(3);
  pageB = await looksAt(b, 'Trip');
  await shown(pageB).toEqual(['passport', 'tickets', 'umbrella']);
  await pageB.close();

  await rename(pageA, 'Trip to Oslo');
  await expect.poll(() => serverWords(server, 'Trip to Oslo')).toHaveLength(3);
  pageB = await looksAt(b);
  await expect(pageB.getByTestId('list-picker')).toHaveText(/Trip to Oslo/, SEEN);
  await pageB.close();

  await pageA.getByLabel('Select umbrella').check();
  await pageA.getByRole('button', { name: 'Remove selected (1)' }).click();
  await expect.poll(() => serverWords(server, 'Trip to Oslo')).toEqual(['passport', 'tickets']);
  pageB = await looksAt(b, 'Trip to Oslo');
  await shown(pageB).toEqual(['passport', 'tickets']);
  await pageB.close();

  await pageA.getByRole('button', { name: 'Delete list…' }).click();
  await pageA.getByRole('group').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect.poll(() => serverWords(server, 'Trip to Oslo')).toBeUndefined();
  pageB = await looksAt(b);
  await expect(pageB.getByText('No lists yet.')).toBeVisible(SEEN);
  // Nothing to tell: no change of B's met these.
  await expect(pageB.getByTestId('sync-notes')).toHaveCount(0);
});

test('edits in both browsers while the service is unreachable: resolved by the service’s clock once it is back, and shown', async ({
  a,
  b,
  glossa,
}) => {
  test.setTimeout(120_000);
  const server = await glossa.signIn();

  const pageA = await a.open('/lists.html');
  await createList(pageA, 'Old notes');
  await createList(pageA, 'Notes');
  await addWords(pageA, 'alpha, beta');
  await expect.poll(() => serverWords(server, 'Notes')).toEqual(['alpha', 'beta']);
  await expect.poll(() => serverWords(server, 'Old notes')).toEqual([]);
  const pageB = await looksAt(b, 'Notes');
  await shown(pageB).toEqual(['alpha', 'beta']);

  a.offline(true);
  b.offline(true);
  // In A: a rename, a word removed, a list deleted.
  await rename(pageA, 'Notes from A');
  await pageA.getByLabel('Select alpha').check();
  await pageA.getByRole('button', { name: 'Remove selected (1)' }).click();
  await listButton(pageA, 'Old notes').click();
  await pageA.getByRole('button', { name: 'Delete list…' }).click();
  await pageA.getByRole('group').getByRole('button', { name: 'Delete', exact: true }).click();
  // In B, later: another rename, words added, a word added to the list A deleted.
  await rename(pageB, 'Notes from B');
  await addWords(pageB, 'gamma, delta');
  await listButton(pageB, 'Old notes').click();
  await addWords(pageB, 'forgotten');
  await expect(pageB.getByTestId('sync-status')).toContainText('not yet synced');

  // A's way comes back first: its changes reach the service, dated now by its clock.
  a.offline(false);
  await pageA.getByRole('button', { name: 'Sync now' }).click();
  await expect.poll(() => serverWords(server, 'Notes from A')).toEqual(['beta']);
  await expect.poll(() => serverWords(server, 'Old notes')).toBeUndefined();
  // Then, in A, delta is added and removed again: later than B's addition of it.
  await listButton(pageA, 'Notes from A').click();
  await addWords(pageA, 'delta');
  await pageA.getByLabel('Select delta').check();
  await pageA.getByRole('button', { name: 'Remove selected (1)' }).click();
  await expect.poll(() => serverWords(server, 'Notes from A')).toEqual(['beta']);

  // Then B's. Its rename was made before A's reached the service: A's name is kept, and B's
  // reader is told; gamma joins, delta (removed in A after B added it) stays removed; the
  // list deleted in A stays deleted, and the word added to it in B is named, with a way to keep it.
  b.offline(false);
  await pageB.close();
  const seenB = await looksAt(b);
  const notes = seenB.getByTestId('sync-notes');
  await expect(notes).toContainText('Renamed elsewhere to “Notes from A” while you renamed it “Notes from B” here', SEEN);
  await expect(notes).toContainText(
    '“Old notes” was deleted elsewhere, so it is gone here too. Words you added to it here went with it: forgotten',
  );
  await expect(notes).toContainText('In “Notes from A”, removed elsewhere after you added them here, so they stay removed: delta');
  await expect(seenB.getByTestId('list-picker')).toHaveText(/Notes from A/);
  await expect(seenB.getByTestId('list-picker')).not.toHaveText(/Old notes|Notes from B/);
  await expect.poll(() => serverWords(server, 'Notes from A')).toEqual(['beta', 'gamma']);
  await seenB.screenshot({ path: test.info().outputPath('conflict-notes.png'), fullPage: true });

  // Dismissed, the note goes; the words of the deleted list can be kept in a new one.
  await notes.getByRole('button', { name: 'Put these words in a new list' }).click();
  await expect.poll(() => serverWords(server, 'Old notes')).toEqual(['forgotten']);
  await expect(notes.getByRole('button', { name: 'Dismiss' })).toHaveCount(2);
  await notes.getByRole('button', { name: 'Dismiss' }).first().click();
  await expect(notes.getByRole('button', { name: 'Dismiss' })).toHaveCount(1);
  await notes.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notes).toHaveCount(0);

  // And A, on opening its page, sees the outcome.
  const seenA = await looksAt(a, 'Notes from A');
  await shown(seenA).toEqual(['beta', 'gamma']);
  await expect(seenA.getByTestId('list-picker')).toHaveText(/Old notes/);
});

/** Sends a message to the background from one of the extension's pages, as a view does. */
function send(page: Page, message: unknown) {
  return page.evaluate((m) => chrome.runtime.sendMessage(m), message) as Promise<{ ok: boolean; data?: unknown }>;
}

test('a word looked up in one browser shows in the other’s history page; a card reviewed in one is due accordingly in the other; the options say so', async ({
  a,
  b,
  glossa,
}) => {
  test.setTimeout(120_000);
  const server = await glossa.signIn();
  const onServer = async (kind: string, key: string) =>
    (await server.getRecords({ limit: 1000 })).records.some((r) => r.kind === kind && r.key === key);

  // A looks "heron" up in a sentence, as the bubble would; it reaches the server at once.
  const pageA = await a.open('/lists.html');
  expect(
    await send(pageA, {
      type: 'lookup',
      word: 'heron',
      from: 'bubble',
      context: { sentence: 'Two herons stood in the reeds.', title: 'Marsh walk' },
    }),
  ).toMatchObject({ ok: true });
  await expect.poll(() => onServer('history', 'heron'), SEEN).toBe(true);

  // B opens its history page a minute after its last pull: the lookup is there, with its sentence.
  await b.aMinutePasses();
  const historyB = await b.open('/lookup-history.html');
  const rows = historyB.getByTestId('history').locator('tbody tr');
  await expect(rows.filter({ hasText: 'heron' })).toHaveCount(1, SEEN);
  await expect(rows.filter({ hasText: 'heron' })).toContainText('Two herons stood in the reeds.');
  await expect(historyB.getByTestId('history-home')).toHaveText(/The history follows you: it is synced with .* as ann\./);
  await historyB.close();

  // Both keep "heron" and "egret"; B has them due for review.
  await createList(pageA, 'Marsh');
  await addWords(pageA, 'heron, egret');
  await expect.poll(() => serverWords(server, 'Marsh')).toHaveLength(2);
  const listsB = await looksAt(b, 'Marsh');
  await shown(listsB).toEqual(['egret', 'heron']);
  await listsB.close();
  const reviewB = await b.open('/review.html');
  await expect(reviewB.getByTestId('review-due')).toHaveText('2 due', SEEN);
  await reviewB.close();

  // A reviews the first card (Good): scheduled days away, on the server at once.
  const reviewA = await a.open('/review.html');
  await expect(reviewA.getByTestId('review-due')).toHaveText('2 due', SEEN);
  const reviewed = (await reviewA.getByTestId('review-front').textContent())?.includes('egret') ? 'egret' : 'heron';
  await reviewA.keyboard.press('Space');
  await expect(reviewA.getByTestId('review-card')).toHaveAttribute('data-side', 'back');
  await reviewA.keyboard.press('3');
  await expect(reviewA.getByTestId('review-due')).toHaveText('1 due');
  await expect.poll(() => onServer('card', reviewed), SEEN).toBe(true);

  // B opens its review page a minute after its last pull: that card is no longer due there either.
  await b.aMinutePasses();
  const againB = await b.open('/review.html');
  await expect(againB.getByTestId('review-due')).toHaveText('1 due', SEEN);
  await expect(againB.getByTestId('review-front')).not.toContainText(reviewed);

  // The options say where the history and the review are kept: with the account, on this Glossa server.
  const options = await b.open('/options.html');
  await expect(options.getByTestId('records-home')).toHaveText(/Your lookup history and review follow you: they are synced with .* as ann/);
});

type Backup = { cards: { key: string; reps: number; due: number }[]; reviewLog: { key: string; rating: number }[] };

/** What a browser's backup says of the review: each card's repetitions and whether it is due now, and the grades. */
async function reviewIn(page: Page) {
  const backup = (await send(page, { type: 'exportBackup' })).data as Backup;
  const now = Date.now();
  return {
    cards: Object.fromEntries(backup.cards.map((c) => [c.key, { reps: c.reps, dueNow: c.due <= now }])),
    grades: backup.reviewLog.map((g) => `${g.key} ${g.rating}`).sort(),
  };
}

const dueIn = async (page: Page) => ((await send(page, { type: 'dueCount' })).data as { due: number }).due;

test('a review graded before signing in survives the upload to the account and a second browser’s sync: nothing comes due again, the log kept', async ({
  b,
  glossa,
}) => {
  test.setTimeout(120_000);
  const server = await glossa.signIn();
  const a = await openReader('a-signed-out', glossa, EXTENSION_DIR, { signedIn: false });
  try {
    // Signed out, A keeps two words and grades both Easy: reviewed once, due days away.
    const pageA = await a.open('/lists.html');
    const list = (await send(pageA, { type: 'createList', name: 'Shore' })).data as { localId: string };
    expect(await send(pageA, { type: 'addWords', listId: list.localId, words: ['plover', 'dunlin'] })).toMatchObject({ ok: true });
    await expect.poll(() => dueIn(pageA)).toBe(2);
    for (const key of ['plover', 'dunlin']) expect(await send(pageA, { type: 'gradeCard', key, rating: 4 })).toMatchObject({ ok: true });
    const graded = {
      cards: { plover: { reps: 1, dueNow: false }, dunlin: { reps: 1, dueNow: false } },
      grades: ['dunlin 4', 'plover 4'],
    };
    expect(await reviewIn(pageA)).toEqual(graded);
    expect(await dueIn(pageA)).toBe(0);

    // A signs in and uploads the browser's lists: the review is the account's now, as it was.
    await a.signIn();
    await send(pageA, { type: 'syncNow' });
    expect(await send(pageA, { type: 'uploadBrowserLists' })).toMatchObject({ ok: true, data: { lists: 1, words: 2 } });
    await expect.poll(() => serverWords(server, 'Shore'), SEEN).toEqual(['dunlin', 'plover']);
    await expect.poll(() => reviewIn(pageA), SEEN).toEqual(graded);
    expect(await dueIn(pageA)).toBe(0);
    const popupA = await a.open('/popup.html');
    await expect(popupA.getByTestId('popup-due')).toHaveText('Nothing due for review');
    await popupA.close();

    // The server holds the graded cards and both grades.
    const onServer = async () => {
      const { records } = await server.getRecords({ limit: 1000 });
      const reps = (key: string) => (records.find((r) => r.kind === 'card' && r.key === key)?.data as { reps?: number } | undefined)?.reps;
      return { plover: reps('plover'), dunlin: reps('dunlin'), grades: records.filter((r) => r.kind === 'grade' && r.data).length };
    };
    await expect.poll(onServer, SEEN).toEqual({ plover: 1, dunlin: 1, grades: 2 });

    // B, the same reader's second browser, syncs: the words are not due there, and the log is whole.
    await b.aMinutePasses();
    const reviewB = await b.open('/review.html');
    await expect.poll(() => reviewIn(reviewB), SEEN).toEqual(graded);
    await expect(reviewB.getByTestId('review-due')).toHaveText('0 due');
    expect(await dueIn(reviewB)).toBe(0);

    // And A, syncing after B joined, has lost nothing either; nor has the server.
    await a.aMinutePasses();
    await send(pageA, { type: 'syncNow' });
    expect(await reviewIn(pageA)).toEqual(graded);
    expect(await dueIn(pageA)).toBe(0);
    expect(await onServer()).toEqual({ plover: 1, dunlin: 1, grades: 2 });
  } finally {
    await a.close();
  }
});
