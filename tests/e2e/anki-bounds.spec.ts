/**
 * AnkiConnect's address is the reader's to set, so Glossa trusts what answers there no further
 * than the protocol (lib/background/anki/anki-connect.ts). In real Chromium, with the built
 * extension and the Glossa server, a list is sent to a stand-in that misbehaves: it redirects
 * to another host, never answers, or answers 200 MB. Each time the notes go nowhere else, the
 * reader is told why in plain words within the bound, and the browser stays responsive.
 */
import { expect, test } from './fixtures';
import { startAnkiConnectStandIn } from '../support/anki-connect-stand-in';
import { send } from './send';

/** anki-connect.ts's bound on one request, its answer included. */
const TIMEOUT_MS = 10_000;

test('an AnkiConnect address that redirects, hangs or answers 200 MB: nothing re-posted, a clear error in time, a browser that still answers', async ({
  page,
  extensionId,
  glossa,
}) => {
  test.setTimeout(60_000);
  expect(glossa.baseUrl).toBeTruthy();
  // Where the redirect points: another host (localhost, not 127.0.0.1), which must hear nothing.
  const elsewhere = await startAnkiConnectStandIn();
  const anki = await startAnkiConnectStandIn({ redirectTo: elsewhere.url.replace('127.0.0.1', 'localhost') });
  await page.goto(`chrome-extension://${extensionId}/lists.html`);
  // Put back as found, with the list taken away: the tests after this one share the browser.
  const before = ((await send(page, { type: 'getSettings' })) as { data?: { ankiConnectUrl?: string; ankiDeck?: string } }).data;
  try {
    expect(await send(page, { type: 'updateSettings', patch: { ankiConnectUrl: anki.url, ankiDeck: 'Bounds' } })).toMatchObject({
      ok: true,
    });
    await page.getByLabel('Name').first().fill('Anki bounds');
    await page.getByRole('button', { name: 'Create list' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Anki bounds' })).toBeVisible();
    await page.getByLabel('Words to add').fill('wren, plover');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByTestId('words').locator('tbody tr')).toHaveCount(2);
    const sendList = page.getByRole('button', { name: 'Send list to Anki' });
    const result = page.getByTestId('anki-result');

    // (a) A 307 to another host: not followed, so the notes are posted nowhere else.
    anki.misbehave = 'redirect';
    await sendList.click();
    await expect(result).toHaveText('Anki refused the notes: a redirect to another address. Nothing in Glossa changed.');
    expect(elsewhere.requests).toEqual([]);
    expect(anki.notes).toEqual([]);

    // (b) No answer at all: the reader is told so once the bound has passed, not left waiting.
    anki.misbehave = 'hang';
    const asked = Date.now();
    await sendList.click();
    await expect(result).toHaveText('Sending to Anki…');
    await expect(result).toHaveText('Anki refused the notes: no answer in time. Nothing in Glossa changed.', {
      timeout: TIMEOUT_MS + 5_000,
    });
    const waited = Date.now() - asked;
    expect(waited).toBeGreaterThanOrEqual(TIMEOUT_MS - 500);
    expect(waited).toBeLessThan(TIMEOUT_MS + 5_000);

    // (c) An answer of 200 MB: read no further than 1 MiB and refused.
    anki.misbehave = 'endless';
    await sendList.click();
    await expect(result).toHaveText('Anki refused the notes: an answer of more than 1048576 bytes. Nothing in Glossa changed.');
    // The reader stopped and hung up, far from the end. What went out beyond 1 MiB is what the
    // sockets and the browser's network process buffered, which grows when the machine is busy.
    await expect.poll(() => anki.cutShort).toBe(true);
    expect(anki.bytesSent).toBeLessThan(100 * 1024 * 1024);
    // The browser still answers at once: the page, and the background behind it.
    const since = Date.now();
    expect(await send(page, { type: 'getSettings' })).toMatchObject({ ok: true });
    expect(Date.now() - since).toBeLessThan(1_000);
    await expect(page.getByTestId('words').locator('tbody tr')).toHaveCount(2);
    expect(elsewhere.requests).toEqual([]);
  } finally {
    await send(page, { type: 'updateSettings', patch: { ankiConnectUrl: before?.ankiConnectUrl, ankiDeck: before?.ankiDeck } });
    const lists = ((await send(page, { type: 'lists' })) as { data?: { localId: string; name: string }[] }).data ?? [];
    for (const list of lists.filter((l) => l.name === 'Anki bounds')) await send(page, { type: 'deleteList', listId: list.localId });
    await anki.close();
    await elsewhere.close();
  }
});
