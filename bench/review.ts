/**
 * `npx wxt build && npm run bench:review`: the review with 10,000 cards, in Chromium with the
 * built extension against a local Glossa server. A list of 10,000 words is made (each word
 * becomes a card), then, in ms:
 * - review page ready: from the start of review.html's navigation to its first card's front
 *   on the page (the `glossa:review-card-shown` mark), over 10 openings (bar 150 ms);
 * - next card after a grade: from the key "3" to the next card's front on the page, over 30
 *   grades (bar 16 ms, a frame);
 * - the due count: the `dueCount` message asked from an extension page and answered, over 30
 *   asks (bar 20 ms).
 */
import type { Page } from '@playwright/test';
import { startExtensionSession } from './extension-session';
import { CARD_SHOWN } from '../entrypoints/review/App';
import { summarize } from './support/stats';

const CARDS = 10_000;
const OPENINGS = 10;
const GRADES = 30;
const ASKS = 30;

type Chrome = { runtime: { sendMessage(m: object): Promise<{ ok: boolean; data?: unknown; error?: unknown }> } };

async function send(page: Page, message: object) {
  const answer = await page.evaluate((m) => (globalThis as unknown as { chrome: Chrome }).chrome.runtime.sendMessage(m), message);
  if (!answer.ok) throw new Error(`${JSON.stringify(message).slice(0, 80)}: ${JSON.stringify(answer.error)}`);
  return answer.data;
}

/** The `glossa:review-card-shown` marks on the page so far. */
const shownMarks = (page: Page) =>
  page.evaluate((name) => performance.getEntriesByName(name).map((entry) => entry.startTime), CARD_SHOWN) as Promise<number[]>;

function line(name: string, samples: number[], bar: number) {
  const { median, p95, max } = summarize(samples);
  console.log(
    `  ${name.padEnd(34)} median ${median.toFixed(1).padStart(6)} ms, p95 ${p95.toFixed(1).padStart(6)} ms, max ${max.toFixed(1).padStart(6)} ms   ${p95 <= bar ? 'within' : 'OVER'} ${bar} ms`,
  );
}

const session = await startExtensionSession('<!doctype html><title>Blank</title>', 'review');
try {
  const page = await session.context.newPage();
  await page.goto(`chrome-extension://${session.extensionId}/lists.html`);
  const words = Array.from({ length: CARDS }, (_, i) => `card${i.toString(36).padStart(4, '0')}`);
  const list = (await send(page, { type: 'createList', name: 'Ten thousand' })) as { localId: string };
  for (let i = 0; i < CARDS; i += 1000) await send(page, { type: 'addWords', listId: list.localId, words: words.slice(i, i + 1000) });
  const started = Date.now();
  for (;;) {
    const { due } = (await send(page, { type: 'dueCount' })) as { due: number };
    if (due >= CARDS) break;
    if (Date.now() - started > 60_000) throw new Error(`only ${due} cards after a minute`);
    await page.waitForTimeout(100);
  }
  console.log(`Review benchmark: ${CARDS.toLocaleString('en')} cards, Chromium, local Glossa server`);

  const ready: number[] = [];
  for (let i = 0; i < OPENINGS; i++) {
    await page.goto(`chrome-extension://${session.extensionId}/review.html`);
    await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, CARD_SHOWN);
    ready.push((await shownMarks(page))[0] ?? Number.NaN);
  }
  line('review page ready', ready, 150);
  console.log(`    (each opening: ${ready.map((ms) => ms.toFixed(0)).join(', ')} ms)`);

  const next: number[] = [];
  for (let i = 0; i < GRADES; i++) {
    // Space shows the answer (not measured); a page just opened may let the first press go by.
    while (!(await page.$('[data-side="back"]'))) {
      await page.keyboard.press('Space');
      await page.waitForSelector('[data-side="back"]', { state: 'attached', timeout: 1000 }).catch(() => undefined);
    }
    const before = (await shownMarks(page)).length;
    const pressed = (await page.evaluate(`new Promise((done) => {
      const at = performance.now();
      (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key: '3', bubbles: true }));
      done(at);
    })`)) as number;
    await page.waitForFunction(
      ([name, count]) => performance.getEntriesByName(name as string).length > (count as number),
      [CARD_SHOWN, before],
    );
    next.push(((await shownMarks(page))[before] ?? Number.NaN) - pressed);
  }
  line('next card after a grade', next, 16);

  const counts: number[] = [];
  for (let i = 0; i < ASKS; i++) {
    counts.push(
      (await page.evaluate(async () => {
        const at = performance.now();
        await (globalThis as unknown as { chrome: Chrome }).chrome.runtime.sendMessage({ type: 'dueCount' });
        return performance.now() - at;
      })) as number,
    );
  }
  line('due count', counts, 20);
} finally {
  await session.close();
}
