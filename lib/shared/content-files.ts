/**
 * Where the code that runs in web pages is, in the built extension: written by
 * modules/content-scripts.ts, imported at run time by the loader and the bubble's controller
 * at their per-session URLs (runtime.getURL). Each is one file with no imports of its own:
 * a relative import from a web-accessible module resolves against the extension's fixed
 * address, which a resource with a per-session URL does not answer.
 */
export const LOADER_FILE = 'content-scripts/content.js';
export const BUBBLE_UI_DIR = 'content-scripts/ui';
/**
 * The bubble's controller: imported by the loader on the first lookup. The loader writes this
 * path out itself (a constant costs it bytes on every page); a test holds the two together.
 */
export const BUBBLE_UI_FILE = `${BUBBLE_UI_DIR}/ui.js`;
/** The bubble's view (Preact and its components): imported by the controller with the first lookup (which writes the path out; a test holds the two together). */
export const BUBBLE_VIEW_FILE = `${BUBBLE_UI_DIR}/view.js`;
/**
 * The marker of the reader's words (which draws its marks itself): in no manifest, registered by the background
 * only while there is something to mark (lib/background/marks/mark-scripts.ts).
 */
export const MARKER_FILE = 'content-scripts/marks.js';
