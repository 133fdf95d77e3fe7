/**
 * Signing in: A2 (the password in the body) first; A1 (the password in the URL) only when
 * the service says it does not take the POST form (405/415), never after a failure that
 * says nothing about the form. Through the real client, with a recording fetch edge.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccount } from '../../../../lib/background/account/account';
import { createLookupCache } from '../../../../lib/background/cache/lookup-cache';
import { createGateway } from '../../../../lib/background/gateway/gateway';
import { createBudgetWatcher } from '../../../../lib/background/rate/budget';
import { DEFAULT_SETTINGS } from '../../../../lib/shared/settings/settings';
import type { SignIn } from '../../../../lib/background/secrets';
import { openDatabase } from '../../../../lib/background/store/db';

const BASE_URL = 'http://glossa.example/v4';
const PASSWORD = 'correct horse battery staple';

type A2Outcome = number | 'timeout' | 'network';

function setup(a2: A2Outcome) {
  const sent: { method: string; url: string }[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const method = init?.method ?? 'GET';
    sent.push({ method, url: String(input) });
    const token = () => new Response(JSON.stringify({ token: 'TOKEN', userId: 7, userSignature: 'ann' }), { status: 200 });
    if (method === 'GET') return Promise.resolve(token());
    if (a2 === 'network') return Promise.reject(new TypeError('fetch failed'));
    if (a2 === 'timeout') {
      return new Promise((_, fail) => init?.signal?.addEventListener('abort', () => fail(init.signal?.reason)));
    }
    return Promise.resolve(a2 === 200 ? token() : new Response(JSON.stringify({ message: `status ${a2}` }), { status: a2 }));
  };
  const gateway = createGateway({
    budget: createBudgetWatcher(),
    cache: createLookupCache(openDatabase(`sign-in-${Math.random()}`), { ttlMs: 60_000 }),
    fetch,
  });
  gateway.use({ ...DEFAULT_SETTINGS, baseUrl: BASE_URL }, { apiKey: 'KEY' });
  let stored: SignIn | undefined;
  const account = createAccount(gateway, { read: async () => stored, write: async (next) => void (stored = next) });
  const passwordInUrl = () =>
    sent.some((request) => request.url.includes(encodeURIComponent(PASSWORD)) || request.url.includes('password='));
  return { account, sent, passwordInUrl, stored: () => stored };
}

afterEach(() => vi.useRealTimers());

describe('signing in', () => {
  it.each([405, 415])('tries A1 after A2 answers %i (the service does not take the POST form)', async (status) => {
    const { account, sent, stored } = setup(status);
    await expect(account.signIn('ann', PASSWORD)).resolves.toMatchObject({ signedIn: true, username: 'ann' });
    expect(sent.map((request) => request.method)).toEqual(['POST', 'GET']);
    expect(stored()?.token).toBe('TOKEN');
  });

  it.each([500, 502, 503, 400, 401, 403, 404, 429])('does not put the password in a URL after A2 answers %i', async (status) => {
    const { account, sent, passwordInUrl } = setup(status);
    await expect(account.signIn('ann', PASSWORD)).rejects.toMatchObject({ status });
    expect(sent.map((request) => request.method)).toEqual(['POST']);
    expect(passwordInUrl()).toBe(false);
  });

  it('does not put the password in a URL after A2 fails on the network', async () => {
    const { account, sent, passwordInUrl } = setup('network');
    await expect(account.signIn('ann', PASSWORD)).rejects.toMatchObject({ kind: 'network' });
    expect(sent.map((request) => request.method)).toEqual(['POST']);
    expect(passwordInUrl()).toBe(false);
  });

  it('does not put the password in a URL after A2 times out', async () => {
    vi.useFakeTimers();
    const { account, sent, passwordInUrl } = setup('timeout');
    const signingIn = account.signIn('ann', PASSWORD);
    const outcome = expect(signingIn).rejects.toMatchObject({ kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(16_000);
    await outcome;
    expect(sent.map((request) => request.method)).toEqual(['POST']);
    expect(passwordInUrl()).toBe(false);
  });

  it('signs in with A2 alone when it answers', async () => {
    const { account, sent, passwordInUrl } = setup(200);
    await expect(account.signIn('ann', PASSWORD)).resolves.toMatchObject({ signedIn: true });
    expect(sent.map((request) => request.method)).toEqual(['POST']);
    expect(passwordInUrl()).toBe(false);
  });
});
