/**
 * Each service has its own API key: the background, as the service worker runs it, with a
 * recording fetch edge in front of every service. A key given for one service never goes
 * to another after a switch, and travels in the URL only to the live service.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { LIVE_SERVICE_BASE_URL } from '../../../../lib/shared/api';
import { startBackground, type Engines } from '../../../../lib/background/start';
import type { Answer } from '../../../../lib/shared/messages/answers';
import { openDatabase } from '../../../../lib/background/store/db';

const A = 'http://a.example/v4';
const B = 'https://b.example/v4';
const optionsPage = { fromExtensionPage: true };

interface Sent {
  host: string;
  url: string;
  headerKey?: string;
}

let sent: Sent[];
let background: Engines | undefined;

/** Every service answers 404 (no such word): a lookup then asks for suggestions too. */
const recordingFetch: typeof fetch = async (input, init) => {
  const url = String(input);
  sent.push({ host: new URL(url).host, url, headerKey: (init?.headers as Record<string, string> | undefined)?.api_key });
  return new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'no such word' }), { status: 404 });
};

async function start(settings: object, secrets: object) {
  await fakeBrowser.storage.sync.set({ settings });
  await fakeBrowser.storage.local.set({ secrets });
  background = await startBackground({ db: openDatabase(`service-keys-${Math.random()}`), fetch: recordingFetch });
  return background;
}

async function ask<T>(message: unknown): Promise<Answer<T>> {
  if (!background) throw new Error('the background is not started');
  return (await background.route(message, optionsPage)) as Answer<T>;
}

/** Every key the requests to `host` carried, in the URL or a header. */
function keysSentTo(host: string): string[] {
  return sent
    .filter((request) => request.host === host)
    .flatMap((request) => [new URL(request.url).searchParams.get('api_key'), request.headerKey])
    .filter((key): key is string => Boolean(key));
}

beforeEach(() => {
  fakeBrowser.reset();
  sent = [];
});
afterEach(async () => {
  await background?.stop();
  background = undefined;
  vi.unstubAllEnvs();
});

describe('API keys, one per service', () => {
  it('never sends a service’s key to the service configured after it', async () => {
    await start({ baseUrl: A }, {});
    expect((await ask({ type: 'setApiKey', apiKey: 'KEY-A' })).ok).toBe(true);
    await ask({ type: 'lookup', word: 'ruby' });
    expect(keysSentTo('a.example')).toContain('KEY-A');

    const switched = await ask<{ hasApiKey: boolean }>({ type: 'updateSettings', patch: { baseUrl: B } });
    expect(switched).toMatchObject({ ok: true, data: { hasApiKey: false } });
    await ask({ type: 'lookup', word: 'ruby' });
    expect(keysSentTo('b.example')).toEqual([]);
    expect(JSON.stringify(sent.filter((request) => request.host === 'b.example'))).not.toContain('KEY-A');

    // B gets its own key; going back to A finds A's.
    await ask({ type: 'setApiKey', apiKey: 'KEY-B' });
    await ask({ type: 'lookup', word: 'ruby' });
    expect(new Set(keysSentTo('b.example'))).toEqual(new Set(['KEY-B']));
    const back = await ask<{ hasApiKey: boolean }>({ type: 'updateSettings', patch: { baseUrl: A } });
    expect(back).toMatchObject({ ok: true, data: { hasApiKey: true } });
    await ask({ type: 'lookup', word: 'garnet' });
    expect(new Set(keysSentTo('a.example'))).toEqual(new Set(['KEY-A']));
  });

  it('moves the single key of earlier versions to the service configured then, and only there', async () => {
    await start({ baseUrl: A }, { apiKey: 'OLD-KEY' });
    await ask({ type: 'lookup', word: 'ruby' });
    expect(new Set(keysSentTo('a.example'))).toEqual(new Set(['OLD-KEY']));
    // Moved out of storage.local, which content scripts can read, into the background's own store.
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});

    await ask({ type: 'updateSettings', patch: { baseUrl: B } });
    await ask({ type: 'lookup', word: 'ruby' });
    expect(keysSentTo('b.example')).toEqual([]);
  });

  it('sends the key as a header to a service that is not the live one, and in the query to the live one', async () => {
    await start({ baseUrl: A }, { apiKeys: { [A]: 'KEY-A', [LIVE_SERVICE_BASE_URL]: 'KEY-LIVE' } });
    await ask({ type: 'lookup', word: 'ruby' });
    const toA = sent.filter((request) => request.host === 'a.example');
    expect(toA.length).toBeGreaterThan(0);
    for (const request of toA) {
      expect(request.headerKey).toBe('KEY-A');
      expect(request.url).not.toContain('api_key');
    }

    await ask({ type: 'updateSettings', patch: { baseUrl: LIVE_SERVICE_BASE_URL } });
    await ask({ type: 'lookup', word: 'ruby' });
    const toLive = sent.filter((request) => request.host === 'api.wordnik.com');
    expect(toLive.length).toBeGreaterThan(0);
    for (const request of toLive) expect(new URL(request.url).searchParams.get('api_key')).toBe('KEY-LIVE');
  });

  it('gives the build’s demo key (npm start) to the build’s service only', async () => {
    vi.stubEnv('WXT_GLOSSA_BASE_URL', A);
    vi.stubEnv('WXT_GLOSSA_API_KEY', 'DEMO-KEY');
    vi.resetModules();
    const built = await import('../../../../lib/background/start');
    await fakeBrowser.storage.sync.set({ settings: { baseUrl: B } });
    background = await built.startBackground({ db: openDatabase(`service-keys-${Math.random()}`), fetch: recordingFetch });
    await ask({ type: 'lookup', word: 'ruby' });
    expect(keysSentTo('b.example')).toEqual([]);
    await ask({ type: 'updateSettings', patch: { baseUrl: A } });
    await ask({ type: 'lookup', word: 'ruby' });
    expect(new Set(keysSentTo('a.example'))).toEqual(new Set(['DEMO-KEY']));
  });
});
