/**
 * A service that answers the word operations only, as the live service does for ordinary
 * keys: a real HTTP server in front of a Glossa test server that passes every word and
 * words request on and answers every account and list route 404, as a service without
 * them would.
 */
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer } from '../support/close-server';

export interface WordsOnlyService {
  baseUrl: string;
  /** The account and list requests it refused. */
  refused: string[];
  close(): Promise<void>;
}

export async function startWordsOnlyService(upstreamBaseUrl: string): Promise<WordsOnlyService> {
  const upstream = new URL(upstreamBaseUrl);
  const refused: string[] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (/^\/v4\/(account|wordList)/.test(path)) {
      refused.push(`${req.method ?? ''} ${path}`);
      req.resume();
      res
        .writeHead(404, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
        .end(JSON.stringify({ message: 'Not found' }));
      return;
    }
    const out = forward(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.writeHead(502).end());
    req.pipe(out);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v4`,
    refused,
    async close() {
      await closeServer(server);
    },
  };
}
