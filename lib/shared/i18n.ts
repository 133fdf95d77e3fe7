/**
 * Glossa's words: `t(key, ...substitutions)` over the browser's i18n, whose catalogues are
 * public/_locales. `$1`…`$9` in a message are replaced by the substitutions.
 *
 * In a page, the lookup bubble reads them from the words the background put in its script
 * world with it (modules/page-words.ts): the browser's first message read there is a
 * synchronous call that loads the whole catalogue, while a reader waits for a first answer.
 *
 * The browser is the only source: it already falls back to the default locale (English)
 * for a key a translation lacks, in every context Glossa runs in (pages, the service
 * worker, content scripts). Bundling the English catalogue as a second fallback would
 * add all of it to every bundle, the lookup bubble's lazily loaded UI included (about 5 kB
 * gzipped, 40 % of that UI). Unit tests, outside the browser, stand in an English
 * `getMessage` (tests/support/english-messages.ts).
 */
import { browser } from 'wxt/browser';
import { PAGE_WORDS_GLOBAL } from './content-files';
// Only the keys' type: the catalogue itself stays out of the bundles.
import type english from '../../public/_locales/en/messages.json';

export type MessageKey = keyof typeof english;

/**
 * Messages once read, by key and substitutions: each read is a call into the browser, and a
 * bubble's render reads dozens (a sense's "Keep this sense" name among them). A page's language
 * cannot change while it is open. Emptied when it grows large, so it stays small.
 */
const readMessages = new Map<string, string>();
const READ_MESSAGES_KEPT = 1000;

/** The words put in this script world with the bubble, where it is in a page; else none. */
function pageWords(): Partial<Record<MessageKey, string>> | undefined {
  return (globalThis as { [PAGE_WORDS_GLOBAL]?: Partial<Record<MessageKey, string>> })[PAGE_WORDS_GLOBAL];
}

/** A message with `$1`…`$9` replaced as the browser replaces them (one it was not given, by nothing). */
function substituted(message: string, subs: readonly string[]): string {
  return message.replace(/\$([1-9])/g, (_whole, index: string) => subs[Number(index) - 1] ?? '');
}

/** A key with no message (a bug: the catalogue test checks every key) shows as itself. */
export function t(key: MessageKey, ...subs: (string | number)[]): string {
  const asked = subs.length ? `${key}\u0000${subs.join('\u0000')}` : key;
  const known = readMessages.get(asked);
  if (known !== undefined) return known;
  try {
    const put = pageWords()?.[key];
    // WXT types getMessage with the keys it copied from the catalogue: after adding a message,
    // `wxt prepare` (or a build) updates them, or tsc rejects the key here.
    const message = put !== undefined ? substituted(put, subs.map(String)) : browser.i18n.getMessage(key, subs.map(String));
    if (!message) return key;
    if (readMessages.size >= READ_MESSAGES_KEPT) readMessages.clear();
    readMessages.set(asked, message);
    return message;
  } catch {
    // A content script whose extension was reloaded or removed can read no messages.
    return key;
  }
}

/** The plural rules of the language Glossa's words are shown in (the browser's i18n has none). */
let plurals: Intl.PluralRules | undefined;
function pluralOf(count: number): Intl.LDMLPluralRule {
  try {
    plurals ??= new Intl.PluralRules(browser.i18n.getUILanguage());
  } catch {
    plurals ??= new Intl.PluralRules('en');
  }
  return plurals.select(count);
}

/**
 * A message about a number of things: `key_one` where the language's plural rules say "one"
 * (its own wording: "1 word", "Looked up once"), `key` otherwise.
 */
export function tCount(key: MessageKey, count: number, ...subs: (string | number)[]): string {
  if (pluralOf(count) !== 'one') return t(key, count, ...subs);
  const one = `${key}_one` as MessageKey;
  const worded = t(one, count, ...subs);
  // A key with no message answers itself: then the general wording serves.
  return worded === one ? t(key, count, ...subs) : worded;
}
