/**
 * The background in real Chromium, against the real Glossa server: an extension page
 * asks through runtime messages, as the popup and the bubble will.
 */
import { expect, test } from './fixtures';

test('the background answers a lookup from the Glossa server, and refuses a malformed message', async ({ page, extensionId, glossa }) => {
  await page.goto(`chrome-extension://${extensionId}/popup.html`);
  const answer = (await page.evaluate(() => chrome.runtime.sendMessage({ type: 'lookup', word: 'geese' }))) as {
    data: { definitions: { attributionText: string }[] };
  };
  expect(answer).toMatchObject({ ok: true, data: { word: 'goose', found: true } });
  expect(answer.data.definitions[0]?.attributionText).toMatch(/WordNet/);
  expect(glossa.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v4$/);

  const refused = await page.evaluate(() => chrome.runtime.sendMessage({ type: 'lookup', word: 42 }));
  expect(refused).toMatchObject({ ok: false, error: { kind: 'invalid-message' } });
});

test('a page’s content script may look up but not sign in', async ({ page, site, extensionId, glossa }) => {
  await page.goto(site.url('/article.html'));
  // Ask from the content script's own isolated world, as the bubble will.
  const cdp = await page.context().newCDPSession(page);
  const contexts: { id: number; origin: string }[] = [];
  cdp.on('Runtime.executionContextCreated', ({ context }) => contexts.push(context));
  await cdp.send('Runtime.enable');
  const glossaContext = contexts.find((c) => c.origin === `chrome-extension://${extensionId}`);
  expect(glossaContext).toBeDefined();
  const evaluate = async (expression: string) =>
    (
      await cdp.send('Runtime.evaluate', {
        expression,
        contextId: glossaContext?.id,
        awaitPromise: true,
        returnByValue: true,
      })
    ).result.value as { ok: boolean; error?: { kind: string }; data?: { word: string } };

  expect(await evaluate(`chrome.runtime.sendMessage({ type: 'lookup', word: 'mice' })`)).toMatchObject({
    ok: true,
    data: { word: 'mouse' },
  });
  expect(await evaluate(`chrome.runtime.sendMessage({ type: 'signIn', username: 'ann', password: 'x' })`)).toMatchObject({
    ok: false,
    error: { kind: 'forbidden' },
  });
  expect(glossa.apiKey).toBeTruthy();
});
