/**
 * The context-menu entry "Look up ‘…’" for a selection and the keyboard shortcut: both
 * ask the content loader of the frame concerned to look up its current selection. The
 * toolbar button's own menu opens the review of kept words.
 */
import { browser } from 'wxt/browser';
import { t } from '../shared/i18n';

const LOOK_UP_MENU = 'glossa-look-up';
const REVIEW_MENU = 'glossa-review';
const LOOK_UP_COMMAND = 'look-up-selection';
const LOOK_UP_MESSAGE = { type: 'glossa:lookUpSelection' } as const;

/**
 * Firefox for Android has neither context menus nor keyboard shortcuts for extensions (no
 * `contextMenus`, no `commands`): there a long press's selection is looked up, and the popup and
 * the lists page open the review. Each is looked for before use, or the worker would not start.
 */
export function createMenus() {
  if (!browser.contextMenus) return;
  browser.contextMenus.create(
    { id: LOOK_UP_MENU, title: t('menuLookUpSelection'), contexts: ['selection'] },
    () => void browser.runtime.lastError,
  );
  // Chromium's MV3 toolbar menu is `action`; Firefox's MV2 one is `browser_action`.
  const toolbar = import.meta.env.MANIFEST_VERSION === 3 ? 'action' : 'browser_action';
  browser.contextMenus.create({ id: REVIEW_MENU, title: t('menuReview'), contexts: [toolbar] }, () => void browser.runtime.lastError);
}

export function watchMenus() {
  browser.contextMenus?.onClicked.addListener((info, tab) => {
    if (info.menuItemId === REVIEW_MENU) {
      void browser.tabs.create({ url: browser.runtime.getURL('/review.html') });
      return;
    }
    if (info.menuItemId !== LOOK_UP_MENU || tab?.id === undefined) return;
    // A page Glossa may not script (the browser's own, a store) has no one to hear it: nothing to look up there.
    void browser.tabs.sendMessage(tab.id, LOOK_UP_MESSAGE, { frameId: info.frameId ?? 0 }).catch(() => undefined);
  });
  browser.commands?.onCommand.addListener((command, tab) => {
    if (command !== LOOK_UP_COMMAND || tab?.id === undefined) return;
    // Every frame hears it; only the focused one with a selection answers.
    // As above: a page without Glossa's script.
    void browser.tabs.sendMessage(tab.id, LOOK_UP_MESSAGE).catch(() => undefined);
  });
}
