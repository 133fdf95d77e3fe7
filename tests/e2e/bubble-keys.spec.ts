/**
 * Keys typed into Glossa on a hostile page, in real Chromium with the built extension: the
 * page (/keylogger.html) records every key, input and message on window and document, in
 * the capture phase, under a policy that allows it no frames. A reader names a new list
 * from the bubble; the list is made with the word in it, and the page heard nothing of
 * what was typed, nor of a refused name; nor can the page make the bubble create a list.
 */
import type { Page, TestInfo } from '@playwright/test';
import { bubble, bubbleBox, clickInBubble, focusedInBubble, lookupsHandled, newListFrame, openNewList } from './bubble-support';
import { expect, test } from './fixtures';

test.describe.configure({ mode: 'serial' });
// A page in a background tab skips rendering, and its accessibility tree goes stale.
test.beforeEach(async ({ page }) => {
  await page.bringToFront();
});

type Reply = { ok: boolean; data?: unknown; error?: { kind: string; message: string } };
type ListSummary = { localId: string; name: string };

/** What the page recorded: every key and input event, and every message posted to it. */
function recorded(page: Page) {
  return page.evaluate(() => {
    const { heard, messages } = window as unknown as { heard: string[]; messages: string[] };
    return { heard: [...heard], messages: [...messages], html: document.documentElement.outerHTML };
  });
}

async function lookUpHarbor(page: Page) {
  await page.locator('#harbor').dblclick();
  await expect.poll(async () => (await bubble(page))?.name).toBe('harbor');
  await expect.poll(async () => (await bubble(page))?.text ?? '').toMatch(/WordNet/);
}

/** The bubble and a little around it, as a reader sees it. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const box = await bubbleBox(page);
  const clip = box && {
    x: Math.max(0, box.left - 8),
    y: Math.max(0, box.top - 8),
    width: box.right - box.left + 16,
    height: box.bottom - box.top + 16,
  };
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), ...(clip && { clip }) });
}

test('a new list named in the bubble is made with the word, and the page hears none of its name', async ({
  page,
  context,
  site,
  extensionId,
  glossa,
}, testInfo) => {
  const extension = await context.newPage();
  await extension.goto(`chrome-extension://${extensionId}/popup.html`);
  const send = (message: unknown) => extension.evaluate((m) => chrome.runtime.sendMessage(m), message) as Promise<Reply>;
  await page.bringToFront();
  try {
    await page.goto(site.url('/keylogger.html'));
    await lookUpHarbor(page);
    await clickInBubble(page, 'Add to list');
    const frame = await openNewList(page);
    await page.keyboard.type('secret plans');
    await page.keyboard.insertText('ü');
    await expect(frame.getByRole('textbox', { name: 'Name of the new list' })).toHaveValue('secret plansü');
    await shoot(page, testInfo, 'new-list-typed');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await bubble(page))?.text ?? '').toMatch(/“harbor” is in “secret plansü”\.\s+Kept in this browser/);
    // The frame went with the chooser; focus waits on the button that opened it.
    expect((await focusedInBubble(page))?.name).toBe('Add to list');
    await shoot(page, testInfo, 'new-list-added');

    // The list is there, with the word.
    const lists = await send({ type: 'lists' });
    const list = (lists.data as ListSummary[]).find((one) => one.name === 'secret plansü');
    expect(list).toBeTruthy();
    const words = await send({ type: 'listWords', listId: list?.localId });
    expect((words.data as { words: { word: string }[] }).words.map((w) => w.word)).toEqual(['harbor']);

    // The page heard no key, no input, and no message with the name.
    const { heard, messages, html } = await recorded(page);
    expect(heard).toEqual([]);
    expect(messages.join('\n')).not.toMatch(/secret|plans/);
    expect(html).not.toMatch(/secret|plans/);
    await page.keyboard.press('Escape');
    await expect.poll(async () => await bubble(page)).toBeUndefined();
    // Keys pressed on the bubble itself (Esc here) are the page's to hear, as they always were.
    expect((await recorded(page)).heard.every((event) => event.endsWith(' Escape'))).toBe(true);
  } finally {
    await extension.close();
    expect(glossa).toBeTruthy();
  }
});

test('Esc closes the new list’s field, and a refused name is said in it, with its reason, out of the page’s hearing', async ({
  page,
  context,
  site,
  extensionId,
  glossa,
}, testInfo) => {
  const extension = await context.newPage();
  await extension.goto(`chrome-extension://${extensionId}/popup.html`);
  const send = (message: unknown) => extension.evaluate((m) => chrome.runtime.sendMessage(m), message) as Promise<Reply>;
  // The reader's own theme: the frame is told the bubble's scheme.
  expect(await send({ type: 'updateSettings', patch: { theme: 'dark' } })).toMatchObject({ ok: true });
  await page.bringToFront();
  try {
    await page.goto(site.url('/keylogger.html'));
    await lookUpHarbor(page);
    await clickInBubble(page, 'Add to list');
    let frame = await openNewList(page);
    expect(new URL(frame.url()).searchParams.get('scheme')).toBe('dark');
    await page.keyboard.type('half a name');
    await page.keyboard.press('Escape');
    // Esc in the field closes the field, not the bubble: focus is back on "New list".
    await expect.poll(async () => (await focusedInBubble(page))?.name).toBe('New list');
    expect((await bubble(page))?.name).toBe('harbor');

    // The first test's name again: refused, and said where it was typed.
    frame = await openNewList(page);
    const field = frame.getByRole('textbox', { name: 'Name of the new list' });
    await field.clear();
    await page.keyboard.type('Secret Plansü');
    await page.keyboard.press('Enter');
    await expect(frame.getByRole('alert')).toHaveText('Could not add the word: You already have a list named “Secret Plansü”.');
    await expect(field).toBeFocused();
    await shoot(page, testInfo, 'new-list-refused-dark');
    const { heard, messages, html } = await recorded(page);
    // Not even the release of Esc: the frame stays until the key is up.
    expect(heard).toEqual([]);
    expect(messages.join('\n')).not.toMatch(/secret|plans|half|already/i);
    expect(html).not.toMatch(/secret|plans|half|already/i);
  } finally {
    await send({ type: 'updateSettings', patch: { theme: 'system' } });
    await extension.close();
    expect(glossa).toBeTruthy();
  }
});

test('the page cannot make the bubble’s frame create a list, nor pass itself off as it', async ({
  page,
  context,
  site,
  extensionId,
  glossa,
}) => {
  const extension = await context.newPage();
  await extension.goto(`chrome-extension://${extensionId}/popup.html`);
  const send = (message: unknown) => extension.evaluate((m) => chrome.runtime.sendMessage(m), message) as Promise<Reply>;
  await page.bringToFront();
  try {
    const before = ((await send({ type: 'lists' })).data as ListSummary[]).length;
    const someList = ((await send({ type: 'lists' })).data as ListSummary[])[0];
    await page.goto(site.url('/keylogger.html'));
    await lookUpHarbor(page);
    await clickInBubble(page, 'Add to list');
    await openNewList(page);
    // The frame is in the bubble's closed shadow root: the page cannot reach its window (to
    // post to it or send it elsewhere), nor learn its address from its own records.
    expect(await page.evaluate(() => window.length)).toBe(0);
    expect(await page.evaluate(() => performance.getEntries().some((entry) => entry.name.includes('new-list')))).toBe(false);
    // Everything else the page can do: post to every frame it can reach, and to itself as if
    // it were the frame, with a real list's id; submit nothing, for it types nothing there.
    const handled = await lookupsHandled(page);
    await page.evaluate((id) => {
      const tries = [
        { type: 'createList', name: 'from the page' },
        { type: 'glossa-new-list-done', list: id },
        { type: 'glossa-new-list-cancel' },
        { type: 'glossa-new-list-size', height: 5000 },
      ];
      for (let i = 0; i < window.frames.length; i++) for (const message of tries) window.frames[i]?.postMessage(message, '*');
      for (const message of tries) window.postMessage(message, '*');
      // Last, a made-up relay ticket, which the page code asks the background about and turns down.
      window.postMessage({ glossaRelay: 'made-up' }, '*');
    }, someList?.localId ?? 'none');
    // Nothing is to happen. A window's messages reach its listeners in the order posted: once
    // the page code has turned the ticket down, the bubble has met every message before it, and
    // has had a round trip to the background to act on them, were it to believe them.
    await expect.poll(() => lookupsHandled(page)).toBe(handled + 1);
    // The bubble still offers its lists, its field open and focused, and nothing was made.
    const view = await bubble(page);
    expect(view?.text).not.toMatch(/is in “/);
    expect(view?.nodes.some((n) => n.role?.value === 'Iframe' || n.name?.value === 'Name of the new list')).toBe(true);
    const frame = await newListFrame(page);
    await expect(frame.getByRole('textbox', { name: 'Name of the new list' })).toBeFocused();
    expect(((await send({ type: 'lists' })).data as ListSummary[]).length).toBe(before);

    // Nor can a page frame the form at Glossa's fixed address: it is served only at the
    // bubble's per-session one.
    await page.goto(site.url('/bubble.html'));
    await page.evaluate((url) => {
      const frame = document.createElement('iframe');
      frame.src = url;
      document.body.prepend(frame);
    }, `chrome-extension://${extensionId}/new-list.html?word=goose`);
    await expect.poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-error://'))).toBe(true);
    for (const frame of page.frames())
      expect(await frame.getByRole('textbox', { name: 'Name of the new list' }).count(), frame.url()).toBe(0);
  } finally {
    await extension.close();
    expect(glossa).toBeTruthy();
  }
});
