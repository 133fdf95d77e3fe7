/**
 * The Glossa server's list service, without word data: the server's own database
 * (server/stores/app-db.ts, in a temporary file: each service starts from a copy of one
 * in which Ann has signed in), the account and list services and their handlers, in the
 * real HTTP app (server/http/app.ts, every answer checked against its model). `fetch`
 * reaches the app through Fastify's inject, as over HTTP, whatever the base URL. The
 * service keeps the test's time: its dates, its tokens' lifetimes, its rate windows and
 * its answers' Date header; changes sent with an idempotency key are done once, as there. Another device's changes are made through the same services.
 */
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ALL_OPERATIONS } from '../../../../../lib/shared/api';
import { DEFAULTS } from '../../../../../server/config';
import { accountHandlers } from '../../../../../server/handlers/accounts';
import { wordListHandlers } from '../../../../../server/handlers/word-lists';
import { buildApp, type Handlers } from '../../../../../server/http/app';
import { HttpError } from '../../../../../server/http/http-error';
import { createAccounts } from '../../../../../server/rules/accounts';
import { createIdempotency } from '../../../../../server/rules/idempotency';
import { createRateLimiter } from '../../../../../server/rules/rate-limits';
import { createWordLists } from '../../../../../server/rules/word-lists';
import { openAppDatabase } from '../../../../../server/stores/app-db';
import { Refusal } from '../../../../../server/shared/errors';
import { ANN } from '../../../../../dev/test-server';

/** Word data is not served here: any operation but the accounts' and the lists' answers 404. */
const NO_WORD_DATA = Object.fromEntries(
  ALL_OPERATIONS.map((operation) => [
    operation.name,
    () => {
      throw new HttpError(404, 'This server has no word data');
    },
  ]),
) as unknown as Handlers;

/**
 * A database in which Ann has an account, a key and a token, as the server writes them.
 * Password hashing is slow on purpose, so it is made once per test file (with the first
 * service's clock: the token is good for 30 days of it) and copied for each service.
 */
let annSignedIn: Promise<{ image: Buffer; apiKey: string; token: string }> | undefined;

function signedInDatabase(now: () => number) {
  annSignedIn ??= (async () => {
    const db = await openAppDatabase(':memory:');
    const accounts = createAccounts(db, now);
    const ann = await accounts.addUser(ANN);
    const apiKey = (await accounts.addKey(ann.id, { perMinute: 10_000, perHour: 100_000 })).key;
    const { token } = await accounts.authenticate(ANN.username, ANN.password);
    const image = db.sqlite?.serialize() ?? Buffer.alloc(0);
    await db.close();
    return { image, apiKey, token };
  })();
  return annSignedIn;
}

export async function startListService(options: { now: () => number }) {
  const signedIn = await signedInDatabase(options.now);
  const dir = mkdtempSync(join(tmpdir(), 'glossa-lists-'));
  const file = join(dir, 'glossa.sqlite');
  writeFileSync(file, signedIn.image);
  const db = await openAppDatabase(file);
  // The test's clock stands still between its steps; each write still gets a millisecond
  // of its own, so the service's dates order as its writes do.
  let lastWrite = 0;
  const writeClock = () => (lastWrite = Math.max(lastWrite + 1, options.now()));
  const accounts = createAccounts(db, options.now);
  const lists = createWordLists(db, writeClock);
  const limiter = createRateLimiter(options.now);
  const app = await buildApp({
    accounts,
    limiter,
    handlers: { ...NO_WORD_DATA, ...accountHandlers({ accounts, lists, limiter }), ...wordListHandlers(lists) },
    anonymousPlan: DEFAULTS.anonymousPlan,
    validateResponses: true,
    // Changes sent again with their key are done once, as on the server.
    idempotency: createIdempotency(db, options.now),
  });
  await app.ready();

  const ann = await accounts.userByName(ANN.username);
  if (!ann) throw new Error('Ann is missing from the copied database');
  let token = signedIn.token;

  const service = {
    fetch: injectFetch(app, options.now),
    apiKey: signedIn.apiKey,
    /** Ann's auth token. */
    get token() {
      return token;
    },
    /** Ann signs in again: a new token. */
    async signIn() {
      token = (await accounts.authenticate(ANN.username, ANN.password)).token;
      return token;
    },
    /** Ann's token stops being valid (403 from now on). */
    async revokeToken() {
      await accounts.revokeToken(token);
    },

    // ------------------------------------------------ another device's changes
    /** Makes a list of Ann's; answers its id (the permalink). */
    async create(name: string, fields: { description?: string; type?: string } = {}): Promise<string> {
      return (await lists.create(ann, { name, ...fields })).permalink ?? '';
    },
    add(permalink: string, words: readonly string[]) {
      return lists.addWords(permalink, ann, words);
    },
    remove(permalink: string, words: readonly string[]) {
      return lists.removeWords(permalink, ann, words);
    },
    update(permalink: string, fields: { name?: string; description?: string; type?: string }) {
      return lists.update(permalink, ann, fields);
    },
    delete(permalink: string) {
      return lists.remove(permalink, ann);
    },

    // ------------------------------------------------ what it holds
    /** Ann's list, or undefined when the service has none by that id. */
    async list(permalink: string) {
      try {
        return await lists.get(permalink, ann);
      } catch (error) {
        if ((error instanceof HttpError && error.statusCode === 404) || (error instanceof Refusal && error.reason === 'not-found'))
          return undefined;
        throw error;
      }
    },
    /** Ann's lists and their words, comparable with the mirror. */
    async snapshot() {
      const all = await Promise.all(
        (await lists.listsOf(ann, 0, 1_000)).map(async (list) => {
          const permalink = list.permalink ?? '';
          const words = await lists.words(permalink, ann, { sortBy: 'alpha', sortOrder: 'asc', skip: 0, limit: 100_000 });
          return {
            permalink,
            name: list.name ?? '',
            description: list.description ?? '',
            words: words.map((w) => w.word).sort(),
          };
        }),
      );
      return all.sort((a, b) => a.permalink.localeCompare(b.permalink));
    },

    async close() {
      await app.close();
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return service;
}

export type ListService = Awaited<ReturnType<typeof startListService>>;

/**
 * A `fetch` that hands each request to the app (Fastify's inject: routing, hooks,
 * parsing, handlers and error answers as over a socket) and answers as fetch does,
 * with a Date header from the service's clock, as its HTTP server would stamp it.
 */
function injectFetch(app: FastifyInstance, now: () => number): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const signal = init?.signal ?? undefined;
    signal?.throwIfAborted();
    const injected = app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init?.headers)),
      ...(typeof init?.body === 'string' && { payload: init.body }),
    });
    const aborted = new Promise<never>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason), { once: true }));
    const answer = await Promise.race([injected, aborted]);
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    headers.set('date', new Date(now()).toUTCString());
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  }) as typeof fetch;
}
