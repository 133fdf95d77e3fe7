/**
 * `npm run bench:cache`: what the lookup cache itself costs, in Node over
 * fake-indexeddb (an in-memory IndexedDB written in JavaScript).
 *
 * Fills the cache with 1,000 definitions answers of about 3 kB each (the shape the live
 * service answers W4 with), measuring each miss+store (the fetch answers at once, so
 * this is the cache's own cost: a read that misses, then the write transaction); then
 * 10,000 hits on random keys an hour later, measuring each `get` (the first hit of each
 * entry records its use, written in batches of 100). Prints median, p95, p99 and max.
 *
 * Real Chromium IndexedDB differs: it runs in another process, writes to disk (LevelDB)
 * and structured-clones across that boundary, so reads cost more per call but scale
 * differently; fake-indexeddb keeps everything in this process's memory. Use these
 * figures to compare versions of the cache, not as the extension's latency.
 */
import 'fake-indexeddb/auto';
import { performance } from 'node:perf_hooks';
import type { CacheKey } from '../lib/background/cache/cache-key';
import { createLookupCache } from '../lib/background/cache/lookup-cache';
import { openDatabase } from '../lib/background/store/db';
import { summarize } from './support/stats';

const ENTRIES = 1_000;
const HITS = 10_000;
const WARM_UP = 500;
const BASE_URL = 'https://api.wordnik.com/v4';

const SOURCES = [
  ['ahd-5', 'from The American Heritage® Dictionary of the English Language, 5th Edition.', 'https://ahdictionary.com/'],
  ['century', 'from The Century Dictionary.', 'https://www.wordnik.com/words/'],
  ['wiktionary', 'from Wiktionary, Creative Commons Attribution/Share-Alike License.', 'https://creativecommons.org/licenses/by-sa/3.0/'],
] as const;
const PARTS = ['noun', 'verb-transitive', 'adjective'] as const;

/** A definitions answer of about 3 kB, shaped like the live service's (see the recordings). */
function definitionsOf(word: string) {
  return Array.from({ length: 6 }, (_, i) => {
    const [sourceDictionary, attributionText, attributionUrl] = SOURCES[i % SOURCES.length] ?? SOURCES[0];
    return {
      id: `R${5365500 + i}-${i + 1}`,
      partOfSpeech: PARTS[i % PARTS.length],
      attributionText,
      sourceDictionary,
      text: `A sense of <xref>${word}</xref> number ${i + 1}: a deep red, translucent variety of the mineral corundum, highly valued.`,
      sequence: String(i + 1),
      score: 0,
      word,
      attributionUrl,
      wordnikUrl: `https://www.wordnik.com/words/${word}`,
      citations: [],
      exampleUses: [],
      labels: i % 2 ? [{ text: 'archaic', type: 'register' }] : [],
      notes: [],
      relatedWords: [],
      textProns: [],
    };
  });
}

const key = (word: string): CacheKey => ({
  baseUrl: BASE_URL,
  operationId: 'W4',
  params: { word, useCanonical: true, limit: 20, sourceDictionaries: ['all'] },
});

function summary(samples: number[]) {
  const s = summarize(samples);
  const ms = (x: number) => `${x.toFixed(3)} ms`;
  return `median ${ms(s.median)}, p95 ${ms(s.p95)}, p99 ${ms(s.p99)}, max ${ms(s.max)}, mean ${ms(s.mean)} (n = ${s.count})`;
}

const name = `glossa-bench-${process.pid}`;
const db = openDatabase(name);
// The hits happen "an hour later", so the first hit of each entry records a use, as it
// would for a word looked up again another day.
let offset = 0;
const cache = createLookupCache(db, { ttlMs: 24 * 60 * 60 * 1000, now: () => Date.now() + offset });
const words = Array.from({ length: ENTRIES }, (_, i) => `word${i.toString(36).padStart(3, '0')}`);

const sample = JSON.stringify(definitionsOf(words[0] ?? 'ruby')).length;
console.log(`Lookup cache over fake-indexeddb (Node ${process.version}); one answer is ${sample} bytes of JSON.`);

const misses: number[] = [];
for (const word of words) {
  const start = performance.now();
  await cache.get(key(word), async () => definitionsOf(word));
  misses.push(performance.now() - start);
}
const stats = await cache.stats();
console.log(`Filled: ${stats.entries} entries, ${(stats.bytes / 1024 / 1024).toFixed(2)} MB.`);
console.log(`miss + store: ${summary(misses)}`);

offset = 60 * 60 * 1000;
const noFetch = (): Promise<never> => Promise.reject(new Error('a hit must not fetch'));
const hits: number[] = [];
for (let i = 0; i < WARM_UP + HITS; i++) {
  const word = words[Math.floor(Math.random() * words.length)] ?? 'word000';
  const start = performance.now();
  const result = await cache.get(key(word), noFetch);
  const elapsed = performance.now() - start;
  if (result.stale) throw new Error('a fresh entry came back stale');
  if (i >= WARM_UP) hits.push(elapsed);
}
console.log(`hit:          ${summary(hits)}`);

db.close();
await openDatabase(name).delete();
