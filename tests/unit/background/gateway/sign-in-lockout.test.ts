/** A sign-in refused with 429 (the account is locked for a while) pauses nothing: lookups still go. */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createLookupCache } from '../../../../lib/background/cache/lookup-cache';
import { createGateway } from '../../../../lib/background/gateway/gateway';
import { createBudgetWatcher } from '../../../../lib/background/rate/budget';
import { DEFAULT_SETTINGS } from '../../../../lib/shared/settings/settings';
import { openDatabase } from '../../../../lib/background/store/db';

const headers = { 'ratelimit-reset': '30', 'x-ratelimit-remaining-minute': '40', 'x-ratelimit-limit-minute': '60' };

describe('a sign-in locked with 429', () => {
  it('leaves the key’s budget unpaused, so the next lookup is sent', async () => {
    const sent: string[] = [];
    const budget = createBudgetWatcher();
    const gateway = createGateway({
      budget,
      cache: createLookupCache(openDatabase(`lockout-${Math.random()}`), { ttlMs: 60_000 }),
      fetch: async (input) => {
        const url = String(input);
        sent.push(url);
        return url.includes('/authenticate/')
          ? new Response(
              JSON.stringify({ statusCode: 429, error: 'Too Many Requests', message: 'Too many wrong passwords: try again in 600 s' }),
              { status: 429, headers },
            )
          : new Response(JSON.stringify([]), { status: 200, headers });
      },
    });
    gateway.use({ ...DEFAULT_SETTINGS, baseUrl: 'http://127.0.0.1:9/v4' }, { apiKey: 'KEY' });

    await expect(gateway.client().authenticatePost({ username: 'ann', body: 'guess' })).rejects.toMatchObject({ status: 429 });
    expect(budget.budget(gateway.current().service).pausedUntil).toBeUndefined();
    await gateway.client().getDefinitions({ word: 'dog' });
    expect(sent.filter((url) => url.includes('/definitions'))).toHaveLength(1);
  });
});
