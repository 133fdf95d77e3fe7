/**
 * The loader injected into every page and frame (listed in the manifest and built as a
 * plain script by modules/content-scripts.ts): the page's lookup listeners (lookups.ts); on
 * the frame's first lookup, the background runs the bubble's file here and the loader takes
 * its controller (bubble-handle.ts).
 *
 * It is built apart from WXT's content-script wrapper, whose context object, location
 * watcher and logger would be more than half of what every page gets.
 */
import { browser as api } from 'wxt/browser';
import type { Answer } from '../../lib/shared/messages/answers';
import { bubbleArrives } from './bubble-handle';
import { watchLookups } from './lookups';

watchLookups(() => {
  // The bubble's words come with it (modules/page-words.ts): nothing here reads the browser's catalogue.
  const loaded = api.runtime.sendMessage({ type: 'loadBubble' }) as Promise<Answer<void> | undefined>;
  // A failure's own words, if the background could not run the file (bubble-handle.ts).
  return bubbleArrives(loaded.then((answer) => (answer && !answer.ok ? answer.error.message : undefined)));
});
