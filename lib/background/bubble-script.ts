/**
 * Puts the lookup bubble's code (lib/shared/content-files.ts BUBBLE_FILE and BUBBLE_VIEW_FILE)
 * into the frame of a page whose loader asks for it, on the frame's first lookup. The browser
 * hands the files to the frame's own script world at once: no page can fetch them, and a page's
 * first lookup does not wait for a web-accessible file's per-session redirect and load
 * (`BENCH_PRESS_MS=0 npm run bench:bubble` measures the difference).
 *
 * The controller's file is asked to run first and on its own: once it has run, the page asks
 * for its lookup, while the view's file (Preact and the bubble, most of the code) is still
 * being read. In one file, the lookup was asked only once all of it had been read (8 to 13 ms).
 * Glossa's words in the reader's language run just before the controller, in the same call
 * (modules/page-words.ts): the bubble then reads them with no call into the browser.
 */
import { browser } from 'wxt/browser';
import { BUBBLE_FILE, BUBBLE_VIEW_FILE, DEFAULT_LOCALE, pageWordsFile } from '../shared/content-files';

/** The catalogues the extension was built with (public/_locales; wxt.config.ts defines them). */
const CATALOGUES = (import.meta.env.GLOSSA_CATALOGUES as readonly string[] | undefined) ?? [DEFAULT_LOCALE];

/**
 * The catalogue the browser reads Glossa's words from for its UI language ("pt-BR"), chosen as
 * browsers choose it: the language with its region ("pt_BR"), then without ("pt"), then the default.
 */
export function catalogueFor(uiLanguage: string, catalogues: readonly string[]): string {
  const withRegion = uiLanguage.replace('-', '_');
  const language = withRegion.split('_')[0] ?? withRegion;
  return [withRegion, language].find((locale) => catalogues.includes(locale)) ?? DEFAULT_LOCALE;
}

export interface BubbleScript {
  /** Runs the bubble's files in frame `frameId` (0: the top page) of tab `tabId`; resolves once both have run there. */
  inject(tabId: number, frameId: number): Promise<void>;
}

export const bubbleScript: BubbleScript = {
  async inject(tabId, frameId) {
    const run = (files: string[]) =>
      browser.scripting.executeScript({
        target: { tabId, frameIds: [frameId] },
        // Built after WXT lists the extension's public files, so their paths are not among their types.
        files: files as never[],
        injectImmediately: true,
      });
    const words = pageWordsFile(catalogueFor(browser.i18n.getUILanguage(), CATALOGUES));
    await Promise.all([run([words, BUBBLE_FILE]), run([BUBBLE_VIEW_FILE])]);
  },
};
