/** Opens Glossa's own pages in tabs for the background (the word page, from the bubble's "More"). */
import { wordPageUrl } from '../shared/extension-pages';
import type { HandlerDeps } from './handlers';

export const extensionTabs: HandlerDeps['pages'] = {
  async openWordPage(word) {
    await browser.tabs.create({ url: wordPageUrl(word) });
  },
};
