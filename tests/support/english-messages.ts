/**
 * A setup file for unit tests. They run outside the browser, whose i18n is Glossa's only
 * source of words (lib/shared/i18n.ts): this gives WXT's fake browser a `getMessage` over the
 * English catalogue that answers as browsers do, the message with `$1`…`$9` replaced by
 * the substitutions, or '' for a key with no message.
 */
import { fakeBrowser } from 'wxt/testing/fake-browser';
import english from '../../public/_locales/en/messages.json';

const catalogue: Record<string, { message: string }> = english;

function englishMessage(key: string, substitutions: string | (string | number)[] = []): string {
  const subs = typeof substitutions === 'string' ? [substitutions] : substitutions;
  // A substitution missing from the call stays visible as `$n` (browsers drop it), for the test to see.
  return (catalogue[key]?.message ?? '').replace(/\$([1-9])/g, (whole, index: string) => {
    const value = subs[Number(index) - 1];
    return value === undefined ? whole : String(value);
  });
}

fakeBrowser.i18n.getMessage = englishMessage;
