/**
 * The background's side of change notices: `announce(...topics)` from anywhere, and one
 * notice with every topic announced in the last moment goes to the open pages.
 */
import { CHANGE_TARGET, type ChangeNotice, type ChangeTopic } from '../shared/messages/changes';

/** How long topics are collected before one notice goes: a pull changes many lists, a page of lookups the budget many times. */
export const NOTICE_DELAY_MS = 50;

/** No page open to hear a notice is not a failure. */
export function createAnnouncer(send: (notice: ChangeNotice) => Promise<unknown>, delayMs = NOTICE_DELAY_MS) {
  const pending = new Set<ChangeTopic>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    timer = undefined;
    const topics = [...pending];
    pending.clear();
    void Promise.resolve()
      .then(() => send({ target: CHANGE_TARGET, topics }))
      // No page open to hear it: the browser says so with a failure that is none.
      .catch(() => undefined);
  }

  return function announce(...topics: ChangeTopic[]): void {
    for (const topic of topics) pending.add(topic);
    timer ??= setTimeout(flush, delayMs);
  };
}

export type Announce = ReturnType<typeof createAnnouncer>;
