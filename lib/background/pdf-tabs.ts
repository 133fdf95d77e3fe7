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
 */
import { browser } from 'wxt/browser';
import { t } from '../shared/i18n';
import { isPdfResponse, looksLikePdf, PDF_VIEWER_PATH, pdfViewerUrl } from '../shared/pdf/address';

const OPEN_PDF_LINK_MENU = 'glossa-open-pdf-link';
/** How long an address the user asked to open in the browser's viewer is let through. */
const LET_THROUGH_MS = 30_000;

export interface PdfTabs {
  /** The next load of `address` (within a short while) stays in the browser's viewer. */
  letThrough(address: string): void;
}

const viewerUrl = (original?: string) => pdfViewerUrl((browser.runtime.getURL as (path: string) => string)(PDF_VIEWER_PATH), original);

export function createPdfMenus() {
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
  // PDFs left to the browser's viewer, counted in the worker's own scope (no page can read
  // it) so that a browser test can tell "not sent on" from "not sent on yet".
  const left = Object.assign(globalThis, { glossaPdfsLeft: 0 });
  const passUntil = new Map<string, number>();
  /** Whether this load of `address` was let through (each pass is used once). */
  const passes = (address: string) => {
    const until = passUntil.get(address);
    if (until === undefined) return false;
    passUntil.delete(address);
    return until > Date.now();
  };

  async function send(tabId: number, address: string) {
    if (passes(address) || !(await enabled())) {
      left.glossaPdfsLeft++;
      return;
    }
    // The tab was closed meanwhile: no PDF left to show.
    await browser.tabs.update(tabId, { url: viewerUrl(address) }).catch(() => undefined);
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

  browser.contextMenus.onClicked.addListener((info, tab) => {
    if (info.menuItemId !== OPEN_PDF_LINK_MENU || !info.linkUrl) return;
    void browser.tabs.create({ url: viewerUrl(info.linkUrl), index: tab ? tab.index + 1 : undefined, openerTabId: tab?.id });
  });

  return {
    letThrough(address) {
      passUntil.set(address, Date.now() + LET_THROUGH_MS);
    },
  };
}
