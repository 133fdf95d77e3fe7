/**
 * Raw connections to a test server, each one accepted by it before any is used: a test of
 * the server's turns sends its requests all at once, and the server accepts one connection
 * per turn of its event loop.
 */
import { connect, type Socket } from 'node:net';
import type { TestServer } from '../../dev/test-server.ts';

export function openSocket(baseUrl: string): Promise<Socket> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** `count` connections to the server, resolved once the server has accepted every one. */
export async function acceptedSockets(t: TestServer, count: number): Promise<Socket[]> {
  const http = t.server.app.server;
  let accepted = 0;
  const allAccepted = new Promise<void>((resolve) => {
    const onConnection = () => {
      if (++accepted < count) return;
      http.off('connection', onConnection);
      resolve();
    };
    http.on('connection', onConnection);
  });
  const sockets = await Promise.all(Array.from({ length: count }, () => openSocket(t.baseUrl)));
  await allAccepted;
  return sockets;
}
