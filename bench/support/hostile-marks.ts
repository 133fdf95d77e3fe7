/**
 * The marks on pages that would make them costly (dev/hostile-pages.ts), for bench/marks.ts: each
 * page is opened with marks off and on, and for each it gives the longest task after the page's
 * load, the marker's own main-thread time (finding words and placing underlines, in every frame)
 * and its longest slice, the page's whole task time and JS heap (marks on less off), and how
 * long the visit was watched.
 */
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { frameMark, HOSTILE_FRAMES, hostilePages } from '../../dev/hostile-pages';
import type { MarkerStats } from '../../entrypoints/content/marker';
import type { SiteFile } from '../extension-session';

/** The hostile pages, by the address the site serves each at, and the name printed beside its figures. */
export const HOSTILE_PAGES: [path: string, name: string][] = [
  ['/hostile-long-text.html', 'one text node of 10 MB'],
  ['/hostile-list-words.html', '10 MB of list words'],
  ['/hostile-elements.html', '200,000 elements'],
  ['/hostile-changing.html', 'text changed every ms'],
  ['/hostile-frames.html', '40 frames of the site'],
  ['/hostile-shadow.html', 'shadow roots 400 deep'],
  ['/book.txt', 'a plain-text book'],
];
/** The words the hostile pages are made of. */
export const HOSTILE_LIST = ['daughter', 'entail', 'rose', 'go'];
/** How long a page is watched after its marker is idle (the changing page never stops changing). */
const SETTLE_MS = 3000;

/** The site's files: each hostile page at its address (the frame's at each frame's). */
export function hostileFiles(): Record<string, SiteFile> {
  const files: Record<string, SiteFile> = {};
  for (const [path, page] of Object.entries(hostilePages())) {
    const { body, type } =
      typeof page === 'string'
        ? { body: page, type: 'text/html; charset=utf-8' }
        : { body: page.body, type: page.headers['content-type'] ?? '' };
    const file = { body: Buffer.from(body), type };
    if (path === '/hostile-frame.html') for (let i = 0; i < HOSTILE_FRAMES; i++) files[`${path}?${frameMark(i)}`] = file;
    else files[path] = file;
  }
  return files;
}

const LONG_TASKS = `
  window.hostile = { longTasks: [], loadedAt: 0 };
  addEventListener('load', () => (hostile.loadedAt = performance.now()));
  new PerformanceObserver((list) => { for (const e of list.getEntries()) hostile.longTasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
`;

export interface HostileVisit {
  longestTaskMs: number;
  taskMs: number;
  heap: number;
  watchedMs: number;
  /** Every frame's marker, summed (longest: the longest of any). */
  marker?: { busyMs: number; longestSliceMs: number; longestPlacingMs: number; marks: number; stoppedAt?: number };
}

/** The markers of every frame of the page, read in the extension's world of each. */
async function markers(cdp: CDPSession, worlds: Set<number>): Promise<MarkerStats[]> {
  const found: MarkerStats[] = [];
  for (const contextId of worlds) {
    try {
      const { result } = await cdp.send('Runtime.evaluate', {
        expression: 'JSON.stringify(globalThis.glossaMarker?.stats ?? null)',
        contextId,
        returnByValue: true,
      });
      const stats = JSON.parse((result.value as string | undefined) ?? 'null') as MarkerStats | null;
      if (stats) found.push(stats);
    } catch {
      // A frame's world that went away (its frame reloaded): it has no marker to read.
    }
  }
  return found;
}

/** Opens `url`, waits until every frame's marker is idle (with marks), watches it SETTLE_MS more, and gives its figures. */
export async function visitHostile(context: BrowserContext, url: string, extensionId: string, marked: boolean): Promise<HostileVisit> {
  const page: Page = await context.newPage();
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.addInitScript(LONG_TASKS);
    const cdp = await context.newCDPSession(page);
    const worlds = new Set<number>();
    cdp.on('Runtime.executionContextCreated', ({ context: world }) => {
      if (world.origin === `chrome-extension://${extensionId}`) worlds.add(world.id);
    });
    cdp.on('Runtime.executionContextDestroyed', ({ executionContextId }) => worlds.delete(executionContextId));
    await cdp.send('Runtime.enable');
    await cdp.send('Performance.enable');
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (marked)
      for (let i = 0; i < 600; i++) {
        const all = await markers(cdp, worlds);
        if (all.length && all.every((stats) => stats.idle)) break;
        await page.waitForTimeout(100);
      }
    await page.waitForTimeout(SETTLE_MS);
    const all = await markers(cdp, worlds);
    const watchedMs = Date.now() - started;
    const longestTaskMs = await page.evaluate(() => {
      const { longTasks, loadedAt } = (window as unknown as { hostile: { longTasks: [number, number][]; loadedAt: number } }).hostile;
      return Math.max(0, ...longTasks.filter(([start]) => start >= loadedAt).map(([, duration]) => duration));
    });
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    return {
      longestTaskMs,
      taskMs: metric('TaskDuration') * 1000,
      heap: metric('JSHeapUsedSize'),
      watchedMs,
      marker: all.length
        ? {
            busyMs: all.reduce((sum, stats) => sum + stats.busyMs + stats.placingMs, 0),
            longestSliceMs: Math.max(...all.map((stats) => stats.longestSliceMs)),
            longestPlacingMs: Math.max(...all.map((stats) => stats.longestPlacingMs)),
            marks: all.reduce((sum, stats) => sum + stats.marks, 0),
            stoppedAt: all.find((stats) => stats.stoppedAt)?.stoppedAt,
          }
        : undefined,
    };
  } finally {
    await page.close();
  }
}

/** One line of figures for a hostile page, marks on beside off. */
export function hostileLine(name: string, on: HostileVisit, off: HostileVisit): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const marker = on.marker;
  return [
    `  ${name.padEnd(26)}`,
    `longest task ${ms(on.longestTaskMs)} with marks, ${ms(off.longestTaskMs)} without;`,
    marker
      ? `marker ${ms(marker.busyMs)} over ${(on.watchedMs / 1000).toFixed(1)} s (${((100 * marker.busyMs) / on.watchedMs).toFixed(1)} %), longest slice ${ms(marker.longestSliceMs)}, longest placing ${ms(marker.longestPlacingMs)}; ${marker.marks} marks${marker.stoppedAt ? ' (stopped at its bound)' : ''};`
      : 'no marker;',
    `task time +${ms(on.taskMs - off.taskMs)}; JS heap ${((on.heap - off.heap) / 1024 / 1024).toFixed(2)} MB more`,
  ].join(' ');
}
