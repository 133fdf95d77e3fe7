/** One gate for every request: after a 429, the gateway sends nothing until the reset. */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLookupCache } from '../../../../lib/background/cache/lookup-cache';
import { createBudgetWatcher } from '../../../../lib/background/rate/budget';
import { createGateway } from '../../../../lib/background/gateway/gateway';
import { DEFAULT_SETTINGS } from '../../../../lib/shared/settings/settings';
import { openDatabase } from '../../../../lib/background/store/db';

// One clock for the client's snapshots and the gate: Date alone is faked, timers run.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse('2026-11-22T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function setup() {
  const sent: string[] = [];
  const budget = createBudgetWatcher();
  const cache = createLookupCache(openDatabase(`connection-${Math.random()}`), { ttlMs: 60_000 });
  const gateway = createGateway({
    budget,
    cache,
    fetch: async (input) => {
      sent.push(String(input));
      return new Response(JSON.stringify({ message: 'slow down' }), {
        status: 429,
        headers: { 'ratelimit-reset': '30', 'x-ratelimit-remaining-minute': '0', 'x-ratelimit-limit-minute': '5' },
      });
    },
  });
  gateway.use({ ...DEFAULT_SETTINGS, baseUrl: 'http://127.0.0.1:9/v4' }, { apiKey: 'KEY' });
  return { gateway, sent, advance: (ms: number) => vi.setSystemTime(Date.now() + ms) };
}

describe('the connection', () => {
  it('sends nothing into a 429 until its reset, by method, by request() and by call()', async () => {
    const { gateway, sent, advance } = setup();
    await expect(gateway.client().getDefinitions({ word: 'dog' })).rejects.toMatchObject({ kind: 'rate-limited', status: 429 });
    expect(sent).toHaveLength(1);

    await expect(gateway.client().getWord({ word: 'cat' })).rejects.toMatchObject({ kind: 'rate-limited', status: undefined });
    await expect(gateway.client('background').request('getWordListsForLoggedInUser', {})).rejects.toMatchObject({ kind: 'rate-limited' });
    await expect(gateway.call('getTopExample', { word: 'cat' })).rejects.toMatchObject({ kind: 'rate-limited' });
    expect(sent).toHaveLength(1);

    advance(31_000);
    await expect(gateway.client().getWord({ word: 'cat' })).rejects.toMatchObject({ status: 429 });
    expect(sent).toHaveLength(2);
  });

  it('uses the API key it is given, and only an auth token for this service', async () => {
    const { gateway } = setup();
    gateway.use(
      { ...DEFAULT_SETTINGS, baseUrl: 'http://a.example/v4' },
      {
        apiKey: 'KEY',
        session: { baseUrl: 'http://b.example/v4', username: 'ann', token: 'T' },
      },
    );
    expect(gateway.current().session).toBeUndefined();
    expect(gateway.current().service).toEqual({ baseUrl: 'http://a.example/v4', apiKey: 'KEY' });
  });
});
