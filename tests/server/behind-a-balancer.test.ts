/**
 * A node behind a load balancer it trusts (`trustProxy`): the caller's address is the one the
 * balancer forwards, so calls without a key are counted per caller, not all as the balancer's,
 * and the links it hands out are the ones the balancer was asked with. A node that trusts no
 * balancer believes none of those headers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../dev/test-server.ts';

describe('a node behind a load balancer', () => {
  let trusting: TestServer;
  let plain: TestServer;
  beforeAll(async () => {
    trusting = await startTestServer({ trustProxy: '127.0.0.1' });
    plain = await startTestServer();
  });
  afterAll(() => Promise.all([trusting.close(), plain.close()]));

  const ask = (t: TestServer, path: string, forwardedFor: string) =>
    fetch(`${t.baseUrl}${path}`, {
      headers: { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https', 'x-forwarded-host': 'glossa.example.org' },
    });
  const remaining = (answer: Response) => Number(answer.headers.get('x-ratelimit-remaining-minute'));

  it('counts calls without a key by the forwarded address', async () => {
    const first = remaining(await ask(trusting, '/word.json/dog', '203.0.113.7'));
    expect(remaining(await ask(trusting, '/word.json/dog', '203.0.113.7'))).toBe(first - 1);
    // Another caller through the same balancer has a minute of its own.
    expect(remaining(await ask(trusting, '/word.json/dog', '198.51.100.4'))).toBe(first);
  });

  it('hands out links with the address the balancer was asked at', async () => {
    const document = (await (await ask(trusting, '/openapi.json', '203.0.113.7')).json()) as { servers: { url: string }[] };
    expect(document.servers[0]?.url).toBe('https://glossa.example.org/v4');
  });

  it('believes no forwarded header when it trusts no balancer', async () => {
    const first = remaining(await ask(plain, '/word.json/dog', '203.0.113.7'));
    expect(remaining(await ask(plain, '/word.json/dog', '198.51.100.4'))).toBe(first - 1);
    const document = (await (await ask(plain, '/openapi.json', '203.0.113.7')).json()) as { servers: { url: string }[] };
    expect(document.servers[0]?.url).toBe(plain.baseUrl);
  });
});
