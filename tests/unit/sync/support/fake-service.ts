/**
 * The edge of the sync engine's unit tests: an in-memory service of the list
 * operations (A3, L1–L7) behind a `fetch`, so the engine talks through the real client
 * (its checks, its error kinds, its rate-limit snapshots). It behaves as the Glossa
 * server does (permalinks from names, a word added twice kept once, newest lists
 * first) and can be told to fail: refuse, answer a status, or do the work and lose the
 * answer. The integration tests run against the real server instead.
 */
import { createClient, type WordnikClient } from '../../../../lib/api';

export type Op = 'A3' | 'L1' | 'L2' | 'L3' | 'L4' | 'L5' | 'L6' | 'L7';

export type Fault =
  /** Answered with this status, nothing done. */
  | { status: number; headers?: Record<string, string>; message?: string }
  /** The request never reached the service. */
  | 'network'
  /** The service did the work; the answer was lost (the client times out). */
  | 'lost'
  /** The service did the work; then the connection dropped (a network error). */
  | 'dropped-after'
  /** The service did the work; the caller never hears back, not even a timeout (its worker was killed). */
  | 'hang';

export interface LoggedRequest {
  op: Op;
  method: string;
  wordListId?: string;
  body?: unknown;
  /** The status answered, or the fault. */
  outcome: number | 'network' | 'lost' | 'dropped-after' | 'hang';
}

interface ServiceList {
  id: number;
  permalink: string;
  name: string;
  description: string | null;
  type: string;
  createdAt: number;
  updatedAt: number;
  words: Map<string, { id: number; createdAt: number }>;
}

export const TOKEN = 'TOKEN';
export const API_KEY = 'KEY';
export const BASE_URL = 'https://lists.test/v4';

export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'list';
}

export function createFakeService(options: { now: () => number }) {
  const lists = new Map<string, ServiceList>();
  const log: LoggedRequest[] = [];
  const faults: { match: (op: Op, wordListId?: string) => boolean; fault: Fault; times: number }[] = [];
  let nextId = 1;
  let offline = false;
  let token = TOKEN;
  // The service's clock ticks by at least a millisecond per write, so dates order as writes do.
  let lastTick = 0;
  const tick = () => (lastTick = Math.max(lastTick + 1, options.now()));

  const iso = (ms: number) => new Date(ms).toISOString();
  const json = (list: ServiceList) => ({
    id: list.id,
    permalink: list.permalink,
    name: list.name,
    description: list.description ?? '',
    type: list.type,
    username: 'ann',
    userId: 1,
    numberWordsInList: list.words.size,
    createdAt: iso(list.createdAt),
    updatedAt: iso(list.updatedAt),
    lastActivityAt: iso(list.updatedAt),
  });

  const service = {
    lists,
    log,
    /** Requests that reached the service (or were meant to), in order. */
    ops: () => log.map((r) => r.op),
    set offline(value: boolean) {
      offline = value;
    },
    /** Makes the current token invalid (401/403 from now on), or valid again. */
    revokeToken(revoked = true) {
      token = revoked ? 'REVOKED' : TOKEN;
    },
    /** The next `times` requests of this operation (and list) fail so. */
    fail(op: Op | ((op: Op, wordListId?: string) => boolean), fault: Fault, times = 1) {
      const match = typeof op === 'function' ? op : (o: Op) => o === op;
      faults.push({ match, fault, times });
    },

    // ------------------------------------------------ another device's changes
    create(name: string, fields: { description?: string; type?: string } = {}): string {
      const base = slugOf(name);
      let permalink = base;
      for (let n = 2; lists.has(permalink); n++) permalink = `${base}-${n}`;
      const at = tick();
      lists.set(permalink, {
        id: nextId++,
        permalink,
        name: name.trim(),
        description: fields.description ?? null,
        type: fields.type ?? 'PUBLIC',
        createdAt: at,
        updatedAt: at,
        words: new Map(),
      });
      return permalink;
    },
    add(permalink: string, words: readonly string[]) {
      const list = lists.get(permalink);
      if (!list) throw new Error(`no list ${permalink}`);
      const at = tick();
      for (const word of words) if (!list.words.has(word.trim())) list.words.set(word.trim(), { id: nextId++, createdAt: at });
      list.updatedAt = at;
    },
    remove(permalink: string, words: readonly string[]) {
      const list = lists.get(permalink);
      if (!list) throw new Error(`no list ${permalink}`);
      for (const word of words) list.words.delete(word.trim());
      list.updatedAt = tick();
    },
    update(permalink: string, fields: { name?: string; description?: string; type?: string }) {
      const list = lists.get(permalink);
      if (!list) throw new Error(`no list ${permalink}`);
      if (fields.name !== undefined) list.name = fields.name.trim();
      if (fields.description !== undefined) list.description = fields.description;
      if (fields.type !== undefined) list.type = fields.type;
      list.updatedAt = tick();
    },
    delete(permalink: string) {
      lists.delete(permalink);
    },
    /** Lists and their words, comparable with the mirror. */
    snapshot() {
      return [...lists.values()]
        .map((l) => ({ serverId: l.permalink, name: l.name, description: l.description ?? '', words: [...l.words.keys()].sort() }))
        .sort((a, b) => a.serverId.localeCompare(b.serverId));
    },

    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const method = init?.method ?? 'GET';
      const path = url.pathname.replace(/^\/v4/, '');
      const headers = new Headers(init?.headers);
      const body = typeof init?.body === 'string' && init.body !== '' ? (JSON.parse(init.body) as unknown) : undefined;
      const route = routeOf(method, path);
      if (!route) return answer(404, { message: `No operation at ${method} ${path}` });
      const entry: LoggedRequest = { op: route.op, method, ...(route.id && { wordListId: route.id }), ...(body !== undefined && { body }), outcome: 0 };
      log.push(entry);

      if (offline) {
        entry.outcome = 'network';
        throw new TypeError('fetch failed');
      }
      const faultIndex = faults.findIndex((f) => f.match(route.op, route.id));
      const fault = faultIndex >= 0 ? faults[faultIndex] : undefined;
      if (fault && --fault.times <= 0) faults.splice(faultIndex, 1);
      if (fault?.fault === 'network') {
        entry.outcome = 'network';
        throw new TypeError('fetch failed');
      }
      if (fault && typeof fault.fault === 'object') {
        entry.outcome = fault.fault.status;
        return answer(fault.fault.status, { message: fault.fault.message ?? 'scripted' }, fault.fault.headers);
      }
      if (headers.get('auth_token') !== token) {
        entry.outcome = 403;
        return answer(403, { message: 'Not authenticated' });
      }
      const result = handle(route.op, route.id, url.searchParams, body);
      entry.outcome = result.status;
      if (fault?.fault === 'lost') {
        entry.outcome = 'lost';
        // Done, but the answer never comes: wait for the client to give up.
        return new Promise<Response>((_, reject) => {
          const signal = init?.signal;
          signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
        });
      }
      if (fault?.fault === 'hang') {
        entry.outcome = 'hang';
        return new Promise<Response>(() => undefined);
      }
      if (fault?.fault === 'dropped-after') entry.outcome = 'dropped-after';
      if (fault?.fault === 'dropped-after') throw new TypeError('fetch failed: socket hang up');
      return answer(result.status, result.body);
    }) as typeof fetch,

    /** The real client over this service. */
    client(overrides: { timeoutMs?: number; fetch?: typeof fetch } = {}): WordnikClient {
      return createClient({
        baseUrl: BASE_URL,
        apiKey: API_KEY,
        apiKeyIn: 'header',
        authToken: TOKEN,
        fetch: overrides.fetch ?? service.fetch,
        timeoutMs: overrides.timeoutMs ?? 50,
      });
    },
  };

  function answer(status: number, body: unknown, extra: Record<string, string> = {}) {
    return new Response(body === undefined ? '' : JSON.stringify(body), {
      status,
      headers: {
        'content-type': 'application/json',
        date: new Date(options.now()).toUTCString(),
        'x-ratelimit-limit-minute': '100',
        'x-ratelimit-remaining-minute': '99',
        'x-ratelimit-limit-hour': '1000',
        'x-ratelimit-remaining-hour': '999',
        ...extra,
      },
    });
  }

  function routeOf(method: string, path: string): { op: Op; id?: string } | undefined {
    if (method === 'GET' && path === '/account.json/wordLists') return { op: 'A3' };
    if (method === 'POST' && path === '/wordLists.json') return { op: 'L1' };
    const match = /^\/wordList\.json\/([^/]+)(\/words|\/deleteWords)?$/.exec(path);
    if (!match?.[1]) return undefined;
    const id = decodeURIComponent(match[1]);
    if (!match[2]) {
      if (method === 'PUT') return { op: 'L2', id };
      if (method === 'DELETE') return { op: 'L3', id };
      if (method === 'GET') return { op: 'L4', id };
    }
    if (match[2] === '/words' && method === 'POST') return { op: 'L5', id };
    if (match[2] === '/words' && method === 'GET') return { op: 'L6', id };
    if (match[2] === '/deleteWords' && method === 'POST') return { op: 'L7', id };
    return undefined;
  }

  function handle(op: Op, id: string | undefined, query: URLSearchParams, body: unknown): { status: number; body?: unknown } {
    const skip = Number(query.get('skip') ?? 0);
    const limit = Number(query.get('limit') ?? 50);
    if (op === 'A3') {
      const all = [...lists.values()].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
      return { status: 200, body: all.slice(skip, skip + limit).map(json) };
    }
    if (op === 'L1') {
      const fields = body as { name: string; description?: string; type?: string };
      const permalink = service.create(fields.name, fields);
      return { status: 200, body: json(lists.get(permalink) as ServiceList) };
    }
    const list = id === undefined ? undefined : lists.get(id);
    if (!list) return { status: 404, body: { message: 'Word list not found' } };
    const words = () => (body as { word: string }[]).map((w) => w.word);
    switch (op) {
      case 'L2':
        service.update(list.permalink, body as { name?: string });
        return { status: 200 };
      case 'L3':
        lists.delete(list.permalink);
        return { status: 200 };
      case 'L4':
        return { status: 200, body: json(list) };
      case 'L5':
        service.add(list.permalink, words());
        return { status: 200 };
      case 'L7':
        service.remove(list.permalink, words());
        return { status: 200 };
      case 'L6': {
        const order = query.get('sortOrder') === 'asc' ? 1 : -1;
        const all = [...list.words].sort((a, b) => (a[1].createdAt - b[1].createdAt || a[1].id - b[1].id) * order);
        return {
          status: 200,
          body: all.slice(skip, skip + limit).map(([word, w]) => ({ id: w.id, word, createdAt: iso(w.createdAt), username: 'ann' })),
        };
      }
    }
  }

  return service;
}

export type FakeService = ReturnType<typeof createFakeService>;
