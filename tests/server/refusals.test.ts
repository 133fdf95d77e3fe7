/**
 * Whatever refuses a request, the answer is the contract's: `{statusCode, error, message}`,
 * with the CORS headers a page needs to read it and the key's rate-limit headers, and the
 * call counted against the key. Covered here: what Fastify refuses before any route runs (a
 * path segment over its length limit, a bad percent-escape), a path with no route, bodies
 * too large, malformed or of the wrong type, and a signed audio link with its parameters
 * given twice. Sent as raw HTTP, so the paths reach the server exactly as written.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLOSSA_SERVER_HEADER, RATE_LIMIT_HEADERS } from '../../lib/shared/api/index.ts';
import { ANN, startTestServer, type TestServer } from '../../dev/test-server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

function raw(method: string, path: string, options: { headers?: Record<string, string>; body?: string } = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(t.baseUrl);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      { host: hostname, port, method, path, headers: { origin: 'https://example.org', ...options.headers } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
      },
    );
    sent.on('error', reject);
    sent.end(options.body);
  });
}

const remaining = (answer: RawAnswer) => Number(answer.headers[RATE_LIMIT_HEADERS.remainingMinute]);

/** The answer is `{statusCode, error, message}` with CORS, rate-limit and Glossa server headers, and counted. */
async function expectContractRefusal(status: number, send: () => Promise<RawAnswer>) {
  const before = remaining(await raw('GET', '/v4/word.json/dog/scrabbleScore', { headers: { api_key: t.apiKey } }));
  const answer = await send();
  expect(answer.status).toBe(status);
  const body = JSON.parse(answer.text) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['error', 'message', 'statusCode']);
  expect(body.statusCode).toBe(status);
  expect(typeof body.error).toBe('string');
  expect(typeof body.message).toBe('string');
  expect(answer.text.length).toBeLessThan(400);
  expect(answer.headers['access-control-allow-origin']).toBe('*');
  expect(answer.headers['access-control-expose-headers']).toContain(RATE_LIMIT_HEADERS.remainingMinute);
  // A refusal says it is a Glossa server's too: a client knows the service by any answer.
  expect(answer.headers[GLOSSA_SERVER_HEADER.header.toLowerCase()]).toBe(GLOSSA_SERVER_HEADER.value);
  expect(answer.headers['access-control-expose-headers']).toContain(GLOSSA_SERVER_HEADER.header);
  for (const header of Object.values(RATE_LIMIT_HEADERS)) {
    if (header !== RATE_LIMIT_HEADERS.retryAfter) expect(answer.headers[header], header).toMatch(/^\d+$/);
  }
  expect(remaining(answer)).toBe(before - 1);
  return body;
}

const withKey = () => ({ api_key: t.apiKey });

describe('refusals before any route runs', () => {
  it('a path segment over the length limit: 414, without echoing the path', async () => {
    const long = 'a'.repeat(3000);
    const body = await expectContractRefusal(414, () => raw('GET', `/v4/word.json/${long}/definitions`, { headers: withKey() }));
    expect(String(body.message)).not.toContain('aaaaaaaaaa');
  });

  it('a bad percent-escape in the path: 400', async () => {
    const body = await expectContractRefusal(400, () => raw('GET', '/v4/word.json/%ff/definitions', { headers: withKey() }));
    expect(body.error).toBe('Bad Request');
  });

  it('a key in the query counts there too', async () => {
    await expectContractRefusal(400, () => raw('GET', `/v4/word.json/%ff/definitions?api_key=${t.apiKey}`));
  });
});

describe('refusals of routes and bodies', () => {
  it('no route: 404', async () => {
    await expectContractRefusal(404, () => raw('GET', '/v4/no/such/route', { headers: withKey() }));
  });

  it('a body too large: 413', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(100 * 1024) });
    await expectContractRefusal(413, () =>
      raw('POST', '/v4/wordLists.json', { headers: { ...withKey(), 'content-type': 'application/json' }, body }),
    );
  });

  it('malformed JSON: 400', async () => {
    await expectContractRefusal(400, () =>
      raw('POST', '/v4/wordLists.json', { headers: { ...withKey(), 'content-type': 'application/json' }, body: '{"name":' }),
    );
  });

  it('an unsupported media type: 415', async () => {
    await expectContractRefusal(415, () =>
      raw('POST', '/v4/wordLists.json', { headers: { ...withKey(), 'content-type': 'application/xml' }, body: '<list/>' }),
    );
  });

  it('a password sign-in with a body of the wrong type: 415', async () => {
    await expectContractRefusal(415, () =>
      raw('POST', `/v4/account.json/authenticate/${ANN.username}`, {
        headers: { ...withKey(), 'content-type': 'image/png' },
        body: 'x',
      }),
    );
  });
});

describe('signed audio links', () => {
  it('parameters given twice: a 403 in the contract’s shape, not a 500', async () => {
    const answer = await raw('GET', '/v4/audio/cat.mp3?word=cat&word=dog&Expires=9999999999&Signature=a', {
      headers: withKey(),
    });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text)).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers[RATE_LIMIT_HEADERS.remainingMinute]).toMatch(/^\d+$/);
  });
});
