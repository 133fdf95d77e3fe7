/**
 * What the background can change while a page is open, one live store each (components/live.ts),
 * shared by every view of the page: `useLive(stores.lists).value`. Each is loaded when a view
 * first follows it and loaded again on its change notice; a change of service, key or user
 * announces every topic, so each store follows only its own.
 */
import { browser } from 'wxt/browser';
import { ask } from '../lib/shared/messages/client';
import { announced, live, type Watch } from './live';

/**
 * The settings, read again when they change in storage (from another page or the background,
 * without waiting for its notice) and when the connection does (whether the key is set).
 */
const settingsChanged: Watch = (changed) => {
  const listener = (changes: Record<string, unknown>, area: string) => {
    if (area === 'sync' && 'settings' in changes) changed();
  };
  browser.storage.onChanged.addListener(listener);
  const stopHearing = announced('connection')(changed);
  return () => {
    browser.storage.onChanged.removeListener(listener);
    stopHearing();
  };
};

export const stores = {
  /** The settings as pages show them; the theme follows them too (components/theme.ts). */
  settings: live(() => ask({ type: 'getSettings' }), settingsChanged),
  /** Who is signed in, where. */
  account: live(() => ask({ type: 'signedIn' }), announced('connection')),
  /** Where the word lists are kept: the signed-in account's service, or this browser. */
  listsHome: live(() => ask({ type: 'listsHome' }), announced('connection')),
  /** Where the lookup history and the review are kept: the signed-in account on a Glossa server, or this browser. */
  recordsHome: live(() => ask({ type: 'recordsHome' }), announced('connection')),
  /** The API key's status. */
  keyStatus: live(() => ask({ type: 'keyStatus' }), announced('connection')),
  /** The word lists with their word counts. */
  lists: live(() => ask({ type: 'lists' }), announced('lists')),
  /** The browser's own lists, as offered to the signed-in account. */
  browserListsOffer: live(() => ask({ type: 'browserListsOffer' }), announced('lists')),
  /** The sync status: pending changes, last sync, last error, waits, refused changes. */
  syncStatus: live(() => ask({ type: 'syncStatus' }), announced('sync')),
  /** How many kept words are due for review. */
  dueCount: live(() => ask({ type: 'dueCount' }), announced('review')),
  /** The rate budget of the current service and key. */
  budget: live(() => ask({ type: 'budget' }), announced('budget')),
  /** The log of problems: work done on the side that failed. */
  problems: live(() => ask({ type: 'problems' }), announced('problems')),
};
