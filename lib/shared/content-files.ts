/**
 * Where the code that runs in web pages is, in the built extension (written by
 * modules/content-scripts.ts). Each is one plain script with no imports of its own.
 */
export const LOADER_FILE = 'content-scripts/content.js';
/**
 * The lookup bubble, in two files: its controller, and its view (Preact and the shared
 * bubble), the larger, which a page reads while its first lookup is on its way. In no manifest
 * and not web-accessible, so no page can load them or learn from them that Glossa is
 * installed. The background injects them into the frame whose loader asks, on that frame's
 * first lookup (lib/background/bubble-script.ts).
 */
export const BUBBLE_FILE = 'content-scripts/bubble.js';
export const BUBBLE_VIEW_FILE = 'content-scripts/bubble-view.js';
/**
 * The marker of the reader's words (which draws its marks itself): in no manifest, registered by the background
 * only while there is something to mark (lib/background/marks/mark-scripts.ts).
 */
export const MARKER_FILE = 'content-scripts/marks.js';
