/**
 * Sends PDFs opened in a tab to Glossa's PDF viewer (entrypoints/pdf), where the bubble
 * works on their text, while the `openPdfs` setting is on:
 *
 * - web documents, by the response: `webRequest.onHeadersReceived` sees every top-level
 *   response's Content-Type (a link to a .pdf, and a PDF served at any address). MV3 allows
 *   it only as an observer, so the tab is then sent on with `tabs.update`. (declarativeNetRequest
 *   could redirect before the browser's viewer starts, but only to a page every web page could
 *   then load, and it cannot see a PDF served at an address without .pdf on Chromium before 128.)
 * - files on this computer (`file://…pdf`, no webRequest there), by the tab's address, when
 *   the browser lets Glossa read file URLs;
 * - a context-menu entry on links to PDFs, for browsers that cannot be redirected.
 *
 * "Open in the browser's viewer" lets one address through once (`letThrough`).
 *
 * A PDF that opens as the browser starts, or while Glossa is being installed, brings no
 * response event: the browser starts the worker for it but does not hand it that response,
 * and starts the worker again after an install. So each time the worker starts it looks at
 * the tabs open on a .pdf address and sends on those it has not left to the browser on
 * purpose. Which tab holds a PDF left so (the setting off, or let through) is kept in
 * `storage.session`, which outlives the worker but not the browser, and which content
 * scripts cannot read. A PDF at an address without .pdf that opened so is not seen: no
 * extension can look into the browser's own viewer to tell it is a PDF.
 */
import { browser } from 'wxt/browser';
import { t } from '../shared/i18n';
import { isPdfResponse, looksLikePdf, PDF_VIEWER_PATH, pdfViewerUrl } from '../shared/pdf/address';

const OPEN_PDF_LINK_MENU = 'glossa-open-pdf-link';
/** `storage.session`: the address of the PDF each tab shows where it was left to the browser. */
const LEFT_TABS_KEY = 'pdfTabsLeft';
/** How long an address the user asked to open in the browser's viewer is let through. */
const LET_THROUGH_MS = 30_000;
/** A load of a PDF seen both by its response and by the look at start-up is sent on once, if the two come within this while. */
const SENT_TWICE_MS = 10_000;

export interface PdfTabs {
  /** The next load of `address` (within a short while) stays in the browser's viewer. */
  letThrough(address: string): void;
}

const viewerUrl = (original?: string) => pdfViewerUrl((browser.runtime.getURL as (path: string) => string)(PDF_VIEWER_PATH), original);

export function createPdfMenus() {
  // Firefox for Android has no context menus (lib/background/menus.ts): a PDF opened there goes to the viewer as any other.
  if (!browser.contextMenus) return;
  browser.contextMenus.create(
    {
      id: OPEN_PDF_LINK_MENU,
      title: t('pdfMenuOpenLink'),
      contexts: ['link'],
      targetUrlPatterns: ['*://*/*.pdf', '*://*/*.PDF', '*://*/*.pdf?*', '*://*/*.pdf#*', 'file:///*.pdf'],
    },
    () => void browser.runtime.lastError,
  );
}

/** Starts watching tabs; `enabled` reads the setting (kept current by the caller). */
export function watchPdfTabs(enabled: () => Promise<boolean>): PdfTabs {
  // PDFs left to the browser's viewer, and looks at the open tabs done, counted in the
  // worker's own scope (no page can read it) so that a browser test can tell "not sent on"
  // from "not sent on yet".
  const counts = Object.assign(globalThis, { glossaPdfsLeft: 0, glossaOpenPdfLooks: 0 });
  const passUntil = new Map<string, number>();
  /** Whether this load of `address` was let through (each pass is used once). */
  const passes = (address: string) => {
    const until = passUntil.get(address);
    if (until === undefined) return false;
    passUntil.delete(address);
    return until > Date.now();
  };

  const leftTabs = leftTabsStore();
  /**
   * When this worker last sent each tab on, which PDF, and whether the look at start-up did: one
   * load seen both by its response and by that look goes once. Two responses are two loads (a
   * reader back on the page who opens the same PDF again): each is sent on.
   */
  const sentLately = new Map<number, { address: string; at: number; byLook: boolean }>();
  const justSent = (tabId: number, address: string, byLook: boolean) => {
    const last = sentLately.get(tabId);
    return last?.address === address && last.byLook !== byLook && Date.now() - last.at < SENT_TWICE_MS;
  };

  async function send(tabId: number, address: string, byLook = false) {
    if (passes(address) || !(await enabled())) {
      counts.glossaPdfsLeft++;
      await leftTabs.leave(tabId, address);
      return;
    }
    if (justSent(tabId, address, byLook)) return;
    sentLately.set(tabId, { address, at: Date.now(), byLook });
    // The tab was closed meanwhile: no PDF left to show.
    await browser.tabs.update(tabId, { url: viewerUrl(address) }).catch(() => undefined);
  }

  /** PDFs open when the worker starts that no response event brought (see the header). */
  async function sendOnOpenPdfs() {
    const leftAlone = await leftTabs.read();
    for (const tab of await browser.tabs.query({})) {
      // A tab still loading names what it loads as pending.
      const address = tab.pendingUrl ?? tab.url;
      if (tab.id === undefined || !address || !/^(https?|file):/.test(address) || !looksLikePdf(address)) continue;
      if (leftAlone[tab.id] !== address) await send(tab.id, address, true);
    }
    counts.glossaOpenPdfLooks++;
  }

  browser.webRequest?.onHeadersReceived.addListener(
    (details) => {
      // Only documents shown in a tab; a PDF in a frame or fetched by a page stays the page's business.
      const shownInTab = details.tabId >= 0 && details.type === 'main_frame' && details.method === 'GET';
      if (shownInTab && details.statusCode >= 200 && details.statusCode < 300 && isPdfResponse(details.responseHeaders))
        void send(details.tabId, details.url);
      return undefined; // an observer only: MV3 does not let it block or change the response
    },
    { urls: ['http://*/*', 'https://*/*'], types: ['main_frame'] },
    ['responseHeaders'],
  );

  browser.tabs.onUpdated.addListener((tabId, change) => {
    if (change.url?.startsWith('file:') && looksLikePdf(change.url)) void send(tabId, change.url);
  });
  browser.tabs.onRemoved.addListener((tabId) => {
    sentLately.delete(tabId);
    void leftTabs.forget(tabId);
  });
  void sendOnOpenPdfs().catch((error: unknown) => console.warn('Glossa could not look at the open PDFs:', error));

  browser.contextMenus?.onClicked.addListener((info, tab) => {
    if (info.menuItemId !== OPEN_PDF_LINK_MENU || !info.linkUrl) return;
    void browser.tabs.create({ url: viewerUrl(info.linkUrl), index: tab ? tab.index + 1 : undefined, openerTabId: tab?.id });
  });

  return {
    letThrough(address) {
      passUntil.set(address, Date.now() + LET_THROUGH_MS);
    },
  };
}

/**
 * Which tab holds a PDF left to the browser's viewer, by its address: a tab that shows
 * another address since is no longer left. Read and written whole, as few tabs hold one.
 */
function leftTabsStore() {
  const session = browser.storage.session;
  const read = async (): Promise<Record<number, string>> =>
    ((await session.get(LEFT_TABS_KEY))[LEFT_TABS_KEY] as Record<number, string> | undefined) ?? {};
  // One change at a time, so two PDFs left at once both stay written.
  let last: Promise<unknown> = Promise.resolve();
  const change = (edit: (tabs: Record<number, string>) => Record<number, string>) =>
    (last = last
      .then(async () => {
        await session.set({ [LEFT_TABS_KEY]: edit(await read()) });
      })
      .catch((error: unknown) => {
        // Forgotten, such a PDF is sent on to Glossa's viewer at the worker's next start: the reader can let it through again.
        console.warn('Glossa could not keep which tabs hold a PDF left to the browser:', error);
      }));
  return {
    read,
    leave: (tabId: number, address: string) => change((tabs) => ({ ...tabs, [tabId]: address })),
    forget: (tabId: number) => change((tabs) => Object.fromEntries(Object.entries(tabs).filter(([id]) => Number(id) !== tabId))),
  };
}
