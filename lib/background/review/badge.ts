/**
 * The toolbar button's badge: how many kept words are due for review, when the reader asked
 * for it in the options (off by default), and nothing otherwise.
 */
import { browser } from 'wxt/browser';

/** More than this shows as "999+": a badge has room for four characters. */
const MOST = 999;

function badgeText(due: number): string {
  if (due <= 0) return '';
  return due > MOST ? `${MOST}+` : String(due);
}

export function createDueBadge(deps: { dueCount(): Promise<number>; enabled(): boolean }) {
  const action = browser.action ?? (browser as unknown as { browserAction?: typeof browser.action }).browserAction;
  let shown: string | undefined;
  return {
    /** Shows the count now (or clears the badge once the option is off). */
    async update(): Promise<void> {
      const text = deps.enabled() ? badgeText(await deps.dueCount()) : '';
      if (text === shown || !action) return;
      shown = text;
      await action.setBadgeText({ text });
    },
  };
}
