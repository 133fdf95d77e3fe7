/**
 * The context-menu entry "Look up ‘…’" for a selection and the keyboard shortcut: both
 * ask the content loader of the frame concerned to look up its current selection.
 */
import { browser } from 'wxt/browser';
import { t } from '../shared/i18n';

const LOOK_UP_MENU = 'glossa-look-up';
const LOOK_UP_COMMAND = 'look-up-selection';
const LOOK_UP_MESSAGE = { type: 'glossa:lookUpSelection' } as const;

export function createMenus() {
  browser.contextMenus.create(
    { id: LOOK_UP_MENU, title: t('menuLookUpSelection'), contexts: ['selection'] },
    () => void browser.runtime.lastError,
  );
}

export function watchMenus() {
  browser.contextMenus.onClicked.addListener((info, tab) => {
    if (info.menuItemId !== LOOK_UP_MENU || tab?.id === undefined) return;
    void browser.tabs.sendMessage(tab.id, LOOK_UP_MESSAGE, { frameId: info.frameId ?? 0 }).catch(() => undefined);
  });
  browser.commands?.onCommand.addListener((command, tab) => {
    if (command !== LOOK_UP_COMMAND || tab?.id === undefined) return;
    // Every frame hears it; only the focused one with a selection answers.
    void browser.tabs.sendMessage(tab.id, LOOK_UP_MESSAGE).catch(() => undefined);
  });
}
