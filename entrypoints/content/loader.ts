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
  const loaded = api.runtime.sendMessage({ type: 'loadBubble' }) as Promise<Answer<void> | undefined>;
  // A page's first message read loads Glossa's whole catalogue of words in one synchronous
  // call into the browser (about 4 ms): read now, while the bubble's file is on its way,
  // rather than once it has come, when the reader is waiting for it to run.
  api.i18n.getMessage('bubbleReloadPage');
  // The background answers once the file has run, by when the file has handed its controller
  // over: an answer that comes first (a failure, or a file that handed nothing over) is one.
  const failed = loaded.then((answer) => {
    throw new Error(answer && !answer.ok ? answer.error.message : 'The bubble could not be loaded.');
  });
  return bubbleArrives(failed);
});
