/**
 * The state the nodes share (shared-state.ts) in Redis or Valkey: the rate counters, which nodes
 * are alive, and a secret. Chosen with `--counters-url redis://…`.
 *
 * Each key's counters are three hashes: its burst bucket (tokens, when), its calls by second (the
 * minute's slots) and by minute (the hour's). A lease is decided by a Lua script, which Redis
 * runs atomically: it grants calls only while every 61 s span and every 61 min span holding the
 * lease's second stays within the plan and the bucket has tokens, exactly as PostgreSQL's
 * glossa_rate_lease function does (shared-state-postgres.ts), and grants every key a node asks
 * for in one round trip. The scripts are sent by their digest (EVALSHA), and in full only when
 * Redis does not know them (after its restart). Counts expire on their own once no span holds
 * them; the live nodes are a sorted set by when each was last seen.
 *
 * Redis keeps the counters in memory: one restarted without persistence has forgotten the
 * calls of the last hour, so keys may spend a minute's or an hour's plan again once.
 */
import { randomBytes } from 'node:crypto';
import { createClient } from '@redis/client';
import type { LeaseAsk, LeaseGrant, SharedState, SlotCalls } from './shared-state.ts';

/** Where the keys of Glossa's state begin, so one Redis may hold other things too. */
const PREFIX = 'glossa:';
const NODES = `${PREFIX}nodes`;

/** A Lua function summing a span of 62 slots (c - 60 .. c + 1) of a hash: the sum, and each slot's calls. */
const SPAN = `
local function span(hash, c)
  local fields = {}
  for x = c - 60, c + 1 do fields[#fields + 1] = string.format('%d', x) end
  local values = redis.call('HMGET', hash, unpack(fields))
  local calls, used = {}, 0
  for j = 1, 62 do
    local v = tonumber(values[j]) or 0
    calls[j] = v
    used = used + v
  end
  return used, calls
end
-- When the next call may come: once the oldest slots leave the span (61 slots after them).
local function leaves(calls, used, limit, first, unit, at)
  local acc = used
  for j = 1, 62 do
    if calls[j] > 0 then
      acc = acc - calls[j]
      if acc <= limit - 1 then return (first + j - 1 + 61) * unit - at end
    end
  end
  return 0
end
-- Past this many slots, a hash forgets those no span holds any more.
local function prune(hash, c)
  if redis.call('HLEN', hash) > 180 then
    for _, f in ipairs(redis.call('HKEYS', hash)) do
      if tonumber(f) < c - 120 then redis.call('HDEL', hash, f) end
    end
  end
end
local function slotKeys(i) return KEYS[3 * i - 2], KEYS[3 * i - 1], KEYS[3 * i] end
`;

/** How long each hash outlives its last write: the bucket and the hour's slots two hours, the minute's three minutes. */
const EXPIRY = { bucket: 7_200_000, seconds: 180_000, minutes: 7_260_000 };
const EXPIRE = `
local function expire(bucket, seconds, minutes)
  redis.call('PEXPIRE', bucket, ${EXPIRY.bucket})
  redis.call('PEXPIRE', seconds, ${EXPIRY.seconds})
  redis.call('PEXPIRE', minutes, ${EXPIRY.minutes})
end
`;

/**
 * KEYS: each subject's bucket, seconds and minutes. ARGV: the time (ms), then per subject its
 * second, calls wanted, plan per minute and per hour, and burst. Answers per subject: granted,
 * the minute's and the hour's calls (the grant's included), and the wait (ms) when refused.
 */
const LEASE = `${SPAN}${EXPIRE}
local at = tonumber(ARGV[1])
local out = {}
for i = 1, #KEYS / 3 do
  local bucket, seconds, minutes = slotKeys(i)
  local a = 1 + (i - 1) * 5
  local sec, want = tonumber(ARGV[a + 1]), tonumber(ARGV[a + 2])
  local perMinute, perHour, burst = tonumber(ARGV[a + 3]), tonumber(ARGV[a + 4]), tonumber(ARGV[a + 5])
  local mn = math.floor(sec / 60)
  local b = redis.call('HMGET', bucket, 'tokens', 'at')
  local t, tAt = burst, at
  if b[1] then t, tAt = tonumber(b[1]), tonumber(b[2]) end
  t = math.min(burst, t + math.max(0, at - tAt) * perMinute / 60000)
  local mUsed, mCalls = span(seconds, sec)
  local hUsed, hCalls = span(minutes, mn)
  local g = math.max(0, math.min(want, perMinute - mUsed, perHour - hUsed, math.floor(t)))
  local w = 0
  if g > 0 then
    redis.call('HINCRBY', seconds, string.format('%d', sec), g)
    redis.call('HINCRBY', minutes, string.format('%d', mn), g)
    prune(seconds, sec)
    prune(minutes, mn)
  else
    if t < 1 then w = math.ceil((1 - t) * 60000 / perMinute) end
    if mUsed >= perMinute then w = math.max(w, leaves(mCalls, mUsed, perMinute, sec - 60, 1000, at)) end
    if hUsed >= perHour then w = math.max(w, leaves(hCalls, hUsed, perHour, mn - 60, 60000, at)) end
  end
  redis.call('HSET', bucket, 'tokens', string.format('%.17g', t - g), 'at', string.format('%d', math.max(at, tAt)))
  expire(bucket, seconds, minutes)
  out[i] = { g, mUsed + g, hUsed + g, math.max(w, 0) }
end
return out
`;

/** Unspent calls of leases: out of their slots (never below none), and back into the bucket. ARGV: per subject its second, calls, burst. */
const GIVE_BACK = `${SPAN}
for i = 1, #KEYS / 3 do
  local bucket, seconds, minutes = slotKeys(i)
  local sec, calls, burst = tonumber(ARGV[3 * i - 2]), tonumber(ARGV[3 * i - 1]), tonumber(ARGV[3 * i])
  local t = tonumber(redis.call('HGET', bucket, 'tokens'))
  if t then redis.call('HSET', bucket, 'tokens', string.format('%.17g', math.min(burst, t + calls))) end
  for _, slot in ipairs({ { seconds, sec }, { minutes, math.floor(sec / 60) } }) do
    local field = string.format('%d', slot[2])
    local had = tonumber(redis.call('HGET', slot[1], field))
    if had then redis.call('HSET', slot[1], field, math.max(0, had - calls)) end
  end
end
`;

/** Calls a node allowed on its own while Redis could not be reached: counted as spent. ARGV: per subject its second and calls. */
const WRITE_BACK = `${SPAN}${EXPIRE}
for i = 1, #KEYS / 3 do
  local bucket, seconds, minutes = slotKeys(i)
  local sec, calls = tonumber(ARGV[2 * i - 1]), tonumber(ARGV[2 * i])
  redis.call('HINCRBY', seconds, string.format('%d', sec), calls)
  redis.call('HINCRBY', minutes, string.format('%d', math.floor(sec / 60)), calls)
  expire(bucket, seconds, minutes)
end
`;

/** KEYS: the nodes. ARGV: the node, the time (ms), how long a node counts as alive. Answers the nodes alive. */
const HEARTBEAT = `
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
return redis.call('ZCOUNT', KEYS[1], '(' .. (tonumber(ARGV[2]) - tonumber(ARGV[3])), '+inf')
`;

const keysOf = (subject: string) => [
  `${PREFIX}rate:${subject}:bucket`,
  `${PREFIX}rate:${subject}:seconds`,
  `${PREFIX}rate:${subject}:minutes`,
];

function connect(url: string, timeoutMs: number) {
  let opened = false;
  const client = createClient({
    url,
    // Refused at once while the connection is down (a node then judges alone), never queued.
    disableOfflineQueue: true,
    commandOptions: { timeout: timeoutMs },
    socket: {
      connectTimeout: timeoutMs,
      // The first connection is tried once (a node refuses to start without its counters);
      // a connection lost later is tried again and again, up to a second apart.
      reconnectStrategy: (retries: number, cause: Error) => (opened ? Math.min(50 * 2 ** retries, 1000) : cause),
    },
  });
  // A lost connection is an event, not a crash: commands fail meanwhile, and it is made again.
  client.on('error', () => undefined);
  return {
    client,
    async open() {
      await client.connect();
      opened = true;
    },
  };
}

/** Whether Redis at `url` answers, and the nodes it heard from in the last 15 s (for the doctor). */
export async function checkRedisState(url: string, timeoutMs: number): Promise<{ liveNodes: number } | { problem: string }> {
  const { client, open } = connect(url, timeoutMs);
  try {
    await open();
    return { liveNodes: await client.zCount(NODES, `(${Date.now() - 15_000}`, '+inf') };
  } catch (error) {
    return { problem: error instanceof Error ? error.message || 'no answer' : String(error) };
  } finally {
    client.destroy();
  }
}

/** Opens the shared state in Redis at `url` (redis://… or rediss://…). */
export async function openRedisState(url: string, timeoutMs: number): Promise<SharedState> {
  const { client, open } = connect(url, timeoutMs);
  try {
    await open();
  } catch (error) {
    client.destroy();
    throw error;
  }
  /** Resolves once the client is connected, or after the timeout (the command then fails as it would). */
  const ready = () =>
    client.isReady
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            client.off('ready', done);
            resolve();
          };
          const timer = setTimeout(done, timeoutMs);
          client.on('ready', done);
        });
  const scripts = new Map<string, string>();
  /** Runs a script by its digest, sending it whole only when Redis does not know it (yet, or since a restart). */
  async function run(script: string, keys: string[], args: (string | number)[]) {
    const options = { keys, arguments: args.map(String) };
    const sha = scripts.get(script);
    if (sha !== undefined) {
      try {
        return await client.evalSha(sha, options);
      } catch (error) {
        if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      }
    }
    const loaded = await client.scriptLoad(script);
    scripts.set(script, loaded);
    return client.evalSha(loaded, options);
  }

  return {
    async lease(asks: readonly LeaseAsk[], atMs: number): Promise<LeaseGrant[]> {
      if (asks.length === 0) return [];
      const reply = (await run(
        LEASE,
        asks.flatMap((ask) => keysOf(ask.subject)),
        [Math.floor(atMs), ...asks.flatMap((ask) => [ask.slot, ask.want, ask.perMinute, ask.perHour, ask.burst])],
      )) as number[][];
      return asks.map((ask, i) => {
        const [granted = 0, minuteUsed = 0, hourUsed = 0, waitMs = 0] = reply[i] ?? [];
        return { subject: ask.subject, granted, minuteUsed, hourUsed, waitMs };
      });
    },

    async giveBack(unspent: readonly SlotCalls[]): Promise<void> {
      if (unspent.length === 0) return;
      await run(
        GIVE_BACK,
        unspent.flatMap((row) => keysOf(row.subject)),
        unspent.flatMap((row) => [row.slot, row.calls, row.burst]),
      );
    },

    async writeBack(spent: readonly SlotCalls[]): Promise<void> {
      if (spent.length === 0) return;
      await run(
        WRITE_BACK,
        spent.flatMap((row) => keysOf(row.subject)),
        spent.flatMap((row) => [row.slot, row.calls]),
      );
    },

    /** Waits (up to the timeout) for a connection being made again: a node coming back asks this first. */
    async heartbeat(node: string, atMs: number, liveMs: number): Promise<number> {
      await ready();
      return Number(await run(HEARTBEAT, [NODES], [node, Math.floor(atMs), liveMs]));
    },

    /** Counts and buckets expire on their own; nodes not seen for a day are forgotten. */
    async sweep(atMs: number): Promise<void> {
      await client.zRemRangeByScore(NODES, '-inf', Math.floor(atMs) - 86_400_000);
    },

    async secret(name: string): Promise<Buffer> {
      const key = `${PREFIX}secret:${name}`;
      await client.set(key, randomBytes(32).toString('hex'), { condition: 'NX' });
      return Buffer.from((await client.get(key)) ?? '', 'hex');
    },

    async close() {
      await client.close().catch(() => client.destroy());
    },
  };
}
