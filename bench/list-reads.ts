/**
 * `npm run bench:list-reads`: what reading a word list costs when many lists hold its words,
 * and what a flood of such reads from one key does to another key's requests.
 *
 * Starts the real server in its own process (`glossa-server serve`, answer cache as shipped)
 * with three users: `filler` makes LISTS - 1 public lists of the same WORDS words, `reader`
 * one list of those words (so every word is in LISTS lists, all but one someone else's), and
 * `bench` a list of ten words. Then prints:
 * - the time of one read of the reader's whole list (L6, `limit=1000`: each word with its
 *   `numberLists`), the median of REPEATS after one warm-up, from request to last byte;
 * - while the reader's key floods that read (FLOOD_CONNECTIONS connections, SECONDS), the
 *   bench user's key, one request at a time, alternating a lookup of definitions (W4) of
 *   distinct common words and a read of its own ten-word list: p50/p90/max of each, and the
 *   flood's rate.
 */
import autocannon from 'autocannon';
import { commonDefinedWords, prepareBenchData, spawnServer, timedRequest } from './support/server-process';
import { quantile } from './support/stats';

const LISTS = Number(process.env.BENCH_LISTS ?? 400);
const WORDS = 1000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const FLOOD_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const REPEATS = 10;

const data = await prepareBenchData('bench-list-reads');
data.addUser('filler');
data.addUser('reader');
const keys = { bench: data.addKey('bench'), filler: data.addKey('filler'), reader: data.addKey('reader') };
const words = commonDefinedWords(data.wordsFile, WORDS);
const server = await spawnServer(data.dataDir);
const { port } = server;

const call = (method: string, path: string, headers: Record<string, string>, body?: string) =>
  timedRequest(port, { method, path, headers, body });

async function signIn(username: keyof typeof keys) {
  const answer = await call(
    'POST',
    `/account.json/authenticate/${username}`,
    { api_key: keys[username], 'content-type': 'text/plain' },
    `${username}-password`,
  );
  if (answer.status !== 200) throw new Error(`signing ${username} in: ${answer.status} ${answer.body}`);
  return { api_key: keys[username], auth_token: (JSON.parse(answer.body) as { token: string }).token };
}

async function makeList(headers: Record<string, string>, name: string, listWords: string[]): Promise<string> {
  const json = { ...headers, 'content-type': 'application/json' };
  const made = await call('POST', '/wordLists.json', json, JSON.stringify({ name }));
  if (made.status !== 200) throw new Error(`creating ${name}: ${made.status} ${made.body}`);
  const permalink = (JSON.parse(made.body) as { permalink: string }).permalink;
  const added = await call('POST', `/wordList.json/${permalink}/words`, json, JSON.stringify(listWords.map((word) => ({ word }))));
  if (added.status !== 200) throw new Error(`filling ${name}: ${added.status} ${added.body}`);
  return permalink;
}

const filler = await signIn('filler');
const reader = await signIn('reader');
const bench = await signIn('bench');
const fillStarted = performance.now();
for (let i = 1; i < LISTS; i++) await makeList(filler, `Filler ${i}`, words);
const readerList = await makeList(reader, 'The reader’s', words);
const benchList = await makeList(bench, 'Ten words', words.slice(0, 10));
console.log(`${LISTS} lists of the same ${WORDS} words made in ${((performance.now() - fillStarted) / 1000).toFixed(1)} s\n`);

const readPath = `/wordList.json/${readerList}/words?limit=${WORDS}`;
const first = await call('GET', readPath, reader);
const listed = JSON.parse(first.body) as { numberLists: number }[];
if (first.status !== 200 || listed.length !== WORDS) throw new Error(`reading the list: ${first.status}`);
const times: number[] = [];
for (let i = 0; i < REPEATS; i++) times.push((await call('GET', readPath, reader)).ms);
times.sort((a, b) => a - b);
console.log(
  `One read of a ${WORDS}-word list whose words are in ${listed[0]?.numberLists ?? '?'} lists: ` +
    `median ${quantile(times, 0.5).toFixed(1)} ms, min ${(times[0] ?? 0).toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms (${REPEATS} reads)\n`,
);

console.log(`The reader's key floods that read (${FLOOD_CONNECTIONS} connections, ${SECONDS} s);`);
console.log('the bench key meanwhile, one request at a time: definitions of distinct words, and its own ten-word list\n');
const flood = autocannon({
  url: `http://127.0.0.1:${port}/v4${readPath}`,
  connections: FLOOD_CONNECTIONS,
  duration: SECONDS,
  headers: reader,
});
const lookups: number[] = [];
const ownList: number[] = [];
let failed = 0;
await new Promise((resolveSoon) => setTimeout(resolveSoon, 500));
const deadline = performance.now() + SECONDS * 1000 - 1000;
for (let i = 0; performance.now() < deadline; i++) {
  const word = words[(i * 7) % words.length] ?? 'dog';
  const lookup = await call('GET', `/word.json/${encodeURIComponent(word)}/definitions?limit=20`, { api_key: keys.bench });
  const list = await call('GET', `/wordList.json/${benchList}/words`, bench);
  if (lookup.status !== 200) failed++;
  if (list.status !== 200) failed++;
  lookups.push(lookup.ms);
  ownList.push(list.ms);
}
const flooded = await flood;
const line = (title: string, samples: number[]) => {
  samples.sort((a, b) => a - b);
  console.log(
    `  ${title.padEnd(28)} ${String(samples.length).padStart(5)} requests, p50 ${quantile(samples, 0.5).toFixed(1).padStart(7)} ms, ` +
      `p90 ${quantile(samples, 0.9).toFixed(1).padStart(7)} ms, max ${(samples.at(-1) ?? 0).toFixed(1).padStart(7)} ms`,
  );
};
line('bench key: definitions', lookups);
line('bench key: its own list', ownList);
if (failed) console.log(`  bench key: ${failed} answers not 200`);
console.log(
  `  reader's flood: ${flooded.requests.average.toFixed(1)} reads/s, p50 ${flooded.latency.p50} ms; ` +
    `${flooded['2xx']} answered 2xx, ${flooded.non2xx} other`,
);

await server.stop();
data.remove();
