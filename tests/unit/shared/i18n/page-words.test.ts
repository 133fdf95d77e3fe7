/**
 * Glossa's words in a page come with the bubble (modules/page-words.ts), so its first render
 * reads them with no synchronous call into the browser: the script each catalogue is built
 * into, the catalogue the background chooses for the browser's language, and `t` reading them.
 */
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { catalogueFor } from '../../../../lib/background/bubble-script';
import { PAGE_WORDS_GLOBAL } from '../../../../lib/shared/content-files';
import { catalogueLocales, pageWordsScript } from '../../../../modules/page-words';
import english from '../../../../public/_locales/en/messages.json';

const catalogue: Record<string, { message: string; description?: string }> = english;

describe("a catalogue's page script", () => {
  it('leaves every message of the catalogue in its script world, by key, and no description', () => {
    const world: Record<string, unknown> = {};
    runInNewContext(pageWordsScript(catalogue, catalogue), { globalThis: world });
    const words = world[PAGE_WORDS_GLOBAL] as Record<string, string>;
    expect(Object.keys(words)).toHaveLength(Object.keys(catalogue).length);
    expect(words.extName).toBe(catalogue.extName?.message);
    expect(JSON.stringify(words)).not.toContain(String(catalogue.extName?.description));
  });

  it("gives the default catalogue's message where a translation lacks one", () => {
    const world: Record<string, unknown> = {};
    const partial = { extName: { message: 'Glossa (pt)' } };
    runInNewContext(pageWordsScript(partial, catalogue), { globalThis: world });
    const words = world[PAGE_WORDS_GLOBAL] as Record<string, string>;
    expect(words.extName).toBe('Glossa (pt)');
    expect(words.extDescription).toBe(catalogue.extDescription?.message);
  });

  it('is built for each catalogue Glossa has', () => {
    expect(catalogueLocales(process.cwd())).toContain('en');
  });
});

describe('the catalogue chosen for the browser’s language', () => {
  const catalogues = ['en', 'pt', 'pt_BR', 'zh_CN'];
  it.each([
    ['pt-BR', 'pt_BR'],
    ['pt-PT', 'pt'],
    ['zh-CN', 'zh_CN'],
    ['zh-TW', 'en'],
    ['de', 'en'],
    ['en-GB', 'en'],
  ])('%s reads %s', (language, chosen) => {
    expect(catalogueFor(language, catalogues)).toBe(chosen);
  });
});

describe('t in a page with the words put there', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, PAGE_WORDS_GLOBAL);
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('reads them, with their substitutions, and asks the browser for none', async () => {
    (globalThis as Record<string, unknown>)[PAGE_WORDS_GLOBAL] = { extName: 'Glossa', wordCount: '$1 Wörter' };
    const asked = vi.spyOn(fakeBrowser.i18n, 'getMessage');
    vi.resetModules();
    const { t } = await import('../../../../lib/shared/i18n');
    expect(t('wordCount', 3)).toBe('3 Wörter');
    expect(t('extName')).toBe('Glossa');
    expect(asked).not.toHaveBeenCalled();
  });

  it('asks the browser for a word the page was not given', async () => {
    (globalThis as Record<string, unknown>)[PAGE_WORDS_GLOBAL] = { extName: 'Glossa' };
    const asked = vi.spyOn(fakeBrowser.i18n, 'getMessage');
    vi.resetModules();
    const { t } = await import('../../../../lib/shared/i18n');
    expect(t('extDescription')).toBe(catalogue.extDescription?.message);
    expect(asked).toHaveBeenCalledOnce();
  });
});
