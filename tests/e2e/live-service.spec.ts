/**
 * Issue 41's item 8 on the live service, replayed (its recorded answers, its free plan of 100
 * calls an hour): a reader's first lookup spends at most two calls, and so does the first one
 * after the extension's worker was stopped and started again. Nothing is spent to tell what
 * kind of service it is, no account route is asked, and every call carries the reader's key.
 * A browser of its own, with a fresh profile: nothing cached, no budget seen before.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { extensionWorker, startOpening, stopExtensionWorker } from '../../dev/chromium';
import { useService } from '../../dev/use-service';
import { startReplayedLiveService, type SentRequest } from '../support/replayed-live-service';
import { bubble, centreOf } from './bubble-support';
import { expect, test } from './fixtures';

const root = resolve(import.meta.dirname, '..', '..');
const extensionDir = join(root, '.output', 'chrome-mv3');
const KEY = 'a-readers-own-key-0123456789abcdef';

/** Double-clicks `word` on the page and waits for the bubble to show it with `shown` (its answer's, recorded). */
async function lookUp(page: Page, word: string, shown: string[]) {
  const at = await centreOf(page, word);
  await page.mouse.dblclick(at.x, at.y);
  await expect.poll(async () => (await bubble(page))?.name, { timeout: 15_000 }).toBe(word);
  for (const text of shown) await expect.poll(async () => (await bubble(page))?.text ?? '').toContain(text);
  await page.screenshot({ path: test.info().outputPath(`${word}.png`) });
  await page.keyboard.press('Escape');
}

const calls = (sent: SentRequest[]) => sent.map((request) => `${request.method} ${request.path}`);

test('the first lookup spends at most two calls of the free plan, after the worker starts again too', async ({ site }) => {
  test.setTimeout(60_000);
  const service = await startReplayedLiveService();
  await mkdir(join(root, '.tmp'), { recursive: true });
  const profile = await mkdtemp(join(root, '.tmp', 'e2e-live-'));
  const chromium = await startOpening(profile, extensionDir, 'about:blank');
  try {
    const { browser, context } = chromium;
    const extensionId = new URL((await extensionWorker(context)).url()).host;
    await useService(context, extensionId, service.baseUrl, KEY);
    const page = await context.newPage();
    await page.goto(site.url('/senses-live.html'));
    // Whatever setting the service and key asked of it is not the lookup's.
    const before = service.sent.length;

    // The definitions' credit and the pronunciation (the second call's answer).
    await lookUp(page, 'ruby', ['from The American Heritage® Dictionary', 'roo͞′bē']);
    // The answer shown needed both calls; a third (telling the service's kind, say) would come before it.
    await expect
      .poll(() => calls(service.sent.slice(before)))
      .toEqual(['GET /v4/word.json/ruby/definitions', 'GET /v4/word.json/ruby/pronunciations']);

    // The worker running now is marked, to tell the one started next from it.
    await (await extensionWorker(context)).evaluate(() => void ((globalThis as { stoppedHere?: boolean }).stoppedHere = true));
    await stopExtensionWorker(browser, extensionId);
    const afterStop = service.sent.length;
    await lookUp(page, 'fish', ['from The American Heritage® Dictionary']);
    const worker = await extensionWorker(context);
    expect(await worker.evaluate(() => (globalThis as { stoppedHere?: boolean }).stoppedHere)).toBeUndefined();
    // Any call the first lookup made late would show here too.
    await expect
      .poll(() => calls(service.sent.slice(afterStop)))
      .toEqual(['GET /v4/word.json/fish/definitions', 'GET /v4/word.json/fish/pronunciations']);

    // The key went with every call, and only to this service.
    expect(service.sent.every((request) => request.apiKey === KEY)).toBe(true);
    expect(service.sent.filter((request) => /\/(account|wordList)/.test(request.path))).toEqual([]);
  } finally {
    await chromium.close();
    await service.close();
    await rm(profile, { recursive: true, force: true, maxRetries: 3 });
  }
});
