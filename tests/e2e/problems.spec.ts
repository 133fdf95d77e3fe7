/**
 * A failure nobody waits for is shown in the options page, in real Chromium with the built
 * extension: a review card the review cannot read (no sentences at all, as a damaged database
 * might hold it) makes keeping a sentence with it fail; the word is still added to the list,
 * and the options page's Problems section says what failed, when, and why (in a reader's words, the
 * error's own text under "The error, for a bug report"). Clearing it
 * leaves "No problems."
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { send } from './send';

/** Whether the review has a card for `key`, read from the extension's own database. */
function hasCard(page: Page, key: string) {
  return page.evaluate(
    (word) =>
      new Promise<boolean>((done, fail) => {
        const opening = indexedDB.open('glossa');
        opening.onerror = () => fail(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          const reading = db.transaction('cards').objectStore('cards').get(['browser', word]);
          reading.onsuccess = () => {
            db.close();
            done(reading.result !== undefined);
          };
          reading.onerror = () => fail(reading.error);
        };
      }),
    key,
  );
}

/** Puts a card with no `contexts` (or with the fields given) into the extension's own database, beside the background's connection. */
function damageCard(page: Page, word: string, fields: object = {}) {
  return page.evaluate(
    ({ key, fields }) =>
      new Promise<void>((done, fail) => {
        const opening = indexedDB.open('glossa');
        opening.onerror = () => fail(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          const tx = db.transaction('cards', 'readwrite');
          const at = Date.now();
          tx.objectStore('cards').put({
            account: 'browser',
            key,
            word: key,
            addedAt: at,
            due: at,
            stability: 0,
            difficulty: 0,
            elapsedDays: 0,
            scheduledDays: 0,
            learningSteps: 0,
            reps: 0,
            lapses: 0,
            phase: 0,
            ...fields,
          });
          tx.oncomplete = () => {
            db.close();
            done();
          };
          tx.onerror = () => fail(tx.error);
        };
      }),
    { key: word, fields },
  );
}

test('a card that cannot keep its sentence is shown among the problems, and cleared', async ({ page, extensionId, glossa }) => {
  expect(glossa.baseUrl).toBeTruthy();
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  const problems = page.getByTestId('problems');
  await expect(problems.getByTestId('problems-none')).toHaveText('No problems.');

  // The word is kept first, so its card is made as usual (a card of a word in no list would be let go).
  const list = await send<{ localId: string }>(page, { type: 'createList', name: 'Problems' });
  expect(list.ok).toBe(true);
  expect((await send(page, { type: 'addWords', listId: list.data.localId, words: ['ball'] })).ok).toBe(true);
  await expect.poll(() => hasCard(page, 'ball')).toBe(true);
  await damageCard(page, 'ball');
  // Kept again, from a sentence: its card cannot take the sentence.
  const added = await send(page, {
    type: 'addWords',
    listId: list.data.localId,
    words: ['ball'],
    context: { sentence: 'She danced at the ball.' },
    sense: { text: 'a lavish dance requiring formal attire', partOfSpeech: 'noun', dictionary: 'wordnet', id: '2' },
  });
  // The word is added: only the card's part failed, on the side.
  expect(added.ok).toBe(true);

  // The open page follows the log's change notice: no reload.
  const row = problems.getByTestId('problem').filter({ hasText: 'Keeping a word’s sense and sentence with its review card' });
  await expect(row).toHaveCount(1);
  // Why, in a reader's words; the error's own text folded under it, for a bug report.
  await expect(row.locator('.problem-message')).toContainText('Something went wrong in Glossa.');
  const detail = row.getByText("TypeError: Cannot read properties of undefined (reading 'filter')");
  await expect(detail).toBeHidden();
  await row.getByText('The error, for a bug report').click();
  await expect(detail).toBeVisible();
  await expect(row.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);

  await problems.scrollIntoViewIfNeeded();
  const shot = test.info().outputPath('options-problems.png');
  await problems.screenshot({ path: shot });

  await problems.getByRole('button', { name: 'Clear problems' }).click();
  await expect(problems.getByTestId('problems-none')).toHaveText('No problems.');
  expect((await send<unknown[]>(page, { type: 'problems' })).data).toEqual([]);

  // The card is mended and its list goes, so no later test meets the damage.
  await damageCard(page, 'ball', { contexts: [] });
  expect((await send(page, { type: 'deleteList', listId: list.data.localId })).ok).toBe(true);
});
