/**
 * `npm run bench:server`: the server's figures on this machine. Starts the real
 * server (the `glossa-server` command, in its own process, with a built word database)
 * and prints:
 * - start-up time, from launching the command to the first answer;
 * - definitions (W4, every dictionary: `sourceDictionaries=all`) over 1,000 distinct words:
 *   requests/s, p50 and p99 latency;
 * - the full lookup a bubble needs (definitions and pronunciations together, then the
 *   top example and synonyms): lookups/s, p50 and p99;
 * - wildcard search (S2) over twenty patterns of every shape: requests/s, p50 and p99 under
 *   load, and the answer time of each pattern alone (one request at a time, no queue);
 * - the server's resident memory after the runs, and its peak;
 * - the floor: a plain node:http server answering a fixed JSON body of the mean size of the
 *   definitions answers, under the same load, and definitions uncached as a share of it. The two
 *   are measured in turns, three rounds each (`BENCH_ROUNDS`), and the median round is reported: this machine's
 *   speed drifts by half from minute to minute, and only loads measured side by side compare;
 * - past one node: uncached definitions with the rate counters shared in PostgreSQL, and in
 *   Redis, each beside a node counting in its own memory; two nodes beside one; and what the
 *   database carries. `BENCH_PAST_ONE_NODE_ONLY=1` measures only these.
 * `BENCH_FLOOR_ONLY=1` measures only uncached definitions beside the floor (each process warmed
 * first), and beside the floor sending the server's headers too (the most the server could reach
 * with them), in two minutes or so; with `BENCH_BASELINE=<another checkout>/server/bin/glossa-server.mjs`
 * that other build's server is measured in the same turns, so a change is seen beside what it changes.
 * Load comes from autocannon in this process, on loopback only, for a bounded time.
 */
import autocannon from 'autocannon';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { serverAnswers, spawnFloorServer } from './support/floor-server';
import { committedTransactions, grantsPerSecond, redisScriptRuns } from './support/counter-stores';
import { createDatabase, startPostgresCluster } from '../dev/postgres-cluster';
import { startRedisServer } from '../dev/redis-server';
import { dataFiles } from '../server/config';
import { commonDefinedWords, prepareBenchData, spawnServer, timedGet, type ServerProcess } from './support/server-process';
import { quantile } from './support/stats';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

const data = await prepareBenchData('bench');
const apiKey = data.addKey();
const words = commonDefinedWords(data.wordsFile, 1000);

// ---------------------------------------------------------------- one run of every load

const v4 = (path: string) => `/v4${path}`;
const enc = encodeURIComponent;
/** Twenty patterns of every shape: prefixes, endings, letters inside, `?` anywhere, short and broad, capitals. */
const patterns = [
  'ser*',
  '*ness',
  '*dip*',
  's?r*ty',
  'c?t',
  'un*able',
  '*ology',
  'tr??n',
  'a*z*',
  '*ing*ly',
  '?a*e',
  '*tion',
  '*e*',
  '??',
  'q*',
  '*ph*ic',
  'b?o*',
  '*a?e',
  'Ser*',
  '*x?',
];
const searchPaths = patterns.map((pattern) => v4(`/words.json/search/${enc(pattern)}?limit=20`));

interface Row {
  title: string;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

// Both dictionaries where the server has two (`all`), as a reader who wants every sense asks.
const definitionPaths = words.map((word) => v4(`/word.json/${enc(word)}/definitions?limit=20&sourceDictionaries=all`));

async function load(
  port: string,
  title: string,
  paths: string[],
  connections = CONNECTIONS,
  seconds = SECONDS,
  key = apiKey,
): Promise<Row> {
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    headers: { api_key: key },
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] ?? '/' }) }],
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  return { title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failures };
}

/** The row whose rate is the median of the rounds'. */
function medianRow(rows: Row[]): Row {
  const sorted = [...rows].sort((a, b) => a.rps - b.rps);
  return sorted[Math.floor(sorted.length / 2)] ?? { title: '', rps: 0, p50: 0, p99: 0, failures: 0 };
}

/** Rounds of loads measured in turns (`BENCH_ROUNDS`): more, and shorter, when the machine is busy. */
const FLOOR_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

async function suite(extraArgs: string[], options: { besideTheFloor?: boolean } = {}) {
  const started = performance.now();
  const server = await spawnServer(data.dataDir, extraArgs);
  const { baseUrl, port } = server;
  await timedGet(`${baseUrl}/word.json/dog/definitions`, apiKey);
  const startupMs = performance.now() - started;

  /** Definitions, and when asked the floor answering as many bytes, in turns. */
  async function definitionsBesideTheFloor(): Promise<{ definitions: Row; floor?: Row; ratios: number[] }> {
    const title = 'definitions (W4), 1,000 distinct words';
    if (!options.besideTheFloor) return { definitions: await load(port, title, definitionPaths), ratios: [] };
    const { meanBytes: definitionBytes } = await serverAnswers(baseUrl, definitionPaths, apiKey);
    const floorServer = await spawnFloorServer(definitionBytes);
    const rounds: { definitions: Row; floor: Row }[] = [];
    try {
      for (let round = 0; round < FLOOR_ROUNDS; round++) {
        const definitions = await load(port, title, definitionPaths);
        const floor = await load(floorServer.port, `floor: node:http, ${definitionBytes.toFixed(0)} B of fixed JSON`, ['/']);
        rounds.push({ definitions, floor });
      }
    } finally {
      await floorServer.stop();
    }
    return {
      definitions: medianRow(rounds.map((round) => round.definitions)),
      floor: medianRow(rounds.map((round) => round.floor)),
      ratios: rounds.map((round) => round.definitions.rps / round.floor.rps).sort((a, b) => a - b),
    };
  }

  /** A bubble's lookup: definitions and pronunciations at once, then the example and synonyms. */
  async function bubbleLookups(): Promise<Row> {
    const get = async (path: string) => {
      const response = await fetch(`${baseUrl}${path}`, { headers: { api_key: apiKey } });
      await response.arrayBuffer();
      return response.status;
    };
    const latencies: number[] = [];
    let index = 0;
    const deadline = performance.now() + SECONDS * 1000;
    const worker = async () => {
      while (performance.now() < deadline) {
        const word = enc(words[index++ % words.length] ?? 'dog');
        const start = performance.now();
        await Promise.all([get(`/word.json/${word}/definitions?limit=20`), get(`/word.json/${word}/pronunciations`)]);
        await Promise.all([get(`/word.json/${word}/topExample`), get(`/word.json/${word}/related?type=synonym&limit=5`)]);
        latencies.push(performance.now() - start);
      }
    };
    const began = performance.now();
    await Promise.all(Array.from({ length: 8 }, worker));
    latencies.sort((a, b) => a - b);
    const at = (q: number) => quantile(latencies, q);
    return {
      title: 'full bubble lookup (W4+W5, then W3+W9)',
      rps: latencies.length / ((performance.now() - began) / 1000),
      p50: at(0.5),
      p99: at(0.99),
      failures: 0,
    };
  }

  /**
   * Each search answered alone, one request at a time (no queue in front of it): how long a
   * pattern takes to answer, every pattern 10 times.
   */
  async function searchAnswerTimes(): Promise<Row> {
    const latencies: number[] = [];
    const began = performance.now();
    for (let round = 0; round < 10; round++) {
      for (const path of searchPaths) latencies.push((await timedGet(`http://127.0.0.1:${port}${path}`, apiKey)).ms);
    }
    latencies.sort((a, b) => a - b);
    return {
      title: 'wildcard search (S2) one at a time',
      rps: latencies.length / ((performance.now() - began) / 1000),
      p50: quantile(latencies, 0.5),
      p99: quantile(latencies, 0.99),
      failures: 0,
    };
  }

  const definitions = await definitionsBesideTheFloor();
  const rows = [
    definitions.definitions,
    await bubbleLookups(),
    await load(port, `wildcard search (S2), ${patterns.length} patterns`, searchPaths),
    await searchAnswerTimes(),
  ];

  const memory = server.memory();
  await server.stop();
  return { startupMs, rows, memory, floor: definitions.floor, ratios: definitions.ratios };
}

/**
 * Two loads measured in turns, `FLOOR_ROUNDS` rounds, which goes first changing each round (so
 * a machine growing busier or quieter favours neither): the median round of each, and the
 * second's rate as a share of the first's in each round.
 */
async function inTurns(first: () => Promise<Row>, second: () => Promise<Row>) {
  const rounds: [Row, Row][] = [];
  for (let round = 0; round < FLOOR_ROUNDS; round++) {
    if (round % 2 === 0) rounds.push([await first(), await second()]);
    else {
      const later = await second();
      rounds.push([await first(), later]);
    }
  }
  return {
    first: medianRow(rounds.map(([row]) => row)),
    second: medianRow(rounds.map(([, row]) => row)),
    ratios: rounds.map(([a, b]) => b.rps / a.rps).sort((a, b) => a - b),
  };
}

/**
 * Past one node, uncached definitions: a node whose rate limits are counted in PostgreSQL
 * (leased a second at a time) beside one counting in its own memory, the same with the counters
 * in Redis, and two nodes over one database, each given half the connections, beside one node.
 */
async function pastOneNode() {
  const cluster = await startPostgresCluster();
  const redis = await startRedisServer();
  const countersUrl = await createDatabase(cluster.url);
  const shared = ['--no-cache', '--counters-url', countersUrl];
  const servers = await Promise.all([
    spawnServer(data.twin('bench-alone'), ['--no-cache']),
    spawnServer(data.twin('bench-node-1'), shared),
    spawnServer(data.twin('bench-node-2'), shared),
    spawnServer(data.twin('bench-redis'), ['--no-cache', '--counters-url', redis.url]),
  ]);
  try {
    const [alone, first, second, onRedis] = servers as [ServerProcess, ServerProcess, ServerProcess, ServerProcess];
    for (const server of servers) await timedGet(`${server.baseUrl}/word.json/dog/definitions`, apiKey);
    // Each process warmed by a short load first, so that no first round measures its compiling.
    for (const server of servers) await load(server.port, 'warm-up', definitionPaths, CONNECTIONS, 2);
    const title = 'definitions (W4), 1,000 distinct words';
    const counters = await inTurns(
      () => load(alone.port, `${title}, limits in memory`, definitionPaths),
      () => load(first.port, `${title}, limits in PostgreSQL`, definitionPaths),
    );
    const redisCounters = await inTurns(
      () => load(alone.port, `${title}, limits in memory`, definitionPaths),
      () => load(onRedis.port, `${title}, limits in Redis`, definitionPaths),
    );
    const half = Math.max(1, Math.round(CONNECTIONS / 2));
    const twoNodes = async (): Promise<Row> => {
      const [a, b] = await Promise.all([
        load(first.port, title, definitionPaths, half),
        load(second.port, title, definitionPaths, CONNECTIONS - half),
      ]);
      return {
        title: 'two nodes, limits in PostgreSQL, half the connections each',
        rps: a.rps + b.rps,
        p50: Math.max(a.p50, b.p50),
        p99: Math.max(a.p99, b.p99),
        failures: a.failures + b.failures,
      };
    };
    const nodes = await inTurns(() => load(first.port, 'one node, limits in PostgreSQL', definitionPaths), twoNodes);
    // What the database carries: its committed transactions over one more run of two nodes
    // (PostgreSQL publishes a connection's counts within 10 s of its going idle).
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const before = await committedTransactions(countersUrl);
    const measured = await twoNodes();
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const transactions = (await committedTransactions(countersUrl)) - before - 1;
    const database = {
      perSecond: transactions / SECONDS,
      perThousand: (1000 * transactions) / (measured.rps * SECONDS),
      rps: measured.rps,
    };
    // What Redis carries: the scripts it ran (a round trip each) over one more run of the node counting there.
    const redisBefore = await redisScriptRuns(redis.url);
    const onRedisRun = await load(onRedis.port, title, definitionPaths);
    const scripts = (await redisScriptRuns(redis.url)) - redisBefore;
    const redisLoad = { perSecond: scripts / SECONDS, perThousand: (1000 * scripts) / (onRedisRun.rps * SECONDS), rps: onRedisRun.rps };
    const grants = { postgres: await grantsPerSecond(countersUrl), redis: await grantsPerSecond(redis.url) };
    return { counters, redisCounters, nodes, database, redisLoad, grants };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all([cluster.stop(), redis.stop()]);
  }
}

/**
 * The word database the other build reads: its own, built by its own checkout (`npm run
 * build-data` there), when it has one, since another build may read another layout; else this one's.
 */
function baselineWords(baseline: string): string {
  const own = dataFiles(resolve(dirname(baseline), '..', '.data')).words;
  return existsSync(own) ? own : data.wordsFile;
}

/**
 * Only uncached definitions beside the floor and the floor with the server's headers, and beside
 * another build's server when `BENCH_BASELINE` names one: every process warmed by a short load,
 * then the loads in turns, `FLOOR_ROUNDS` rounds, the order turning each round; the median round
 * of each is printed.
 */
async function floorOnly(baseline: string | undefined) {
  const title = 'definitions (W4), 1,000 distinct words';
  const server = await spawnServer(data.dataDir, ['--no-cache']);
  const otherData = baseline ? data.otherBuild('bench-baseline', baseline, baselineWords(baseline)) : undefined;
  const other = baseline && otherData ? await spawnServer(otherData.dataDir, ['--no-cache'], baseline) : undefined;
  const answers = await serverAnswers(server.baseUrl, definitionPaths, apiKey);
  const floorServer = await spawnFloorServer(answers.meanBytes);
  // The floor again with the headers of the server's own answer (CORS, rate limits, the server's
  // name): the most the server could reach with them, since they cost the load generator too.
  const headedFloor = await spawnFloorServer(answers.meanBytes, answers.headers);
  try {
    const floorLoad = { port: floorServer.port, paths: ['/'], title: 'floor: node:http, the same bytes of fixed JSON', key: apiKey };
    const loads = [
      { port: server.port, paths: definitionPaths, title: `${title}, this build`, key: apiKey },
      floorLoad,
      { port: headedFloor.port, paths: ['/'], title: 'the floor with the server’s headers', key: apiKey },
      ...(other && otherData ? [{ port: other.port, paths: definitionPaths, title: `${title}, ${baseline}`, key: otherData.apiKey }] : []),
    ];
    for (const { port, paths, key } of loads) await load(port, 'warm-up', paths, CONNECTIONS, 2, key);
    /** Each load's rows, one a round; the first load of a round turns with the round. */
    const rows = loads.map(() => [] as Row[]);
    for (let round = 0; round < FLOOR_ROUNDS; round++) {
      for (let turn = 0; turn < loads.length; turn++) {
        const index = (turn + round) % loads.length;
        const { port, paths, title: named, key } = loads[index] ?? floorLoad;
        rows[index]?.push(await load(port, named, paths, CONNECTIONS, SECONDS, key));
      }
    }
    const ms = (value: number) => `${value.toFixed(2)} ms`;
    const percent = (ratio: number) => `${(100 * ratio).toFixed(0)}%`;
    const floorRows = rows[1] ?? [];
    console.log(`\nGlossa server against the floor, ${CONNECTIONS} connections, ${SECONDS} s per load, median of ${FLOOR_ROUNDS} rounds`);
    for (const [index, runs] of rows.entries()) {
      const row = medianRow(runs);
      console.log(
        `  ${row.title.padEnd(58)} ${row.rps.toFixed(0).padStart(6)} requests/s  p50 ${ms(row.p50).padStart(9)}  p99 ${ms(row.p99).padStart(9)}` +
          (row.failures ? `   FAILED ANSWERS: ${row.failures}` : ''),
      );
      if (index === 1) continue;
      const ratios = runs.map((run, round) => run.rps / (floorRows[round]?.rps ?? Infinity)).sort((a, b) => a - b);
      console.log(`    of the floor: ${percent(ratios[Math.floor(ratios.length / 2)] ?? 0)} (rounds: ${ratios.map(percent).join(', ')})`);
    }
  } finally {
    await Promise.all([server.stop(), floorServer.stop(), headedFloor.stop(), other?.stop()]);
  }
}

if (process.env.BENCH_FLOOR_ONLY === '1') {
  await floorOnly(process.env.BENCH_BASELINE);
  data.remove();
  process.exit(0);
}

const pastOnly = process.env.BENCH_PAST_ONE_NODE_ONLY === '1';
const shipped = pastOnly ? undefined : await suite([]);
// Without the answer cache, the floor is measured in turns with the definitions (see above).
const uncached = pastOnly ? undefined : await suite(['--no-cache'], { besideTheFloor: true });
const past = await pastOneNode();
data.remove();

// ---------------------------------------------------------------- report
const ms = (value: number) => `${value.toFixed(2)} ms`;
const percent = (ratio: number) => `${(100 * ratio).toFixed(0)}%`;
console.log(`\nGlossa server, ${CONNECTIONS} connections, ${SECONDS} s per load, load generator on the same machine\n`);
if (shipped) console.log(`start-up with a built database: ${shipped.startupMs.toFixed(0)} ms (command launched → first answer)`);
for (const [name, run] of [
  ['as shipped (answers of the word operations cached in memory)', shipped],
  ['with the answer cache off (every request reads SQLite)', uncached],
] as const) {
  if (!run) continue;
  console.log(`\n${name}`);
  for (const row of run.rows) {
    const rate = row.title.startsWith('full') ? 'lookups/s' : 'requests/s';
    console.log(
      `  ${row.title.padEnd(42)} ${row.rps.toFixed(0).padStart(6)} ${rate.padEnd(10)}  p50 ${ms(row.p50).padStart(9)}  p99 ${ms(row.p99).padStart(9)}` +
        (row.failures ? `   FAILED ANSWERS: ${row.failures}` : ''),
    );
  }
  const m = run.memory;
  console.log(
    `  resident memory after the runs: ${m.rss.toFixed(0)} MB (peak ${m.peak.toFixed(0)} MB): ${m.anon.toFixed(0)} MB private, ` +
      `${m.file.toFixed(0)} MB file pages (the program and its libraries, shared and reclaimable)`,
  );
}
const { floor, ratios } = uncached ?? { ratios: [] };
if (floor) {
  console.log(`\nthe floor (same load, same machine, measured in turns with the uncached definitions; median of ${FLOOR_ROUNDS} rounds)`);
  console.log(
    `  ${floor.title.padEnd(42)} ${floor.rps.toFixed(0).padStart(6)} requests/s  p50 ${ms(floor.p50).padStart(9)}  p99 ${ms(floor.p99).padStart(9)}`,
  );
  console.log(
    `  definitions uncached: ${percent(ratios[Math.floor(ratios.length / 2)] ?? 0)} of the floor (rounds: ${ratios.map(percent).join(', ')})`,
  );
}

const line = (row: Row) =>
  `  ${row.title.padEnd(58)} ${row.rps.toFixed(0).padStart(6)} requests/s  p50 ${ms(row.p50).padStart(9)}  p99 ${ms(row.p99).padStart(9)}` +
  (row.failures ? `   FAILED ANSWERS: ${row.failures}` : '');
const median = (ratios: number[]) => ratios[Math.floor(ratios.length / 2)] ?? 0;
console.log(`\npast one node (uncached definitions, in turns, median of ${FLOOR_ROUNDS} rounds)`);
console.log(line(past.counters.first));
console.log(line(past.counters.second));
console.log(
  `  limits in PostgreSQL: ${percent(median(past.counters.ratios))} of limits in memory (rounds: ${past.counters.ratios.map(percent).join(', ')})`,
);
console.log(line(past.redisCounters.first));
console.log(line(past.redisCounters.second));
console.log(
  `  limits in Redis: ${percent(median(past.redisCounters.ratios))} of limits in memory (rounds: ${past.redisCounters.ratios.map(percent).join(', ')})`,
);
console.log(
  `  Redis under one node (${past.redisLoad.rps.toFixed(0)} requests/s): ${past.redisLoad.perSecond.toFixed(0)} scripts/s, ` +
    `${past.redisLoad.perThousand.toFixed(1)} per 1,000 requests (leases, unspent calls given back, heartbeats: a round trip each)`,
);
console.log(
  `  one call's lease per round trip, 16 callers, 10,000 keys: PostgreSQL ${past.grants.postgres.toFixed(0)} grants/s, ` +
    `Redis ${past.grants.redis.toFixed(0)} grants/s (the store, its client and the callers on this machine's ${availableParallelism()} cores)`,
);
console.log(line(past.nodes.first));
console.log(line(past.nodes.second));
console.log(
  `  two nodes: ${median(past.nodes.ratios).toFixed(2)}× one node on this machine's ${availableParallelism()} cores, the load generator beside them ` +
    `(rounds: ${past.nodes.ratios.map((ratio) => `${ratio.toFixed(2)}×`).join(', ')})`,
);
console.log(
  `  the database under two nodes (${past.database.rps.toFixed(0)} requests/s): ${past.database.perSecond.toFixed(0)} transactions/s, ` +
    `${past.database.perThousand.toFixed(1)} per 1,000 requests (leases, unspent calls given back, heartbeats)`,
);
