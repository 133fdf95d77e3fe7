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
    // Every layout shift of the load is reported by the frame that paints it: once two more
    // frames are rendered after the page stopped loading, the last one is in the buffer.
    const shifts = await page.evaluate(
      () =>
        new Promise<{ value: number; moved: string[] }[]>((done) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              // The buffered entries are in the observer's records at once (none when nothing moved).
              const observer = new PerformanceObserver(() => undefined);
              observer.observe({ type: 'layout-shift', buffered: true });
              const entries = observer.takeRecords();
              observer.disconnect();
              done(
                entries.map((entry) => {
                  const shift = entry as PerformanceEntry & { value: number; sources?: { node?: Node }[] };
                  return {
                    value: shift.value,
                    moved: (shift.sources ?? []).map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 60) ?? '?'),
                  };
                }),
              );
            }),
          ),
        ),
    );
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    // The figure itself, in the run's output: a creeping score shows before it fails.
    test.info().annotations.push({ type: 'layout shift', description: total.toFixed(3) });
    console.log(`${path}: layout shift ${total.toFixed(3)}`);
    expect(total, JSON.stringify(shifts)).toBeLessThan(GOOD);
  });
}
