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

/**
 * The bubble's constructed style sheet, made once a page (the browser reads its rules as it is
 * made: a few milliseconds, which a page's first lookup spends while its answer is on the way);
 * undefined in a browser that cannot construct one.
 */
export function bubbleSheet(): CSSStyleSheet | undefined {
  try {
    if (!sheet) {
      const made = new CSSStyleSheet();
      made.replaceSync(css);
      sheet = made;
    }
    return sheet;
  } catch {
    return undefined;
  }
}

export function styleBubbleRoot(root: ShadowRoot): void {
  const made = bubbleSheet();
  try {
    if (!made) throw new Error('no constructed style sheets here');
    root.adoptedStyleSheets = [made];
  } catch {
    const style = root.ownerDocument.createElement('style');
    style.textContent = css;
    root.prepend(style);
  }
}
