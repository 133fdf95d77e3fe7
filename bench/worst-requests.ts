/**
 * `npm run bench:worst`: the costliest requests of the word operations (W1–W10, S1–S5,
 * X1–X2) and what one key's flood of the costliest does to another key's lookups.
 *
 * Starts the real server in its own process with its answer cache off (a cached answer
 * would hide the work; every request here is a cache miss), then:
 * - for each operation, times every candidate below (the median of REPEATS sequential
 *   runs, after one warm-up) and prints the worst: its path and its time from request to
 *   last byte on loopback, which is the server's time plus well under a millisecond;
 * - key B floods the costliest request of all with FLOOD_CONNECTIONS connections for
 *   SECONDS while key A looks up definitions of distinct common words one at a time; prints
 *   A's p50/p90/max and B's throughput.
 */
import autocannon from 'autocannon';
import { commonDefinedWords, prepareBenchData, spawnServer, timedGet } from './support/server-process';
import { quantile } from './support/stats';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const FLOOD_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const REPEATS = 5;

const LONG_NONSENSE = 'x'.repeat(50);
/** Words with the most senses, examples, relations and phrases in the data, and hard cases. */
const HEAVY_WORDS = ['the', 'head', 'break', 'run', 'set', 'take', 'of', 'and', 'cut', 'be', LONG_NONSENSE, 'qzqzqz'];
const SEARCH_QUERIES = ['*', '?*', '*a*', '*e*e*', '*?*?*?*', '?', '??', 'a*', '*s', '*ing*', '*[*', '*a*b*c*d*e*'];
const SEARCH_OPTIONS = [
  'minCorpusCount=0&caseSensitive=false&limit=1000',
  'minCorpusCount=0&caseSensitive=true&limit=1000&skip=1000',
  'minCorpusCount=0&minDictionaryCount=0&caseSensitive=false&limit=1000&skip=1000',
  'minCorpusCount=100000000&minDictionaryCount=0&caseSensitive=false',
];
const RANDOM_FILTERS = [
  'hasDictionaryDef=false&minCorpusCount=100000000',
  'hasDictionaryDef=true&minCorpusCount=100000000',
  'hasDictionaryDef=false&minLength=40',
  'hasDictionaryDef=false&minDictionaryCount=100&includePartOfSpeech=verb',
  'hasDictionaryDef=false',
  'hasDictionaryDef=true&includePartOfSpeech=idiom',
  'hasDictionaryDef=false&minCorpusCount=1000&maxLength=3',
];

const enc = encodeURIComponent;
const perWord = (suffix: string, query = '') => HEAVY_WORDS.map((word) => `/word.json/${enc(word)}${suffix}${query}`);

/** Candidates per operation: every path is tried, the slowest is reported. */
const CANDIDATES: Record<string, string[]> = {
  'W1 getWord': [...perWord('', '?useCanonical=true&includeSuggestions=true'), ...perWord('')],
  'W2 getExamples': [...perWord('/examples', '?limit=1000&includeDuplicates=true'), ...perWord('/examples', '?skip=1000&limit=1000')],
  'W3 getTopExample': perWord('/topExample', '?useCanonical=true'),
  'W4 getDefinitions': [
    ...perWord('/definitions', '?limit=1000&includeRelated=true&useCanonical=true'),
    ...perWord('/definitions', '?limit=1000'),
  ],
  'W5 getTextPronunciations': perWord('/pronunciations', '?limit=1000&useCanonical=true'),
  'W6 getHyphenation': perWord('/hyphenation', '?limit=1000&useCanonical=true'),
  'W7 getWordFrequency': perWord('/frequency', '?useCanonical=true&startYear=0&endYear=9999'),
  'W8 getPhrases': perWord('/phrases', '?limit=1000&wlmi=0&useCanonical=true'),
  'W9 getRelatedWords': perWord('/related', '?limit=1000&useCanonical=true'),
  'W10 getAudio': perWord('/audio', '?limit=1000&useCanonical=true'),
  'S1 searchWords': SEARCH_QUERIES.flatMap((query) => SEARCH_OPTIONS.map((options) => `/words.json/search?query=${enc(query)}&${options}`)),
  'S2 searchWordsByPath': SEARCH_QUERIES.flatMap((query) => SEARCH_OPTIONS.map((options) => `/words.json/search/${enc(query)}?${options}`)),
  'S3 getRandomWords': RANDOM_FILTERS.flatMap((filters) => [
    `/words.json/randomWords?limit=1000&${filters}`,
    `/words.json/randomWords?limit=1000&sortBy=alpha&${filters}`,
  ]),
  'S4 getRandomWord': RANDOM_FILTERS.map((filters) => `/words.json/randomWord?${filters}`),
  'S5 getWordOfTheDay': [
    '/words.json/wordOfTheDay',
    '/words.json/wordOfTheDay?date=2000-02-29',
    '/words.json/wordOfTheDay?date=9999-12-31',
  ],
  'X1 getRelatedWordsLive': perWord('/relatedWords', '?limitPerRelationshipType=1000&useCanonical=true'),
  'X2 getScrabbleScore': perWord('/scrabbleScore'),
};

const data = await prepareBenchData('bench-worst');
const keyA = data.addKey();
const keyB = data.addKey();
const words = commonDefinedWords(data.wordsFile, 1000);
const server = await spawnServer(data.dataDir, ['--no-cache']);
const url = (path: string) => `${server.baseUrl}${path}`;

async function medianMs(path: string): Promise<{ ms: number; status: number }> {
  const first = await timedGet(url(path), keyB);
  const times: number[] = [];
  for (let i = 0; i < REPEATS; i++) times.push((await timedGet(url(path), keyB)).ms);
  times.sort((a, b) => a - b);
  return { ms: quantile(times, 0.5), status: first.status };
}

console.log(`\nThe worst request found per operation (median of ${REPEATS}, answer cache off)\n`);
const worst: { operation: string; path: string; ms: number; status: number }[] = [];
for (const [operation, paths] of Object.entries(CANDIDATES)) {
  let slowest = { operation, path: '', ms: -1, status: 0 };
  for (const path of paths) {
    const timed = await medianMs(path);
    if (timed.ms > slowest.ms) slowest = { operation, path, ...timed };
  }
  worst.push(slowest);
  console.log(`  ${operation.padEnd(26)} ${slowest.ms.toFixed(1).padStart(7)} ms  ${slowest.status}  ${slowest.path}`);
}

const costliest = worst.reduce((a, b) => (b.ms > a.ms ? b : a));
console.log(`\nKey B floods ${costliest.path} (${FLOOD_CONNECTIONS} connections, ${SECONDS} s);`);
console.log('key A looks up definitions of distinct common words meanwhile, one at a time\n');

const flood = autocannon({
  url: `http://127.0.0.1:${server.port}/v4${costliest.path}`,
  connections: FLOOD_CONNECTIONS,
  duration: SECONDS,
  headers: { api_key: keyB },
});
const latencies: number[] = [];
let failedA = 0;
const deadline = performance.now() + SECONDS * 1000 - 500;
await new Promise((resolveSoon) => setTimeout(resolveSoon, 500));
for (let i = 0; performance.now() < deadline; i++) {
  const word = words[i % words.length] ?? 'dog';
  const answer = await timedGet(url(`/word.json/${enc(word)}/definitions?limit=20`), keyA);
  if (answer.status !== 200) failedA++;
  latencies.push(answer.ms);
}
const flooded = await flood;
latencies.sort((a, b) => a - b);
console.log(
  `  key A definitions: ${latencies.length} requests, p50 ${quantile(latencies, 0.5).toFixed(1)} ms, ` +
    `p90 ${quantile(latencies, 0.9).toFixed(1)} ms, max ${(latencies.at(-1) ?? 0).toFixed(1)} ms` +
    (failedA ? `, ${failedA} not 200` : ''),
);
console.log(
  `  key B flood: ${flooded.requests.average.toFixed(0)} requests/s, p50 ${flooded.latency.p50} ms; ` +
    `${flooded['2xx']} answered 2xx, ${flooded.non2xx} other`,
);

await server.stop();
data.remove();
