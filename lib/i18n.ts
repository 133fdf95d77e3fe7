/**
 * The views' strings: `t(key, ...substitutions)` over the browser's i18n, with the English
 * catalogue as the fallback (unit tests, or a key missing from a translation). `$1`…`$9` in
 * a message are replaced by the substitutions, as browsers do.
 */
import english from '../public/_locales/en/messages.json';

export type MessageKey = keyof typeof english;

const catalogue: Record<string, { message: string }> = english;

function substitute(message: string, subs: readonly (string | number)[]): string {
  return message.replace(/\$(\d)/g, (whole, index: string) => {
    const value = subs[Number(index) - 1];
    return value === undefined ? whole : String(value);
  });
}

function fromBrowser(key: string, subs: string[]): string {
  try {
    const i18n = (globalThis as { chrome?: { i18n?: { getMessage?: (key: string, subs?: string[]) => string } } }).chrome?.i18n;
    return i18n?.getMessage?.(key, subs) ?? '';
  } catch {
    return '';
  }
}

export function t(key: MessageKey, ...subs: (string | number)[]): string {
  const asText = subs.map(String);
  return fromBrowser(key, asText) || substitute(catalogue[key]?.message ?? key, asText);
}
