/** Every message is checked before anything runs; pages may ask only for what the bubble needs. */
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/shared/api';
import { LookupInputError } from '../../../lib/background/lookup/lookup';
import { createRouter } from '../../../lib/background/router';
import type { Handlers } from '../../../lib/background/handlers/types';
import { SyncInputError } from '../../../lib/background/sync/local-changes';

function handlersSpy() {
  const calls: unknown[] = [];
  const handler = vi.fn(async (request: unknown) => {
    calls.push(request);
    return 'done';
  });
  const handlers = new Proxy({} as Handlers, { get: () => handler });
  return { handlers, calls, handler };
}

const page = { fromExtensionPage: false, pageUrl: 'https://example.org/' };
const extension = { fromExtensionPage: true };

describe('the message router', () => {
  it.each([
    ['nothing', undefined],
    ['a string', 'lookup'],
    ['an unknown type', { type: 'deleteEverything' }],
    ['a lookup without a word', { type: 'lookup' }],
    ['a lookup of an empty word', { type: 'lookup', word: '   ' }],
    ['a lookup of a huge word', { type: 'lookup', word: 'x'.repeat(101) }],
    ['a word that is not text', { type: 'lookup', word: { toString: 'evil' } }],
    ['adding no words', { type: 'addWords', listId: 'l1', words: [] }],
    ['adding a thousand and one words', { type: 'addWords', listId: 'l1', words: Array.from({ length: 1001 }, (_, i) => `w${i}`) }],
    ['a list without a name field', { type: 'createList' }],
    ['a settings change with an unknown field', { type: 'updateSettings', patch: { evil: true } }],
    ['a settings change with a bad value', { type: 'updateSettings', patch: { cacheHours: -1 } }],
    ['a base URL that is not http', { type: 'updateSettings', patch: { baseUrl: 'javascript:alert(1)' } }],
    ['a call of a list operation', { type: 'call', operation: 'deleteWordList', params: {} }],
  ])('refuses %s with a clear error, running nothing', async (_, message) => {
    const { handlers, handler } = handlersSpy();
    const answer = await createRouter(handlers)(message, extension);
    expect(answer).toMatchObject({
      ok: false,
      error: { kind: 'invalid-message', message: expect.stringMatching(/^Not a Glossa message/) },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it.each([
    'signIn',
    'signOut',
    'getSettings',
    'updateSettings',
    'setApiKey',
    'deleteList',
    'removeWords',
    'keyStatus',
    'call',
    'clearCache',
    'cacheStats',
  ])('does not let a page ask for %s', async (type) => {
    const { handlers, handler } = handlersSpy();
    const messages: Record<string, unknown> = {
      signIn: { type, username: 'a', password: 'b' },
      updateSettings: { type, patch: { theme: 'dark' } },
      setApiKey: { type, apiKey: 'k' },
      deleteList: { type, listId: 'l' },
      removeWords: { type, listId: 'l', words: ['w'] },
      call: { type, operation: 'getDefinitions', params: { word: 'w' } },
    };
    const answer = await createRouter(handlers)(messages[type] ?? { type }, page);
    expect(answer).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(handler).not.toHaveBeenCalled();
  });

  it('lets a page look up, see lists and add words', async () => {
    const { handlers, calls } = handlersSpy();
    const route = createRouter(handlers);
    expect(await route({ type: 'lookup', word: 'running' }, page)).toEqual({ ok: true, data: 'done' });
    expect(await route({ type: 'addWords', listId: 'l1', words: ['owl'] }, page)).toEqual({ ok: true, data: 'done' });
    expect(await route({ type: 'lists' }, page)).toEqual({ ok: true, data: 'done' });
    expect(calls[0]).toEqual({ type: 'lookup', word: 'running' });
  });

  it('fills in defaults of a checked message', async () => {
    const { handlers, calls } = handlersSpy();
    await createRouter(handlers)({ type: 'listWords', listId: 'l1' }, extension);
    expect(calls[0]).toEqual({ type: 'listWords', listId: 'l1', sortBy: 'createDate', sortOrder: 'desc', skip: 0, limit: 100 });
  });

  it('turns failures into plain words, never leaking internals', async () => {
    const fail = (error: unknown) => createRouter(new Proxy({} as Handlers, { get: () => async () => Promise.reject(error) }));
    const network = new ApiError('fetch failed: ECONNREFUSED 127.0.0.1', {
      kind: 'network',
      operationId: 'W4',
      operationName: 'getDefinitions',
    });
    expect(await fail(network)({ type: 'lookup', word: 'x' }, page)).toEqual({
      ok: false,
      error: { kind: 'network', message: 'The dictionary service cannot be reached. Check the connection.' },
    });
    const limited = new ApiError('429', {
      kind: 'rate-limited',
      operationId: 'W4',
      operationName: 'getDefinitions',
      status: 429,
      rateLimit: { observedAt: 1, resetAt: 5000 },
    });
    expect(await fail(limited)({ type: 'lookup', word: 'x' }, page)).toMatchObject({
      error: { kind: 'rate-limited', resetAt: 5000, status: 429 },
    });
    expect(await fail(new LookupInputError('There is no word'))({ type: 'lookup', word: 'x' }, page)).toMatchObject({
      error: { kind: 'invalid-input', message: 'There is no word' },
    });
    expect(await fail(new SyncInputError('A list needs a name.'))({ type: 'lists' }, page)).toMatchObject({
      error: { kind: 'invalid-input', message: 'A list needs a name.' },
    });
    // The browser's database full or out of reach: said so plainly (Dexie wraps the DOM error as `inner`).
    const full = Object.assign(new Error('Transaction aborted'), { name: 'AbortError', inner: { name: 'QuotaExceededError' } });
    expect(await fail(full)({ type: 'lists' }, page)).toMatchObject({
      error: { kind: 'storage', message: expect.stringMatching(/storage for Glossa is full/) },
    });
    const closed = Object.assign(new Error('Database has been closed'), { name: 'DatabaseClosedError' });
    expect(await fail(closed)({ type: 'lists' }, page)).toMatchObject({
      error: { kind: 'storage', message: expect.stringMatching(/cannot be opened/) },
    });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await fail(new TypeError('secret internals at line 3'))({ type: 'lookup', word: 'x' }, page)).toEqual({
      ok: false,
      error: { kind: 'internal', message: 'Something went wrong in Glossa.' },
    });
    quiet.mockRestore();
  });
});
