/** Addresses of Glossa's own pages, and opening them in a tab. */
import { browser } from 'wxt/browser';

/** `/new-list.html` is shown only in a frame, by the bubble in a web page (components/bubble/NewListFrame.tsx). */
export type ExtensionPage =
  '/lists.html' | '/lookup-history.html' | '/options.html' | '/word.html' | '/pdf.html' | '/new-list.html' | '/review.html';

/** The URL of one of Glossa's pages. */
export function pageUrl(path: ExtensionPage, query = ''): string {
  return `${(browser.runtime.getURL as (path: string) => string)(path)}${query}`;
}

/** The URL of the word page for a word. */
export function wordPageUrl(word: string): string {
  return pageUrl('/word.html', `?word=${encodeURIComponent(word)}`);
}

export function openExtensionPage(path: ExtensionPage, query = ''): void {
  void browser.tabs.create({ url: pageUrl(path, query) });
}
