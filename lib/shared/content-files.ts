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
/**
 * Glossa's words for the bubble in a page, one file per catalogue of public/_locales (written by
 * modules/page-words.ts): the background runs the reader's with the bubble's controller, and
 * lib/shared/i18n.ts reads them from the script world's global `PAGE_WORDS_GLOBAL`, which no
 * page's own scripts see.
 */
export const pageWordsFile = (locale: string) => `content-scripts/words/${locale}.js`;
export const PAGE_WORDS_GLOBAL = 'glossaWords';
/** The catalogue whose words serve where the reader's language has none (the manifest's `default_locale`). */
export const DEFAULT_LOCALE = 'en';
