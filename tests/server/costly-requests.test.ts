/**
 * No request holds the server: random words with a filter nothing passes, and searches with
 * the broadest or most tangled patterns and the deepest pages, answer well within a
 * generous bound on the real server (they took seconds when random words tried entry ids one
 * query at a time), while normal requests answer as before.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../dev/test-server.ts';

/** Far above what these requests take (a few ms), far below what they took (0.5–3 s). */
const GENEROUS_MS = 300;

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ cacheBytes: 0 });
});
afterAll(() => t.close());

async function timed(path: string) {
  // One warm-up, so the bound measures the request, not the first use of a code path.
  await fetch(`${t.baseUrl}${path}`, { headers: { api_key: t.apiKey } }).then((r) => r.arrayBuffer());
  const started = performance.now();
  const response = await fetch(`${t.baseUrl}${path}`, { headers: { api_key: t.apiKey } });
  const body = (await response.json()) as unknown;
  return { status: response.status, body, ms: performance.now() - started };
}

it.each([
  '/words.json/randomWords?limit=1000&minCorpusCount=100000000&hasDictionaryDef=false',
  '/words.json/randomWords?limit=1000&minCorpusCount=100000000&hasDictionaryDef=true',
  '/words.json/randomWords?limit=1000&minLength=200&hasDictionaryDef=false',
  '/words.json/randomWord?minCorpusCount=100000000',
])('random words with a filter nothing passes answer 404 at once: %s', async (path) => {
  const answer = await timed(path);
  expect(answer.status).toBe(404);
  expect(answer.ms).toBeLessThan(GENEROUS_MS);
});

it('random words with a narrow filter find every match at once', async () => {
  const answer = await timed('/words.json/randomWords?limit=1000&minCorpusCount=1000&maxLength=3&hasDictionaryDef=false');
  expect(answer.status).toBe(200);
  const words = answer.body as { word: string }[];
  expect(words.length).toBeGreaterThan(10);
  expect(words.length).toBeLessThan(1000);
  expect(new Set(words.map((w) => w.word)).size).toBe(words.length);
  expect(answer.ms).toBeLessThan(GENEROUS_MS);
});

it.each([
  `/words.json/search/${encodeURIComponent('*')}?minCorpusCount=0&minDictionaryCount=0&caseSensitive=true&limit=1000&skip=1000`,
  `/words.json/search/${encodeURIComponent('*?*?*?*?*?*?*?*?*?*?*?*?*?*?*?*?*?*?*?*?*')}?minCorpusCount=0&minDictionaryCount=0&limit=1000`,
  `/words.json/search/${encodeURIComponent(`${'*a'.repeat(24)}*b`)}?minCorpusCount=0&minDictionaryCount=0`,
  `/words.json/search?query=${encodeURIComponent('*e*e*')}&minCorpusCount=0&minDictionaryCount=0&caseSensitive=false&limit=1000`,
])('a broad or tangled search answers at once: %s', async (path) => {
  const answer = await timed(path);
  expect([200, 404]).toContain(answer.status);
  expect(answer.ms).toBeLessThan(GENEROUS_MS);
});

it('searches answer as before', async () => {
  const answer = await timed('/words.json/search/ser*ty?minCorpusCount=0&limit=3');
  expect(answer.body).toEqual({
    totalResults: expect.any(Number),
    searchResults: [expect.objectContaining({ word: expect.stringMatching(/^ser.*ty$/) }), expect.anything(), expect.anything()],
  });
  const sensitive = (await timed('/words.json/search/Ser*?minCorpusCount=0&limit=1000')).body as { searchResults: { word: string }[] };
  expect(sensitive.searchResults.map((r) => r.word)).toContain('Serbia');
  expect(sensitive.searchResults.every((r) => r.word.startsWith('Ser'))).toBe(true);
});
