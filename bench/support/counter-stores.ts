/**
 * What the stores of the nodes' shared rate counters carry, for `bench:server`'s figures past
 * one node: what a store grants at most, and the work a run left in each (PostgreSQL's
 * committed transactions, Redis's script runs).
 */
import { createClient } from '@redis/client';
import pg from 'pg';
import { openSharedState } from '../../server/stores/shared-state';

/**
 * What a counter store grants at most, as keys that call now and then ask it: a lease of one
 * call per round trip, over 10,000 keys, from 16 callers at once for five seconds.
 */
export async function grantsPerSecond(url: string): Promise<number> {
  const store = await openSharedState(url);
  let grants = 0;
  const deadline = performance.now() + 5000;
  const caller = async () => {
    while (performance.now() < deadline) {
      const at = Date.now();
      const subject = `bench-${Math.floor(Math.random() * 10_000)}`;
      await store.lease([{ subject, slot: Math.floor(at / 1000), want: 1, perMinute: 1e6, perHour: 1e8, burst: 1e6 }], at);
      grants++;
    }
  };
  await Promise.all(Array.from({ length: 16 }, caller));
  await store.close();
  return grants / 5;
}

/** The transactions a PostgreSQL database has committed so far (published within 10 s of a connection's going idle). */
export async function committedTransactions(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ n: string }>('SELECT xact_commit AS n FROM pg_stat_database WHERE datname = current_database()');
  await client.end();
  return Number(rows[0]?.n ?? 0);
}

/** The scripts a Redis server has run so far (a counter's round trip each). */
export async function redisScriptRuns(url: string): Promise<number> {
  const client = createClient({ url });
  await client.connect();
  const info = await client.info('commandstats');
  client.destroy();
  return Number(/cmdstat_evalsha:calls=(\d+)/.exec(info)?.[1] ?? 0);
}
