/**
 * How soon the toolbar popup can be typed in: from the start of its page's navigation to
 * the moment its look-up box has focus (the `glossa:ready-to-type` mark), over 20 openings,
 * in Chromium with the built extension against a local Glossa server. Also the popup's
 * height as it opens (signed out, the word of the day shown).
 *
 *   npx wxt build && npm run bench:popup
 */
import { startExtensionSession } from './extension-session';
import { READY_TO_TYPE } from '../entrypoints/popup/LookUp';
import { quantile, summarize } from './support/stats';

const OPENINGS = 20;

const session = await startExtensionSession('<!doctype html><title>Blank</title>', 'popup');
try {
  const page = await session.context.newPage();
  await page.setViewportSize({ width: 360, height: 600 });
  const ready: number[] = [];
  for (let i = 0; i < OPENINGS; i++) {
    await page.goto(`chrome-extension://${session.extensionId}/popup.html`);
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
  await page.waitForTimeout(1500);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const { sorted } = summarize(ready);
  const at = (q: number) => quantile(sorted, q);
  console.log(`Popup benchmark: ${OPENINGS} openings, Chromium, local Glossa server`);
  console.log(
    `  ready to type (look-up box focused): median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, first ${ready[0]?.toFixed(1)} ms`,
  );
  console.log(`  height once loaded: ${height} px (a popup shows at most 600)`);
} finally {
  await session.close();
}
