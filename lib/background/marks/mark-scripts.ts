/**
 * The page's marker, started and stopped by the background (see ./marks.ts): a content script
 * registered only while there is something to mark, so that a reader with no list words, or
 * with marks off, gets nothing on any page beyond the loader; injected at once into the pages
 * open when it starts; told through `storage.local` when the words change.
 */
import { browser } from 'wxt/browser';
import { MARKER_FILE } from '../../shared/content-files';
import { MARKS_CHANGED_KEY } from '../../shared/marks';
import { excludedHost } from '../../shared/settings/sites';
import type { MarkScripts } from './marks';

const SCRIPT_ID = 'glossa-marks';
/** Built by modules/content-scripts.ts (see lib/shared/content-files.ts). */
const MARKER_FILES = { js: [MARKER_FILE] };

/** The match patterns of a site as the settings keep it (`example.org`, `127.0.0.1:8080`), its subdomains included. */
function sitePatterns(site: string): string[] {
  // Match patterns carry no port: a site with one is left to the marker's own check.
  const host = site.replace(/:\d+$/, '');
  return [`*://${host}/*`, `*://*.${host}/*`];
}

/** Starts the marker in the frames of the open pages it does not run in yet, but on the sites set apart (as the registration leaves them). */
async function injectIntoOpenTabs(unmarkedSites: readonly string[]): Promise<void> {
  const tabs = await browser.tabs.query({});
  await Promise.all(
    tabs.map(async ({ id: tabId, url }) => {
      if (tabId === undefined || !url || !/^(https?|file):/.test(url)) return;
      if (excludedHost(new URL(url).host, unmarkedSites)) return;
      try {
        const running = await browser.scripting.executeScript({
          target: { tabId, allFrames: true },
          func: () => Boolean((globalThis as { glossaMarker?: unknown }).glossaMarker),
        });
        const frameIds = running.filter((frame) => !frame.result).map((frame) => frame.frameId);
        if (!frameIds.length) return;
        const target = { tabId, frameIds };
        // Built after WXT lists the extension's public files, so its path is not among their types.
        await browser.scripting.executeScript({ target, files: MARKER_FILES.js as never[] });
      } catch {
        // A page the extension may not script (the browser's own, a store): nothing to mark there.
      }
    }),
  );
}

/**
 * One follow at a time: two at once would each find no script registered and both register
 * it (the second refused as a duplicate). Each waits for the one before, then reads afresh.
 */
let following: Promise<unknown> = Promise.resolve();

export const markScripts: MarkScripts = {
  follow(state) {
    const turn = following.then(() => follow(state));
    // The next waits for this one whether it succeeded or not; its own failure is its caller's.
    following = turn.catch(() => undefined);
    return turn;
  },
  async changed(version) {
    // The storage tells the pages only when the value changes.
    await browser.storage.local.set({ [MARKS_CHANGED_KEY]: version });
  },
  stoppedIn,
};

/**
 * Where marking stopped in the tab's frames, at how many marks: read where each frame's marker
 * keeps its figures (the extension's own script world, which the page cannot reach or change).
 */
async function stoppedIn(tabId: number): Promise<number | undefined> {
  try {
    const frames = await browser.scripting.executeScript({
      target: { tabId, allFrames: true },
      func: () => {
        const marker = (globalThis as { glossaMarker?: { stats?: { stoppedAt?: unknown } } | true }).glossaMarker;
        return marker === true ? undefined : marker?.stats?.stoppedAt;
      },
    });
    const stopped = frames.map((frame) => frame.result).filter((at): at is number => typeof at === 'number');
    return stopped.length ? Math.max(...stopped) : undefined;
  } catch {
    // A tab the extension may not script (the browser's own pages, a store): nothing is marked there.
    return undefined;
  }
}

async function follow({ on, unmarkedSites }: Parameters<MarkScripts['follow']>[0]): Promise<void> {
  const [registered] = await browser.scripting.getRegisteredContentScripts({ ids: [SCRIPT_ID] });
  const excludeMatches = unmarkedSites.flatMap(sitePatterns).sort();
  // A background started again finds the marker as it left it: nothing to do.
  if (on && registered && JSON.stringify([...(registered.excludeMatches ?? [])].sort()) === JSON.stringify(excludeMatches)) return;
  if (registered) await browser.scripting.unregisterContentScripts({ ids: [SCRIPT_ID] });
  if (!on) return;
  await browser.scripting.registerContentScripts([
    { id: SCRIPT_ID, ...MARKER_FILES, matches: ['<all_urls>'], excludeMatches, allFrames: true, runAt: 'document_idle' },
  ]);
  // The pages open before there was anything to mark, or on a site marked again.
  await injectIntoOpenTabs(unmarkedSites);
}
