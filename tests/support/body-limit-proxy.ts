/**
 * A proxy with a body limit in front of a server, as nginx's `client_max_body_size` is: a
 * request whose body is larger is answered 413 by the proxy and never reaches the server;
 * others pass as they are. It counts what it refused, for a test to see that the limit was met.
 */
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BodyLimitProxy {
  /** The server's base URL (its path too) through the proxy. */
  baseUrl: string;
  /** The sizes of the bodies answered 413, in order. */
  refused: number[];
  close(): Promise<void>;
}

export async function startBodyLimitProxy(target: string, maxBytes: number): Promise<BodyLimitProxy> {
  const to = new URL(target);
  const refused: number[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      if (body.length > maxBytes) {
        refused.push(body.length);
        outgoing.writeHead(413, { 'content-type': 'text/html' });
        outgoing.end('<html><body><h1>413 Request Entity Too Large</h1></body></html>');
        return;
      }
      const onward = forward(
        { host: to.hostname, port: to.port, method: incoming.method, path: incoming.url, headers: incoming.headers },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      onward.on('error', () => incoming.socket.destroy());
      onward.end(body);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${to.pathname.replace(/\/+$/, '')}`,
    refused,
    close: () => {
      server.closeAllConnections();
      return new Promise((done) => server.close(() => done()));
    },
  };
}
