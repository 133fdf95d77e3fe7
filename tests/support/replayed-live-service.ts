/**
 * The live service, replayed: a real HTTP server that answers each request with the recorded
 * answer of the live service (shared/fixtures/recorded-v4) for the same path, its body and
 * headers as recorded, and anything not recorded with the live service's own 404. Its
 * rate-limit headers are those of the free plan, counted down by the calls it has answered,
 * so a client sees the plan it must spend carefully. It keeps every request it was sent.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer } from './close-server';
import { loadRecordings, type Recording } from './recordings';

/** The live free plan: 100 calls an hour (live-service-notes.md). */
const FREE_PLAN_PER_HOUR = 100;

const NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Not found' };

export interface SentRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The API key the request carried, as a query parameter or a header. */
  apiKey: string | undefined;
}

export interface ReplayedLiveService {
  /** Its address as the extension is given it, on localhost (a host granted at install). */
  baseUrl: string;
  /** Every request sent to it, in order. */
  sent: SentRequest[];
  close(): Promise<void>;
}

/** How well a recording's query fits a request's: each value in common counts, each it asked and the request did not costs. */
function fit(recording: Recording, query: Record<string, string>): number {
  let score = 0;
  for (const [name, value] of Object.entries(recording.request.query)) score += query[name] === value ? 1 : name in query ? 0 : -1;
  return score;
}

export async function startReplayedLiveService(): Promise<ReplayedLiveService> {
  const recordings = loadRecordings();
  const sent: SentRequest[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const query = Object.fromEntries([...url.searchParams].filter(([name]) => name !== 'api_key'));
    const header = request.headers.api_key;
    sent.push({
      method: request.method ?? '',
      path: decodeURIComponent(url.pathname),
      query,
      apiKey: url.searchParams.get('api_key') ?? (typeof header === 'string' ? header : undefined),
    });
    request.resume();
    const candidates = recordings.filter((r) => r.request.method === request.method && r.request.path === url.pathname);
    const best = candidates.sort((a, b) => fit(b, query) - fit(a, query))[0];
    // Every answer, a 404 included, carries the headers of an answer as recorded.
    const headers: Record<string, string> = (best ?? recordings[0])?.response.headers ?? {};
    const minute = Number(headers['x-ratelimit-limit-minute'] ?? 500);
    const counted = {
      'x-ratelimit-limit-hour': String(FREE_PLAN_PER_HOUR),
      'x-ratelimit-remaining-hour': String(Math.max(0, FREE_PLAN_PER_HOUR - sent.length)),
      'x-ratelimit-limit-minute': String(minute),
      'x-ratelimit-remaining-minute': String(Math.max(0, minute - sent.length)),
      'ratelimit-limit': String(minute),
      'ratelimit-remaining': String(Math.max(0, minute - sent.length)),
    };
    const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'content-length'));
    response
      .writeHead(best?.response.status ?? 404, { ...kept, ...counted, 'content-type': 'application/json; charset=utf-8' })
      .end(JSON.stringify(best ? best.response.body : NOT_FOUND));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://localhost:${port}/v4`, sent, close: () => closeServer(server) };
}
