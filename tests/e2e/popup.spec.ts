/**
 * The toolbar popup in real Chromium against the real Glossa server: the word of the day
 * and its recording, signing in and out, search, the service's budget, and a list edit
 * made offline then synced.
 */
import type { Page } from '@playwright/test';
import { startTestServer } from '../../dev/test-server';
import { expect, test, watchErrors } from './fixtures';
import { useService } from '../../dev/use-service';
import { send } from './send';
import { closeOffscreen, requestsTo } from './audio-support';

async function openPopup(page: Page, extensionId: string) {
  await page.goto(`chrome-extension://${extensionId}/popup.html`);
  await expect(page.getByRole('heading', { level: 1, name: 'Glossa' })).toBeVisible();
}

test.beforeEach(async ({ page, extensionId, glossa }) => {
  expect(glossa.baseUrl).toBeTruthy();
  await page.goto(`chrome-extension://${extensionId}/popup.html`);
  await send(page, { type: 'signOut' });
});

test('the popup shows the word of the day, and an earlier day by date', async ({ page, extensionId, glossa }) => {
  const errors = watchErrors(page);
  await openPopup(page, extensionId);
  const wotd = page.getByTestId('wotd');
  await expect(wotd).toBeVisible();

  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  const expected = await glossa.client().getWordOfTheDay({ date: today });
  await expect(wotd.locator('.wotd-word')).toHaveText(expected.word ?? '');
  await expect(page.locator('#wotd-date')).toHaveValue(today);
  // A short card: the first sense with its source, and at most one short example.
  await expect(wotd.locator('.definition')).toContainText(/WordNet/);
  const shortest = Math.min(...(expected.examples ?? []).map((e) => (e.text ?? '').length));
  await expect(wotd.locator('blockquote.example')).toHaveCount(shortest <= 160 ? 1 : 0);

  await page.getByRole('button', { name: 'Previous day' }).click();
  const yesterday = await page.locator('#wotd-date').inputValue();
  expect(yesterday < today).toBe(true);
  const earlier = await glossa.client().getWordOfTheDay({ date: yesterday });
  await expect(wotd.locator('.wotd-word')).toHaveText(earlier.word ?? '');
  await expect(page.getByRole('button', { name: 'Next day' })).toBeEnabled();
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(wotd.locator('.wotd-word')).toHaveText(expected.word ?? '');
  await expect(page.getByRole('button', { name: 'Next day' })).toBeDisabled();
  expect(errors).toEqual([]);
});

test('Listen plays the word of the day from the offscreen document, through the background, not in the popup', async ({
  page,
  extensionId,
  serviceWorker,
  glossa,
}) => {
  const { urls: served, stop: stopHearing } = requestsTo(glossa);
  try {
    const errors = watchErrors(page);
    await openPopup(page, extensionId);
    const wotd = page.getByTestId('wotd');
    await expect(wotd.locator('.wotd-word')).toHaveText(/\w+/);
    // Requests the popup itself sends: none of them may be for the recording.
    const fromPopup: string[] = [];
    page.on('request', (request) => fromPopup.push(request.url()));

    await wotd.getByRole('button', { name: 'Listen' }).click();
    // "Playing…" is shown once the offscreen document reports that playback started, for as
    // long as the recording plays (polled often: a word's recording is short).
    await expect.poll(() => page.getByTestId('wotd-audio').textContent(), { timeout: 10_000, intervals: [25] }).toBe('Playing…');
    const word = (await wotd.locator('.wotd-word').textContent()) ?? '';
    expect(served.some((url) => url.includes(`/word.json/${encodeURIComponent(word)}/audio`))).toBe(true);
    expect(served.some((url) => url.includes('/audio/') && url.includes('Signature='))).toBe(true);
    expect(fromPopup.filter((url) => url.startsWith(new URL(glossa.baseUrl).origin))).toEqual([]);
    // It plays in the offscreen document, which outlives the popup.
    const offscreenDocuments = await serviceWorker.evaluate(async () => {
      const api = (globalThis as unknown as { chrome: { runtime: { getContexts(filter: object): Promise<unknown[]> } } }).chrome;
      return (await api.runtime.getContexts({ contextTypes: ['OFFSCREEN_DOCUMENT'] })).length;
    });
    expect(offscreenDocuments).toBe(1);
    expect(errors).toEqual([]);
  } finally {
    stopHearing();
    await closeOffscreen(serviceWorker);
  }
});

test('signing in: an unknown user, a wrong password, then Ann; signing out', async ({ page, extensionId }) => {
  await openPopup(page, extensionId);
  // Signing in is optional: its form is folded until the reader opens it.
  await expect(page.getByLabel('User name')).toBeHidden();
  await page.getByRole('heading', { name: 'Sign in' }).click();
  const form = page.getByRole('form').or(page.locator('form.signin'));
  await page.getByLabel('User name').fill('nobody-here');
  await page.getByLabel('Password').fill('whatever');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('There is no such user on this service.');

  await page.getByLabel('User name').fill('ann');
  await page.getByLabel('Password').fill('not her password');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong password.');

  await page.getByLabel('Password').fill('correct horse');
  await form.getByRole('button', { name: 'Sign in' }).click();
  // A5: the user as the service knows her.
  await expect(page.getByTestId('signed-in-user')).toContainText('Signed in as ann');
  await expect(page.getByTestId('signed-in-user')).toContainText('ann@example.org');
  await expect(page.getByTestId('sync-status')).toBeVisible();
  // Signing in joins what this browser kept (the lookups of earlier tests) to the account: sent first, so that
  // signing out finds nothing waiting (signing out with changes waiting asks first: tested below).
  await expect
    .poll(async () => ((await send(page, { type: 'syncNow' })) as { data?: { pending?: number } }).data?.pending, { timeout: 15_000 })
    .toBe(0);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await send(page, { type: 'signedIn' })).toMatchObject({ ok: true, data: { signedIn: false } });
  // Signed out, the lists are the browser's own: no sign-in asked for.
  await expect(page.getByRole('heading', { name: 'Word lists' })).toBeVisible();
  await expect(page.getByText(/Sign in to see/)).toHaveCount(0);
});

test('the look-up box has focus, and answers in place as the bubble does', async ({ page, extensionId }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 360, height: 600 });
  await openPopup(page, extensionId);
  const box = page.getByRole('searchbox', { name: 'Word to look up' });
  await expect(box).toBeFocused();
  await page.keyboard.type('geese');
  await page.keyboard.press('Enter');
  const answer = page.getByTestId('look-up-answer');
  await expect(answer.getByRole('heading', { level: 2 })).toHaveText('goose');
  await expect(answer).toContainText('geese — plural of goose');
  await expect(answer.getByRole('button', { name: 'Add to list' })).toBeVisible();
  await expect(answer.getByRole('link', { name: /WordNet/ }).first()).toBeVisible();
  // Close returns to the box, ready for the next word.
  await answer.getByRole('button', { name: 'Close' }).click();
  await expect(answer).toHaveCount(0);
  await expect(box).toBeFocused();
  // The popup stays within a popup's height (its word of the day and sections loaded).
  await expect(page.getByTestId('wotd')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(600);
  expect(errors).toEqual([]);
});

test('search with wildcards and a random word, a step away; the key and the budget say nothing while all is well', async ({
  page,
  extensionId,
}) => {
  await openPopup(page, extensionId);
  await page.getByText('Find words by pattern, or a random word').click();
  await page.getByRole('searchbox', { name: 'Search words' }).fill('do?');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.getByTestId('search-results');
  await expect(results.getByRole('link', { name: 'dog', exact: true })).toBeVisible();
  await expect(results).toContainText('match “do?”');
  expect(await results.getByRole('link', { name: 'dog', exact: true }).getAttribute('href')).toBe(
    `chrome-extension://${extensionId}/word.html?word=dog`,
  );

  await page.getByRole('button', { name: 'Random word' }).click();
  await expect(page.getByTestId('random-word').getByRole('link')).toHaveText(/\w+/);

  await expect(page.getByTestId('wotd')).toBeVisible();
  await expect(page.getByTestId('key-status')).toHaveCount(0);
  await expect(page.getByTestId('meter-This hour')).toHaveCount(0);
});

test('the budget shows when it runs low', async ({ page, extensionId, serviceWorker, glossa, context }) => {
  // A key with twenty calls an hour: the popup's own calls and seven lookups bring it under a fifth.
  const tight = await startTestServer({ validateResponses: false });
  const rae = await tight.server.accounts.addUser({ username: 'rae', password: 'rae-password', email: 'rae@example.org' });
  const { key } = await tight.server.accounts.addKey(rae.id, { perMinute: 100, perHour: 20 });
  try {
    await useService(context, extensionId, tight.baseUrl, key);
    await openPopup(page, extensionId);
    for (const word of ['dog', 'cat', 'heron', 'wren', 'owl', 'fox', 'goose']) await send(page, { type: 'lookup', word });
    await page.reload();
    // The meter shows once the popup has the budget from the background: past 5 s on a busy 2-core machine.
    await expect(page.getByTestId('meter-This hour')).toContainText(/of 20 calls left/, { timeout: 10_000 });
  } finally {
    await useService(context, extensionId, glossa.baseUrl, glossa.apiKey);
    await tight.close();
  }
});

/** Ann signs in, then, with the network gone, makes a list of two words: two changes wait. */
async function offlineListOfAnn(page: Page, extensionId: string, name: string, words: [string, string]) {
  await openPopup(page, extensionId);
  expect(await send(page, { type: 'signIn', username: 'ann', password: 'correct horse' })).toMatchObject({ ok: true });
  await page.reload();
  await expect(page.getByTestId('signed-in-user')).toContainText('ann');
  await page.context().setOffline(true);
  const created = (await send(page, { type: 'createList', name })) as { data: { localId: string } };
  await send(page, { type: 'addWords', listId: created.data.localId, words });
}

test('a list edit made offline stays pending, then syncs', async ({ page, extensionId, glossa }) => {
  try {
    await offlineListOfAnn(page, extensionId, 'Offline birds', ['heron', 'wren']);
    await page.reload();
    const lists = page.getByTestId('lists');
    await expect(lists.getByRole('listitem').filter({ hasText: 'Offline birds' })).toContainText('2 words');
    await expect(page.getByTestId('sync-status')).toContainText(/changes not yet synced/);
    // Syncing while offline fails, says why, and keeps the changes.
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect(page.getByTestId('sync-status')).toContainText('Last error:');
    await expect(page.getByTestId('sync-status')).toContainText(/changes not yet synced/);
    expect(
      (
        await glossa
          .client()
          .getWordListsForLoggedInUser()
          .catch(() => [])
      ).length,
    ).toBe(0);
  } finally {
    await page.context().setOffline(false);
  }

  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByTestId('sync-status')).toContainText('All changes synced', { timeout: 10_000 });
  await expect(page.getByTestId('sync-status')).toContainText('last sync');
  const onServer = await (await glossa.signIn()).getWordListsForLoggedInUser();
  expect(onServer.find((l) => l.name === 'Offline birds')?.numberWordsInList).toBe(2);

  // The list management page is one click away.
  const [listsPage] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Manage lists' }).click()]);
  await expect(listsPage).toHaveURL(`chrome-extension://${extensionId}/lists.html`);
  await expect(listsPage.getByTestId('list-picker')).toContainText('Offline birds');
  await listsPage.close();
});

test('the popup follows sign-in and lists changed elsewhere, without a reload', async ({ page, context, extensionId }) => {
  /** Within a second or two: the popup is told, it does not poll. */
  const soon = { timeout: 2_000 };
  await openPopup(page, extensionId);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const elsewhere = await context.newPage();
  await elsewhere.goto(`chrome-extension://${extensionId}/options.html`);
  try {
    expect(await send(elsewhere, { type: 'signIn', username: 'ann', password: 'correct horse' })).toMatchObject({ ok: true });
    await expect(page.getByTestId('signed-in-user')).toContainText('Signed in as ann', soon);
    await expect(page.getByTestId('sync-status')).toBeVisible(soon);

    const created = (await send(elsewhere, { type: 'createList', name: 'Told at once' })) as { data: { localId: string } };
    await expect(page.getByTestId('lists')).toContainText('Told at once', soon);

    await send(elsewhere, { type: 'deleteList', listId: created.data.localId });
    await expect(page.getByTestId('lists')).not.toContainText('Told at once', soon);
    await send(elsewhere, { type: 'syncNow' });
  } finally {
    await send(elsewhere, { type: 'signOut' });
    await elsewhere.close();
  }
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible(soon);
});

test('signing out with changes not yet synced: says how many, and can sync them first', async ({ page, extensionId, glossa }) => {
  try {
    await offlineListOfAnn(page, extensionId, 'Before signing out', ['owl', 'wren']);
    await page.getByRole('button', { name: 'Sign out' }).click();
    const question = page.getByTestId('sign-out-pending');
    await expect(question).toContainText('2 changes are not synced yet');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await expect(page.getByTestId('signed-in-user')).toContainText('ann');
  } finally {
    await page.context().setOffline(false);
  }

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByTestId('sign-out-pending').getByRole('button', { name: 'Sync, then sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible({ timeout: 10_000 });
  const onServer = await (await glossa.signIn()).getWordListsForLoggedInUser();
  expect(onServer.find((l) => l.name === 'Before signing out')?.numberWordsInList).toBe(2);
});
