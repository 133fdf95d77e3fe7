/**
 * The user's theme on every extension page: `system` follows the browser, `light` and
 * `dark` force one. Applied at once and again whenever the settings change, so a change
 * in the options shows without a reload.
 */
import { browser } from 'wxt/browser';
import type { Settings } from '../lib/settings/settings';
import { ask } from '../lib/messages/client';

type Theme = Settings['theme'];

function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
}

/** Applies the stored theme now and on every change; answers a function that stops watching. */
export function followTheme(): () => void {
  const refresh = () =>
    ask({ type: 'getSettings' }).then(
      (settings) => applyTheme(settings.theme),
      () => undefined,
    );
  void refresh();
  const listener = (changes: Record<string, unknown>, area: string) => {
    if (area === 'sync' && 'settings' in changes) void refresh();
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}
