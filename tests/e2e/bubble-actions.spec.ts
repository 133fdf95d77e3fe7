/**
 * What a user does from the bubble, in real Chromium against the real Glossa server:
 * hear the word, keep it in a list (signed out: in the browser; signed in: on the server after a
 * sync), follow a synonym and come back, open the word page, and read a cached answer
 * when the service is gone.
 */
import type { BrowserContext, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { contentScriptWorld } from '../../dev/chromium';
import { PROJECT_ROOT, TEST_WORDS_FILE } from '../../dev/paths';
import { startTestServer } from '../../dev/test-server';
import { bubble, clickInBubble, openNewList } from './bubble-support';
import { expect, test } from './fixtures';
import { useService } from '../../dev/use-service';
import { closeOffscreen, requestsTo } from './audio-support';

test.describe.configure({ mode: 'serial' });
// A page in a background tab skips rendering, and its accessibility tree goes stale.
test.beforeEach(async ({ page }) => {
  await page.bringToFront();
});

type Reply = { ok: boolean; data?: unknown; error?: { kind: string; message: string } };

/** An extension page to send the messages the popup would send (sign in, sync). */
async function extensionPage(context: BrowserContext, extensionId: string, front: Page) {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/popup.html`);
  // The test's page stays the visible tab.
  await front.bringToFront();
  return {
    send: (message: unknown) => page.evaluate((m) => chrome.runtime.sendMessage(m), message) as Promise<Reply>,
    close: async () => {
      await page.close();
      await front.bringToFront();
    },
  };
}

async function lookUp(page: Page, selector: string, headword: string) {
  await page.locator(selector).dblclick();
  await expect.poll(async () => (await bubble(page))?.name).toBe(headword);
  await expect.poll(async () => (await bubble(page))?.text ?? '').toMatch(/WordNet/);
}

test('signed out, Add to list offers the browser’s own lists, with no sign-in asked for', async ({
  page,
  context,
  site,
  extensionId,
  glossa,
}) => {
  const extension = await extensionPage(context, extensionId, page);
  await extension.send({ type: 'signOut' });
  await page.goto(site.url('/bubble.html'));
  await lookUp(page, '#geese', 'goose');
  await clickInBubble(page, 'Add to list');
  await openNewList(page);
  expect((await bubble(page))?.text ?? '').not.toMatch(/Sign in/);
  await extension.close();
  expect(glossa).toBeTruthy();
});

test('signed in, a word added to a new list from the bubble is on the server after a sync', async ({
  page,
  context,
  site,
  extensionId,
  glossa,
}) => {
  const extension = await extensionPage(context, extensionId, page);
  expect(await extension.send({ type: 'signIn', username: 'ann', password: 'correct horse' })).toMatchObject({ ok: true });
  await page.goto(site.url('/bubble.html'));
  await lookUp(page, '#harbor', 'harbor');
  await clickInBubble(page, 'Add to list');
  await openNewList(page);
  await page.keyboard.type('Sea words');
  await page.keyboard.press('Enter');
  // Online and signed in: the bubble says the word reached the service, not that it will.
  await expect.poll(async () => (await bubble(page))?.text ?? '').toMatch(/“harbor” is in “Sea words”\.\s+Synced with the service\./);

  // A second word into the same list, picked from the user's lists.
  await page.keyboard.press('Escape');
  await lookUp(page, '#geese', 'goose');
  await clickInBubble(page, 'Add to list');
  await expect.poll(async () => (await bubble(page))?.buttons ?? []).toContain('Sea words');
  await clickInBubble(page, 'Sea words');
  await expect.poll(async () => (await bubble(page))?.text ?? '').toMatch(/“goose” is in “Sea words”/);

  await extension.send({ type: 'syncNow' });
  const ann = await glossa.signIn();
  const lists = await ann.getWordListsForLoggedInUser({});
  const list = lists.find((l) => l.name === 'Sea words');
  expect(list?.permalink).toBeTruthy();
  const words = await ann.getWordListWords({ wordListId: list?.permalink ?? '' });
  expect(words.map((w) => w.word).sort()).toEqual(['goose', 'harbor']);
  await extension.send({ type: 'signOut' });
  await extension.close();
});

test('Play pronunciation: the background finds the recording and the offscreen document plays it', async ({
  page,
  context,
  site,
  extensionId,
  serviceWorker,
  glossa,
}) => {
  const { urls: requested, stop: stopHearing } = requestsTo(glossa);
  try {
    const extension = await extensionPage(context, extensionId, page);
    const files = await extension.send({ type: 'audio', word: 'goose' });
    expect(files).toMatchObject({ ok: true });
    expect((files.data as { fileUrl: string }[])[0]?.fileUrl).toContain(new URL(glossa.baseUrl).host);
    await extension.close();

    await page.goto(site.url('/bubble-csp.html'));
    await page.locator('#strict').dblclick();
    await expect.poll(async () => (await bubble(page))?.buttons ?? []).toContain('Play pronunciation');
    await clickInBubble(page, 'Play pronunciation');
    // "Playing…" is shown once the offscreen document reports that playback started, for as
    // long as the recording plays (polled often: a word's recording is short).
    await expect.poll(async () => (await bubble(page))?.text ?? '', { timeout: 10_000, intervals: [25] }).toMatch(/Playing…/);
    expect(requested.some((url) => /audio/i.test(url))).toBe(true);
  } finally {
    stopHearing();
    await closeOffscreen(serviceWorker);
  }
});

test('no recording: the browser’s speech synthesis speaks the word, and the bubble says so', async ({
  page,
  context,
  site,
  extensionId,
  serviceWorker,
  glossa,
}) => {
  // A server without audio files (no speech synthesizer on its side).
  const silent = await startTestServer({ validateResponses: false, audio: false });
  const cdp = await context.newCDPSession(page);
  try {
    await useService(context, extensionId, silent.baseUrl, silent.apiKey);
    await page.goto(site.url('/bubble.html'));
    // Record what the bubble asks the browser to say, in the extension's own world.
    const world = await contentScriptWorld(cdp, `chrome-extension://${extensionId}`);
    await cdp.send('Runtime.evaluate', {
      contextId: world,
      expression: `globalThis.spoken = []; const speak = speechSynthesis.speak.bind(speechSynthesis);
        speechSynthesis.speak = (utterance) => { globalThis.spoken.push(utterance.text); speak(utterance); };`,
    });
    await lookUp(page, '#geese', 'goose');
    await clickInBubble(page, 'Play pronunciation');
    await expect.poll(async () => (await bubble(page))?.text ?? '').toMatch(/No recording: the browser’s voice speaks the word/);
    const spoken = await cdp.send('Runtime.evaluate', { contextId: world, expression: 'globalThis.spoken', returnByValue: true });
    expect(spoken.result.value).toEqual(['goose']);
  } finally {
    await cdp.detach();
    await useService(context, extensionId, glossa.baseUrl, glossa.apiKey);
    await silent.close();
  }
});

test('a service answering hostile markup: the bubble shows it as inert text', async ({
  page,
  context,
  site,
  extensionId,
  serviceWorker,
  glossa,
}) => {
  // The real server over a copy of the word database whose first sense of "goose" is hostile.
  const dir = mkdtempSync(join(PROJECT_ROOT, '.tmp', 'hostile-'));
  const wordsFile = join(dir, 'words.sqlite');
  copyFileSync(TEST_WORDS_FILE, wordsFile);
  const hostile = 'a <img src=x onerror="globalThis.pwned=1"> bird <script>globalThis.pwned=2</script> that <em>honks</em>';
  const db = new Database(wordsFile);
  // W4 answers from the definitions written at build time: the first one of "goose" is made
  // hostile where it is stored, as JSON text.
  const first = await fetch(`${glossa.baseUrl}/word.json/goose/definitions?sourceDictionaries=wordnet&limit=1`, {
    headers: { api_key: glossa.apiKey },
  });
  const [original] = (await first.json()) as { text: string }[];
  const goose = db.prepare(`SELECT id FROM entries WHERE lower = 'goose'`).pluck().get() as number;
  const stored = db.prepare('SELECT wordnet FROM definition_answers WHERE entry_id = ?').pluck().get(goose) as string;
  const made = stored.replace(JSON.stringify(original?.text), JSON.stringify(hostile));
  expect(made).not.toBe(stored);
  const changed = db.prepare('UPDATE definition_answers SET wordnet = ? WHERE entry_id = ?').run(made, goose).changes;
  db.close();
  expect(changed).toBe(1);
  const evil = await startTestServer({ validateResponses: false, wordsFile });
  const cdp = await context.newCDPSession(page);
  try {
    await useService(context, extensionId, evil.baseUrl, evil.apiKey);
    await page.goto(site.url('/bubble.html'));
    const world = await contentScriptWorld(cdp, `chrome-extension://${extensionId}`);
    await lookUp(page, '#geese', 'goose');
    const view = await bubble(page);
    expect(view?.text).toContain('<img src=x onerror="globalThis.pwned=1">');
    expect(view?.text).toContain('<script>globalThis.pwned=2</script>');
    expect(view?.nodes.some((node) => node.role?.value === 'image')).toBe(false);
    // Nothing ran, neither in the page nor in the extension's world.
    expect(await page.evaluate(() => (globalThis as { pwned?: number }).pwned)).toBeUndefined();
    const inWorld = await cdp.send('Runtime.evaluate', { contextId: world, expression: 'globalThis.pwned', returnByValue: true });
    expect(inWorld.result.value).toBeUndefined();
  } finally {
    await cdp.detach();
    await useService(context, extensionId, glossa.baseUrl, glossa.apiKey);
    await evil.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('rate-limited: once the key’s calls for the minute are used, the bubble says when it can look up again', async ({
  page,
  site,
  serviceWorker,
  glossa,
  context,
  extensionId,
}) => {
  // A key whose plan allows two calls a minute: one first lookup uses them up (definitions,
  // each sense with its synonyms, and pronunciations).
  const tight = await startTestServer({ validateResponses: false });
  const rae = await tight.server.accounts.addUser({ username: 'rae', password: 'rae-password', email: 'rae@example.org' });
  const { key } = await tight.server.accounts.addKey(rae.id, { perMinute: 2, perHour: 100 });
  try {
    await useService(context, extensionId, tight.baseUrl, key);
    await page.goto(site.url('/bubble.html'));
    await lookUp(page, '#geese', 'goose');
    await expect.poll(async () => (await bubble(page))?.text ?? '').toMatch(/WordNet/);
    await page.keyboard.press('Escape');
    await page.locator('#harbor').dblclick();
    await expect.poll(async () => (await bubble(page))?.text ?? '').toMatch(/rate limit is reached\. Try again after \d{1,2}:\d{2}/);
  } finally {
    await useService(context, extensionId, glossa.baseUrl, glossa.apiKey);
    await tight.close();
  }
});

test('a synonym looks up in the same bubble, with a way back; More opens the word page', async ({
  page,
  context,
  site,
  extensionId,
  glossa,
}) => {
  // The first sense's own synonyms, as the service gives them with the definitions.
  const [first] = await glossa.client().getDefinitions({ word: 'harbor', useCanonical: true, includeRelated: true, limit: 1 });
  const synonym = (first?.relatedWords ?? [])
    .flatMap((group) => (group.relationshipType === 'synonym' ? (group.words ?? []) : []))
    .find((word) => word !== 'harbor');
  expect(synonym).toBeTruthy();
  await page.goto(site.url('/bubble.html'));
  await lookUp(page, '#harbor', 'harbor');
  await expect.poll(async () => (await bubble(page))?.buttons ?? []).toContain(synonym);
  await clickInBubble(page, synonym ?? '');
  await expect.poll(async () => (await bubble(page))?.buttons ?? []).toContain('Back to “harbor”');
  await clickInBubble(page, 'Back to “harbor”');
  await expect.poll(async () => (await bubble(page))?.buttons ?? []).toContain('More about “harbor” on the word page');

  const opened = context.waitForEvent('page');
  await clickInBubble(page, /^More about/);
  const wordPage = await opened;
  await expect.poll(() => wordPage.url()).toBe(`chrome-extension://${extensionId}/word.html?word=harbor`);
  await wordPage.close();
  await page.bringToFront();
});

test('offline: a word looked up before comes from the cache, marked as a saved answer', async ({
  page,
  context,
  site,
  extensionId,
  serviceWorker,
  glossa,
}) => {
  // A server of its own, so it can go away while the fixture's keeps serving the others.
  const doomed = await startTestServer({ validateResponses: false });
  try {
    // Answers live a millisecond, far less than the steps between the two lookups take: the
    // second finds the saved answer stale, which only a failed service lets through.
    await useService(context, extensionId, doomed.baseUrl, doomed.apiKey, { cacheHours: 1 / 3_600_000 });
    await page.goto(site.url('/bubble.html'));
    await lookUp(page, '#geese', 'goose');
    await page.keyboard.press('Escape');
    await doomed.close();
    await lookUp(page, '#geese', 'goose');
    expect((await bubble(page))?.text).toMatch(/Offline: a saved answer from/);

    // A word never looked up: plainly unreachable.
    await page.keyboard.press('Escape');
    await page.locator('#harbor').dblclick();
    await expect.poll(async () => (await bubble(page))?.text ?? '').toMatch(/cannot be reached/);
  } finally {
    await doomed.close();
    await useService(context, extensionId, glossa.baseUrl, glossa.apiKey);
  }
  expect(extensionId && context).toBeTruthy();
});
