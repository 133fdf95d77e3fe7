/**
 * The marks of a reader's list words on a long page, in Chromium with the built extension:
 * a novel of about 120,000 words (made at run time from the Brown corpus's fiction,
 * bench/support/novel.ts) and a list of 500 of its words. It prints what the issue asks of the
 * marks:
 *
 * - main-thread time to mark what the first screen shows, from the marker's start (finding the
 *   words, then drawing them);
 * - the longest task after the page's load, with marks and without;
 * - main-thread time marking the whole page (the marker's own slices; and the page's whole
 *   task time with marks less without, as the browser counts it);
 * - how soon a paragraph the page adds is marked (in view, and at the end of the page);
 * - the extra memory in the page (JS heap with marks less without, after garbage collection);
 * - scrolling the page: each frame's interval, as the page's own frames read it, with marks and
 *   without (scrolled by the page's script, a step a frame, so that any main-thread work of the
 *   marks holds a frame up, as it would not a scroll the compositor does alone);
 * - DOM mutations made by Glossa (the one element that holds the marks; any other is a change to
 *   the page's own nodes) and layout shift, counted by the page itself;
 * - the size of the loader every page gets, and of the marker, loaded only where there is something to mark;
 * - on each page that would make marks costly (dev/hostile-pages.ts), the longest task with marks
 *   and without, the marker's main-thread time and longest slice, and the extra task time and
 *   memory (bench/support/hostile-marks.ts).
 *
 *   npx wxt build && npm run bench:marks
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { contentScriptWorld } from '../dev/chromium';
import type { MarkerStats } from '../entrypoints/content/marker';
import { extensionDir, startExtensionSession } from './extension-session';
import { HOSTILE_LIST, HOSTILE_PAGES, hostileFiles, hostileLine, visitHostile, type HostileVisit } from './support/hostile-marks';
import { novel, readersList } from './support/novel';
import { summarize } from './support/stats';

const WORDS = 120_000;
const LIST_SIZE = 500;
const RUNS = 5;

/** What the page counts of itself, from its own script world (installed before it loads). */
const PAGE_WATCH = `
  window.bench = { mutations: 0, holder: 0, own: 0, longTasks: [], shift: 0, loadedAt: 0 };
  // The element that holds the marks, added to the root element, apart from any other change.
  const holder = (r) => r.type === 'childList' && r.target === document.documentElement && !r.removedNodes.length &&
    [...r.addedNodes].every((node) => node.localName === 'glossa-marks');
  addEventListener('DOMContentLoaded', () => new MutationObserver((records) => {
    for (const r of records) holder(r) ? bench.holder++ : bench.mutations++;
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true }));
  addEventListener('load', () => (bench.loadedAt = performance.now()));
  new PerformanceObserver((list) => { for (const e of list.getEntries()) bench.longTasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) bench.shift += e.value; })
    .observe({ type: 'layout-shift', buffered: true });
  window.addParagraph = (text, atEnd) => {
    const p = document.createElement('p');
    p.textContent = text;
    const first = document.querySelector('section p');
    if (atEnd) document.body.append(p); else first.after(p);
    bench.own += 1;
    return performance.now();
  };
`;

async function send(context: BrowserContext, extensionId: string, message: object): Promise<{ ok: boolean; data?: unknown }> {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/offscreen.html`);
  const answer = (await page.evaluate((m) => chrome.runtime.sendMessage(m), message)) as { ok: boolean; data?: unknown };
  await page.close();
  if (!answer.ok) throw new Error(`the background refused ${JSON.stringify(message).slice(0, 80)}: ${JSON.stringify(answer)}`);
  return answer;
}

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map(({ name, value }) => [name, value]));
}

/** Opens the novel and waits until the page has settled (and, with marks, until the marker is idle). */
async function visit(context: BrowserContext, url: string, extensionId: string, marked: boolean) {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript(PAGE_WATCH);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(url, { waitUntil: 'load' });
  let stats: MarkerStats | undefined;
  let world: number | undefined;
  if (marked) {
    world = await contentScriptWorld(cdp, `chrome-extension://${extensionId}`);
    const read = async () =>
      (
        await cdp.send('Runtime.evaluate', {
          expression: 'JSON.stringify(globalThis.glossaMarker?.stats ?? null)',
          contextId: world,
          returnByValue: true,
        })
      ).result.value as string;
    for (let i = 0; i < 300; i++) {
      stats = JSON.parse(await read()) as MarkerStats | undefined;
      if (stats?.idle && stats.marks > 0) break;
      await page.waitForTimeout(100);
    }
    if (!stats?.idle) throw new Error(`the marker did not finish: ${JSON.stringify(stats)}`);
  }
  // Idle tasks, frames and the observers' last callbacks.
  await page.waitForTimeout(1500);
  return { page, cdp, world, stats, metrics: await metrics(cdp) };
}

/**
 * Adds a paragraph with list words (in view, or at the page's end) and gives how soon the marker
 * had them marked (and drawn, in view), by the page's clock read in both worlds: the marks are
 * the extension's, which the page cannot see.
 */
async function markedIn(page: Page, cdp: CDPSession, world: number, text: string, atEnd: boolean): Promise<number> {
  const [before, drawnBefore] = (
    await cdp.send('Runtime.evaluate', {
      expression: '[globalThis.glossaMarker.stats.marks, globalThis.glossaMarker.stats.drawn]',
      contextId: world,
      returnByValue: true,
    })
  ).result.value as [number, number];
  const added = await page.evaluate(
    ([t, end]) => (window as unknown as { addParagraph(t: string, end: boolean): number }).addParagraph(t, end),
    [text, atEnd] as const,
  );
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: `new Promise((done) => {
      const started = performance.now();
      const look = () => {
        const { marks, drawn } = globalThis.glossaMarker.stats;
        // Out of view, the new words are found but not drawn yet.
        if (marks > ${before} && (${atEnd} || drawn > ${drawnBefore})) done(performance.now());
        else if (performance.now() - started > 5000) done(Infinity);
        else requestAnimationFrame(look);
      };
      look();
    })`,
    contextId: world,
    returnByValue: true,
    awaitPromise: true,
  });
  return (result.value as number) - added;
}

/** Frames scrolled, 40 px each (about 12,000 px: some 30 screens of the novel). */
const SCROLL_FRAMES = 300;

/** Scrolls the page from its top, a step each frame, and gives the intervals between its frames. */
async function scrollFrames(page: Page): Promise<number[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(500);
  // A string, not a function: the bench's TypeScript loader would name functions inside it.
  return page.evaluate(`new Promise((done) => {
    const intervals = [];
    let last;
    const step = (at) => {
      if (last !== undefined) intervals.push(at - last);
      last = at;
      window.scrollBy(0, 40);
      if (intervals.length < ${SCROLL_FRAMES}) requestAnimationFrame(step);
      else done(intervals);
    };
    requestAnimationFrame(step);
  })`);
}

const pageFacts = (page: Page) =>
  page.evaluate(() => {
    const bench = (
      window as unknown as {
        bench: { mutations: number; holder: number; own: number; longTasks: [number, number][]; shift: number; loadedAt: number };
      }
    ).bench;
    const afterLoad = bench.longTasks.filter(([start]) => start >= bench.loadedAt).map(([, duration]) => duration);
    return {
      mutations: bench.mutations - bench.own,
      holder: bench.holder,
      longestAfterLoad: Math.max(0, ...afterLoad),
      longTasksAfterLoad: afterLoad.length,
      shift: bench.shift,
    };
  });

const task = (m: Record<string, number>) => (m.TaskDuration ?? 0) * 1000;
const heap = (m: Record<string, number>) => m.JSHeapUsedSize ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

async function main() {
  const book = novel(WORDS);
  const list = readersList(book.text, LIST_SIZE);
  const { context, extensionId, siteUrl, close } = await startExtensionSession(book.html, 'marks', hostileFiles());
  try {
    // Without marks first: the same page with nothing to mark loads no marker at all.
    await send(context, extensionId, { type: 'updateSettings', patch: { marks: false } });
    const created = await send(context, extensionId, { type: 'createList', name: 'Reading' });
    const listId = (created.data as { localId: string }).localId;
    await send(context, extensionId, { type: 'addWords', listId, words: list });
    const plain = await visit(context, siteUrl, extensionId, false);
    const plainFacts = await pageFacts(plain.page);
    const plainScroll = await scrollFrames(plain.page);
    await plain.page.close();

    await send(context, extensionId, { type: 'updateSettings', patch: { marks: true } });
    await new Promise((r) => setTimeout(r, 500));
    // Several visits, each in a fresh tab: on a shared machine one visit can be slowed by others.
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const marked = await visit(context, siteUrl, extensionId, true);
      const stats = marked.stats as MarkerStats;
      const facts = await pageFacts(marked.page);
      const sample = `The ${list[0]} and the ${list[1]} were ${list[2]}.`;
      const addedInView = await markedIn(marked.page, marked.cdp, marked.world as number, sample, false);
      const addedAtEnd = await markedIn(marked.page, marked.cdp, marked.world as number, sample, true);
      const after = await pageFacts(marked.page);
      const scroll = await scrollFrames(marked.page);
      runs.push({ stats, facts, after, addedInView, addedAtEnd, scroll, metrics: marked.metrics });
      await marked.page.close();
    }
    // The hostile pages, each without marks and with, the words they are made of in the list.
    await send(context, extensionId, { type: 'addWords', listId, words: HOSTILE_LIST });
    await send(context, extensionId, { type: 'updateSettings', patch: { marks: false } });
    const hostileOff: HostileVisit[] = [];
    for (const [path] of HOSTILE_PAGES) hostileOff.push(await visitHostile(context, new URL(path, siteUrl).href, extensionId, false));
    await send(context, extensionId, { type: 'updateSettings', patch: { marks: true } });
    await new Promise((r) => setTimeout(r, 500));
    const hostileOn: HostileVisit[] = [];
    for (const [path] of HOSTILE_PAGES) hostileOn.push(await visitHostile(context, new URL(path, siteUrl).href, extensionId, true));

    const loader = readFileSync(join(extensionDir, 'content-scripts', 'content.js'));
    const marker = readFileSync(join(extensionDir, 'content-scripts', 'marks.js'));

    const figure = (values: number[], unit: (v: number) => string) => {
      const { median, min, max } = summarize(values);
      return `median ${unit(median)} (best ${unit(min)}, worst ${unit(max)})`;
    };
    const first = runs[0];
    console.log(`Marks benchmark: Chromium ${context.browser()?.version() ?? ''}, ${RUNS} visits of the page`);
    console.log(
      `  page: ${(book.html.length / 1024).toFixed(0)} KB of HTML, ${book.words} words; list: ${list.length} words; ${first?.stats.marks ?? 0} marks found`,
    );
    console.log(
      `  first screen marked         ${figure(
        runs.map((r) => (r.stats.firstScreenMs ?? Number.NaN) + (r.stats.firstDrawingMs ?? Number.NaN)),
        ms,
      )}   (goal ≤ 16 ms)`,
    );
    console.log(
      `  whole page marked           ${figure(
        runs.map((r) => r.stats.busyMs + r.stats.placingMs),
        ms,
      )}   (goal ≤ 200 ms)`,
    );
    console.log(
      `    finding the words         ${figure(
        runs.map((r) => r.stats.busyMs),
        ms,
      )}`,
    );
    console.log(
      `    drawing the underlines    ${figure(
        runs.map((r) => r.stats.placingMs),
        ms,
      )}; longest drawing ${figure(
        runs.map((r) => r.stats.longestPlacingMs),
        ms,
      )}; ${first?.stats.drawn ?? 0} drawn (in or near the view)`,
    );
    console.log(
      `    longest slice             ${figure(
        runs.map((r) => r.stats.longestSliceMs),
        ms,
      )}`,
    );
    console.log(
      `    page's task time, marks on less off: ${figure(
        runs.map((r) => task(r.metrics) - task(plain.metrics)),
        ms,
      )}`,
    );
    console.log(
      `  longest task after load     ${figure(
        runs.map((r) => r.facts.longestAfterLoad),
        ms,
      )} with marks; ${ms(plainFacts.longestAfterLoad)} without   (goal < 50 ms)`,
    );
    console.log(
      `  paragraph added, marked in  ${figure(
        runs.map((r) => r.addedInView),
        ms,
      )} in view   (goal ≤ 500 ms)`,
    );
    console.log(
      `                              ${figure(
        runs.map((r) => r.addedAtEnd),
        ms,
      )} at the page's end`,
    );
    console.log(
      `  extra memory in the page    ${figure(
        runs.map((r) => heap(r.metrics) - heap(plain.metrics)),
        mb,
      )} of JS heap, marks on less off   (goal ≤ 10 MB)`,
    );
    /** Frame intervals to the hundredth: a frame at 60 Hz is 16.67 ms. */
    const frame = (value: number) => `${value.toFixed(2)} ms`;
    const offP95 = summarize(plainScroll).p95;
    const onP95 = summarize(runs.flatMap((r) => r.scroll)).p95;
    console.log(
      `  scrolling, frame interval   p95 ${frame(onP95)} with marks (${runs.length} scrolls of ${SCROLL_FRAMES} frames), ${frame(offP95)} without, ` +
        `${(onP95 / offP95).toFixed(2)}×; median ${frame(summarize(runs.flatMap((r) => r.scroll)).median)} with, ${frame(summarize(plainScroll).median)} without   (goal p95 ≤ 16.7 ms and ≤ 1.2× without)`,
    );
    console.log(
      `  DOM mutations by Glossa     ${Math.max(...runs.map((r) => r.after.mutations))} to the page's nodes, ${Math.max(...runs.map((r) => r.after.holder))} adding the marks' own element; layout shift ${Math.max(...runs.map((r) => r.facts.shift)).toFixed(3)}   (goal 0 and 0)`,
    );
    console.log(
      `  injected loader             ${loader.length} B raw, ${gzipSync(loader, { level: 9 }).length} B gzipped (every page and frame; no marks code)`,
    );
    console.log(`  marker (only while there are words to mark) ${marker.length} B raw, ${gzipSync(marker, { level: 9 }).length} B gzipped`);
    console.log("Pages that would make marks costly (one visit each; marker time is every frame's, finding words and placing underlines):");
    HOSTILE_PAGES.forEach(([, name], index) =>
      console.log(hostileLine(name, hostileOn[index] as HostileVisit, hostileOff[index] as HostileVisit)),
    );
  } finally {
    await close();
  }
}

await main();
