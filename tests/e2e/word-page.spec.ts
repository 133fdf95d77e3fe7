/**
 * The word page in real Chromium against the real Glossa server: every section for a word
 * it knows, a clear empty state for one it does not, and the finders.
 */
import type { Page } from '@playwright/test';
import { expect, test, watchErrors } from './fixtures';

const SECTIONS = ['definitions', 'audio', 'examples', 'related', 'phrases', 'frequency'];

/** Developer notation a reader should never see: ARPAbet, root-form lines, raw source ids, empty notices. */
async function expectNoDeveloperNotation(page: Page) {
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(/\b[A-Z]{1,2}[012]\b/);
  expect(text).not.toMatch(/root form/i);
  expect(text).not.toMatch(/\bwordnet\b|\bcmudict\b|\bbrown\b/);
  expect(text).not.toContain('Nothing here for this word.');
  expect(text).not.toMatch(/WLMI|arpabet/i);
}

/** A screenshot of the whole page, kept with the test's results (not in the project). */
async function keepScreenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

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
  }
  // W4 with all sources, by part of speech, credited by the source's own words.
  await expect(page.getByTestId('definition-source').first()).toContainText(/WordNet/);
  await expect(page.getByTestId('section-definitions').getByRole('heading', { level: 3, name: 'noun' })).toBeVisible();
  await expect(page.getByTestId('pronunciation')).toHaveText(/^ˈ?d[ɔɑ]/);
  // W2 paging.
  const examples = page.getByTestId('section-examples');
  await expect(examples.getByTestId('examples-range')).toHaveText('from example 1');
  if (await examples.getByRole('button', { name: 'Next' }).isEnabled()) {
    await examples.getByRole('button', { name: 'Next' }).click();
    await expect(examples.getByTestId('examples-range')).toHaveText('from example 6');
  }
  // W9: related words under human names, linking to their own page.
  await expect(page.getByTestId('related-hypernym')).toContainText('Broader');
  const related = page.getByTestId('section-related').getByRole('link').first();
  await expect(related).toHaveAttribute('href', /word\.html\?word=/);
  // W7: one year (the Brown corpus) is a number, not a chart.
  await expect(page.getByTestId('frequency-text')).toHaveText(/^\d+ uses, in texts published in 1961\.$/);
  await expect(page.getByTestId('section-frequency').locator('svg')).toHaveCount(0);
  await expectNoDeveloperNotation(page);
  expect(errors).toEqual([]);
});

test('“run” reads well: a few senses per part of speech, perfect rhymes, phrases that are phrases', async ({
  page,
  extensionId,
  glossa,
}) => {
  expect(glossa.baseUrl).toBeTruthy();
  const errors = watchErrors(page);
  await page.goto(`chrome-extension://${extensionId}/word.html?word=run`);
  await expect(page.getByRole('heading', { level: 1, name: 'run' })).toBeVisible();
  await expect(page.getByTestId('pronunciation')).toHaveText('ˈɹʌn');
  const verb = page.getByTestId('part-of-speech').filter({ has: page.getByRole('heading', { name: 'verb' }) });
  await expect(verb.getByRole('listitem')).toHaveCount(3);
  const all = verb.getByRole('button', { name: /^All \d+ senses$/ });
  const count = Number((await all.textContent())?.match(/\d+/)?.[0]);
  expect(count).toBeGreaterThan(20);
  // Senses with an example show it under them.
  await expect(page.getByTestId('section-definitions').locator('.sense-example').first()).toBeVisible();
  const rhymes = (await page.getByTestId('related-rhyme').getByRole('link').allTextContents()).map((w) => w.trim());
  expect(rhymes.length).toBeGreaterThan(3);
  for (const weak of ['an', 'been', 'than']) expect(rhymes).not.toContain(weak);
  const phrases = await page.getByTestId('section-phrases').getByRole('listitem').allTextContents();
  expect(phrases).toContain('home run');
  for (const phrase of phrases) expect(phrase).not.toMatch(/'|^(to|a|the|would) |(a|the|their)$/);
  await expectNoDeveloperNotation(page);
  await keepScreenshot(page, 'word-run');
  // All the senses are one click away, and keyboard reachable.
  await all.focus();
  await page.keyboard.press('Enter');
  await expect(verb.getByRole('listitem')).toHaveCount(count);
  expect(errors).toEqual([]);
});

test('“serendipity”: only the sections with something to say', async ({ page, extensionId, glossa }) => {
  expect(glossa.baseUrl).toBeTruthy();
  const errors = watchErrors(page);
  await page.goto(`chrome-extension://${extensionId}/word.html?word=serendipity`);
  await expect(page.getByRole('heading', { level: 1, name: 'serendipity' })).toBeVisible();
  await expect(page.getByTestId('section-definitions').getByText('good luck in making unexpected and fortunate discoveries')).toBeVisible();
  // Every section shown has more than its heading.
  for (const section of await page.locator('section[data-testid^=section-]').all()) {
    await expect(section.locator('.loading')).toHaveCount(0);
    await expect(section.locator(':scope > :not(h2)')).not.toHaveCount(0);
  }
  await expect(page.getByTestId('syllables')).toHaveText('se·ren·dip·i·ty');
  await expectNoDeveloperNotation(page);
  await keepScreenshot(page, 'word-serendipity');
  expect(errors).toEqual([]);
});

test('“ruby”: GCIDE’s definitions beside WordNet’s, and its etymology with words to look up', async ({ page, extensionId, glossa }) => {
  expect(glossa.baseUrl).toBeTruthy();
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

test('a word the server does not know: a clear empty state, and the finders still work', async ({ page, extensionId, glossa }) => {
  expect(glossa.baseUrl).toBeTruthy();
  await page.goto(`chrome-extension://${extensionId}/word.html?word=qzxvbnk`);
  await expect(page.getByTestId('not-found')).toContainText('The dictionary does not know “qzxvbnk”.');
  await expect(page.getByTestId('section-definitions')).toHaveCount(0);
  await expect(
    page.locator('section[data-testid^=section-]:not([data-testid=section-search]):not([data-testid=section-random])'),
  ).toHaveCount(0);
  await keepScreenshot(page, 'word-unknown');

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
      await route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: '{"statusCode":403,"error":"Forbidden","message":"This audio link has expired"}',
      });
    },
  );
  await page.goto(`chrome-extension://${extensionId}/word.html?word=dog`);
  const player = page.getByTestId('section-audio').locator('audio').first();
  await expect(player).toBeVisible();
  const first = await player.getAttribute('src');
  await player.evaluate((audio: HTMLAudioElement) => void audio.play().catch(() => undefined));
  await expect
    .poll(() => player.evaluate((audio: HTMLAudioElement) => !audio.paused && audio.currentTime > 0), { timeout: 10_000 })
    .toBe(true);
  expect(refused).toEqual([first]);
  await expect(page.getByTestId('section-audio').getByRole('alert')).toHaveCount(0);
  // The refused request is the only error.
  expect(errors).toEqual([expect.stringMatching(/status of 403/)]);
});
