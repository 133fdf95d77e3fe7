/**
 * The lookup bubble's file (built by modules/content-scripts.ts as one plain script,
 * lib/shared/content-files.ts BUBBLE_FILE): its controller and, in the same file, its view.
 * The background runs it in a page's frame on the frame's first lookup, and it leaves the
 * controller for the loader there (bubble-handle.ts).
 */
import { leaveBubble } from './bubble-handle';
import { createBubbleUi } from './bubble-ui';
import * as view from './bubble-view';

leaveBubble(createBubbleUi(() => Promise.resolve(view)));
