/**
 * What a monitoring system scrapes from a node, in Prometheus's text format (prom-client):
 * its requests by route, method and status and how long they took, the calls refused by the
 * rate limits, the round trips to the counters the nodes share, the app database's troubles
 * and its connections in use, and the process's own (memory, CPU, event loop). Each server
 * has its own registry, so two servers in one process (the tests) count apart.
 *
 * Served on a port of its own (`serve --metrics-port`), bound to 127.0.0.1 unless told
 * otherwise: what it tells (routes, counts, timings) is for whoever runs the server, not for
 * the callers of the interface.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The connections of the app database's pool, where it has one (PostgreSQL). */
interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

/** What the layers of the server report, each through the part it knows of. */
export interface ServerMetrics {
  registry: Registry;
  /** One answer: its route (the template, never the words asked), method, status and time. */
  answered(route: string, method: string, status: number, seconds: number): void;
  /** A call refused by its plan (429), a key's or, without a valid key, an address's. */
  rateLimited(caller: 'key' | 'address'): void;
  /** One round trip to the shared counters (leases asked and calls given back), and whether it came back. */
  counterRoundTrip(seconds: number, ok: boolean): void;
  /** A request the app database could not serve (locked, disk full, failing, unreachable). */
  databaseTrouble(kind: string): void;
  /** Reads the database's pool use and the counters' state at each scrape. */
  watch(sources: { poolUse?: () => PoolUse; countersShared: () => boolean }): void;
}

/** Where the metrics listen unless told: this machine only, whatever address the interface is served on. */
export const METRICS_HOST = '127.0.0.1';

/** From a millisecond to ten seconds: a cached word answers in well under a millisecond, a database outage in seconds. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'glossa_http_requests_total',
    help: 'Requests answered, by route, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'glossa_http_request_duration_seconds',
    help: 'Time from a request read to its answer sent, by route and method',
    labelNames: ['route', 'method'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'glossa_rate_limit_refusals_total',
    help: 'Calls refused 429 by the rate limits, by caller: a key, or an address without a valid key',
    labelNames: ['caller'] as const,
    registers: [registry],
  });
  const roundTrips = new Histogram({
    name: 'glossa_counter_round_trip_seconds',
    help: 'Round trips to the shared rate counters (leases and give-backs), by outcome',
    labelNames: ['outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const troubles = new Counter({
    name: 'glossa_database_errors_total',
    help: 'Requests the app database could not serve, by trouble: locked, full, failing, unreachable',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  let sources: { poolUse?: () => PoolUse; countersShared: () => boolean } | undefined;
  new Gauge({
    name: 'glossa_database_pool_connections',
    help: "The app database's connections (PostgreSQL), by state: total open, idle, and requests waiting for one",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = sources?.poolUse?.();
      if (!use) return;
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });
  new Gauge({
    name: 'glossa_rate_limits_shared',
    help: '1 while the rate limits hold across every node; 0 while this node judges alone (the counters cannot be reached)',
    registers: [registry],
    collect() {
      if (sources) this.set(sources.countersShared() ? 1 : 0);
    },
  });

  return {
    registry,
    answered(route, method, status, seconds) {
      requests.inc({ route, method, status: String(status) });
      latency.observe({ route, method }, seconds);
    },
    rateLimited: (caller) => refusals.inc({ caller }),
    counterRoundTrip: (seconds, ok) => roundTrips.observe({ outcome: ok ? 'ok' : 'failed' }, seconds),
    databaseTrouble: (kind) => troubles.inc({ kind }),
    watch(given) {
      sources = given;
    },
  };
}

/** Serves the registry at `/metrics` on `host`:`port` (0: a free port); answers its address. */
export async function serveMetrics(registry: Registry, host: string, port: number): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Metrics are at /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(`${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
