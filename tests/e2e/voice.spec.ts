/**
 * The reader's voice decides the pronunciation shown as well as the one played, in real Chromium
 * against the real Glossa server: with UK English chosen in the options, the bubble, the popup's
 * answer and the word page show the server's British reading (eSpeak NG's en-gb, labelled as
 * generated); with US English, the American one (CMUdict's), as before. "dog" differs clearly:
 * ˈdɒɡ and ˈdɔɡ.
 */
import type { Page } from '@playwright/test';
import { commandWorks } from '../../server/shared/system-commands';
import { bubble, centreOf } from './bubble-support';
import { expect, test } from './fixtures';
import { keepingVoice } from './voice-support';

const BRITISH = 'ˈdɒɡ';
const AMERICAN = 'ˈdɔɡ';

/** The pronunciation the bubble shows for "dog", double-clicked in an article. */
async function bubbleSays(page: Page, siteUrl: string, shown: string) {
  await page.bringToFront();
  await page.goto(siteUrl);
  const dog = await centreOf(page, 'dog', '#text');
  await page.mouse.dblclick(dog.x, dog.y);
  await expect.poll(async () => (await bubble(page))?.name).toBe('dog');
  await expect.poll(async () => (await bubble(page))?.text ?? '').toContain(shown);
  return (await bubble(page))?.text ?? '';
}

/** The pronunciation the popup's answer shows for "dog". */
async function popupSays(page: Page, extensionId: string, shown: string) {
  await page.goto(`chrome-extension://${extensionId}/popup.html`);
  await page.getByRole('searchbox', { name: 'Word to look up' }).fill('dog');
  await page.keyboard.press('Enter');
  const answer = page.getByTestId('look-up-answer');
  await expect(answer.getByRole('heading', { level: 2 })).toHaveText('dog');
  await expect(answer.locator('.pron')).toHaveText(shown);
}

/** The pronunciation the word page shows for "dog". */
async function wordPageSays(page: Page, extensionId: string, shown: string) {
  await page.goto(`chrome-extension://${extensionId}/word.html?word=dog`);
  await expect(page.getByRole('heading', { level: 1, name: 'dog' })).toBeVisible();
  await expect(page.getByTestId('pronunciation')).toHaveText(shown);
}

test('the UK voice shows the British IPA in the bubble, the popup and the word page; the US voice the American', async ({
  page,
  context,
  extensionId,
  site,
  glossa,
}) => {
  test.skip(!(await commandWorks('espeak-ng')), 'the British readings are made by eSpeak NG as the word database is built');
  expect(glossa.baseUrl).toBeTruthy();
  await keepingVoice(context, extensionId, async (options) => {
    /** Chooses a voice as a reader does, on the options page. */
    const choose = async (name: 'UK English' | 'US English') => {
      await options.bringToFront();
      await options.getByRole('radio', { name }).check();
      await expect(options.getByTestId('options-status')).toHaveText('Saved. The next lookup uses it.');
    };
    await choose('UK English');
    const uk = await bubbleSays(page, site.url('/article.html'), BRITISH);
    expect(uk).not.toContain(AMERICAN);
    // The reading is eSpeak NG's, not a dictionary's: the bubble says so.
    expect(uk).toMatch(/ˈdɒɡ generated/);
    await popupSays(page, extensionId, BRITISH);
    await wordPageSays(page, extensionId, BRITISH);

    // The answers are in the cache now: the voice changes what is shown all the same.
    await choose('US English');
    const us = await bubbleSays(page, site.url('/article.html'), AMERICAN);
    expect(us).not.toContain(BRITISH);
    expect(us).not.toMatch(/generated/);
    await popupSays(page, extensionId, AMERICAN);
    await wordPageSays(page, extensionId, AMERICAN);
  });
});
