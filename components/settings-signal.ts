/**
 * The settings as this page shows them: one signal for the whole page, so the theme and
 * the options page read the same value. Loaded when the page starts following them,
 * loaded again whenever they change in storage (from another page or the background),
 * and set at once by a change made here.
 */
import { signal } from '@preact/signals';
import { browser } from 'wxt/browser';
import type { ShownSettings } from '../lib/shared/messages/answers';
import { ask, messageOf } from '../lib/shared/messages/client';

export const shownSettings = signal<ShownSettings | undefined>(undefined);
/** Why the settings could not be read, when they could not. */
export const settingsFailure = signal<string | undefined>(undefined);

/** Follows the stored settings into `shownSettings`; answers a function that stops following. */
export function followSettings(): () => void {
  let following = true;
  const load = () =>
    ask({ type: 'getSettings' }).then(
      (settings) => {
        if (following) shownSettings.value = settings;
      },
      (failure: unknown) => {
        if (following) settingsFailure.value = messageOf(failure);
      },
    );
  settingsFailure.value = undefined;
  void load();
  const listener = (changes: Record<string, unknown>, area: string) => {
    if (area === 'sync' && 'settings' in changes) void load();
  };
  browser.storage.onChanged.addListener(listener);
  return () => {
    following = false;
    browser.storage.onChanged.removeListener(listener);
  };
}
