/**
 * Shutting the server down: a request in flight when close() is called still gets its
 * answer, and its keep-alive connection is closed as soon as that answer is out, so
 * close() does not wait for the connection's keep-alive time.
 */
import { expect, it } from 'vitest';
import { ANN, startTestServer } from '../../dev/test-server.ts';
import { openSocket } from '../support/accepted-sockets.ts';

it('answers the request in flight, then closes its keep-alive connection at once', async () => {
  const t = await startTestServer();
  const socket = await openSocket(t.baseUrl);
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));

  // A sign-in whose body is still on its way: the connection is busy when close() starts.
  const body = ANN.password;
  const path = new URL(`${t.baseUrl}/account.json/authenticate/${ANN.username}`).pathname;
  // The server has the request (its head read, its body not) when it says so.
  const arrived = new Promise((resolve) => t.server.app.server.once('request', resolve));
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\napi_key: ${t.apiKey}\r\n` +
      `Content-Type: text/plain\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 3)}`,
  );
  await arrived;
  const started = performance.now();
  const closed = t.close();
  socket.write(body.slice(3));

  await closed;
  await ended;
  expect(received).toMatch(/^HTTP\/1\.1 200/);
  expect(received).toMatch(/"token":"[A-Za-z0-9_-]{43}"/);
  // Without the sweep this takes Fastify's keep-alive time, 72 s.
  expect(performance.now() - started).toBeLessThan(3_000);
});
