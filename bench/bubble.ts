/**
 * The bubble's speed as a user feels it, in Chromium with the built extension against a
 * local Glossa server: from the double-click (when the hand lets go: see PRESS_MS) to the frame
 * after the bubble rendered the definitions, for 50 distinct words looked up first
 * (cold: the background asks the server) and again (warm: the lookup cache answers); and a
 * page's first lookup, which loads the bubble's UI (first use), in new pages: on a word kept
 * already, as the floor's are, and, in a session of its own, on new words.
 * Also the size of what every page gets injected (the loader), and of the bubble’s lazily
 * loaded UI.
 *
 * Beside it, in the same run and the same way, the floor (bench/support/floor-extension.ts):
 * a minimal extension whose background reads the word's record from IndexedDB and whose
 * content script paints it in a shadow root. Glossa's figures are printed as ratios to the
 * floor's; its cold lookups against the floor plus the server's own time for the same
 * requests (measured on a fresh server, uncached as Glossa's cold lookups found it). Its first use
 * is also given beside a second floor, whose painter is a file of its own that its background
 * puts in a page on the page's first lookup, as Glossa's bubble is (design rule 5): what loading
 * on first use costs at the least. The three extensions' first uses are taken in turn, a page of
 * each per round, each in a browser of its own, so that the machine's drift over the run falls
 * on all three alike.
 *
 *   GLOSSA_BENCH=1 npx wxt build && npm run bench:bubble
 *
 * (GLOSSA_BENCH=1 builds the bubble with its paint marks, which other builds leave out.)
 *   BENCH_WARM_PASSES=1 npm run bench:bubble  # the warm words once, not three times
 *   BENCH_BREAKDOWN=1 npm run bench:bubble   # also when the settings were read and
 *                                            # the lookup asked and answered, per word
 *   BENCH_TOUCH=1 npm run bench:bubble       # on a phone's screen (412×915, touch, a coarse
 *                                            # pointer): a tap on each word, timed from the
 *                                            # finger's lifting to the sheet painted; the floor
 *                                            # answers the same tap
 *   BENCH_ARTICLE_KB=150 npm run bench:bubble  # the words above an article of that much text,
 *                                            # as on a long page (whose text a first lookup reads)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from '@playwright/test';
import { contentScriptWorld } from '../dev/chromium';
import { startTestServer } from '../dev/test-server';
import buildTestWords from '../dev/word-database';
import { BUBBLE_DEFINITIONS } from '../lib/background/lookup/lookup';
import type { WordnikClient } from '../lib/shared/api/client';
import { BUBBLE_FILE, BUBBLE_VIEW_FILE } from '../lib/shared/content-files';
import { READER_DEFINITION_ORDER } from '../lib/shared/settings/choices';
import { extensionDir, launchExtensionSession, startExtensionSession, type ExtensionSession } from './extension-session';
import { writeFloorExtension, type FloorRecord } from './support/floor-extension';
import { MARK_STEPS } from './support/breakdown';
import { summarize } from './support/stats';

const WORDS = (
  'apple river mountain garden window candle forest island bridge market ' +
  'doctor letter engine castle valley thunder blanket harvest lantern meadow ' +
  'pencil rabbit saddle timber violin wagon anchor basket cellar dragon ' +
  'feather glacier hammer jacket kettle ladder marble needle orchard parrot ' +
  'quarry ribbon shovel tunnel umbrella vessel walnut yacht zebra compass'
).split(' ');

/** The word looked up first in the page, which loads Glossa's bubble UI. */
const FIRST_WORD = WORDS.at(-1) ?? '';

/** A phone's screen and a finger, in place of a mouse (BENCH_TOUCH=1). */
const TOUCH = Boolean(process.env.BENCH_TOUCH);
const PHONE = { width: 412, height: 915 };

/**
 * BENCH_ARTICLE_KB: an article of about that many kilobytes of text below the words (docs/server.md's
 * paragraphs, over again as needed), as on a long page: a page's first lookup reads its text,
 * for whether it is older English.
 */
function article(kilobytes: number): string {
  if (!kilobytes) return '';
  const paragraphs = readFileSync(new URL('../docs/server.md', import.meta.url), 'utf8')
    .split(/\n\n+/)
    .map((text) => `<p>${text.replace(/[<>&]/g, ' ')}</p>`);
  const out: string[] = [];
  for (let size = 0, i = 0; size < kilobytes * 1000; i++) {
    const paragraph = paragraphs[i % paragraphs.length] ?? '';
    out.push(paragraph);
    size += paragraph.length;
  }
  return `<article style="columns: auto">${out.join('')}</article>`;
}

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Bench</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font: 16px/2 sans-serif; padding: 20px"><div style="columns: ${TOUCH ? 3 : 5}">${WORDS.map((w, i) => `<p><span id="w${i}">${w}</span></p>`).join('')}</div>${article(Number(process.env.BENCH_ARTICLE_KB ?? 0))}</body></html>`;

/**
 * How long each press of the double-click lasts, as a hand's does (about 100 ms for most; a
 * short one here): Glossa starts loading its bubble and asks for the word the press selected
 * on the second press; the floor asks on the double-click, as its content script is written.
 * Both are timed from the double-click, taken to come when the hand lets go: `PRESS_MS` after
 * the second press, not when the browser says it came. (The browser is sent each event only
 * once the page has handled the one before, so work a page does on the press, as Glossa's
 * loader does, would push the double-click later and go uncounted: 12 to 40 ms on a page's
 * first lookup with no press. A hand lets go when it lets go, whatever the page is doing.)
 * BENCH_PRESS_MS=0 presses as fast as the browser takes events: each answer then tends to
 * wait for the frame the double-click's own selection started, and the floor's times with it.
 */
const PRESS_MS = Number(process.env.BENCH_PRESS_MS ?? 60);

const ms = (value: number) => `${value.toFixed(1)} ms`;
const ratio = (value: number, floor: number) => `${(value / floor).toFixed(2)}×`;

/** When an extension's content-script world last painted an answer (an expression it evaluates to `{ at } | undefined`). */
type PaintProbe = string;

/**
 * How many times the warm words are looked up again: a p95 of one pass (49 lookups) is its
 * third-slowest, which one slow frame moves by a fifth; three passes steady it.
 */
const WARM_PASSES = Number(process.env.BENCH_WARM_PASSES ?? 3);

/**
 * How many pages' first lookups are timed (each a new page, which has Glossa's bubble put in
 * again). The floor's first use is short enough that a few slow pages move its median: over 7
 * pages it went from 11 to 23 ms between runs; over 15, 15 to 17 ms.
 */
const FIRST_USES = Number(process.env.BENCH_FIRST_USES ?? 15);

/** A new page of the benchmark's site, and a double-click on its words timed from the event to the answer's paint. */
async function openBenchPage(context: BrowserContext, extensionId: string, siteUrl: string, probe: PaintProbe) {
  const page = await context.newPage();
  await page.goto(siteUrl);
  const cdp = await context.newCDPSession(page);
  const world = await contentScriptWorld(cdp, `chrome-extension://${extensionId}`);
  const inWorld = async <T>(expression: string) =>
    (await cdp.send('Runtime.evaluate', { expression, contextId: world, awaitPromise: true, returnByValue: true })).result.value as T;
  if (TOUCH) {
    await cdp.send('Emulation.setDeviceMetricsOverride', { ...PHONE, deviceScaleFactor: 2, mobile: true });
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  }
  // The second press (a tap's touch), and the double-click (the finger lifted) PRESS_MS after it.
  const press = TOUCH ? `'touchstart'` : `'mousedown'`;
  const second = TOUCH ? 'true' : 'e.detail === 2';
  await inWorld(`document.addEventListener(${press}, (e) => { if (${second}) globalThis.benchStart = e.timeStamp + ${PRESS_MS}; }, true)`);
  // Where the time goes (BENCH_BREAKDOWN=1): each step marked on the page's clock.
  if (process.env.BENCH_BREAKDOWN) await inWorld(MARK_STEPS);

  async function lookUp(index: number, word: string): Promise<number> {
    const box = await page.locator(`#w${index}`).boundingBox();
    if (!box) throw new Error(`no box for ${word}`);
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    if (TOUCH) {
      // A tap: the finger down on the word and lifted a moment later, as a reader's is.
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
      await page.waitForTimeout(PRESS_MS);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    } else await page.mouse.dblclick(at.x, at.y, { delay: PRESS_MS });
    // Waits inside the page (a timer every 5 ms), so the measuring costs the page next to nothing.
    const took = await inWorld<number | string>(`Promise.resolve().then(() => new Promise((done) => {
      const until = performance.now() + 10000;
      const tick = async () => {
        const p = await (${probe});
        if (p && p.at > globalThis.benchStart) done(p.at - globalThis.benchStart);
        else if (performance.now() > until) done('timeout');
        else setTimeout(tick, 5);
      };
      tick();
    }))`);
    if (typeof took !== 'number') throw new Error(`no answer painted for ${word} (${String(took)}): was Glossa built with GLOSSA_BENCH=1?`);
    if (process.env.BENCH_BREAKDOWN)
      console.log(
        word,
        took.toFixed(1),
        JSON.stringify(await inWorld('globalThis.benchMarks?.splice(0).map(([w, t]) => `${w} ${(t - benchStart).toFixed(1)}`)')),
      );
    await page.keyboard.press('Escape');
    // A reader takes a moment before the next word.
    await page.waitForTimeout(250);
    return took;
  }
  return { lookUp, close: () => page.close() };
}

/** An extension in a browser of its own, with the benchmark's site, and how to tell when it painted. */
interface Subject {
  context: BrowserContext;
  extensionId: string;
  siteUrl: string;
  probe: PaintProbe;
}

/** A page's first lookup, which also loads what the answer needs (Glossa's bubble UI): a new page for it. */
async function firstUse({ context, extensionId, siteUrl, probe }: Subject, index: number): Promise<number> {
  const page = await openBenchPage(context, extensionId, siteUrl, probe);
  const took = await page.lookUp(index, WORDS[index] ?? '');
  await page.close();
  return took;
}

/**
 * The first uses of several extensions, a new page each, taken in turn (one of each, then the
 * next round, each round starting with the next extension): the machine's speed drifts over a
 * run by more than the differences measured, and so falls on each alike. Each extension's
 * times, in the order given.
 */
async function firstUsesInTurn(subjects: Subject[], words: number[]): Promise<number[][]> {
  const times = subjects.map((): number[] => []);
  for (const [round, index] of words.entries())
    for (let k = 0; k < subjects.length; k++) {
      const which = (round + k) % subjects.length;
      const subject = subjects[which];
      if (subject) times[which]?.push(await firstUse(subject, index));
    }
  return times;
}

/** Each word but the first looked up in one page, twice over: cold, then warm (`WARM_PASSES` times). */
async function coldAndWarm(subject: Subject): Promise<{ cold: number[]; warm: number[] }> {
  const page = await openBenchPage(subject.context, subject.extensionId, subject.siteUrl, subject.probe);
  await page.lookUp(WORDS.length - 1, FIRST_WORD); // loads the UI: timed as first uses
  const words = WORDS.slice(0, -1);
  const cold: number[] = [];
  for (const [i, word] of words.entries()) cold.push(await page.lookUp(i, word));
  const warm: number[] = [];
  for (let pass = 0; pass < WARM_PASSES; pass++) for (const [i, word] of words.entries()) warm.push(await page.lookUp(i, word));
  await page.close();
  return { cold, warm };
}

/** The first word's place, once for each first use timed. */
const FIRST_WORD_EACH_TIME = Array.from({ length: FIRST_USES }, () => WORDS.length - 1);
/** New words for the first uses on a new word: the last ones of the page. */
const NEW_WORDS = Array.from({ length: FIRST_USES }, (_, k) => WORDS.length - 1 - k);

/**
 * The server's own time for each word's cold lookup, as Glossa asks it (definitions with the
 * reader's dictionaries, and beside them the pronunciations), on a fresh server; and each
 * word's record for the floor, from the same answers.
 */
/**
 * A word's two calls as the bubble's background asks them on a plan with calls to spare (the
 * benchmark's): definitions, and beside them the pronunciations of the word as asked, the
 * service finding its headword for both (lib/background/lookup/lookup.ts).
 */
async function askAsTheBubbleDoes(client: WordnikClient, word: string) {
  const [definitions, pronunciations] = await Promise.all([
    client.getDefinitions({
      word,
      useCanonical: true,
      includeRelated: true,
      limit: BUBBLE_DEFINITIONS,
      sourceDictionaries: [...READER_DEFINITION_ORDER],
    }),
    client.getTextPronunciations({ word, useCanonical: true, limit: 10 }),
  ]);
  return { definitions, pronunciations };
}

async function serverTimes() {
  await buildTestWords(); // on a fresh machine, before the first server needs it
  const server = await startTestServer({ validateResponses: false });
  try {
    const client = server.client();
    const times: number[] = [];
    const records: FloorRecord[] = [];
    for (const word of WORDS) {
      const started = performance.now();
      const { definitions, pronunciations } = await askAsTheBubbleDoes(client, word);
      times.push(performance.now() - started);
      records.push({
        word,
        pronunciation: pronunciations[0]?.raw ?? '',
        senses: definitions.slice(0, 6).map((d) => d.text ?? ''),
      });
    }
    return { times: times.slice(0, -1), all: times, records };
  } finally {
    await server.close();
  }
}

/**
 * Glossa against a fresh local server. Its first uses are measured as the floor's are, on a word
 * it keeps already (in its lookup cache, as the floor keeps its records in IndexedDB), so that
 * they measure what a page's first lookup adds: loading the bubble.
 */
async function openGlossa(): Promise<Subject & ExtensionSession> {
  const session = await startExtensionSession(PAGE, 'bubble');
  const { context, extensionId } = session;
  const seed = await context.newPage();
  await seed.goto(`chrome-extension://${extensionId}/popup.html`);
  await seed.evaluate(`chrome.runtime.sendMessage({ type: 'lookup', word: ${JSON.stringify(FIRST_WORD)} })`);
  await seed.close();
  // The bubble's file leaves it in the extension's script world (entrypoints/content/bench-entry.ts).
  return { ...session, probe: `globalThis.glossaLastPaint?.()` };
}

/**
 * Glossa's first use on a new word, which its server is asked for, in a session of its own; and
 * that server as the extension reaches it, for words it has not been asked for yet.
 */
async function measureGlossaNewWord(): Promise<{ firstUses: number[]; serverFromBrowser: number[] }> {
  const session = await startExtensionSession(PAGE, 'bubble-new-word');
  try {
    const subject = { ...session, probe: `globalThis.glossaLastPaint?.()` };
    const firstUses: number[] = [];
    for (const index of NEW_WORDS) firstUses.push(await firstUse(subject, index));
    return { firstUses, serverFromBrowser: await serverFromTheBrowser(session, WORDS.slice(0, -FIRST_USES)) };
  } finally {
    await session.close();
  }
}

/**
 * The server as an extension reaches it: each word's two calls, asked as the bubble asks them,
 * with every fetch made by the service worker itself and timed there (from the first call's
 * start to the last one's end), as any extension asking this server would have to. Chromium's fetch from a service worker costs more than Node's.
 */
async function serverFromTheBrowser({ worker, glossa }: ExtensionSession, words: string[]): Promise<number[]> {
  /** When this word's fetches started and ended, on the worker's clock: the calls go together. */
  let spans: { started: number; ended: number }[] = [];
  const fetchInWorker = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const asked = { url: String(input), method: init?.method ?? 'GET', headers: init?.headers ?? {} };
    // A string, not a function: the worker runs it as written (no compiler helpers in it).
    const got = (await worker.evaluate(`(async ({ url, method, headers }) => {
      const started = performance.now();
      const response = await fetch(url, { method, headers, redirect: 'manual' });
      const body = await response.text();
      return { started, ended: performance.now(), status: response.status, headers: [...response.headers], body };
    })(${JSON.stringify(asked)})`)) as { started: number; ended: number; status: number; headers: [string, string][]; body: string };
    spans.push({ started: got.started, ended: got.ended });
    return new Response(got.body, { status: got.status, headers: got.headers });
  };
  const client = glossa.client({ fetch: fetchInWorker });
  const times: number[] = [];
  for (const word of words) {
    spans = [];
    await askAsTheBubbleDoes(client, word);
    times.push(Math.max(...spans.map((span) => span.ended)) - Math.min(...spans.map((span) => span.started)));
  }
  return times;
}

/**
 * The floor, its records seeded; with `paintOnFirstUse`, the floor that loads its painter on a
 * page's first lookup, as Glossa loads its bubble.
 */
async function openFloor(records: FloorRecord[], paintOnFirstUse = false): Promise<Subject & { close(): Promise<void> }> {
  const dir = writeFloorExtension({ paintOnFirstUse });
  const launched = await launchExtensionSession(dir, PAGE, paintOnFirstUse ? 'floor-first-use' : 'floor');
  try {
    const seed = await launched.context.newPage();
    await seed.goto(`chrome-extension://${launched.extensionId}/popup.html`);
    await seed.evaluate(`chrome.runtime.sendMessage({ put: ${JSON.stringify(records)} })`);
    await seed.close();
    return { ...launched, probe: 'globalThis.floorLastPaint' };
  } catch (error) {
    await launched.close();
    throw error;
  }
}

/** The three extensions' first uses in turn, then Glossa's and the floor's cold and warm lookups, each in its own browser. */
async function measureTogether(records: FloorRecord[]) {
  const glossa = await openGlossa();
  const opened: { close(): Promise<void> }[] = [glossa];
  try {
    const floor = await openFloor(records);
    opened.push(floor);
    const floorPaintingOnFirstUse = await openFloor(records, true);
    opened.push(floorPaintingOnFirstUse);
    const [glossaFirst = [], floorFirst = [], paintingFirst = []] = await firstUsesInTurn(
      [glossa, floor, floorPaintingOnFirstUse],
      FIRST_WORD_EACH_TIME,
    );
    return {
      glossa: { firstUses: glossaFirst, ...(await coldAndWarm(glossa)), browser: glossa.context.browser()?.version() ?? '' },
      floor: { firstUses: floorFirst, ...(await coldAndWarm(floor)) },
      floorPaintingOnFirstUse: { firstUses: paintingFirst },
    };
  } finally {
    for (const one of opened) await one.close();
  }
}

/** The median of each round's Glossa / floor first use. */
function pairedRatio(glossa: number[], floor: number[]): number {
  return summarize(glossa.map((time, i) => time / (floor[i] ?? Number.NaN))).median;
}

async function main() {
  const server = await serverTimes();
  const { glossa, floor, floorPaintingOnFirstUse } = await measureTogether(server.records);
  const glossaNewWord = await measureGlossaNewWord();

  const loader = readFileSync(join(extensionDir, 'content-scripts', 'content.js'));
  const [bubble, bubbleView] = [BUBBLE_FILE, BUBBLE_VIEW_FILE].map((file) => readFileSync(join(extensionDir, file))) as [Buffer, Buffer];
  const newWordsServer = NEW_WORDS.map((index) => server.all[index] ?? 0);
  const [gc, gw, fc, fw, st, g1, n1, f1, s1, l1] = [
    glossa.cold,
    glossa.warm,
    floor.cold,
    floor.warm,
    server.times,
    glossa.firstUses,
    glossaNewWord.firstUses,
    floor.firstUses,
    newWordsServer,
    floorPaintingOnFirstUse.firstUses,
  ].map(summarize);
  const sb = summarize(glossaNewWord.serverFromBrowser);
  if (!gc || !gw || !fc || !fw || !st || !g1 || !n1 || !f1 || !s1 || !l1) return;
  const words = glossa.cold.length;
  console.log(
    `Bubble benchmark${TOUCH ? ` on a phone's screen (${PHONE.width}×${PHONE.height}, taps, the answer as a sheet)` : ''}: Chromium ${glossa.browser}, ${words} words (warm ${WARM_PASSES} times over), local Glossa server; each press ${PRESS_MS} ms; the floor measured the same way in the same run`,
  );
  console.log(`  injected loader     ${loader.length} B raw, ${gzipSync(loader, { level: 9 }).length} B gzipped (every page and frame)`);
  console.log(
    `  the bubble          ${bubble.length} B raw, ${gzipSync(bubble, { level: 9 }).length} B gzipped (put in a page on its first lookup: its controller)\n` +
      `  its view            ${bubbleView.length} B raw, ${gzipSync(bubbleView, { level: 9 }).length} B gzipped (put in with it, read while the lookup is asked)`,
  );
  console.log(
    `  server's own time   median ${ms(st.median)}  p95 ${ms(st.p95)}  (definitions and pronunciations asked together, uncached, from Node)`,
  );
  console.log(
    `  the server as an extension reaches it   median ${ms(sb.median)}  p95 ${ms(sb.p95)}  (the same calls fetched by a service worker)`,
  );
  console.log('                      Glossa                          floor                           ratio');
  const row = (name: string, g: { median: number; p95: number }, f: { median: number; p95: number }) =>
    console.log(
      `  ${name.padEnd(8)}  median ${ms(g.median).padEnd(9)} p95 ${ms(g.p95).padEnd(9)}  median ${ms(f.median).padEnd(9)} p95 ${ms(f.p95).padEnd(9)}  p95 ${ratio(g.p95, f.p95)}`,
    );
  row('warm', gw, fw);
  row('cold', gc, fc);
  console.log(
    `  first use, median of ${FIRST_USES} pages: a word kept already ${ms(g1.median)} (max ${ms(g1.max)}), floor ${ms(f1.median)} (max ${ms(f1.max)}): ${ratio(g1.median, f1.median)}; the pages taken in turn, the median of each round's ratio ${pairedRatio(glossa.firstUses, floor.firstUses).toFixed(2)}×`,
  );
  console.log(
    `  the floor loading its painter on first use, as Glossa its bubble (1 kB, design rule 5): ${ms(l1.median)} (max ${ms(l1.max)}): ${ratio(l1.median, f1.median)} of the floor; Glossa ${ratio(g1.median, l1.median)} of it`,
  );
  console.log(
    `  first use of a new word (asks the server too): ${ms(n1.median)} (max ${ms(n1.max)}), against the floor's + the server's own ${ms(f1.median + s1.median)}: ${ratio(n1.median, f1.median + s1.median)}`,
  );
  console.log('Goals:');
  console.log(`  warm p95 ≤ 1.5× the floor's:                  ${ratio(gw.p95, fw.p95)}`);
  console.log(
    `  cold p95 ≤ the floor's + the server's p95:    ${ms(gc.p95)} against ${ms(fc.p95 + st.p95)} (${ratio(gc.p95, fc.p95 + st.p95)}); against the floor's + the server as an extension reaches it ${ms(fc.p95 + sb.p95)} (${ratio(gc.p95, fc.p95 + sb.p95)})`,
  );
  console.log(`  first use ≤ 2× the floor's first use:         ${ratio(g1.median, f1.median)}`);
}

await main();
