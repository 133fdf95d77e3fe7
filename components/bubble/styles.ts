/**
 * The bubble's style sheet, given to its closed shadow root by style-root.ts (where a page's
 * `style-src` policy does not apply to it). `:host` resets everything the page could
 * pass down; the wrapper inside is `position: fixed`, above everything.
 */
import { BODY_PX, BUBBLE_FONTS, HEADWORD_EM, SHEET_BODY_PX, SMALL_EM } from './typefaces';

export const css = `
:host { all: initial !important; display: contents !important; }
.wrap {
  position: fixed; z-index: 2147483647; box-sizing: border-box;
  width: min(360px, calc(100vw - 16px)); max-height: min(460px, calc(100vh - 16px)); overflow: auto;
  padding: 10px 12px 8px; border-radius: 10px;
  font: ${BODY_PX}px/1.45 ${BUBBLE_FONTS}; text-align: start;
  /* Each colour once, for light and dark: light-dark() follows color-scheme, which is the
     page's preference unless the options chose a theme (the .light / .dark class). */
  color-scheme: light dark;
  --bg: light-dark(#fff, #1f2227);
  color: light-dark(#1d1f23, #e6e8ec); background: var(--bg); border: 1px solid light-dark(#c9ccd3, #3b3f47);
  box-shadow: 0 6px 24px rgba(0,0,0,.18), 0 1px 3px rgba(0,0,0,.12);
  --muted: light-dark(#555b66, #a7adb8); --accent: light-dark(#1a55c4, #8ab4ff); --chip: light-dark(#eef1f6, #2c3038);
  --stale: light-dark(#8a5a00, #f0c060); --error: light-dark(#b3261e, #ff8a80);
}
/* In an extension page (the popup's look-up) the bubble is part of the page's flow. */
.wrap.inline { position: static; width: auto; max-height: none; overflow: visible; box-shadow: none; margin: 6px 0; }
/* The new list's form in its frame (entrypoints/new-list/): only the form, on the bubble's
   own background, with room around it for the focus ring, which the frame takes back. */
.wrap.frame { position: static; width: auto; max-height: none; overflow: visible; padding: 3px; border: 0; border-radius: 0; box-shadow: none; background: transparent; }
.wrap.light { color-scheme: light; }
.wrap.dark { color-scheme: dark; }
.wrap:focus { outline: none; }
.wrap *, .wrap *::before, .wrap *::after { box-sizing: border-box; }
.head { display: flex; align-items: flex-start; gap: 6px; }
.head-main { flex: 1 1 auto; min-width: 0; display: flex; align-items: center; gap: 6px; flex-wrap: wrap; }
/* Three sizes (the body, the headword, the small print) and three faces (regular, italic, and
   one bold weight for the headword, a kept sense and a definition's own bold): each a page has
   not drawn yet is found by the system before the bubble's first layout can finish, unless
   it was readied (typefaces.ts). */
strong { font-weight: 600; }
.word { margin: 0; font-size: ${HEADWORD_EM}em; font-weight: 600; line-height: 1.2; overflow-wrap: anywhere; }
.pron { color: var(--muted); }
.synth { font-size: ${SMALL_EM}em; color: var(--muted); }
.close { flex: none; margin-inline-start: auto; }
button { font: inherit; color: inherit; cursor: pointer; }
button:focus-visible, a:focus-visible, input:focus-visible { outline: 2px solid var(--accent); outline-offset: 1px; }
.icon { min-width: 28px; min-height: 28px; border: 0; border-radius: 6px; background: transparent; padding: 0 4px; }
.icon:hover { background: var(--chip); }
h3 { margin: 8px 0 2px; font-size: ${SMALL_EM}em; font-style: italic; font-weight: normal; color: var(--muted); }
ol { margin: 0; padding-inline-start: 1.3em; }
li { margin: 2px 0; }
.attr { display: block; margin: .2em 0 0; font-size: ${SMALL_EM}em; color: var(--muted); }
a { color: var(--accent); }
.note { margin: 6px 0; color: var(--muted); }
.error { color: var(--error); }
.stale { color: var(--stale); }
.label { color: var(--muted); }
.form { margin: 2px 0 0; color: var(--muted); font-size: ${SMALL_EM}em; }
/* A sense's own example and synonyms sit under it, quieter than the sense. */
li .usage { color: var(--muted); font-style: italic; }
li .example { display: block; margin: 1px 0; color: var(--muted); font-style: italic; quotes: "“" "”"; }
li .synonyms { display: flex; flex-wrap: wrap; gap: 3px; margin: 2px 0 4px; }
li .chip { font-size: ${SMALL_EM}em; }
/* The same sense in another dictionary's words: a quiet line of the sense, not a sense of its own. */
li .restated { display: block; margin: 1px 0 2px; color: var(--muted); font-size: ${SMALL_EM}em; }
.restated-source { border: 0; padding: 0; margin: 0; background: none; color: inherit; font: inherit; font-style: italic; cursor: pointer; }
.restated-source:hover { text-decoration: underline; }
/* Folded to two lines (a click unfolds it): Webster's 1913 can say in five what the sense above says in one. */
li .restated.folded { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; line-clamp: 2; overflow: hidden; cursor: pointer; }
/* Two senses offered as equals where the sentence leaves it open: set apart from the groups below, each with its part of speech. */
.either { margin: 4px 0 6px; padding: 2px 8px 4px; border-inline-start: 2px solid var(--muted); }
.either-note { margin: 2px 0; font-size: ${SMALL_EM}em; font-style: italic; color: var(--muted); }
.either ul { margin: 0; padding: 0; list-style: none; }
.either .or { margin: 0; color: var(--muted); font-size: ${SMALL_EM}em; font-style: italic; }
.sense-pos { color: var(--muted); font-style: italic; font-size: ${SMALL_EM}em; }
.more-senses { border: 0; padding: 0; margin: 1px 0 0 1.3em; background: none; color: var(--accent); font-size: ${SMALL_EM}em; }
.more-senses:hover { text-decoration: underline; }
/* "Keep this sense": small and quiet after each sense; the sense kept is marked at its start edge (the right one in RTL). */
.keep-sense { display: inline-block; border: 0; padding: 0 2px; margin: 0; white-space: nowrap; background: none; color: var(--muted); font-size: ${SMALL_EM}em; border-radius: 4px; }
.keep-sense:hover { color: var(--accent); text-decoration: underline; }
.keep-sense[aria-pressed="true"] { color: var(--accent); font-weight: 600; }
li.kept-sense { border-inline-start: 2px solid var(--accent); padding-inline-start: 5px; margin-inline-start: -7px; background: color-mix(in srgb, var(--accent) 8%, transparent); }
.suggestions { margin: 6px 0; display: flex; flex-wrap: wrap; gap: 4px; align-items: center; }
.chip { border: 0; border-radius: 999px; background: var(--chip); padding: 1px 9px; }
.chip:hover { text-decoration: underline; }
.word-link { border: 0; padding: 0; background: none; color: var(--accent); text-decoration: underline; }
/* A long entry scrolls inside the bubble; its actions stay in sight at the bottom edge. */
.actions { display: flex; gap: 6px; margin: 8px 0 2px; position: sticky; bottom: -8px; padding: 6px 0; background: var(--bg); }
.actions button, .new-list button { border: 1px solid var(--muted); border-radius: 6px; background: transparent; padding: 2px 10px; }
.lists { display: flex; flex-wrap: wrap; gap: 4px; margin: 6px 0; }
.new-list { display: flex; gap: 4px; width: 100%; }
.new-list input { flex: 1; min-width: 0; font: inherit; color: inherit; background: transparent; border: 1px solid var(--muted); border-radius: 6px; padding: 2px 6px; }
.new-list-form { width: 100%; }
.new-list-form .note { margin: 4px 0 0; }
.new-list-frame { display: block; width: calc(100% + 6px); margin: -3px; border: 0; padding: 0; background: transparent; }
.new-list-frame[hidden] { display: none; }
.credit { margin: 8px 0 0; font-size: ${SMALL_EM}em; color: var(--muted); }
/* On a phone, a sheet from the bottom edge: full width, rounded at the top, a grip to swipe it
   down by, every control at least 44 pixels, clear of the system's bars (safe-area insets). */
.wrap.sheet {
  left: 0; right: 0; bottom: 0; top: auto; width: 100%; max-height: 70vh; overscroll-behavior: contain;
  padding: 0 max(16px, env(safe-area-inset-right)) calc(12px + env(safe-area-inset-bottom)) max(16px, env(safe-area-inset-left));
  border-width: 1px 0 0; border-radius: 16px 16px 0 0; font-size: ${SHEET_BODY_PX}px;
  box-shadow: 0 -2px 20px rgba(0,0,0,.22); transition: transform .18s ease-out;
}
.sheet .grip { position: sticky; top: 0; z-index: 1; display: flex; justify-content: center; align-items: center; height: 22px; margin: 0 -16px; background: var(--bg); touch-action: none; }
.sheet .grip::before { content: ""; width: 36px; height: 4px; border-radius: 2px; background: var(--muted); opacity: .45; }
.sheet .head { touch-action: none; }
/* Read with a finger (the sheet, or the popup's answer on a touch screen): every control at least 44 pixels. */
.finger button, .finger .new-list-frame { min-height: 44px; }
.finger button { min-width: 44px; }
.finger .icon { min-width: 44px; min-height: 44px; }
.finger .more-senses, .finger .chip, .finger .word-link { display: inline-flex; align-items: center; vertical-align: middle; }
.finger .more-senses { margin-block: 0; }
/* "Keep this sense" after a sense's last word: tall enough to tap, reaching into the lines
   around it rather than spacing them apart. */
.finger .keep-sense { display: inline-flex; align-items: center; vertical-align: middle; margin-block: -12px; }
.finger a { display: inline-block; min-height: 44px; padding-block: 12px; line-height: 1.3; }
/* A source's link under the senses starts below the reach of the last sense's "Keep this sense". */
.finger .attr { margin-top: 12px; }
.sheet .actions { flex-wrap: wrap; gap: 8px; bottom: calc(-12px - env(safe-area-inset-bottom)); padding: 8px 0; }
.sheet .actions button { flex: 1 1 auto; border-radius: 10px; padding: 0 16px; }
`;
