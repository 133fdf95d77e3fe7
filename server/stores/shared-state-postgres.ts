/**
 * The state the nodes share (shared-state.ts) in PostgreSQL: the rate counters, which nodes are
 * alive, and the secret that signs audio addresses.
 *
 * The counters are leases (see rules/shared-rate-limits.ts): a node asks for a few calls of a
 * key for one second, and the database grants them only while every 61 s span (the minute's
 * one-second slots) and every 61 min span (the hour's one-minute slots) holding that second
 * stays within the plan, and the key's burst has tokens left. One function call grants the
 * leases of every key a node asks for at once, in one round trip; each key's bucket row is
 * locked while its lease is decided, so two nodes asking at once are answered in turn. Calls
 * a node did not spend are given back, and calls spent while the database could not be
 * reached are written back when it can.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { LeaseAsk, LeaseGrant, SharedState, SlotCalls } from './shared-state.ts';
import { LOCKS } from './lock-keys.ts';
import { withHeldConnectionsCared } from './postgres-held-connections.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS glossa_rate_slots (
  subject text NOT NULL,
  span integer NOT NULL,
  slot bigint NOT NULL,
  calls integer NOT NULL,
  PRIMARY KEY (subject, span, slot)
);
CREATE INDEX IF NOT EXISTS glossa_rate_slots_age ON glossa_rate_slots (span, slot);
CREATE TABLE IF NOT EXISTS glossa_rate_buckets (
  subject text PRIMARY KEY,
  tokens double precision NOT NULL,
  at_ms bigint NOT NULL
);
CREATE TABLE IF NOT EXISTS glossa_nodes (
  node text PRIMARY KEY,
  seen_ms bigint NOT NULL
);
CREATE TABLE IF NOT EXISTS glossa_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);

-- One lease per subject, in the order given (sorted, so two batches never wait on each other).
-- span 1 rows count a second's calls (the minute's slots), span 60 rows a minute's (the hour's).
-- A grant for second s checks the seconds s-60 .. s+1 and the minutes m-60 .. m+1: every span
-- of 61 slots that holds s, as far as any node may have leased yet (one second ahead).
CREATE OR REPLACE FUNCTION glossa_rate_lease(
  p_subjects text[], p_slots bigint[], p_wants integer[], p_minute integer[], p_hour integer[],
  p_burst integer[], p_at bigint
) RETURNS TABLE (l_subject text, l_granted integer, l_minute bigint, l_hour bigint, l_wait bigint)
LANGUAGE plpgsql AS $$
DECLARE
  i integer; s text; sec bigint; mn bigint; t double precision; t_at bigint;
  m_used bigint; h_used bigint; g integer; w bigint; acc bigint; r record;
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_subjects, 1), 0) LOOP
    s := p_subjects[i]; sec := p_slots[i]; mn := floor(sec / 60.0);
    INSERT INTO glossa_rate_buckets (subject, tokens, at_ms) VALUES (s, p_burst[i], p_at) ON CONFLICT (subject) DO NOTHING;
    SELECT b.tokens, b.at_ms INTO t, t_at FROM glossa_rate_buckets b WHERE b.subject = s FOR UPDATE;
    t := least(p_burst[i]::double precision, t + greatest(0, p_at - t_at) * p_minute[i] / 60000.0);
    SELECT coalesce(sum(x.calls), 0) INTO m_used FROM glossa_rate_slots x
      WHERE x.subject = s AND x.span = 1 AND x.slot BETWEEN sec - 60 AND sec + 1;
    SELECT coalesce(sum(x.calls), 0) INTO h_used FROM glossa_rate_slots x
      WHERE x.subject = s AND x.span = 60 AND x.slot BETWEEN mn - 60 AND mn + 1;
    g := greatest(0, least(p_wants[i]::bigint, p_minute[i] - m_used, p_hour[i] - h_used, floor(t)::bigint))::integer;
    w := 0;
    IF g > 0 THEN
      INSERT INTO glossa_rate_slots AS x VALUES (s, 1, sec, g)
        ON CONFLICT (subject, span, slot) DO UPDATE SET calls = x.calls + excluded.calls;
      INSERT INTO glossa_rate_slots AS x VALUES (s, 60, mn, g)
        ON CONFLICT (subject, span, slot) DO UPDATE SET calls = x.calls + excluded.calls;
    ELSE
      -- When the next call may come: the oldest slots leave their span (61 slots after them).
      IF t < 1 THEN w := ceil((1 - t) * 60000.0 / p_minute[i]); END IF;
      IF m_used >= p_minute[i] THEN
        acc := m_used;
        FOR r IN SELECT x.slot, x.calls FROM glossa_rate_slots x
                 WHERE x.subject = s AND x.span = 1 AND x.slot BETWEEN sec - 60 AND sec + 1 ORDER BY x.slot LOOP
          acc := acc - r.calls;
          IF acc <= p_minute[i] - 1 THEN w := greatest(w, (r.slot + 61) * 1000 - p_at); EXIT; END IF;
        END LOOP;
      END IF;
      IF h_used >= p_hour[i] THEN
        acc := h_used;
        FOR r IN SELECT x.slot, x.calls FROM glossa_rate_slots x
                 WHERE x.subject = s AND x.span = 60 AND x.slot BETWEEN mn - 60 AND mn + 1 ORDER BY x.slot LOOP
          acc := acc - r.calls;
          IF acc <= p_hour[i] - 1 THEN w := greatest(w, (r.slot + 61) * 60000 - p_at); EXIT; END IF;
        END LOOP;
      END IF;
    END IF;
    UPDATE glossa_rate_buckets b SET tokens = t - g, at_ms = greatest(p_at, t_at) WHERE b.subject = s;
    l_subject := s; l_granted := g; l_minute := m_used + g; l_hour := h_used + g; l_wait := greatest(w, 0);
    RETURN NEXT;
  END LOOP;
END $$;

-- Unspent calls of leases: out of their slots, and back into the bucket.
CREATE OR REPLACE FUNCTION glossa_rate_give_back(p_subjects text[], p_slots bigint[], p_calls integer[], p_burst integer[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE i integer;
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_subjects, 1), 0) LOOP
    UPDATE glossa_rate_buckets b SET tokens = least(p_burst[i]::double precision, b.tokens + p_calls[i]) WHERE b.subject = p_subjects[i];
    UPDATE glossa_rate_slots x SET calls = greatest(0, x.calls - p_calls[i])
      WHERE x.subject = p_subjects[i] AND ((x.span = 1 AND x.slot = p_slots[i]) OR (x.span = 60 AND x.slot = floor(p_slots[i] / 60.0)));
  END LOOP;
END $$;

-- Calls a node allowed on its own while the counters could not be reached: counted as spent.
CREATE OR REPLACE FUNCTION glossa_rate_write_back(p_subjects text[], p_slots bigint[], p_calls integer[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE i integer;
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_subjects, 1), 0) LOOP
    INSERT INTO glossa_rate_slots AS x VALUES (p_subjects[i], 1, p_slots[i], p_calls[i])
      ON CONFLICT (subject, span, slot) DO UPDATE SET calls = x.calls + excluded.calls;
    INSERT INTO glossa_rate_slots AS x VALUES (p_subjects[i], 60, floor(p_slots[i] / 60.0), p_calls[i])
      ON CONFLICT (subject, span, slot) DO UPDATE SET calls = x.calls + excluded.calls;
  END LOOP;
END $$;
`;

const sortedBySubject = <T extends { subject: string }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => (a.subject < b.subject ? -1 : a.subject > b.subject ? 1 : 0));

/** Whether PostgreSQL at `url` answers, and the nodes it heard from in the last 15 s (for the doctor). */
export async function checkPostgresState(url: string, timeoutMs: number): Promise<{ liveNodes: number } | { problem: string }> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
  });
  // Dropped while asked: the query fails and says so; the 'error' the client emits too is not a crash.
  client.on('error', () => undefined);
  try {
    await client.connect();
    const { rows } = await client.query<{ live: string | null }>(
      "SELECT CASE WHEN to_regclass('glossa_nodes') IS NULL THEN 0 ELSE (SELECT count(*) FROM glossa_nodes WHERE seen_ms > $1) END AS live",
      [Date.now() - 15_000],
    );
    return { liveNodes: Number(rows[0]?.live ?? 0) };
  } catch (error) {
    return { problem: error instanceof Error ? error.message || 'no answer' : String(error) };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Opens the shared state at `url` (postgres://…), creating its tables and functions if needed. */
export async function openPostgresState(url: string, timeoutMs: number): Promise<SharedState> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 4,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    idleTimeoutMillis: 30_000,
    allowExitOnIdle: true,
  });
  // An idle connection the database closed (a restart): the next query opens another.
  pool.on('error', () => undefined);

  const client = await withHeldConnectionsCared(pool).connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [LOCKS.sharedStateSchema.number]);
    await client.query(SCHEMA);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }

  return {
    /** Grants what each ask may have, in one round trip; the grants in the order of the asks. */
    async lease(asks: readonly LeaseAsk[], atMs: number): Promise<LeaseGrant[]> {
      if (asks.length === 0) return [];
      const order = asks.map((ask, index) => ({ ...ask, index }));
      const sorted = sortedBySubject(order);
      const { rows } = await pool.query<{ l_subject: string; l_granted: number; l_minute: string; l_hour: string; l_wait: string }>(
        'SELECT * FROM glossa_rate_lease($1, $2, $3, $4, $5, $6, $7)',
        [
          sorted.map((ask) => ask.subject),
          sorted.map((ask) => ask.slot),
          sorted.map((ask) => ask.want),
          sorted.map((ask) => ask.perMinute),
          sorted.map((ask) => ask.perHour),
          sorted.map((ask) => ask.burst),
          Math.floor(atMs),
        ],
      );
      const grants: LeaseGrant[] = new Array<LeaseGrant>(asks.length);
      rows.forEach((row, i) => {
        grants[sorted[i]?.index ?? i] = {
          subject: row.l_subject,
          granted: row.l_granted,
          minuteUsed: Number(row.l_minute),
          hourUsed: Number(row.l_hour),
          waitMs: Number(row.l_wait),
        };
      });
      return grants;
    },

    /** Gives back the calls leases did not spend. */
    async giveBack(unspent: readonly SlotCalls[]): Promise<void> {
      if (unspent.length === 0) return;
      const sorted = sortedBySubject(unspent);
      await pool.query('SELECT glossa_rate_give_back($1, $2, $3, $4)', [
        sorted.map((row) => row.subject),
        sorted.map((row) => row.slot),
        sorted.map((row) => row.calls),
        sorted.map((row) => row.burst),
      ]);
    },

    /** Counts calls a node allowed on its own (while this database could not be reached). */
    async writeBack(spent: readonly SlotCalls[]): Promise<void> {
      if (spent.length === 0) return;
      const sorted = sortedBySubject(spent);
      await pool.query('SELECT glossa_rate_write_back($1, $2, $3)', [
        sorted.map((row) => row.subject),
        sorted.map((row) => row.slot),
        sorted.map((row) => row.calls),
      ]);
    },

    /** Says that `node` is alive at `atMs`; answers how many nodes were seen in the last `liveMs`. */
    async heartbeat(node: string, atMs: number, liveMs: number): Promise<number> {
      const { rows } = await pool.query<{ live: string }>(
        `WITH seen AS (
           INSERT INTO glossa_nodes (node, seen_ms) VALUES ($1, $2)
           ON CONFLICT (node) DO UPDATE SET seen_ms = excluded.seen_ms
         )
         SELECT count(*) + 1 AS live FROM glossa_nodes WHERE node <> $1 AND seen_ms > $2 - $3`,
        [node, Math.floor(atMs), liveMs],
      );
      return Number(rows[0]?.live ?? 1);
    },

    /** Forgets counts no span holds any more, buckets long full again, and nodes gone a day. */
    async sweep(atMs: number): Promise<void> {
      const second = Math.floor(atMs / 1000);
      await pool.query('DELETE FROM glossa_rate_slots WHERE (span = 1 AND slot < $1) OR (span = 60 AND slot < $2)', [
        second - 120,
        Math.floor(second / 60) - 120,
      ]);
      await pool.query('DELETE FROM glossa_rate_buckets WHERE at_ms < $1', [Math.floor(atMs) - 2 * 3_600_000]);
      await pool.query('DELETE FROM glossa_nodes WHERE seen_ms < $1', [Math.floor(atMs) - 86_400_000]);
    },

    /**
     * The secret called `name`, the same for every node: made (32 random bytes) by the first
     * node that asks, read by the others.
     */
    async secret(name: string): Promise<Buffer> {
      await pool.query('INSERT INTO glossa_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
        name,
        randomBytes(32).toString('hex'),
      ]);
      const { rows } = await pool.query<{ value: string }>('SELECT value FROM glossa_secrets WHERE name = $1', [name]);
      return Buffer.from(rows[0]?.value ?? '', 'hex');
    },

    close: () => pool.end(),
  };
}
