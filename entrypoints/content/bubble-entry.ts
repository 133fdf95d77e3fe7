/**
 * What the content loader imports on a page's first lookup (built by modules/content-scripts.ts
 * as content-scripts/ui/ui.js): the bubble's controller, whose view is a file of its own
 * (content-scripts/ui/view.js), imported at its per-session URL beside the first lookup. A
 * relative import would resolve against the extension's fixed address, which a web-accessible
 * resource with a per-session URL does not answer (see lib/shared/content-files.ts).
 */
import { browser } from 'wxt/browser';
import { createBubbleUi, type BubbleView } from './bubble-ui';

export const ui = createBubbleUi(
  () =>
    import(/* @vite-ignore */ (browser.runtime.getURL as (path: string) => string)('/content-scripts/ui/view.js')) as Promise<BubbleView>,
);
