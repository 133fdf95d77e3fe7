/**
 * One key's flood of new words to speak does not refuse another key's: the synthesizer's
 * waiting line takes turns between keys, and each key may hold only its share of it. A
 * flood of one key is answered 429 beyond its share while another key's single word, asked
 * in the middle of the flood, is spoken. Every request is written on its own connection,
 * accepted beforehand, so that they arrive together and in order (as fair-turns.test.ts).
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../dev/test-server.ts';

let t: TestServer;
let floodKey: string;
beforeAll(async () => {
  t = await startTestServer({ audio: true, limits: { audioJobs: { concurrency: 1, waiting: 4 } } });
  const user = await t.server.accounts.userByName('ann');
  floodKey = (await t.server.accounts.addKey(user?.id ?? 0, { perMinute: 1_000_000, perHour: 1_000_000 })).key;
});
afterAll(() => t.close());

function openSocket(): Promise<Socket> {
  const { hostname, port } = new URL(t.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve(socket));
    socket.once('error', reject);
  });
}

interface Answer {
  status: number;
  body: string;
  /** Its place among the answers, in the order they ended. */
  place: number;
}

let ended = 0;
/** The answer on the socket (the server closes the connection after it). */
function answerOn(socket: Socket): Promise<Answer> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.once('close', () =>
      resolve({ status: Number(text.split(' ')[1]), body: text.slice(text.indexOf('\r\n\r\n') + 4), place: ended++ }),
    );
  });
}

it('speaks another key’s word in the middle of one key’s flood, refusing only the flood beyond its share', async () => {
  if (!t.server.audio.available) return; // CI has espeak-ng and lame (audio.test.ts)
  const flood = ['apple', 'brook', 'cedar', 'delta', 'ember', 'fjord', 'grove', 'heron', 'iris', 'jade', 'kite', 'lemon'];
  const count = flood.length + 1;
  // The server accepts one connection per turn of its event loop: wait until it has them all.
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
  const sockets = await Promise.all(Array.from({ length: count }, openSocket));
  await allAccepted;
  const answers = sockets.map(answerOn);
  const prefix = new URL(t.baseUrl).pathname;
  const ask = (socket: Socket | undefined, word: string, key: string) =>
    socket?.write(`GET ${prefix}/word.json/${word}/audio HTTP/1.1\r\nHost: 127.0.0.1\r\napi_key: ${key}\r\nConnection: close\r\n\r\n`);
  // Most of the flood first, then the other key's word, then the rest of the flood.
  const other = flood.length - 2;
  for (let i = 0; i < count; i++) {
    if (i === other) ask(sockets[i], 'meadow', t.apiKey);
    else ask(sockets[i], flood[i < other ? i : i - 1] ?? '', floodKey);
  }
  const all = await Promise.all(answers);
  const mine = all[other];
  const theirs = all.filter((_, i) => i !== other);

  expect(mine?.status).toBe(200);
  // Its US voice, made; its UK voice, offered beside it.
  expect(JSON.parse(mine?.body ?? '[]')).toEqual([
    expect.objectContaining({ word: 'meadow', createdBy: 'espeak-ng', duration: expect.any(Number) }),
    expect.objectContaining({ word: 'meadow', createdBy: 'espeak-ng', attributionText: expect.stringContaining('UK voice') }),
  ]);
  // The flood: a word running and one waiting (its share of the four places) are spoken, and
  // one more for each word that ended while the flood arrived; the rest are refused, saying why.
  const spoken = theirs.filter((answer) => answer.status === 200);
  const refused = theirs.filter((answer) => answer.status === 429);
  expect(spoken.length).toBeGreaterThanOrEqual(2);
  expect(refused.length).toBeGreaterThan(flood.length / 2);
  expect(spoken.length + refused.length).toBe(flood.length);
  for (const answer of refused) {
    expect(JSON.parse(answer.body)).toMatchObject({
      message: 'Too many of this key’s words are waiting to be spoken: try again in a few seconds',
    });
  }
  // The other key's word went before the flood's word that was waiting when it came.
  expect(mine?.place).toBeLessThan(Math.max(...spoken.map((answer) => answer.place)));
});
