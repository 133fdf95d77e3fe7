/**
 * Change notices: the background tells the extension's open pages that something they
 * show has changed, and they read it again through the usual messages, so no view polls.
 *
 * A notice carries topics, not data. The views stay read-only and keep asking the
 * background for what they show, because only the background knows what that is: the
 * lists of the signed-in account, the status of the engine's session, the budget of the
 * current service and key (named by a hash of the key). Live queries over the Dexie mirror
 * from the views would have to know all three.
 *
 * The background sends notices with `runtime.sendMessage` (see lib/background/announcer.ts),
 * which reaches extension pages (popup, options, lists, word page, the offscreen document)
 * and never content scripts.
 */

/** Tells notices apart from requests (the background's router ignores messages with a target). */
export const CHANGE_TARGET = 'glossa-views';

export const CHANGE_TOPICS = [
  /** The service, the API key or the signed-in user: everything below may differ too. */
  'connection',
  /** The mirror of the word lists and their words. */
  'lists',
  /** The sync status: pending changes, last sync, last error, waits. */
  'sync',
  /** The rate budget. */
  'budget',
  /** The lookup history. */
  'history',
  /** The review's cards: what is due, and the states of kept words. */
  'review',
  /** The log of problems. */
  'problems',
] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

export interface ChangeNotice {
  target: typeof CHANGE_TARGET;
  topics: ChangeTopic[];
}

export function isChangeNotice(message: unknown): message is ChangeNotice {
  const notice = message as Partial<ChangeNotice> | undefined;
  return notice?.target === CHANGE_TARGET && Array.isArray(notice.topics);
}
