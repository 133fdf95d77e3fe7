/**
 * What lets any number of nodes serve as one: with shared counters (in PostgreSQL, or in Redis
 * or Valkey), the rate limits hold across every node (rules/shared-rate-limits.ts), and audio
 * addresses are signed with a secret kept where the nodes share their state (the accounts'
 * PostgreSQL database when there is one, Redis otherwise), so any node honours another's.
 * Without one, a node counts its own calls in memory and keeps its secret in its data folder,
 * as a single server does.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { ServerLog } from './rules/app-db-writes.ts';
import { createRateLimiter, type RateLimiter } from './rules/rate-limits.ts';
import { createSharedRateLimiter, type SharedLimitsStatus } from './rules/shared-rate-limits.ts';
import { isRedisUrl, openSharedState, storeName, type SharedState } from './stores/shared-state.ts';

interface NodeShare {
  limiter: RateLimiter;
  /** The secret that signs audio addresses on every node; undefined for a single server. */
  audioSecret?: Buffer;
  /** Whether the limits hold across the nodes now (always, for a single server). */
  status(): SharedLimitsStatus;
  close(): Promise<void>;
}

export async function openNodeShare(options: {
  /** Where the nodes share their counters (postgres://… or redis://…), if anywhere. */
  url?: string;
  /** The PostgreSQL database of the accounts (postgres://…), if they are shared. */
  databaseUrl?: string;
  /** The nodes to share a plan among while the database cannot be reached; by default those seen alive. */
  nodes?: number;
  log: () => ServerLog;
  rateClock?: () => number;
  /** Told of each round trip to the shared counters (the metrics). */
  onRoundTrip?: (seconds: number, ok: boolean) => void;
}): Promise<NodeShare> {
  if (!options.url) {
    const limiter = createRateLimiter(options.rateClock);
    return { limiter, status: () => ({ shared: true, nodes: 1 }), close: async () => undefined };
  }
  const state = await reach(options.url);
  try {
    const node = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
    const now = options.rateClock ?? Date.now;
    const liveNodes = await state.heartbeat(node, now(), 15_000);
    // Redis may forget it when restarted: the accounts' database keeps it for good, if there is one.
    const audioSecret = await sharedSecret('audio', state, isRedisUrl(options.url) ? options.databaseUrl : undefined);
    // The log is the server's once it is built; until then, standard error.
    const log: ServerLog = { warn: (line) => options.log().warn(line), error: (line) => options.log().error(line) };
    const limiter = createSharedRateLimiter({
      counters: state,
      node,
      nodes: options.nodes,
      log,
      now,
      liveNodes,
      onRoundTrip: options.onRoundTrip,
    });
    return {
      limiter,
      audioSecret,
      status: () => limiter.status(),
      async close() {
        await limiter.close();
        await state.close();
      },
    };
  } catch (error) {
    await state.close();
    throw error;
  }
}

/** Opens the shared state at `url`, or says why it cannot. */
function reach(url: string): Promise<SharedState> {
  return openSharedState(url).catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    const store = isRedisUrl(url) ? storeName(url) : 'database';
    throw new Error(`The shared ${store} at ${placeOf(url)} cannot be reached (${message}): start it, or check --counters-url`);
  });
}

/** The secret called `name`, from `state`, or from the shared state in `durable` when given. */
async function sharedSecret(name: string, state: SharedState, durable: string | undefined): Promise<Buffer> {
  if (durable === undefined) return state.secret(name);
  const kept = await reach(durable);
  try {
    return await kept.secret(name);
  } finally {
    await kept.close();
  }
}

/** Where a database is, said without its credentials. */
export function placeOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return 'the address given';
  }
}
