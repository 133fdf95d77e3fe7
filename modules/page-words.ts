/**
 * Glossa's words for the lookup bubble in web pages: one plain script per catalogue of
 * public/_locales, holding its messages (the default catalogue's where a translation lacks
 * one), without the translators' descriptions. The background runs the reader's with the
 * bubble's controller (lib/background/bubble-script.ts), so the bubble reads its words with no
 * call into the browser: a page's first message read through the browser's i18n loads the
 * whole catalogue in one synchronous call, 5 to 13 ms of a first lookup on this machine.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DEFAULT_LOCALE, PAGE_WORDS_GLOBAL, pageWordsFile } from '../lib/shared/content-files';

type Catalogue = Record<string, { message: string }>;

const catalogueOf = (root: string, locale: string): Catalogue =>
  JSON.parse(readFileSync(resolve(root, 'public/_locales', locale, 'messages.json'), 'utf8')) as Catalogue;

/** The catalogues Glossa has, by their folders' names (`en`, `pt_BR`). */
export function catalogueLocales(root: string): string[] {
  return readdirSync(resolve(root, 'public/_locales'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** One catalogue's words as a script that leaves them in its script world, by key. */
export function pageWordsScript(catalogue: Catalogue, fallback: Catalogue): string {
  const words: Record<string, string> = {};
  for (const [key, { message }] of Object.entries({ ...fallback, ...catalogue })) words[key] = message;
  // Read as JSON, which V8 parses faster than the same object written as code (for these 30 kB,
  // 1.2 ms rather than 1.6 on this machine); a script world's globals are no page script's to read.
  return `globalThis.${PAGE_WORDS_GLOBAL}=JSON.parse(${JSON.stringify(JSON.stringify(words))});\n`;
}

/** Writes each catalogue's words script into the built extension at `outDir`; gives the files as paths in the extension. */
export function writePageWords(root: string, outDir: string): string[] {
  const fallback = catalogueOf(root, DEFAULT_LOCALE);
  return catalogueLocales(root).map((locale) => {
    const file = pageWordsFile(locale);
    const path = resolve(outDir, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, pageWordsScript(catalogueOf(root, locale), fallback));
    return file;
  });
}
