/**
 * A real HTTP server on 127.0.0.1 that answers with scripted replies and records what
 * it was sent: the edge of the client's unit tests. (Integration tests run against
 * the real Glossa server instead.)
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer } from './close-server';

interface RecordedRequest {
  method: string;
  /** The raw path and query, exactly as sent. */
  url: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: string;
}

interface Reply {
  status?: number;
  headers?: Record<string, string>;
  /** A JSON value, sent as JSON; a string is sent as is. */
  body?: unknown;
  /** Never answer (until the service closes): a request the caller must give up on. */
  hold?: boolean;
  /** Drop the connection instead of answering. */
  drop?: boolean;
}

export const SAMPLE_RATE_LIMIT_HEADERS = {
  'x-ratelimit-limit-minute': '500',
  'x-ratelimit-remaining-minute': '489',
  'x-ratelimit-limit-hour': '15000',
  'x-ratelimit-remaining-hour': '14985',
  'ratelimit-reset': '23',
};

export interface StubService {
  /** The base URL, ending with /v4. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Sets what every following request gets (until changed). */
  reply(reply: Reply | ((request: RecordedRequest) => Reply)): void;
  close(): Promise<void>;
}

export async function startStubService(): Promise<StubService> {
  const requests: RecordedRequest[] = [];
  let next: Reply | ((request: RecordedRequest) => Reply) = { status: 200, body: {} };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const reply = typeof next === 'function' ? next(recorded) : next;
      if (reply.hold) return;
      if (reply.drop) {
        req.socket.destroy();
        return;
      }
      const isText = typeof reply.body === 'string';
      res.writeHead(reply.status ?? 200, {
        'content-type': isText ? 'text/html' : 'application/json; charset=utf-8',
        ...reply.headers,
      });
      res.end(reply.body === undefined ? '' : isText ? (reply.body as string) : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v4`,
    requests,
    reply(reply) {
      next = reply;
    },
    close: () => closeServer(server),
  };
}
