/** Opens Glossa's own pages in tabs for the background (the word page, from the bubble's "More"). */
import { browser } from 'wxt/browser';
import { wordPageUrl } from '../shared/extension-pages';

/** Opens the word page of `word` in a new tab. */
export interface ExtensionTabs {
  openWordPage(word: string): Promise<void>;
}

export const extensionTabs: ExtensionTabs = {
  async openWordPage(word) {
    await browser.tabs.create({ url: wordPageUrl(word) });
  },
};
