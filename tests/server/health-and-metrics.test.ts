/**
 * What an operator and a load balancer ask a node: `/health` and `/ready` without a key and
 * outside the rate limits, `/ready` answering 503 with what is wrong while PostgreSQL is
 * stopped and 200 again once it is back; and the metrics, on their own port bound to
 * 127.0.0.1, scraped and parsed, their counts moving with the requests: answers by route and
 * status, latencies, refusals of the rate limits, round trips to the shared counters,
 * database errors and the pool's connections.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RATE_LIMIT_HEADERS } from '../../lib/shared/api/index.ts';
import { startPostgresCluster, createDatabase, type PostgresCluster } from '../../dev/postgres-cluster.ts';
import { startTestServer, type TestServer } from '../../dev/test-server.ts';
import { DATABASES, onDatabase } from '../support/databases.ts';
import { parsePrometheusText, valueOf } from '../support/prometheus-text.ts';

const DEFINITIONS = '/v4/word.:format/:word/definitions';

async function scrape(t: TestServer) {
  const url = t.server.metricsUrl;
  if (!url) throw new Error('The server serves no metrics');
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return parsePrometheusText(await response.text());
}

const root = (t: TestServer) => t.baseUrl.replace(/\/v4$/, '');

describe.each(DATABASES)('on %s', (database) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(await onDatabase(database, { metricsPort: 0 }));
  });
  afterAll(() => t.close());

  it('answers /health and /ready without a key, past the plan of calls without one', async () => {
    // The plan of calls without a key is 60 a minute: a balancer asking more often is never refused.
    for (let i = 0; i < 70; i++) {
      const health = await fetch(`${root(t)}/health`);
      expect(health.status).toBe(200);
      expect(health.headers.get(RATE_LIMIT_HEADERS.remainingMinute)).toBeNull();
      expect(await health.json()).toEqual({ status: 'ok' });
    }
    const ready = await fetch(`${root(t)}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true, checks: { words: 'ok', database: 'ok', counters: 'ok' } });
  });

  it('serves the metrics on their own port, on 127.0.0.1, and not on the interface’s', async () => {
    expect(new URL(t.server.metricsUrl ?? '').hostname).toBe('127.0.0.1');
    expect(new URL(t.server.metricsUrl ?? '').port).not.toBe(new URL(t.baseUrl).port);
    expect((await fetch(`${root(t)}/metrics`)).status).toBe(404);
  });

  it('counts answers by route and status, with their latencies', async () => {
    const before = await scrape(t);
    const answers = [];
    for (const word of ['dog', 'cat', 'dog', 'zzzqx']) {
      answers.push((await fetch(`${t.baseUrl}/word.json/${word}/definitions`, { headers: { api_key: t.apiKey } })).status);
    }
    expect(answers).toEqual([200, 200, 200, 404]);
    const after = await scrape(t);
    const moved = (name: string, labels: Record<string, string>) => valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(moved('glossa_http_requests_total', { route: DEFINITIONS, method: 'GET', status: '200' })).toBe(3);
    expect(moved('glossa_http_requests_total', { route: DEFINITIONS, method: 'GET', status: '404' })).toBe(1);
    expect(moved('glossa_http_request_duration_seconds_count', { route: DEFINITIONS })).toBe(4);
    expect(moved('glossa_http_request_duration_seconds_bucket', { route: DEFINITIONS, le: '+Inf' })).toBe(4);
    expect(moved('glossa_http_request_duration_seconds_sum', { route: DEFINITIONS })).toBeGreaterThan(0);
    // The word asked is never a label.
    expect(after.some((sample) => Object.values(sample.labels).some((value) => value.includes('zzzqx')))).toBe(false);
    expect(valueOf(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts the calls the rate limits refuse, and the round trips to the shared counters', async () => {
    const user = await t.server.accounts.userByName('ann');
    const key = (await t.server.accounts.addKey(user?.id ?? 0, { perMinute: 2, perHour: 100 })).key;
    const before = await scrape(t);
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await fetch(`${t.baseUrl}/word.json/dog/scrabbleScore`, { headers: { api_key: key } })).status);
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
    const after = await scrape(t);
    expect(
      valueOf(after, 'glossa_rate_limit_refusals_total', { caller: 'key' }) -
        valueOf(before, 'glossa_rate_limit_refusals_total', { caller: 'key' }),
    ).toBe(2);
    const trips = (samples: typeof after) => valueOf(samples, 'glossa_counter_round_trip_seconds_count', { outcome: 'ok' });
    // On PostgreSQL the nodes' counters are in the database: a new key's calls are leased from it.
    if (database === 'PostgreSQL') expect(trips(after)).toBeGreaterThan(trips(before));
    else expect(trips(after)).toBe(0);
    expect(valueOf(after, 'glossa_rate_limits_shared')).toBe(1);
    if (database === 'PostgreSQL') expect(valueOf(after, 'glossa_database_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
  });
});

describe('while PostgreSQL is stopped', () => {
  let cluster: PostgresCluster;
  let t: TestServer;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
    t = await startTestServer({ databaseUrl: await createDatabase(cluster.url), metricsPort: 0 });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await cluster?.stop();
  });

  it('is not ready, says why, counts the database errors, and is ready again once it is back', async () => {
    const signedIn = await t.signIn();
    const before = await scrape(t);
    await cluster.halt();
    const ready = await fetch(`${root(t)}/ready`);
    expect(ready.status).toBe(503);
    const answer = (await ready.json()) as { ready: boolean; checks: Record<string, string> };
    expect(answer.ready).toBe(false);
    expect(answer.checks.words).toBe('ok');
    expect(answer.checks.database).toMatch(/cannot be reached|did not answer/);
    // The process still answers: it is alive, only not ready.
    expect((await fetch(`${root(t)}/health`)).status).toBe(200);
    await expect(signedIn.createWordList({ body: { name: 'During' } })).rejects.toMatchObject({ status: 503 });
    const during = await scrape(t);
    expect(valueOf(during, 'glossa_database_errors_total', { kind: 'unreachable' })).toBeGreaterThan(
      valueOf(before, 'glossa_database_errors_total', { kind: 'unreachable' }),
    );
    expect(valueOf(during, 'glossa_http_requests_total', { route: '/ready', status: '503' })).toBe(1);

    await cluster.resume();
    // The pool reconnects at the next query: /ready is asked until it says so (the test's timeout bounds it).
    const again = await vi.waitFor(
      async () => {
        const response = await fetch(`${root(t)}/ready`);
        expect(response.status).toBe(200);
        return response;
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(await again.json()).toMatchObject({ ready: true, checks: { database: 'ok' } });
  }, 30_000);
});
