/**
 * The theme an extension page last showed, kept in the extension's localStorage: a page
 * applies it before its first paint, synchronously, while the settings themselves are read
 * (theme.ts follows them and remembers each theme it applies). Without it a reader who chose
 * a theme other than the browser's would see the page flash in the browser's first.
 */
import type { Settings } from '../lib/shared/settings/settings';

type Theme = Settings['theme'];

const KEY = 'glossa:theme';

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
  try {
    localStorage.setItem(KEY, theme);
  } catch {
    // Storage refused (a full or disabled one): the next page follows the settings a moment later.
  }
}

/** Applies the theme last shown, if any; the settings, once read, have the last word. */
export function applyRememberedTheme(root: HTMLElement = document.documentElement): void {
  let theme: string | null = null;
  try {
    theme = localStorage.getItem(KEY);
  } catch {
    return;
  }
  if (theme === 'light' || theme === 'dark') root.dataset.theme = theme;
}
