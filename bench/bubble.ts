/**
 * The bubble's speed as a user feels it, in Chromium with the built extension against a
 * local Glossa server: from the double-click (the event's own timestamp) to the frame
 * after the bubble rendered the definitions, for 50 distinct words looked up first
 * (cold: the background asks the server) and again (warm: the lookup cache answers).
 * Also the size of what every page gets injected (the loader), and of the bubble’s lazily
 * loaded UI.
 *
 *   GLOSSA_BENCH=1 npx wxt build && npm run bench:bubble
 *
 * (GLOSSA_BENCH=1 builds the bubble with its paint marks, which other builds leave out.)
 *   BENCH_BREAKDOWN=1 npm run bench:bubble   # also when the settings were read and
 *                                            # the lookup asked and answered, per word
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { contentScriptWorld } from '../dev/chromium';
import { extensionDir, startExtensionSession } from './extension-session';
import { summarize } from './support/stats';

const WORDS = (
  'apple river mountain garden window candle forest island bridge market ' +
  'doctor letter engine castle valley thunder blanket harvest lantern meadow ' +
  'pencil rabbit saddle timber violin wagon anchor basket cellar dragon ' +
  'feather glacier hammer jacket kettle ladder marble needle orchard parrot ' +
  'quarry ribbon shovel tunnel umbrella vessel walnut yacht zebra compass'
).split(' ');

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const page$ = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Bench</title></head>
<body style="font: 16px/2 sans-serif; columns: 5; padding: 20px">${WORDS.map((w, i) => `<p><span id="w${i}">${w}</span></p>`).join('')}</body></html>`;
  const { context, extensionId, siteUrl, close } = await startExtensionSession(page$, 'bubble');
  try {
    const page = await context.newPage();
    await page.goto(siteUrl);
    const cdp = await context.newCDPSession(page);
    const world = await contentScriptWorld(cdp, `chrome-extension://${extensionId}`);
    const inWorld = async <T>(expression: string) =>
      (await cdp.send('Runtime.evaluate', { expression, contextId: world, awaitPromise: true, returnByValue: true })).result.value as T;
    await inWorld(`document.addEventListener('dblclick', (e) => { globalThis.benchStart = e.timeStamp; }, true)`);
    if (process.env.BENCH_BREAKDOWN) {
      // Where the time goes: when the settings were read and the lookup asked and answered.
      await inWorld(`(() => {
        const rt = chrome.runtime, st = chrome.storage.sync;
        const send = rt.sendMessage.bind(rt), get = st.get.bind(st);
        globalThis.benchMarks = [];
        const mark = (what) => globalThis.benchMarks.push([what, performance.now() - globalThis.benchStart]);
        st.get = (...a) => get(...a).then((v) => (mark('settings'), v));
        rt.sendMessage = (m) => { if (m.type === 'lookup') mark('ask'); return send(m).then((v) => (m.type === 'lookup' && mark('answer'), v)); };
      })()`);
    }
    // The UI is reachable only at its per-session URL, which runtime.getURL gives (as to the loader).
    const uiUrl = `chrome.runtime.getURL('/content-scripts/ui/ui.js')`;

    async function lookUp(index: number, word: string): Promise<number> {
      const target = page.locator(`#w${index}`);
      const box = await target.boundingBox();
      if (!box) throw new Error(`no box for ${word}`);
      await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
      // Waits inside the page (a timer every 5 ms), so the measuring costs the page next to nothing.
      const took = await inWorld<number | string>(`import(${uiUrl}).then((m) => new Promise((done) => {
        const until = performance.now() + 10000;
        const tick = () => {
          const p = m.lastPaint();
          if (p && p.at > globalThis.benchStart) done(p.at - globalThis.benchStart);
          else if (performance.now() > until) done('timeout');
          else setTimeout(tick, 5);
        };
        tick();
      }))`);
      if (typeof took !== 'number')
        throw new Error(`no bubble painted for ${word} (${String(took)}): was the extension built with GLOSSA_BENCH=1?`);
      if (process.env.BENCH_BREAKDOWN)
        console.log(
          word,
          took.toFixed(1),
          JSON.stringify(await inWorld('globalThis.benchMarks.splice(0).map(([w, t]) => w + " " + t.toFixed(1))')),
        );
      await page.keyboard.press('Escape');
      // A reader takes a moment before the next word.
      await page.waitForTimeout(250);
      return took;
    }

    // The very first lookup also loads the bubble's UI; it is measured on its own.
    const firstUse = await lookUp(WORDS.length - 1, WORDS.at(-1) ?? '');
    const words = WORDS.slice(0, -1);
    const cold: number[] = [];
    for (const [i, word] of words.entries()) cold.push(await lookUp(i, word));
    const warm: number[] = [];
    for (const [i, word] of words.entries()) warm.push(await lookUp(i, word));

    const loader = readFileSync(join(extensionDir, 'content-scripts', 'content.js'));
    const ui = readFileSync(join(extensionDir, 'content-scripts', 'ui', 'ui.js'));
    const c = summarize(cold);
    const w = summarize(warm);
    console.log(`Bubble benchmark: Chromium ${context.browser()?.version() ?? ''}, ${words.length} words, local Glossa server`);
    console.log(`  injected loader     ${loader.length} B raw, ${gzipSync(loader, { level: 9 }).length} B gzipped (every page and frame)`);
    console.log(`  bubble UI (lazy)    ${ui.length} B raw, ${gzipSync(ui, { level: 9 }).length} B gzipped (loaded on first use)`);
    console.log(`  first use           ${ms(firstUse)} (imports the UI, cold lookup)`);
    console.log(`  cold  median ${ms(c.median)}  p95 ${ms(c.p95)}  (min ${ms(c.min)}, max ${ms(c.max)})`);
    console.log(`  warm  median ${ms(w.median)}  p95 ${ms(w.p95)}  (min ${ms(w.min)}, max ${ms(w.max)})`);
  } finally {
    await close();
  }
}

await main();
