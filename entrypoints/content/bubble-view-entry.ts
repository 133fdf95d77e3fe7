/**
 * The lookup bubble's view's file (built by modules/content-scripts.ts as one plain script,
 * lib/shared/content-files.ts BUBBLE_VIEW_FILE): Preact, the shared bubble and its style sheet.
 * The background runs it in a page's frame after the controller's file (bubble-entry.ts), and it
 * leaves the view for the controller there (bubble-handle.ts).
 */
import { leaveView } from './bubble-handle';
import * as view from './bubble-view';

leaveView(view);
