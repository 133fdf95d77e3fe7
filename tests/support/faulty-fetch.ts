/**
 * A network a test can break, in front of another `fetch` (the real server's): it logs
 * every request, named by its operation in the table (lib/shared/api), passes it on, and fails
 * the ones it was told to fail, the ways networks and services fail: before the request
 * reaches the service (refused, timed out, answered by something else), or after the
 * service did the work (the answer lost, the connection dropped, the caller gone).
 */
import { matchRoute } from '../../lib/shared/api';

type Fault =
  /** The request never reaches the service: the connection fails. */
  | 'network'
  /** The request never reaches the service, and nothing comes back until the caller gives up. */
  | 'timeout'
  /** The service does the work; the answer is lost, so the caller gives up (its timeout). */
  | 'lost'
  /** The service does the work; then the connection drops (a network error). */
  | 'dropped-after'
  /** The service does the work; the caller never hears back, not even a timeout (its worker was killed). */
  | 'hang'
  /**
   * Answered in front of the service, which is never reached: this status, with these
   * headers, and `{message}` as the body (or `body`, as it is: an HTML page, say).
   */
  | { status: number; headers?: Record<string, string>; message?: string; body?: string };

interface LoggedRequest {
  /** The operation's id in the table (A3, L5 …), or the method and path when none has them. */
  op: string;
  method: string;
  /** The path's parameters, decoded (wordListId …). */
  params: Record<string, string>;
  /** The body sent, parsed when it is JSON. */
  body?: unknown;
  /** The status answered, or the fault; unset while the request is in flight. */
  outcome?: number | Exclude<Fault, object>;
}

type RequestMatch = string | ((request: LoggedRequest) => boolean);

export interface FaultyFetch {
  fetch: typeof fetch;
  /** Every request made, in order, including those that never reached the service. */
  log: LoggedRequest[];
  /** The operations requested, in order. */
  ops(): string[];
  /** The requests, in order, as their operation and path parameters (`L5 birds`). */
  sent(): string[];
  /** While set, every request fails as if the network were down. */
  offline: boolean;
  /** The next `times` requests of this operation (or that the function picks) fail so. */
  fail(match: RequestMatch, fault: Fault, times?: number): void;
  /** The first request the function picks once it has its outcome (now, if one already has). */
  settled(match: (request: LoggedRequest) => boolean): Promise<LoggedRequest>;
}

export function faultyFetch(inner: typeof fetch): FaultyFetch {
  const faults: { match: RequestMatch; fault: Fault; times: number }[] = [];
  const waiting: { match: (request: LoggedRequest) => boolean; resolve: (request: LoggedRequest) => void }[] = [];

  /** Gives the request its outcome, and hands it to whoever waits for it. */
  function settle(request: LoggedRequest, outcome: NonNullable<LoggedRequest['outcome']>) {
    request.outcome = outcome;
    for (const waiter of waiting.filter(({ match }) => match(request))) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(request);
    }
  }

  function faultFor(request: LoggedRequest): Fault | undefined {
    const index = faults.findIndex(({ match }) => (typeof match === 'string' ? match === request.op : match(request)));
    const found = faults[index];
    if (found && --found.times <= 0) faults.splice(index, 1);
    return found?.fault;
  }

  const edge: FaultyFetch = {
    log: [],
    ops: () => edge.log.map((request) => request.op),
    sent: () => edge.log.map((request) => [request.op, ...Object.values(request.params)].join(' ')),
    offline: false,
    fail(match, fault, times = 1) {
      faults.push({ match, fault, times });
    },
    settled(match) {
      const done = edge.log.find((request) => request.outcome !== undefined && match(request));
      return done ? Promise.resolve(done) : new Promise((resolve) => waiting.push({ match, resolve }));
    },

    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = describe(input, init);
      edge.log.push(request);
      const fault = edge.offline ? 'network' : faultFor(request);
      const signal = init?.signal ?? undefined;
      if (fault === 'network') {
        settle(request, 'network');
        throw new TypeError('fetch failed');
      }
      if (fault === 'timeout') {
        settle(request, 'timeout');
        return untilAborted(signal);
      }
      if (typeof fault === 'object') {
        settle(request, fault.status);
        return new Response(fault.body ?? JSON.stringify({ message: fault.message ?? `Answered ${fault.status} on the way` }), {
          status: fault.status,
          headers: { 'content-type': fault.body === undefined ? 'application/json' : 'text/html', ...fault.headers },
        });
      }

      const response = await inner(input, init);
      if (fault === undefined) {
        settle(request, response.status);
        return response;
      }
      // The service has answered, so the work is done; what happens to the answer is the fault.
      await response.arrayBuffer();
      settle(request, fault);
      if (fault === 'dropped-after') throw new TypeError('fetch failed: socket hang up');
      return fault === 'lost' ? untilAborted(signal) : new Promise<Response>(() => undefined);
    }) as typeof fetch,
  };
  return edge;
}

function describe(input: RequestInfo | URL, init: RequestInit | undefined): LoggedRequest {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const method = init?.method ?? 'GET';
  const route = matchRoute(method, url.pathname.replace(/^\/v4(?=\/)/, ''));
  const found = route && 'operation' in route ? route : undefined;
  const request: LoggedRequest = { op: found?.operation.id ?? `${method} ${url.pathname}`, method, params: found?.pathParams ?? {} };
  if (typeof init?.body === 'string' && init.body !== '') request.body = parsed(init.body);
  return request;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Never settles, unless the caller aborts: then it fails as fetch does. */
function untilAborted(signal: AbortSignal | undefined): Promise<never> {
  return new Promise((_, reject) => {
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}
