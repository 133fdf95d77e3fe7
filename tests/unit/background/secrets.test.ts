/**
 * The secrets and the addresses Glossa sends data to, where only the background reads them:
 * its private store in the extension's IndexedDB, never `storage.local` or `storage.sync`
 * (which content scripts can read and write). Earlier versions' secrets move there without
 * signing the reader out; what a content script writes to the old places is never used.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { openPrivateStore, type PrivateStore } from '../../../lib/background/private-store';
import { apiKeyFor, createSecrets } from '../../../lib/background/secrets';
import { createSettingsStore } from '../../../lib/background/settings-store';
import { readSettings, updateSettings } from '../../../lib/shared/settings/settings';

let store: PrivateStore;
const secretsOver = (baseUrl = 'http://a.example/v4') => createSecrets(store, { currentBaseUrl: async () => baseUrl });
/** Everything a content script could read: both storage areas, as one text. */
const readableByPages = async () => JSON.stringify([await fakeBrowser.storage.local.get(null), await fakeBrowser.storage.sync.get(null)]);

beforeEach(() => {
  fakeBrowser.reset();
  store = openPrivateStore(`secrets-test-${Math.random()}`);
});
afterEach(() => store.close());

describe('the secrets', () => {
  it('are kept out of both storage areas', async () => {
    const secrets = secretsOver();
    await secrets.writeApiKey('http://x/v4/', 'KEY');
    await secrets.writeSession({ baseUrl: 'http://x/v4', username: 'ann', token: 'TOKEN' });
    expect(await readableByPages()).not.toMatch(/KEY|TOKEN/);
    expect(await secrets.read()).toMatchObject({ apiKeys: { 'http://x/v4': 'KEY' }, session: { token: 'TOKEN' } });
    await secrets.writeSession(undefined);
    expect((await secrets.read()).session).toBeUndefined();
    expect((await secrets.read()).apiKeys).toEqual({ 'http://x/v4': 'KEY' });
  });

  it('keep one API key per service: setting or removing one leaves the others', async () => {
    const keys = secretsOver();
    await keys.writeApiKey('http://a.example/v4', 'KEY-A');
    await keys.writeApiKey('https://B.example/v4/', 'KEY-B');
    let secrets = await keys.read();
    expect(apiKeyFor(secrets, 'http://a.example/v4/')).toBe('KEY-A');
    expect(apiKeyFor(secrets, 'https://b.example/v4')).toBe('KEY-B');
    // Another scheme or path is another service.
    expect(apiKeyFor(secrets, 'https://a.example/v4')).toBeUndefined();
    expect(apiKeyFor(secrets, 'http://a.example/v5')).toBeUndefined();
    await keys.writeApiKey('http://a.example/v4', undefined);
    secrets = await keys.read();
    expect(apiKeyFor(secrets, 'http://a.example/v4')).toBeUndefined();
    expect(apiKeyFor(secrets, 'https://b.example/v4')).toBe('KEY-B');
  });

  it('of an earlier version move out of storage.local on the first start, the reader still signed in', async () => {
    const session = { baseUrl: 'http://a.example/v4', username: 'ann', token: 'TOKEN' };
    await fakeBrowser.storage.local.set({ secrets: { apiKey: 'OLD-KEY', session }, secrets$: { v: 1 } });
    const secrets = secretsOver('http://a.example/v4');
    expect(await secrets.read()).toEqual({ apiKeys: { 'http://a.example/v4': 'OLD-KEY' }, session });
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });

  it('are never taken from storage.local once moved: a sign-in planted there is removed unread', async () => {
    await secretsOver().read();
    await fakeBrowser.storage.local.set({
      secrets: { session: { baseUrl: 'http://a.example/v4', username: 'mallory', token: 'PLANTED' } },
    });
    const afterRestart = secretsOver();
    expect((await afterRestart.read()).session).toBeUndefined();
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });

  it('tell their watchers of each change', async () => {
    const secrets = secretsOver();
    let heard = 0;
    const stop = secrets.watch(() => heard++);
    await secrets.writeApiKey('http://a.example/v4', 'KEY');
    await secrets.writeSession(undefined);
    stop();
    await secrets.writeApiKey('http://a.example/v4', 'OTHER');
    expect(heard).toBe(2);
  });
});

describe('the addresses data is sent to', () => {
  it('keep those the reader had set before this version', async () => {
    await updateSettings({ baseUrl: 'http://mine.example/v4', ankiConnectUrl: 'http://127.0.0.1:9999' });
    const settings = createSettingsStore(store, {
      onError: (error) => {
        throw error;
      },
    });
    expect(await settings.read()).toMatchObject({ baseUrl: 'http://mine.example/v4', ankiConnectUrl: 'http://127.0.0.1:9999' });
  });

  it('change through the background only: a change written to storage.sync is undone and never used', async () => {
    const settings = createSettingsStore(store, {
      onError: (error) => {
        throw error;
      },
    });
    await settings.update({ baseUrl: 'http://mine.example/v4', theme: 'dark' });
    const seen: string[] = [];
    const stop = settings.watch((next) => seen.push(`${next.baseUrl} ${next.ankiConnectUrl} ${next.theme}`));

    // What a content script's world can do: write the settings directly.
    const tampered = { ...(await readSettings()), ankiConnectUrl: 'http://elsewhere.example:8765', baseUrl: 'http://elsewhere.example/v4' };
    await fakeBrowser.storage.sync.set({ settings: tampered });
    await expect.poll(readSettings).toMatchObject({ baseUrl: 'http://mine.example/v4', ankiConnectUrl: 'http://127.0.0.1:8765' });
    expect(await settings.read()).toMatchObject({ baseUrl: 'http://mine.example/v4', ankiConnectUrl: 'http://127.0.0.1:8765' });

    // Other settings written there are the page code's to read, and followed as before.
    await fakeBrowser.storage.sync.set({ settings: { ...(await readSettings()), theme: 'light' } });
    await expect.poll(() => seen.at(-1)).toBe('http://mine.example/v4 http://127.0.0.1:8765 light');
    expect(seen.join('\n')).not.toContain('elsewhere');
    stop();
  });
});
