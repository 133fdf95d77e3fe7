/**
 * The review in real Chromium against the real Glossa server: words added on the lists page
 * come up on review.html (the first in the sentence a lookup met it in, blanked), are graded
 * by keyboard alone and scheduled away (nothing due, after a reload too), undone with U, and
 * the popup's due count follows.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { startAnkiConnectStandIn } from '../support/anki-connect-stand-in';
import { send } from './send';

test('words added on the lists page are reviewed by keyboard, scheduled away, and the popup counts them', async ({
  page,
  context,
  extensionId,
  glossa,
}) => {
  test.setTimeout(90_000);
  expect(glossa.baseUrl).toBeTruthy();
  const popupDue = async (text: string) => {
    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${extensionId}/popup.html`);
    await expect(popup.getByTestId('popup-due')).toHaveText(text);
    await popup.close();
  };

  await page.goto(`chrome-extension://${extensionId}/lists.html`);
  // The browser is shared with the other tests of this worker: their lists (and so their cards) go first.
  const before = (await send(page, { type: 'lists' })) as { data?: { localId: string }[] };
  for (const list of before.data ?? []) expect(await send(page, { type: 'deleteList', listId: list.localId })).toMatchObject({ ok: true });
  await expect.poll(async () => ((await send(page, { type: 'dueCount' })) as { data?: { due: number } }).data?.due).toBe(0);
  await page.reload();
  // A lookup met "heron" in a sentence, as the bubble would have.
  expect(
    await send(page, {
      type: 'lookup',
      word: 'heron',
      from: 'bubble',
      context: { sentence: 'Two herons stood in the reeds.', title: 'Marsh walk' },
    }),
  ).toMatchObject({ ok: true });
  await page.getByLabel('Name').first().fill('Marsh birds');
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Marsh birds' })).toBeVisible();
  const add = async (words: string) => {
    await page.getByLabel('Words to add').fill(words);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByLabel('Words to add')).toHaveValue('');
  };
  await add('heron');
  await add('egret');
  await popupDue('2 words due for review');

  await page.getByRole('link', { name: 'Review' }).click();
  await expect(page).toHaveURL(/review\.html$/);
  const card = page.getByTestId('review-card');
  // The first kept: its sentence, the word blanked.
  await expect(card).toHaveAttribute('data-side', 'front');
  await expect(page.getByTestId('review-front')).toHaveText(/^Two\s+stood in the reeds\.$/);
  await expect(page.getByRole('heading', { name: 'Which word fills the blank?' })).toBeFocused();
  await expect(page.getByTestId('review-due')).toHaveText('2 due');
  await page.keyboard.press('Space');
  await expect(card).toHaveAttribute('data-side', 'back');
  await expect(page.getByRole('heading', { level: 2, name: 'heron' })).toBeFocused();
  await expect(page.getByTestId('review-answer').locator('mark')).toHaveText('herons');
  await expect(page.getByTestId('review-answer').locator('.senses li').first()).not.toBeEmpty();
  await page.keyboard.press('3');

  // The second has no sentence: the word alone.
  await expect(page.getByTestId('review-front')).toHaveText('egret');
  await expect(page.getByTestId('review-due')).toHaveText('1 due');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'egret' })).toBeVisible();
  await page.keyboard.press('3');
  await expect(page.getByTestId('review-done')).toContainText('Nothing due.');
  await expect(page.getByTestId('review-done')).toContainText('The next word is due');

  // U undoes the last grade: egret is due again, and graded again.
  await page.keyboard.press('u');
  await expect(page.getByTestId('review-front')).toHaveText('egret');
  await page.keyboard.press('Enter');
  await expect(card).toHaveAttribute('data-side', 'back');
  await page.keyboard.press('4');
  await expect(page.getByTestId('review-done')).toContainText('Nothing due.');

  await page.reload();
  await expect(page.getByTestId('review-done')).toContainText('Nothing due.');
  await expect(page.getByTestId('review-due')).toHaveText('0 due');
  await popupDue('Nothing due for review');

  // A word added later is due at once.
  await page.goto(`chrome-extension://${extensionId}/lists.html`);
  await page
    .getByTestId('list-picker')
    .getByRole('button', { name: /Marsh birds/ })
    .click();
  await add('bittern');
  await popupDue('1 word due for review');
});

test('a list sent to Anki through AnkiConnect: notes with the sentence, duplicates left out, and a plain word when Anki is not running', async ({
  page,
  extensionId,
  glossa,
}) => {
  test.setTimeout(90_000);
  expect(glossa.baseUrl).toBeTruthy();
  const anki = await startAnkiConnectStandIn();
  try {
    await page.goto(`chrome-extension://${extensionId}/lists.html`);
    expect(await send(page, { type: 'updateSettings', patch: { ankiConnectUrl: anki.url, ankiDeck: 'Birds' } })).toMatchObject({
      ok: true,
    });
    expect(
      await send(page, {
        type: 'lookup',
        word: 'wren',
        from: 'bubble',
        context: { sentence: 'A wren sang from the hedge.', title: 'Garden' },
      }),
    ).toMatchObject({ ok: true });
    await page.getByLabel('Name').first().fill('Anki birds');
    await page.getByRole('button', { name: 'Create list' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Anki birds' })).toBeVisible();
    await page.getByLabel('Words to add').fill('wren, plover');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByTestId('words').locator('tbody tr')).toHaveCount(2);

    await page.getByRole('button', { name: 'Send list to Anki' }).click();
    await expect(page.getByTestId('anki-result')).toHaveText('2 notes added to the Anki deck “Birds”.');
    expect(anki.requests.every((r) => r.version === 6)).toBe(true);
    expect(anki.requests.map((r) => r.action)).toEqual(['version', 'createDeck', 'modelFieldNames', 'canAddNotes', 'addNotes']);
    const wren = anki.notes.find((n) => n.fields.Front?.includes('wren'));
    expect(wren).toMatchObject({ deckName: 'Birds', modelName: 'Basic', tags: ['glossa'] });
    expect(wren?.fields.Front).toBe('A <b>wren</b> sang from the hedge.');
    // The back: the word, a sense from the service, the page.
    expect(wren?.fields.Back).toMatch(/^<b>wren<\/b>.*<br>.+<br><small>Garden<\/small>$/);
    expect(anki.notes.find((n) => n.fields.Front === '<b>plover</b>')).toBeTruthy();

    // Again: nothing added twice.
    await page.getByRole('button', { name: 'Send list to Anki' }).click();
    await expect(page.getByTestId('anki-result')).toHaveText(
      '0 notes added to the Anki deck “Birds”. Already in the deck, so not added again: plover, wren',
    );
    expect(anki.notes).toHaveLength(2);

    // Anki not running: said plainly, and the list is as it was.
    await anki.close();
    await page.getByRole('button', { name: 'Send list to Anki' }).click();
    await expect(page.getByTestId('anki-result')).toHaveText(/^Anki did not answer\..*Nothing was sent/);
    await expect(page.getByTestId('words').locator('tbody tr')).toHaveCount(2);
  } finally {
    await anki.close();
  }
});

test('a backup carries the lists and the review: saved, a word removed (its card goes), read back (its schedule returns)', async ({
  page,
  extensionId,
  glossa,
}) => {
  test.setTimeout(90_000);
  expect(glossa.baseUrl).toBeTruthy();
  await page.goto(`chrome-extension://${extensionId}/lists.html`);
  const list = (await send(page, { type: 'createList', name: 'Backup birds' })).data as { localId: string };
  expect(await send(page, { type: 'addWords', listId: list.localId, words: ['kestrel'] })).toMatchObject({ ok: true });
  await expect.poll(async () => ((await send(page, { type: 'reviewQueue' })).data as { card?: { key: string } }).card?.key).toBeTruthy();
  // Graded until kestrel is scheduled away, whatever else is due in this browser.
  for (let i = 0; i < 20; i++) {
    const queue = (await send(page, { type: 'reviewQueue' })).data as { card?: { key: string } };
    if (!queue.card) break;
    await send(page, { type: 'gradeCard', key: queue.card.key, rating: 4 });
  }

  await page.reload();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save a backup' }).click()]);
  const path = (await file.path()) ?? '';
  const backup = JSON.parse(await readFile(path, 'utf8')) as {
    format: string;
    lists: { name: string; words: { word: string }[] }[];
    cards: { key: string; reps: number }[];
    reviewLog: { key: string; rating: number }[];
  };
  expect(backup.format).toBe('glossa-backup');
  expect(backup.lists.find((l) => l.name === 'Backup birds')?.words.map((w) => w.word)).toEqual(['kestrel']);
  expect(backup.cards.find((c) => c.key === 'kestrel')?.reps).toBe(1);
  expect(backup.reviewLog.filter((g) => g.key === 'kestrel')).toEqual([expect.objectContaining({ rating: 4 })]);

  // The word removed from its list: its card goes with it.
  expect(await send(page, { type: 'removeWords', listId: list.localId, words: ['kestrel'] })).toMatchObject({ ok: true });
  await expect
    .poll(async () => (await send(page, { type: 'exportBackup' })).data)
    .not.toMatchObject({ cards: expect.arrayContaining([expect.objectContaining({ key: 'kestrel' })]) });

  // Read back: the word is in its list again, with the schedule it had (not due now).
  await page.getByLabel('Read a backup').setInputFiles(path);
  await expect(page.getByTestId('backup-result')).toContainText('review cards taken');
  const after = (await send(page, { type: 'exportBackup' })).data as typeof backup;
  expect(after.cards.find((c) => c.key === 'kestrel')?.reps).toBe(1);
  expect(after.lists.find((l) => l.name === 'Backup birds')?.words.map((w) => w.word)).toEqual(['kestrel']);
  expect(((await send(page, { type: 'reviewQueue' })).data as { card?: { key: string } }).card?.key).not.toBe('kestrel');
});
