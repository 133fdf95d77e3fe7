/**
 * Who sent a message, as the background acts on it: one of Glossa's own pages, or a content
 * script in someone else's page (whose URL the browser gives), and whether it is in a private
 * window, where nothing is kept. Content scripts never run in extension pages.
 */
import { originalAddress, PDF_VIEWER_PATH } from '../shared/pdf/address';

/** Who sent a message: an extension page, or a content script in some page. */
export interface SenderInfo {
  fromExtensionPage: boolean;
  /** The page a content script runs in, or the document Glossa's PDF viewer shows. */
  pageUrl?: string;
  /** A content script's tab and frame (0: the top page), as the browser says. */
  tabId?: number;
  frameId?: number;
  /**
   * Whether the sender is in a private (incognito) window, where nothing of it is kept. Asked
   * only when something would be kept: for the popup it takes a question to the browser.
   */
  isPrivate?: () => Promise<boolean>;
}

/** The address of the document Glossa's PDF viewer at `url` shows, if it is the viewer showing one. */
function pdfDocumentAddress(url: string | undefined, extensionUrl: string): string | undefined {
  const page = new URL(url ?? '', extensionUrl);
  return page.pathname === PDF_VIEWER_PATH ? originalAddress(page.search) : undefined;
}

const withDefined = <K extends string>(key: K, value: string | undefined) =>
  value === undefined ? {} : ({ [key]: value } as Record<K, string>);

/** What the browser tells of a sender. */
export interface SenderFacts {
  url?: string;
  tab?: { id?: number; incognito: boolean };
  frameId?: number;
}

/**
 * The popup is no tab, so the browser gives its messages no window: it is open in the window
 * last focused (it closes when that window loses focus), and that window says whether it is
 * private. If the browser cannot say, the sender is taken as private: nothing is kept.
 */
export function senderInfo(
  sender: SenderFacts,
  extensionUrl: string,
  lastFocusedWindow: () => Promise<{ incognito?: boolean }>,
): SenderInfo {
  const fromExtensionPage = sender.url?.startsWith(extensionUrl) ?? false;
  const { tab } = sender;
  const isPrivate = tab
    ? () => Promise.resolve(tab.incognito)
    : fromExtensionPage
      ? () =>
          // Asked inside the promise: a browser without the windows API (Firefox for Android) throws at once.
          Promise.resolve()
            .then(lastFocusedWindow)
            .then(
              (window) => window.incognito !== false,
              () => true,
            )
      : () => Promise.resolve(false);
  // Glossa's PDF viewer reads a document from its own address, which its page address holds:
  // a word looked up there was read at that address, not at the viewer's.
  if (fromExtensionPage) return { fromExtensionPage, isPrivate, ...withDefined('pageUrl', pdfDocumentAddress(sender.url, extensionUrl)) };
  return { fromExtensionPage, pageUrl: sender.url, tabId: tab?.id, frameId: sender.frameId, isPrivate };
}
