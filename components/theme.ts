/**
 * The user's theme on every extension page: `system` follows the browser, `light` and
 * `dark` force one. Applied as soon as the settings are read and again whenever they
 * change, so a change in the options shows without a reload.
 */
import { effect } from '@preact/signals';
import { applyTheme } from './remembered-theme';
import { stores } from './stores';

/** Follows the stored settings and applies their theme; answers a function that stops both. */
export function followTheme(): () => void {
  const stopFollowing = stores.settings.follow();
  const stopApplying = effect(() => {
    const theme = stores.settings.value?.theme;
    if (theme) applyTheme(theme);
  });
  return () => {
    stopApplying();
    stopFollowing();
  };
}
