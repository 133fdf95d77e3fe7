/**
 * What every node of one Glossa service shares besides accounts and lists: the rate counters
 * (leases, see rules/shared-rate-limits.ts), which nodes are alive, and a signing secret. One
 * interface, two stores chosen by the address's scheme: PostgreSQL (postgres://…, the default:
 * the accounts' database, or another) or Redis and Valkey (redis://… or rediss://…).
 *
 * Both grant a lease the same way, atomically: only while every 61 s span (the minute's
 * one-second slots) and every 61 min span (the hour's one-minute slots) holding its second stays
 * within the plan, and the key's burst has tokens left. PostgreSQL does it in a PL/pgSQL
 * function (shared-state-postgres.ts), Redis in a Lua script (shared-state-redis.ts);
 * tests/server/shared-counters.test.ts gives both the same asks and expects the same grants.
 */
import { checkPostgresState, openPostgresState } from './shared-state-postgres.ts';
import { checkRedisState, openRedisState } from './shared-state-redis.ts';

/** A node's ask for a lease of `want` calls of `subject`, for the second `slot`. */
export interface LeaseAsk {
  subject: string;
  /** Seconds since the epoch: the second whose calls the lease may make (now, or the next one). */
  slot: number;
  want: number;
  perMinute: number;
  perHour: number;
  burst: number;
}

export interface LeaseGrant {
  subject: string;
  granted: number;
  /** The calls of the minute and of the hour holding the slot, this grant's included. */
  minuteUsed: number;
  hourUsed: number;
  /** When nothing is granted: milliseconds until a call may be granted again. */
  waitMs: number;
}

/** Calls of a second's lease that were not spent (given back), or spent alone (written back). */
export interface SlotCalls {
  subject: string;
  slot: number;
  calls: number;
  burst: number;
}

/** The state the nodes share, in whichever store holds it. */
export interface SharedState {
  /** Grants what each ask may have, in one round trip; the grants in the order of the asks. */
  lease(asks: readonly LeaseAsk[], atMs: number): Promise<LeaseGrant[]>;
  /** Gives back the calls leases did not spend. */
  giveBack(unspent: readonly SlotCalls[]): Promise<void>;
  /** Counts calls a node allowed on its own (while the store could not be reached). */
  writeBack(spent: readonly SlotCalls[]): Promise<void>;
  /** Says that `node` is alive at `atMs`; answers how many nodes were seen in the last `liveMs`. */
  heartbeat(node: string, atMs: number, liveMs: number): Promise<number>;
  /** Forgets counts no span holds any more, buckets long full again, and nodes gone a day. */
  sweep(atMs: number): Promise<void>;
  /**
   * The secret called `name`, the same for every node: made (32 random bytes) by the first
   * node that asks, read by the others.
   */
  secret(name: string): Promise<Buffer>;
  close(): Promise<void>;
}

/** Every call to a store gives up after this long: a node then judges alone rather than wait. */
const STORE_TIMEOUT_MS = 2000;

/** Whether the shared state is given as a Redis (or Valkey) address rather than a PostgreSQL one. */
export const isRedisUrl = (url: string): boolean => /^rediss?:\/\//i.test(url);

/** The store's name, as the log and the doctor say it. */
export const storeName = (url: string): string => (isRedisUrl(url) ? 'Redis' : 'PostgreSQL');

/** Opens the shared state at `url`, making its tables and functions (PostgreSQL) if needed. */
export function openSharedState(url: string): Promise<SharedState> {
  return isRedisUrl(url) ? openRedisState(url, STORE_TIMEOUT_MS) : openPostgresState(url, STORE_TIMEOUT_MS);
}

/**
 * Whether the shared state at `url` answers, and how many nodes it has heard from in the last
 * 15 s; changes nothing (for the doctor).
 */
export function checkSharedState(url: string): Promise<{ liveNodes: number } | { problem: string }> {
  return isRedisUrl(url) ? checkRedisState(url, STORE_TIMEOUT_MS) : checkPostgresState(url, STORE_TIMEOUT_MS);
}
