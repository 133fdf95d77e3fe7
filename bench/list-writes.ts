/**
 * `npm run bench:list-writes [-- --database-url postgres://…]`: what a list write costs on each
 * of the server's databases, side by side in one run: SQLite (the data folder's file) and
 * PostgreSQL (the address given, else a throwaway cluster on this machine, dev/postgres-cluster.ts).
 *
 * For each, the real server in its own process (`glossa-server serve`), a signed-in user with a
 * list, then WRITES writes of one word each (L5, `POST /wordList.json/{id}/words`), from request
 * to last byte: first one at a time, then CONCURRENT at once; and as many removals (L7). Prints
 * p50 and p99 of each, and the writes per second of the concurrent run.
 */
import { Agent } from 'node:http';
import { parseArgs } from 'node:util';
import { createDatabase, startPostgresCluster, type PostgresCluster } from '../dev/postgres-cluster';
import { prepareBenchData, spawnServer, timedRequest } from './support/server-process';
import { summarize } from './support/stats';

const WRITES = Number(process.env.BENCH_WRITES ?? 1000);
const CONCURRENT = Number(process.env.BENCH_CONNECTIONS ?? 8);

const { values } = parseArgs({ options: { 'database-url': { type: 'string' } } });

const keepAlive = new Agent({ keepAlive: true, maxSockets: CONCURRENT });

const call = (port: string, method: string, path: string, headers: Record<string, string>, body?: string) =>
  timedRequest(port, { method, path, headers, body, agent: keepAlive });

interface Figures {
  name: string;
  one: ReturnType<typeof summarize>;
  many: ReturnType<typeof summarize>;
  perSecond: number;
  removals: ReturnType<typeof summarize>;
}

async function measure(name: string, databaseUrl?: string): Promise<Figures> {
  const data = await prepareBenchData(`bench-list-writes-${name.toLowerCase()}`, { databaseUrl });
  const apiKey = data.addKey();
  const server = await spawnServer(data.dataDir, databaseUrl ? ['--database-url', databaseUrl] : []);
  try {
    const signedIn = await call(
      server.port,
      'POST',
      '/account.json/authenticate/bench',
      { api_key: apiKey, 'content-type': 'text/plain' },
      'bench-password',
    );
    const token = (JSON.parse(signedIn.body) as { token: string }).token;
    const headers = { api_key: apiKey, auth_token: token, 'content-type': 'application/json' };
    const made = await call(server.port, 'POST', '/wordLists.json', headers, JSON.stringify({ name: 'Writes' }));
    const permalink = (JSON.parse(made.body) as { permalink: string }).permalink;
    const write = async (word: string, method = 'POST') => {
      const path = method === 'POST' ? `/wordList.json/${permalink}/words` : `/wordList.json/${permalink}/deleteWords`;
      const answer = await call(server.port, 'POST', path, headers, JSON.stringify([{ word }]));
      if (answer.status !== 200) throw new Error(`${name}: a write answered ${answer.status} ${answer.body}`);
      return answer.ms;
    };
    // Warm-up: the first writes prepare statements and open connections.
    for (let i = 0; i < 20; i++) await write(`warm-${i}`);

    const one: number[] = [];
    for (let i = 0; i < WRITES; i++) one.push(await write(`one-${i}`));

    const many: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENT }, async () => {
        while (next < WRITES) many.push(await write(`many-${next++}`));
      }),
    );
    const perSecond = (WRITES / (performance.now() - started)) * 1000;

    const removals: number[] = [];
    for (let i = 0; i < WRITES; i++) removals.push(await write(`one-${i}`, 'DELETE'));
    return { name, one: summarize(one), many: summarize(many), perSecond, removals: summarize(removals) };
  } finally {
    await server.stop();
    data.remove();
  }
}

let cluster: PostgresCluster | undefined;
let postgresUrl = values['database-url'];
if (!postgresUrl) {
  cluster = await startPostgresCluster();
  postgresUrl = await createDatabase(cluster.url);
}
try {
  const results = [await measure('SQLite'), await measure('PostgreSQL', postgresUrl)];
  const ms = (value: number) => value.toFixed(2).padStart(7);
  console.log(`\nList writes of one word each (L5), ${WRITES} per run; removals (L7) one at a time; ms from request to last byte\n`);
  console.log(`${''.padEnd(12)} ${'one at a time'.padEnd(18)} ${`${CONCURRENT} at once`.padEnd(28)} ${'removals'.padEnd(18)}`);
  console.log(
    `${''.padEnd(12)} ${'p50'.padStart(7)} ${'p99'.padStart(7)}    ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'writes/s'.padStart(9)}   ${'p50'.padStart(7)} ${'p99'.padStart(7)}`,
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(12)} ${ms(r.one.median)} ${ms(r.one.p99)}    ${ms(r.many.median)} ${ms(r.many.p99)} ${r.perSecond.toFixed(0).padStart(9)}   ${ms(r.removals.median)} ${ms(r.removals.p99)}`,
    );
  }
} finally {
  keepAlive.destroy();
  await cluster?.stop();
}
