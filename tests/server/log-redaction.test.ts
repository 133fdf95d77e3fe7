/**
 * Logging on, credentials out: with the server logging every request (as `glossa-server
 * serve` does), the API key, a password and a sign-in token never reach the log, whether
 * they travel in the query or in headers.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ANN, startTestServer, type TestServer } from '../../dev/test-server.ts';

let t: TestServer;
let log = '';
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    log += chunk.toString();
    done();
  },
});

beforeAll(async () => {
  t = await startTestServer({ logger: { level: 'info', stream } });
});
afterAll(() => t.close());

it('logs requests with the query values of api_key, password and auth_token redacted, and no credential headers', async () => {
  const { token } = await t.client().authenticatePost({ username: ANN.username, body: ANN.password });
  const base = t.baseUrl;
  await fetch(`${base}/word.json/dog/definitions?api_key=${t.apiKey}&limit=1`);
  await fetch(`${base}/word.json/dog/definitions?limit=1&API_KEY=${t.apiKey}&api%5Fkey=${t.apiKey}`);
  await fetch(`${base}/account.json/authenticate/${ANN.username}?password=${encodeURIComponent(ANN.password)}&api_key=${t.apiKey}`);
  await fetch(`${base}/account.json/user?auth_token=${token}`, { headers: { api_key: t.apiKey } });
  await fetch(`${base}/account.json/user`, { headers: { api_key: t.apiKey, auth_token: token } });
  await fetch(`${base}/no/such/route?api_key=${t.apiKey}&password=${encodeURIComponent(ANN.password)}`);

  expect(log).toContain('/word.json/dog/definitions');
  expect(log).toContain('api_key=[redacted]');
  expect(log).toContain('password=[redacted]');
  expect(log).toContain('auth_token=[redacted]');
  expect(log).toContain('limit=1');
  expect(log).not.toContain(t.apiKey);
  expect(log).not.toContain(token);
  expect(log).not.toContain(encodeURIComponent(ANN.password));
  expect(log).not.toContain(ANN.password);
  expect(log).not.toMatch(/"headers"/);
});

it('keeps the log within a bound under a flood: routine lines up to the cap, then one line saying how many were left out', async () => {
  let clock = 0;
  let capped = '';
  const flood = await startTestServer({
    logger: { level: 'info', routineLinesPerMinute: 5, now: () => clock, stream: { write: (line: string) => void (capped += line) } },
  });
  try {
    for (let i = 0; i < 20; i++) await fetch(`${flood.baseUrl}/word.json/dog/definitions?limit=1`, { headers: { api_key: flood.apiKey } });
    const lines = capped.trim().split('\n');
    expect(lines).toHaveLength(5);
    clock += 60_000;
    await fetch(`${flood.baseUrl}/word.json/cat/definitions?limit=1`, { headers: { api_key: flood.apiKey } });
    const after = capped.trim().split('\n').slice(5);
    expect(after[0]).toMatch(/"level":40.*request log lines were left out in the last minute/);
    expect(after[0]).toMatch(/"msg":"3\d request log lines/);
    expect(after.slice(1).join('\n')).toContain('/word.json/cat/definitions');
  } finally {
    await flood.close();
  }
});
