/**
 * The background's engines put together, as the service worker runs them, against the
 * real Glossa server: messages in, answers out (WXT's fake browser stands in for the
 * extension storage; IndexedDB is fake-indexeddb).
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { startBackground, type Engines } from '../../lib/background/start.ts';
import type { Answer } from '../../lib/shared/messages/answers.ts';
import { openDatabase } from '../../lib/background/store/db.ts';
import { ANN, startTestServer, type TestServer } from '../../dev/test-server.ts';

let t: TestServer;
let background: Engines;
const popup = { fromExtensionPage: true };
const page = { fromExtensionPage: false, pageUrl: 'https://example.org/' };

async function ask<T = unknown>(message: unknown, sender = popup): Promise<T> {
  const answer = (await background.route(message, sender)) as Answer<T>;
  if (!answer.ok) throw new Error(`${answer.error.kind}: ${answer.error.message}`);
  return answer.data;
}

beforeAll(async () => {
  t = await startTestServer();
  fakeBrowser.reset();
  await fakeBrowser.storage.sync.set({ settings: { baseUrl: t.baseUrl } });
  await fakeBrowser.storage.local.set({ secrets: { apiKey: t.apiKey } });
  background = await startBackground({ db: openDatabase(`background-test-${Date.now()}`) });
});
afterAll(async () => {
  await background.stop();
  await t.close();
});

describe('the background', () => {
  it('answers a page’s lookup', async () => {
    const answer = await ask<{ word: string; found: boolean }>({ type: 'lookup', word: 'geese' }, page);
    expect(answer).toMatchObject({ word: 'goose', found: true });
  });

  it('answers with the senses in the order to show for the sentence the word was read in', async () => {
    type Ranked = { senses: { groups: { partOfSpeech: string }[] } };
    const leading = async (sentence: string, start: number) =>
      (await ask<Ranked>({ type: 'lookup', word: 'run', context: { sentence, start } }, page)).senses.groups[0]?.partOfSpeech;
    expect(await leading('The run was long.', 4)).toBe('noun');
    expect(await leading('They run every day.', 5)).toMatch(/^verb/);
  });

  it('keeps a private window’s lookup out of the cache’s database and the history, and still answers it', async () => {
    const privatePage = { ...page, isPrivate: () => Promise.resolve(true) };
    const before = await ask<{ entries: number }>({ type: 'cacheStats' });
    const answer = await ask<{ word: string; found: boolean }>(
      { type: 'lookup', word: 'harbors', from: 'bubble', context: { sentence: 'Ships in harbors.' } },
      privatePage,
    );
    expect(answer).toMatchObject({ word: 'harbor', found: true });
    expect(await ask({ type: 'cacheStats' })).toEqual(before);
    expect(await ask<{ entries: unknown[] }>({ type: 'history' })).toMatchObject({ entries: [] });
    // A lookup in an ordinary window is kept.
    await ask({ type: 'lookup', word: 'wolves', from: 'bubble' }, page);
    expect((await ask<{ entries: number }>({ type: 'cacheStats' })).entries).toBeGreaterThan(before.entries);
  });

  it('signs in, keeps the token to itself, and says who is signed in', async () => {
    const info = await ask({ type: 'signIn', username: ANN.username, password: ANN.password });
    expect(info).toEqual({ signedIn: true, username: 'ann', baseUrl: t.baseUrl });
    expect(JSON.stringify(info)).not.toMatch(/token/i);
    expect(await ask({ type: 'signedIn' }, page)).toEqual({ signedIn: true, username: 'ann', baseUrl: t.baseUrl });
    // Kept where only the background reads it: neither storage area, which content scripts can read, has it.
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toMatch(/token/i);
    expect(JSON.stringify(await fakeBrowser.storage.sync.get(null))).not.toMatch(/token/i);
    expect(await ask({ type: 'user' })).toMatchObject({ username: 'ann' });
  });

  it('refuses a wrong password in plain words', async () => {
    const answer = await background.route({ type: 'signIn', username: 'ann', password: 'wrong password' }, popup);
    expect(answer).toMatchObject({ ok: false, error: { kind: 'credentials', status: 403 } });
  });

  it('makes a list at once, and the sync puts it on the server', async () => {
    const list = await ask<{ localId: string }>({ type: 'createList', name: 'Birds' }, page);
    await ask({ type: 'addWords', listId: list.localId, words: ['owl', 'wren'] }, page);
    const lists = await ask<{ name: string }[]>({ type: 'lists' }, page);
    expect(lists.map((l) => l.name)).toContain('Birds');
    await ask({ type: 'syncNow' });
    const onServer = await (await t.signIn()).getWordListsForLoggedInUser();
    const birds = onServer.find((l) => l.name === 'Birds');
    expect(birds?.numberWordsInList).toBe(2);
    expect(await ask({ type: 'syncStatus' })).toMatchObject({ pending: 0, signedOut: false });
  });

  it('reports the key and the rate budget', async () => {
    const key = await ask<{ hasKey: boolean; status: { valid: boolean } }>({ type: 'keyStatus' });
    expect(key).toMatchObject({ hasKey: true, verdict: 'valid', status: { valid: true } });
    const budget = await ask<{ hour: { limit?: number; remaining?: number } }>({ type: 'budget' });
    expect(budget.hour.limit).toBe(100_000);
    expect(budget.hour.remaining).toBeLessThan(100_000);
  });

  it('applies a settings change without a restart, and signs out', async () => {
    await ask({ type: 'updateSettings', patch: { cacheHours: 0 } });
    expect(await ask({ type: 'getSettings' })).toMatchObject({ cacheHours: 0, hasApiKey: true });
    expect(await ask({ type: 'signOut' })).toEqual({ signedIn: false, baseUrl: t.baseUrl });
    expect(await ask({ type: 'signedIn' })).toMatchObject({ signedIn: false });
  });
});
