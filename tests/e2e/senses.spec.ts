/**
 * The sense the bubble leads with follows the page's period: on a page of older English
 * Webster's 1913 (GCIDE) comes first, on a page of today's English WordNet does, for the
 * same sentence (tests/e2e/senses-pages.ts), whose own words show no period.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bubble } from './bubble-support';
import { DANDY_SENTENCE } from './senses-pages';

/** Double-clicks the word "dandy" in the page's sentence and answers the bubble's text once it names the word. */
async function lookUpDandy(page: Page): Promise<string> {
  await expect(page.locator('p', { hasText: DANDY_SENTENCE })).toBeVisible();
  const at = await page.evaluate((sentence) => {
    const paragraph = [...document.querySelectorAll('p')].find((p) => p.textContent === sentence);
    const text = paragraph?.firstChild;
    if (!text) throw new Error('the sentence is not on the page');
    const range = document.createRange();
    const start = sentence.indexOf('dandy');
    range.setStart(text, start);
    range.setEnd(text, start + 'dandy'.length);
    const box = range.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }, DANDY_SENTENCE);
  await page.mouse.dblclick(at.x, at.y);
  await expect.poll(async () => (await bubble(page))?.name, { timeout: 10_000 }).toBe('dandy');
  // The bubble names the word while it is still looking it up: its answer is what is read.
  await expect.poll(async () => (await bubble(page))?.text.includes('Looking up'), { timeout: 10_000 }).toBe(false);
  return (await bubble(page))?.text ?? '';
}

const WEBSTER = 'One who affects special finery';
const WORDNET = 'much concerned with his dress';

test('on a page of older English, Webster’s 1913’s sense leads', async ({ page, site, glossa }) => {
  expect(glossa.baseUrl).toBeTruthy();
  await page.goto(site.url('/senses-older.html'));
  const text = await lookUpDandy(page);
  expect(text).toContain(WEBSTER);
  const wordnet = text.indexOf(WORDNET);
  expect(wordnet === -1 || text.indexOf(WEBSTER) < wordnet, text).toBe(true);
  // Webster's "A dandy roller. See below." points to a part of its entry no answer carries: it is not shown.
  expect(text).not.toContain('See below');
});

test('on a page of today’s English, WordNet’s sense leads', async ({ page, site, glossa }) => {
  expect(glossa.baseUrl).toBeTruthy();
  await page.goto(site.url('/senses-modern.html'));
  const text = await lookUpDandy(page);
  expect(text).toContain(WORDNET);
  const webster = text.indexOf(WEBSTER);
  expect(webster === -1 || text.indexOf(WORDNET) < webster, text).toBe(true);
});

test('a lookup read in a sentence is ranked in the background, weighing meaning by the extension’s own word vectors', async ({
  page,
  extensionId,
  glossa,
}) => {
  expect(glossa.baseUrl).toBeTruthy();
  await page.goto(`chrome-extension://${extensionId}/popup.html`);
  type Ranked = { data?: { definitions: unknown[]; senses?: { groups: { definitions: unknown[] }[] }; meaningWeighed?: boolean } };
  const sentence = 'He walked about town as a dandy in fine clothes.';
  const ask = (read: boolean) =>
    page.evaluate(
      (context) => chrome.runtime.sendMessage({ type: 'lookup', word: 'dandy', ...(context && { context }) }),
      read ? { sentence, start: sentence.indexOf('dandy') } : undefined,
    ) as Promise<Ranked>;
  // The first lookup starts reading the table and may be answered before it is read.
  await expect.poll(async () => (await ask(true)).data?.meaningWeighed, { timeout: 10_000 }).toBe(true);
  const { senses } = (await ask(true)).data ?? {};
  expect(senses?.groups.flatMap((group) => group.definitions).length).toBeGreaterThan(1);
  // Read in no sentence, there is no meaning to weigh.
  expect((await ask(false)).data?.meaningWeighed).toBeUndefined();
});
