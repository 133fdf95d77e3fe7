/**
 * The word page in real Chromium against the real Glossa server: every section for a word
 * it knows, a clear empty state for one it does not, and the finders.
 */
import { expect, test, watchErrors } from './fixtures';

const SECTIONS = ['word', 'definitions', 'pronunciations', 'audio', 'syllables', 'top-example', 'examples', 'related', 'phrases', 'frequency'];

test('every section for “dog”, each with its content and attribution', async ({ page, extensionId, glossa }) => {
  expect(glossa.baseUrl).toBeTruthy();
  const errors = watchErrors(page);
  await page.goto(`chrome-extension://${extensionId}/word.html?word=dog`);
  await expect(page.getByRole('heading', { level: 1, name: 'dog' })).toBeVisible();
  await expect(page.getByTestId('service-credit')).toContainText('Powered by Glossa server');
  for (const id of SECTIONS) {
    const section = page.getByTestId(`section-${id}`);
    await expect(section, id).toBeVisible();
    await expect(section.locator('.loading'), id).toHaveCount(0);
    await expect(section.locator('.error'), id).toHaveCount(0);
    await expect(section, `${id} has content`).not.toContainText('Nothing here for this word.');
  }
  // W4 with all sources, grouped by source and part of speech, with attribution.
  await expect(page.getByTestId('definition-source').first()).toContainText(/WordNet/);
  await expect(page.getByTestId('section-definitions').getByRole('heading', { level: 4, name: 'noun' })).toBeVisible();
  await expect(page.getByTestId('section-syllables').getByTestId('syllables')).toHaveText('dog');
  // W2 paging.
  const examples = page.getByTestId('section-examples');
  await expect(examples.getByTestId('examples-range')).toHaveText('from example 1');
  if (await examples.getByRole('button', { name: 'Next' }).isEnabled()) {
    await examples.getByRole('button', { name: 'Next' }).click();
    await expect(examples.getByTestId('examples-range')).toHaveText('from example 6');
  }
  // W9: related words link to their own page.
  const related = page.getByTestId('section-related').getByRole('link').first();
  await expect(related).toHaveAttribute('href', /word\.html\?word=/);
  // W7: a chart when there is more than one year, the figure as text otherwise.
  await expect(page.getByTestId('section-frequency').locator('svg[role=img], [data-testid=frequency-text]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('“ruby”: GCIDE’s definitions beside WordNet’s, and its etymology with words to look up', async ({ page, extensionId }) => {
  const errors = watchErrors(page);
  await page.goto(`chrome-extension://${extensionId}/word.html?word=ruby`);
  await expect(page.getByRole('heading', { level: 1, name: 'ruby' })).toBeVisible();
  const sources = page.getByTestId('definition-source');
  await expect(sources).toHaveCount(2);
  await expect(sources.first()).toContainText('Collaborative International Dictionary of English');
  await expect(sources.nth(1)).toContainText(/WordNet/);
  const etymology = page.getByTestId('section-etymologies');
  await expect(etymology).toContainText('[F. rubis (cf. Pr. robi)');
  // Markup, never HTML: no <ety> tag is shown, and the reference is a word to look up.
  await expect(etymology).not.toContainText('<ety>');
  await etymology.getByRole('button', { name: 'Rouge' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /rouge/i })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a word the server does not know: a clear empty state, and the finders still work', async ({ page, extensionId }) => {
  await page.goto(`chrome-extension://${extensionId}/word.html?word=qzxvbnk`);
  await expect(page.getByTestId('not-found')).toContainText('The dictionary does not know “qzxvbnk”.');
  await expect(page.getByTestId('section-definitions')).toHaveCount(0);

  // S1 with filters.
  const search = page.getByTestId('section-search');
  await search.getByRole('textbox', { name: 'Search words' }).fill('ca*');
  await search.getByLabel('Part of speech').selectOption('noun');
  await search.getByLabel('Max. length').fill('3');
  await search.getByRole('button', { name: 'Search' }).click();
  const found = search.getByTestId('search-results').getByRole('link');
  await expect(found.first()).toBeVisible();
  for (const word of await found.allTextContents()) expect(word).toMatch(/^ca.?$/);

  // S3 with filters.
  const random = page.getByTestId('section-random');
  await random.getByLabel('Min. length').fill('5');
  await random.getByRole('button', { name: 'Show random words' }).click();
  const words = random.getByTestId('random-results').getByRole('link');
  await expect(words.first()).toBeVisible();
  for (const word of await words.allTextContents()) expect(word.length).toBeGreaterThanOrEqual(5);

  // Picking a word goes to its page.
  await words.first().click();
  await expect(page).toHaveURL(/word\.html\?word=/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('qzxvbnk');
});

test('a recording whose link has expired plays with a fresh one', async ({ page, extensionId, glossa }) => {
  expect(glossa.baseUrl).toBeTruthy();
  const errors = watchErrors(page);
  // The first request for a recording is refused as the server refuses an expired link.
  const refused: string[] = [];
  await page.route(
    (url) => url.pathname.includes('/audio/'),
    async (route) => {
      if (refused.length > 0) return route.continue();
      refused.push(route.request().url());
      await route.fulfill({ status: 403, contentType: 'application/json', body: '{"statusCode":403,"error":"Forbidden","message":"This audio link has expired"}' });
    },
  );
  await page.goto(`chrome-extension://${extensionId}/word.html?word=dog`);
  const player = page.getByTestId('section-audio').locator('audio').first();
  await expect(player).toBeVisible();
  const first = await player.getAttribute('src');
  await player.evaluate((audio: HTMLAudioElement) => void audio.play().catch(() => undefined));
  await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => !audio.paused && audio.currentTime > 0), { timeout: 10_000 }).toBe(true);
  expect(refused).toEqual([first]);
  await expect(page.getByTestId('section-audio').getByRole('alert')).toHaveCount(0);
  // The refused request is the only error.
  expect(errors).toEqual([expect.stringMatching(/status of 403/)]);
});
