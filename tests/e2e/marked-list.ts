/**
 * A list for the marks' browser tests: made from an extension page, its words added, and the
 * marker's registration waited for, so that a page opened next is marked.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { send } from './send';

/** Makes the list named `name` with `words`; `setup` is the extension page it was made from, kept open to send from. */
export async function makeMarkedList(
  context: BrowserContext,
  extensionId: string,
  name: string,
  words: readonly string[],
): Promise<{ setup: Page; listId: string }> {
  const setup = await context.newPage();
  await setup.goto(`chrome-extension://${extensionId}/popup.html`);
  const list = await send(setup, { type: 'createList', name });
  expect(list.ok).toBe(true);
  const listId = (list.data as { localId: string }).localId;
  expect(await send(setup, { type: 'addWords', listId, words })).toMatchObject({ ok: true });
  // The marker is registered a moment after the first word: a frame whose page loads in that
  // moment can be missed by both the registration and the injection into open pages.
  await expect
    .poll(() => setup.evaluate(async () => (await chrome.scripting.getRegisteredContentScripts()).map((script) => script.id)), {
      timeout: 10_000,
    })
    .toContain('glossa-marks');
  return { setup, listId };
}
