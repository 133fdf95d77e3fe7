/** Settings: typed, validated field by field, secrets kept apart in storage.local. */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { LIVE_SERVICE_BASE_URL } from '../../../../lib/shared/api';
import { apiKeyFor, readSecrets, writeApiKey, writeSession } from '../../../../lib/background/secrets';
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

  it('never put secrets in storage.sync', async () => {
    await writeApiKey('http://x/v4/', 'KEY');
    await writeSession({ baseUrl: 'http://x/v4', username: 'ann', token: 'TOKEN' });
    expect(JSON.stringify(await fakeBrowser.storage.sync.get(null))).not.toMatch(/KEY|TOKEN/);
    expect(await readSecrets()).toMatchObject({ apiKeys: { 'http://x/v4': 'KEY' }, session: { token: 'TOKEN' } });
    await writeSession(undefined);
    expect((await readSecrets()).session).toBeUndefined();
    expect((await readSecrets()).apiKeys).toEqual({ 'http://x/v4': 'KEY' });
  });

  it('keep one API key per service: setting or removing one leaves the others', async () => {
    await writeApiKey('http://a.example/v4', 'KEY-A');
    await writeApiKey('https://B.example/v4/', 'KEY-B');
    let secrets = await readSecrets();
    expect(apiKeyFor(secrets, 'http://a.example/v4/')).toBe('KEY-A');
    expect(apiKeyFor(secrets, 'https://b.example/v4')).toBe('KEY-B');
    // Another scheme or path is another service.
    expect(apiKeyFor(secrets, 'https://a.example/v4')).toBeUndefined();
    expect(apiKeyFor(secrets, 'http://a.example/v5')).toBeUndefined();
    await writeApiKey('http://a.example/v4', undefined);
    secrets = await readSecrets();
    expect(apiKeyFor(secrets, 'http://a.example/v4')).toBeUndefined();
    expect(apiKeyFor(secrets, 'https://b.example/v4')).toBe('KEY-B');
  });
});
