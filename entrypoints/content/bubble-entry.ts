/**
 * The lookup bubble's controller's file (built by modules/content-scripts.ts as one plain
 * script, lib/shared/content-files.ts BUBBLE_FILE). The background runs it in a page's frame on
 * the frame's first lookup, before the view's file (bubble-view-entry.ts), and it leaves the
 * controller's maker for the loader there (bubble-handle.ts): the lookup is asked for while the
 * view's file is still being read.
 */
import { leaveBubble } from './bubble-handle';
import { createBubbleUi } from './bubble-ui';

leaveBubble(createBubbleUi);
