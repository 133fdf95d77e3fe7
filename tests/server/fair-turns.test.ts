/**
 * One key's flood does not hold up another key: with many costly requests of one key read
 * at once, another key's lookup read with them is answered after at most a couple of them,
 * not after the lot (the word database is read on the server's only thread, so without
 * turns the flood's requests ran back to back ahead of it). Every request is written on
 * its own connection, accepted beforehand, so they all arrive together; checked by the
 * order the answers arrive in, not by timing.
 */
import type { Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../dev/test-server.ts';
import { acceptedSockets } from '../support/accepted-sockets.ts';

let t: TestServer;
let floodKey: string;
beforeAll(async () => {
  t = await startTestServer({ cacheBytes: 0 });
  const user = await t.server.accounts.userByName('ann');
  floodKey = (await t.server.accounts.addKey(user?.id ?? 0, { perMinute: 1_000_000, perHour: 1_000_000 })).key;
});
afterAll(() => t.close());

it('answers another key’s lookup after at most a couple of a flooding key’s costly requests', async () => {
  const FLOOD = 24;
  const sockets = await acceptedSockets(t, FLOOD + 1);
  const arrived: string[] = [];
  const answered = sockets.map(
    (socket, i) =>
      new Promise<void>((resolve) => {
        socket.once('data', () => {
          arrived.push(i === FLOOD ? 'lookup' : 'flood');
          socket.destroy();
          resolve();
        });
      }),
  );
  const prefix = new URL(t.baseUrl).pathname;
  const send = (socket: Socket | undefined, path: string, key: string) =>
    socket?.write(`GET ${prefix}${path} HTTP/1.1\r\nHost: 127.0.0.1\r\napi_key: ${key}\r\nConnection: close\r\n\r\n`);
  for (let i = 0; i < FLOOD; i++) {
    send(sockets[i], `/words.json/search/*?minCorpusCount=0&minDictionaryCount=0&caseSensitive=true&limit=${i + 1}`, floodKey);
  }
  send(sockets[FLOOD], '/word.json/dog/definitions?limit=1', t.apiKey);
  await Promise.all(answered);
  expect(arrived).toHaveLength(FLOOD + 1);
  expect(arrived.indexOf('lookup')).toBeLessThanOrEqual(3);
});
