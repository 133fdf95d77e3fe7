/**
 * Keeping the sense meant, in real Chromium against the real Glossa server, on a real book (the
 * first chapter of Pride and Prejudice, tests/e2e/reading-pages.ts): "Keep this sense" on a sense
 * other than the first, then Add to list. The list's word keeps that sense and the sentence it was
 * read in: on the lists page (after the list went to the service, which keeps the word only, and
 * came back from it), in the CSV and Anki files, and on the review's answer side.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { bubble, centreOf, clickInBubble } from './bubble-support';
import { send } from './send';

const SENTENCE =
  'Mr. Bingley had soon made himself acquainted with all the principal people in the room; he was lively and unreserved, danced every dance, was angry that the ball closed so early, and talked of giving one himself at Netherfield.';

test('a sense other than the first, kept with Add to list: on the lists page, in the CSV and Anki files, and in the review', async ({
  page,
  context,
  site,
  extensionId,
  glossa,
}) => {
  test.setTimeout(120_000);
  const lists = await context.newPage();
  await lists.goto(`chrome-extension://${extensionId}/lists.html`);
  expect(await send(lists, { type: 'signIn', username: 'ann', password: 'correct horse' })).toMatchObject({ ok: true });
  // The browser is shared with the worker's other tests: their lists (and so their cards) go first.
  for (const list of ((await send(lists, { type: 'lists' })).data ?? []) as { localId: string }[]) {
    expect(await send(lists, { type: 'deleteList', listId: list.localId })).toMatchObject({ ok: true });
  }
  const made = (await send(lists, { type: 'createList', name: 'Austen words' })).data as { localId: string };
  expect(await send(lists, { type: 'clearSenseChoices' })).toMatchObject({ ok: true });

  await page.bringToFront();
  await page.goto(site.url('/pride-and-prejudice.html'));
  const ball = await centreOf(page, 'ball');
  await page.mouse.dblclick(ball.x, ball.y);
  await expect.poll(async () => (await bubble(page))?.name).toBe('ball');
  // Each sense has its own "Keep this sense", named by the sense's words: the second one is kept.
  await expect
    .poll(async () => ((await bubble(page))?.buttons ?? []).filter((b) => b.startsWith('Keep this sense: ')).length)
    .toBeGreaterThan(1);
  const keeps = ((await bubble(page))?.buttons ?? []).filter((b) => b.startsWith('Keep this sense: '));
  const chosen = keeps[1] ?? '';
  const words = chosen.replace(/^Keep this sense: /, '').replace(/…$/, '');
  const pressed = async (name: string) =>
    (await bubble(page))?.nodes
      .find((n) => n.role?.value === 'button' && n.name?.value === name)
      ?.properties?.find((p) => p.name === 'pressed')?.value.value;
  expect(await pressed(chosen)).toBe('false');
  await clickInBubble(page, chosen);
  await expect.poll(() => pressed(chosen)).toBe('true');
  expect(await pressed(keeps[0] ?? '')).toBe('false');
  // The choice is kept in the browser as a case of the reader's own: the sentence, the sense chosen and the one shown first.
  type Choice = { word: string; sentence: string; start?: number; chosen: { text: string }; shownFirst?: { text: string } };
  await expect.poll(async () => ((await send(lists, { type: 'senseChoices' })).data as Choice[]).length).toBe(1);
  const [choice] = (await send(lists, { type: 'senseChoices' })).data as Choice[];
  expect(choice).toMatchObject({ word: 'ball', sentence: SENTENCE, start: SENTENCE.indexOf('ball') });
  expect(choice?.chosen.text.startsWith(words)).toBe(true);
  expect(choice?.shownFirst?.text).not.toBe(choice?.chosen.text);
  // They leave the browser only when the reader saves them from the options page, which can forget them too.
  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  const choices = options.getByTestId('sense-choices');
  await expect(choices.getByTestId('sense-choices-count')).toHaveText('Senses chosen: 1');
  const [saved] = await Promise.all([
    options.waitForEvent('download'),
    choices.getByRole('button', { name: 'Save as a file (JSON)' }).click(),
  ]);
  const file = JSON.parse(await readFile((await saved.path()) ?? '', 'utf8')) as { choices: Choice[] };
  expect(file.choices).toEqual([choice]);
  await choices.getByRole('button', { name: 'Forget them' }).click();
  await expect(choices.getByTestId('sense-choices-count')).toHaveText('Senses chosen: 0');
  await options.close();
  await page.bringToFront();
  await clickInBubble(page, 'Add to list');
  await expect.poll(async () => (await bubble(page))?.buttons ?? []).toContain('Austen words');
  await clickInBubble(page, 'Austen words');
  await expect.poll(async () => (await bubble(page))?.text ?? '').toMatch(/“ball” is in “Austen words”/);
  await page.keyboard.press('Escape');
  // Looked up again, the bubble shows the sense kept as chosen.
  await expect.poll(async () => (await bubble(page)) === undefined).toBe(true);
  await page.mouse.dblclick(ball.x, ball.y);
  await expect.poll(async () => (await bubble(page))?.name).toBe('ball');
  await expect.poll(() => pressed(chosen)).toBe('true');
  expect(await pressed(keeps[0] ?? '')).toBe('false');
  await page.keyboard.press('Escape');

  // The service keeps the word alone; a sync and a pull later, the browser still has what it kept with it.
  await lists.bringToFront();
  await expect.poll(async () => ((await send(lists, { type: 'syncNow' })).data as { pending: number }).pending).toBe(0);
  const ann = await glossa.signIn();
  const onServer = (await ann.getWordListsForLoggedInUser()).find((l) => l.name === 'Austen words');
  expect((await ann.getWordListWords({ wordListId: onServer?.permalink ?? '' })).map((w) => w.word)).toEqual(['ball']);
  await ann.addWordsToWordList({ wordListId: onServer?.permalink ?? '', body: [{ word: 'chaise' }] });
  await expect
    .poll(async () => {
      await send(lists, { type: 'syncNow' });
      const page = (await send(lists, { type: 'listWords', listId: made.localId })).data as { words: { word: string }[] };
      return page.words.map((w) => w.word).sort();
    })
    .toEqual(['ball', 'chaise']);

  await lists.goto(`chrome-extension://${extensionId}/lists.html?list=${made.localId}`);
  await expect(lists.getByTestId('kept-here')).toHaveText(/stay in this browser/);
  const row = lists
    .getByTestId('words')
    .getByRole('row')
    .filter({ has: lists.getByRole('link', { name: 'ball', exact: true }) });
  await expect(row.getByTestId('kept-sense')).toContainText(words);
  await expect(row.getByTestId('kept-sentence')).toHaveText(`Read in: ${SENTENCE}`);
  await expect(row.getByTestId('kept-sentence').locator('mark')).toHaveText('ball');

  // The files: CSV columns for the sense and the sentence; Anki's back holds both, the word in bold.
  const [csvFile] = await Promise.all([lists.waitForEvent('download'), lists.getByRole('button', { name: 'Export CSV' }).click()]);
  const csv = await readFile((await csvFile.path()) ?? '', 'utf8');
  const [header, ...rows] = csv
    .replace(/^\ufeff/, '')
    .trimEnd()
    .split('\r\n');
  expect(header).toBe('word,added,sense,part_of_speech,sense_source,sentence,page_title,page_url');
  const ballRow = rows.find((r) => r.startsWith('ball,')) ?? '';
  expect(ballRow).toContain(words.split(';')[0] ?? words);
  expect(ballRow).toContain(SENTENCE);
  expect(ballRow).toContain('Pride and Prejudice, by Jane Austen');
  const [ankiFile] = await Promise.all([lists.waitForEvent('download'), lists.getByRole('button', { name: 'Export for Anki' }).click()]);
  const anki = (await readFile((await ankiFile.path()) ?? '', 'utf8')).split('\n');
  expect(anki.slice(0, 3)).toEqual(['#separator:tab', '#html:true', '#columns:Front\tBack']);
  const note = anki.find((line) => line.startsWith('ball\t')) ?? '';
  expect(note).toContain(words.split(';')[0] ?? words);
  expect(note).toContain('angry that the <b>ball</b> closed so early');

  // The review: the sentence with the word blanked; the answer side, the sense kept and the sentence.
  await lists.goto(`chrome-extension://${extensionId}/review.html`);
  const front = lists.getByTestId('review-front');
  await expect(front).not.toBeEmpty();
  if ((await front.textContent())?.trim() === 'chaise') {
    // chaise, added elsewhere with no sentence, came first: graded away.
    await lists.keyboard.press('Space');
    await lists.keyboard.press('3');
  }
  await expect(front).toContainText('was angry that the');
  await expect(front).not.toContainText('the ball');
  await lists.keyboard.press('Space');
  await expect(lists.getByTestId('review-card')).toHaveAttribute('data-side', 'back');
  await expect(lists.getByRole('heading', { level: 2, name: 'ball' })).toBeVisible();
  await expect(lists.getByTestId('review-kept-sense')).toContainText(words);
  await expect(lists.getByTestId('review-answer').locator('mark')).toHaveText('ball');

  expect(await send(lists, { type: 'signOut' })).toMatchObject({ ok: true });
  await lists.close();
});

test('the word page: "Keep this sense" beside each sense, reached by keyboard, and Add to list keeps the sense chosen', async ({
  page,
  extensionId,
  glossa,
}) => {
  expect(glossa.baseUrl).toBeTruthy();
  await page.goto(`chrome-extension://${extensionId}/lists.html`);
  expect(await send(page, { type: 'signOut' })).toMatchObject({ ok: true });
  for (const list of ((await send(page, { type: 'lists' })).data ?? []) as { localId: string }[]) {
    expect(await send(page, { type: 'deleteList', listId: list.localId })).toMatchObject({ ok: true });
  }
  const made = (await send(page, { type: 'createList', name: 'Sports' })).data as { localId: string };
  await page.goto(`chrome-extension://${extensionId}/word.html?word=ball`);
  const keeps = page.getByTestId('section-definitions').getByRole('button', { name: /^Keep this sense: / });
  await expect(keeps.nth(2)).toBeVisible();
  const round = page.getByRole('button', { name: /^Keep this sense: round object/ }).first();
  await expect(round).toHaveAttribute('aria-pressed', 'false');
  await round.focus();
  await page.keyboard.press('Enter');
  await expect(round).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[aria-pressed="true"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Add to list' }).click();
  await page.getByRole('group', { name: 'Add to a list' }).getByRole('button', { name: 'Sports' }).click();
  await expect(page.getByRole('status')).toContainText('Sports');
  const words = (await send(page, { type: 'listWords', listId: made.localId })).data as {
    words: { word: string; sense?: { text: string } }[];
  };
  expect(words.words.map((w) => [w.word, w.sense?.text])).toEqual([['ball', expect.stringMatching(/^round object/)]]);
  // Opened again, the page shows the sense kept as chosen.
  await page.reload();
  await expect(page.getByRole('button', { name: /^Keep this sense: round object/ }).first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[aria-pressed="true"]')).toHaveCount(1);
});
