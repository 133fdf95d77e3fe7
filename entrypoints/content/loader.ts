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

watchLookups(() =>
  import(/* @vite-ignore */ (api.runtime.getURL as (path: string) => string)('/content-scripts/ui/ui.js')).then(
    (module: { ui: BubbleUi }) => module.ui,
  ),
);
