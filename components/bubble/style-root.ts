/**
 * Gives a shadow root the bubble's style sheet, for the bubble at a word in a page and for
 * the popup's answer alike.
 *
 * A constructed sheet, made once and adopted by every root, is the first choice: a page's
 * Content-Security-Policy cannot block it, where Chromium would block a `<style>` element a
 * content script adds to a page that forbids inline styles. Firefox does not let a content
 * script set `adoptedStyleSheets` (its page objects are seen through Xray wrappers, which
 * refuse that property: "Accessing from Xray wrapper is not supported"), so there the root
 * gets a `<style>` element instead, which Firefox exempts from the page's policy because an
 * extension's content script added it. The sheet is the bubble's own text, never a page's.
 */
import { css } from './styles';

let sheet: CSSStyleSheet | undefined;

export function styleBubbleRoot(root: ShadowRoot): void {
  try {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    }
    root.adoptedStyleSheets = [sheet];
  } catch {
    const style = root.ownerDocument.createElement('style');
    style.textContent = css;
    root.prepend(style);
  }
}
