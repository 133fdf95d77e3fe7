/**
 * The loader injected into every page and frame (listed in the manifest and built as a
 * plain script by modules/content-scripts.ts): the page's lookup listeners (lookups.ts),
 * with the bubble's UI imported from content-scripts/ui/ui.js, at its per-session URL, on
 * the first lookup.
 *
 * It is built apart from WXT's content-script wrapper, whose context object, location
 * watcher and logger would be more than half of what every page gets.
 */
import { browser as api } from 'wxt/browser';
import type { BubbleUi } from './bubble-ui';
import { watchLookups } from './lookups';

watchLookups(() => {
  // The controller is asked for first, since it asks for the lookup; the view beside it, not
  // once the controller has loaded: the two load at once, and the controller's own import of
  // the view (bubble-entry.ts) finds the same module already on its way. A view that fails
  // here is asked for again there, which says so. (Each path is written out whole: the
  // Firefox lint allows a dynamic import of Glossa's own file by name.)
  const controller = import(/* @vite-ignore */ (api.runtime.getURL as (path: string) => string)('/content-scripts/ui/ui.js')).then(
    (module: { ui: BubbleUi }) => module.ui,
  );
  import(/* @vite-ignore */ (api.runtime.getURL as (path: string) => string)('/content-scripts/ui/view.js')).catch(() => undefined);
  return controller;
});
