/** Settings: typed, validated field by field, in storage.sync (the secrets are kept apart: tests/unit/background/secrets.test.ts). */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { LIVE_SERVICE_BASE_URL } from '../../../../lib/shared/api';
import { DEFAULT_SETTINGS, readSettings, updateSettings } from '../../../../lib/shared/settings/settings';

beforeEach(() => fakeBrowser.reset());

describe('settings', () => {
  it('default to the live service, double-click, a day of cache', async () => {
    expect(await readSettings()).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({
      baseUrl: LIVE_SERVICE_BASE_URL,
      lookupTrigger: 'double-click',
      cacheHours: 24,
      theme: 'system',
    });
  });

  it('are saved in storage.sync, checked strictly when changed', async () => {
    await updateSettings({ baseUrl: 'http://127.0.0.1:8787/v4/', excludedSites: ['*.Example.org'], cacheHours: 0 });
    const stored = (await fakeBrowser.storage.sync.get('settings')).settings as Record<string, unknown>;
    expect(stored).toMatchObject({ baseUrl: 'http://127.0.0.1:8787/v4', excludedSites: ['example.org'], cacheHours: 0 });
    await expect(updateSettings({ cacheHours: 99999 })).rejects.toThrow();
    await expect(updateSettings({ baseUrl: 'ftp://x' } as never)).rejects.toThrow();
    expect((await readSettings()).cacheHours).toBe(0);
  });

  it('fall back field by field when what is stored does not fit', async () => {
    await fakeBrowser.storage.sync.set({ settings: { baseUrl: 42, theme: 'dark', sourceDictionaries: ['nonsense'] } });
    const settings = await readSettings();
    expect(settings.theme).toBe('dark');
    expect(settings.baseUrl).toBe(DEFAULT_SETTINGS.baseUrl);
    expect(settings.sourceDictionaries).toEqual(DEFAULT_SETTINGS.sourceDictionaries);
  });
});
