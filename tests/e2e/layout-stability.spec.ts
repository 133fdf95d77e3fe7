/**
 * No layout jumps: each extension page, loading its content from the real Glossa server,
 * moves what is already on screen by less than 0.1 (Chromium's layout-shift score summed
 * over the load, the line web vitals draw for "good").
 */
import { expect, test } from './fixtures';

const PAGES = ['popup.html', 'options.html', 'lists.html', 'word.html?word=dog', 'word.html?word=dictionery'];
const GOOD = 0.1;

for (const path of PAGES) {
  test(`${path} loads without moving what is on screen`, async ({ page, extensionId, glossa }) => {
    expect(glossa.baseUrl).toBeTruthy();
    await page.goto(`chrome-extension://${extensionId}/${path}`);
    await expect(page.locator('[aria-busy="true"], .loading')).toHaveCount(0);
    await page.waitForTimeout(300);
    const shifts = await page.evaluate(
      () =>
        new Promise<{ value: number; moved: string[] }[]>((done) => {
          new PerformanceObserver((list) =>
            done(
              list.getEntries().map((entry) => {
                const shift = entry as PerformanceEntry & { value: number; sources?: { node?: Node }[] };
                return { value: shift.value, moved: (shift.sources ?? []).map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 60) ?? '?') };
              }),
            ),
          ).observe({ type: 'layout-shift', buffered: true });
          // No entry at all arrives when nothing moved.
          setTimeout(() => done([]), 300);
        }),
    );
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    // The figure itself, in the run's output: a creeping score shows before it fails.
    test.info().annotations.push({ type: 'layout shift', description: total.toFixed(3) });
    console.log(`${path}: layout shift ${total.toFixed(3)}`);
    expect(total, JSON.stringify(shifts)).toBeLessThan(GOOD);
  });
}
