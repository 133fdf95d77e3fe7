/**
 * `npm run bench:sync`: two browsers, one reader, on the local Glossa server (the built
 * Chromium extension in two profiles, both signed in as Ann). Prints:
 *
 * - the time from a change in browser A (a list made on its lists page, a word added to it)
 *   to seeing it in browser B on opening B's lists page, whose last pull is over a minute
 *   old: from A's change sent to the name (or the word) shown in B, and of that the part
 *   after B's page began opening; ROUNDS of each, median and max (the goal is 5 s);
 * - the calls one pull costs with 10 lists of which one changed, as B sent them, and what
 *   that comes to on a plan of 100 calls an hour;
 * - the time from a word looked up in A to its entry shown on B's history page (opened with
 *   B's last pull over a minute old), ROUNDS of them, median and max;
 * - the calls one pull costs when nothing changed (B's history page opened again a minute
 *   later), as B sent them.
 */
import { performance } from 'node:perf_hooks';
import type { Page } from '@playwright/test';
import { freshFor } from '../lib/background/sync/engine';
import { openReader } from '../dev/readers';
import { startTestServer } from '../dev/test-server';
import buildTestWords from '../dev/word-database';
import { extensionDir } from './extension-session';
import { summarize } from './support/stats';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const GOAL_MS = 5_000;
const PLAN_PER_HOUR = 100;

await buildTestWords();
const glossa = await startTestServer({ validateResponses: false });
const a = await openReader('bench-a', glossa, extensionDir);
const b = await openReader('bench-b', glossa, extensionDir);
const server = await glossa.signIn();

const send = (page: Page, message: object) =>
  page.evaluate(
    (m) => (globalThis as unknown as { chrome: { runtime: { sendMessage(m: object): Promise<unknown> } } }).chrome.runtime.sendMessage(m),
    message,
  ) as Promise<{
    ok: boolean;
    data?: { localId?: string };
  }>;

try {
  const pageA = await a.open('/lists.html');
  const total: number[] = [];
  const afterOpening: number[] = [];
  const wordTotal: number[] = [];

  for (let round = 0; round < ROUNDS; round++) {
    const name = `Round ${round + 1}`;
    // Before the change: B's last pull is over a minute old, as when the reader comes to B later.
    await b.aMinutePasses();
    const started = performance.now();
    const created = await send(pageA, { type: 'createList', name });
    if (!created.ok) throw new Error(`A could not make ${name}`);
    const opening = performance.now();
    const pageB = await b.open('/lists.html');
    await pageB
      .getByTestId('list-picker')
      .getByRole('button', { name: new RegExp(`^${name} `) })
      .waitFor({ timeout: 30_000 });
    const seen = performance.now();
    total.push(seen - started);
    afterOpening.push(seen - opening);
    await pageB.close();

    // A word added to it in A, seen in B on opening the list's page.
    await b.aMinutePasses();
    const wordStarted = performance.now();
    await send(pageA, { type: 'addWords', listId: created.data?.localId, words: [`word${round}`] });
    const pageB2 = await b.open('/lists.html');
    await pageB2
      .getByTestId('list-picker')
      .getByRole('button', { name: new RegExp(`^${name} 1 word`) })
      .waitFor({ timeout: 30_000 });
    wordTotal.push(performance.now() - wordStarted);
    await pageB2.close();
  }

  // Ten lists, one of which changes elsewhere: what B's next pull sends.
  const lists = await server.getWordListsForLoggedInUser({ limit: 100 });
  for (let i = lists.length; i < 10; i++) {
    await server.createWordList({ body: { name: `Filler ${i}`, type: 'PRIVATE' } });
  }
  await b.aMinutePasses();
  let pageB = await b.open('/lists.html');
  await pageB
    .getByTestId('list-picker')
    .getByRole('button', { name: /^Filler 9 / })
    .waitFor({ timeout: 30_000 });
  await pageB.close();
  const changed = (await server.getWordListsForLoggedInUser({ limit: 100 }))[3];
  await server.addWordsToWordList({ wordListId: changed?.permalink ?? '', body: [{ word: 'changed' }] });
  await b.aMinutePasses();
  const before = b.requests.length;
  pageB = await b.open('/lists.html');
  await pageB
    .getByTestId('list-picker')
    .getByRole('button', { name: new RegExp(`^${changed?.name} ${(changed?.numberWordsInList ?? 0) + 1} word`) })
    .waitFor({ timeout: 30_000 });
  // The pull is over once its status is written: give stragglers a moment, then count.
  await new Promise((r) => setTimeout(r, 1_000));
  const calls = b.requests.slice(before);
  const listCount = (await server.getWordListsForLoggedInUser({ limit: 100 })).length;

  // A word looked up in A (as from the bubble), shown on B's history page.
  const historyTotal: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const word = `lookup${round}`;
    await b.aMinutePasses();
    const started = performance.now();
    const looked = await send(pageA, { type: 'lookup', word, from: 'bubble', context: { sentence: `A sentence with ${word} in it.` } });
    if (!looked.ok) throw new Error(`A could not look ${word} up`);
    const historyB = await b.open('/lookup-history.html');
    await historyB.getByTestId('history').locator('tbody tr').filter({ hasText: word }).first().waitFor({ timeout: 30_000 });
    historyTotal.push(performance.now() - started);
    await historyB.close();
  }

  // Nothing changed since B's last pull: what its next one sends.
  await b.aMinutePasses();
  const quietFrom = b.requests.length;
  const quiet = await b.open('/lookup-history.html');
  await quiet.getByTestId('history').waitFor({ timeout: 30_000 });
  await new Promise((r) => setTimeout(r, 1_500));
  const quietCalls = b.requests.slice(quietFrom);
  await quiet.close();

  const show = (label: string, samples: number[]) => {
    const s = summarize(samples);
    console.log(
      `${label}: median ${s.median.toFixed(0)} ms, max ${s.max.toFixed(0)} ms (${s.count} rounds)${s.max <= GOAL_MS ? '' : '  OVER THE GOAL'}`,
    );
  };
  console.log(`Two browsers, one reader, on the local Glossa server (goal ≤ ${GOAL_MS / 1000} s)`);
  show('  a list made in A, seen in B on opening its lists page (from A’s change)', total);
  show('    of which after B’s page began opening', afterOpening);
  show('  a word added in A, seen in B on opening its lists page (from A’s change)', wordTotal);
  show('  a word looked up in A, shown on B’s history page on opening it (from A’s lookup)', historyTotal);
  console.log(`One pull with ${listCount} lists of which one changed: ${calls.length} calls`);
  for (const call of calls) console.log(`    ${call}`);
  console.log(`One pull when nothing changed (the lists, the history and the review): ${quietCalls.length} calls`);
  for (const call of quietCalls) console.log(`    ${call}`);
  const viewPulls = Math.floor(3_600_000 / freshFor(PLAN_PER_HOUR));
  console.log(
    `  on a ${PLAN_PER_HOUR}-calls-an-hour plan: ${((calls.length / PLAN_PER_HOUR) * 100).toFixed(0)} % of the hour a pull; ` +
      `views pull at most every ${freshFor(PLAN_PER_HOUR) / 60_000} minutes there (≤ ${viewPulls * calls.length} calls an hour, ` +
      `however often they open), the alarm 4 times an hour (≤ ${4 * calls.length}), and the rate gate keeps the hour's last 10 for lookups.`,
  );
} finally {
  await a.close();
  await b.close();
  await glossa.close();
}
