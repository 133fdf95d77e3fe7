/**
 * The service worker: owns all network I/O, secrets and state. It starts the engines,
 * answers every message through the router (which checks each one), and syncs word
 * lists on a timer and whenever it starts.
 */
import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { createAudioPlayer } from '@/lib/background/audio-player';
import { extensionTabs } from '@/lib/background/extension-tabs';
import { createMenus, watchMenus } from '@/lib/background/menus';
import { createPdfMenus, watchPdfTabs } from '@/lib/background/pdf-tabs';
import { readSettings } from '@/lib/shared/settings/settings';
import { startBackground, type Engines } from '@/lib/background/start';
import { createAnnouncer } from '@/lib/background/announcer';
import { senderInfo } from '@/lib/background/sender-info';
import { markScripts } from '@/lib/background/marks/mark-scripts';
import { bubbleScript } from '@/lib/background/bubble-script';

/** Pull and drain the lists this often (minutes); the outbox also drains after every change. */
const SYNC_PERIOD_MINUTES = 15;
const SYNC_ALARM = 'glossa-sync';
/** Words come due as time passes: the toolbar's due count (when shown) is looked at again this often. */
const BADGE_PERIOD_MINUTES = 5;
const BADGE_ALARM = 'glossa-due-badge';

export default defineBackground(() => {
  let engines: Promise<Engines> | undefined;
  const announce = createAnnouncer((notice) => browser.runtime.sendMessage(notice));
  // Watched from the worker's first run, so a PDF that wakes it is seen.
  const pdfTabs = watchPdfTabs(async () => (await readSettings()).openPdfs);
  const ready = () =>
    (engines ??= startBackground({ player: createAudioPlayer(), pages: extensionTabs, announce, pdfTabs, markScripts, bubbleScript }));

  browser.runtime.onMessage.addListener((message, sender, sendResponse) => {
    if (sender.id !== browser.runtime.id) return false;
    // Messages for the offscreen audio document (and change notices for views) are not Glossa requests.
    if ((message as { target?: unknown } | undefined)?.target !== undefined) return false;
    const from = senderInfo(sender, browser.runtime.getURL('/'), () => browser.windows.getLastFocused());
    ready()
      .then(({ route }) => route(message, from))
      .then(sendResponse, () => sendResponse({ ok: false, error: { kind: 'internal', message: 'Glossa could not start.' } }));
    // Answered asynchronously.
    return true;
  });

  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === SYNC_ALARM) void ready().then(({ sync }) => sync.syncNow());
    if (alarm.name === BADGE_ALARM) void ready().then(({ badge }) => badge.update());
  });

  browser.runtime.onInstalled.addListener(() => {
    void browser.alarms.create(SYNC_ALARM, { periodInMinutes: SYNC_PERIOD_MINUTES });
    void browser.alarms.create(BADGE_ALARM, { periodInMinutes: BADGE_PERIOD_MINUTES });
    createMenus();
    createPdfMenus();
  });
  watchMenus();

  // A restarted worker picks up whatever the outbox still holds.
  void ready().then(({ sync }) => sync.drain());
});
