/**
 * How soon the toolbar popup can be typed in: from the start of its page's navigation to
 * the moment its look-up box has focus (the `glossa:ready-to-type` mark), over 20 openings,
 * in Chromium with the built extension against a local Glossa server. Also the popup's
 * height as it opens (signed out, the word of the day shown).
 *
 * Beside it, in the same run and the same way, the floor's popup (bench/support/floor-extension.ts):
 * one input that takes focus, the least a popup can be. Glossa's figures are printed as ratios to it.
 *
 *   npx wxt build && npm run bench:popup
 */
import type { BrowserContext } from '@playwright/test';
import { launchExtensionSession, startExtensionSession } from './extension-session';
import { READY_TO_TYPE } from '../entrypoints/popup/LookUp';
import { writeFloorExtension } from './support/floor-extension';
import { summarize } from './support/stats';

const OPENINGS = 20;
const BLANK = '<!doctype html><title>Blank</title>';

/** Opens an extension's popup page OPENINGS times in a tab of the popup's size; when each could be typed in. */
async function readyTimes(context: BrowserContext, extensionId: string) {
  const page = await context.newPage();
  await page.setViewportSize({ width: 360, height: 600 });
  const ready: number[] = [];
  for (let i = 0; i < OPENINGS; i++) {
    await page.goto(`chrome-extension://${extensionId}/popup.html`);
    // A string, not a function: the page runs it as written (no compiler helpers in it).
    const at = (await page.evaluate(`new Promise((done) => {
      const check = () => {
        const entry = performance.getEntriesByName(${JSON.stringify(READY_TO_TYPE)})[0];
        if (entry) done(entry.startTime);
        else setTimeout(check, 5);
      };
      check();
    })`)) as number;
    ready.push(at);
  }
  return { page, ready };
}

const glossa = await startExtensionSession(BLANK, 'popup');
let height = 0;
let glossaReady: number[] = [];
try {
  const { page, ready } = await readyTimes(glossa.context, glossa.extensionId);
  glossaReady = ready;
  await page.waitForTimeout(1500);
  height = await page.evaluate(() => document.documentElement.scrollHeight);
} finally {
  await glossa.close();
}
const floor = await launchExtensionSession(writeFloorExtension(), BLANK, 'popup-floor');
let floorReady: number[] = [];
try {
  floorReady = (await readyTimes(floor.context, floor.extensionId)).ready;
} finally {
  await floor.close();
}

const g = summarize(glossaReady);
const f = summarize(floorReady);
const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(
  `Popup benchmark: ${OPENINGS} openings each, Chromium, local Glossa server; the floor's popup opened the same way in the same run`,
);
console.log(`  ready to type (look-up box focused)   Glossa median ${ms(g.median)}, p95 ${ms(g.p95)}, first ${ms(glossaReady[0] ?? NaN)}`);
console.log(`                                        floor  median ${ms(f.median)}, p95 ${ms(f.p95)}, first ${ms(floorReady[0] ?? NaN)}`);
console.log(`  ratio: median ${(g.median / f.median).toFixed(2)}×, p95 ${(g.p95 / f.p95).toFixed(2)}× (goal ≤ 1.5×)`);
console.log(`  height once loaded: ${height} px (a popup shows at most 600)`);
