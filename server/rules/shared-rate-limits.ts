/**
 * Rate limits that hold across every node of a service: the counters live in the store all
 * nodes share (stores/shared-state.ts: PostgreSQL, or Redis or Valkey), and a node leases calls
 * from them a little at a time. This bookkeeping is the same whichever store grants the leases.
 *
 * A lease is a number of calls of one key for one second of the clock. The store grants it
 * only if every sliding minute and hour that holds that second stays within the key's plan with
 * it, and the key's burst has tokens for it: so what all nodes may spend together never passes
 * the plan, whatever they do between two round trips. A node spends its lease at once, with no
 * round trip per call; asks for more when half of it is spent, for about a fifth of a second of
 * the key's recent calls, and, for a key called often, for the next second's a quarter of a
 * second before it begins; and gives back, within a tenth of a second, what a lease did not
 * spend. The only error is the other way: a node may refuse a call while another holds unspent
 * calls (about a fifth of a second of the key's calls per node for this second and as much for
 * the next, given back within a tenth of a second of their second's end).
 *
 * When the store cannot be reached, each node judges alone and allows each key its own share
 * of the plan (the plan divided by the nodes alive when last seen, or by the number configured),
 * says so in its log and its status, and writes back what it allowed when the store returns.
 *
 * The bookkeeping of one key's lease is key-leases.ts; judging alone is alone-limits.ts.
 *
 * Not rate-limiter-flexible's PostgreSQL or Redis limiters: they count fixed windows (a key
 * could spend two minutes' worth across a boundary, where these spans slide) and make a round
 * trip to the store for every call.
 */
import type { Plan } from './accounts.ts';
import type { ServerLog } from './app-db-writes.ts';
import { createAloneLedger, shareOf } from './alone-limits.ts';
import { expire as expireLease, leaseQuota, newLease, settleReturned, turnDemand, wake, wanted, type KeyLease } from './key-leases.ts';
import { burstSize, createRateLimiter, type Quota, type RateLimiter } from './rate-limits.ts';
import type { LeaseAsk, SharedState, SlotCalls } from '../stores/shared-state.ts';

/** What the limiter needs of the shared counters (stores/shared-state.ts gives them, from either store). */
type SharedCounters = Pick<SharedState, 'lease' | 'giveBack' | 'writeBack' | 'heartbeat' | 'sweep'>;

export interface SharedLimitsStatus {
  /** True while the limits hold across every node; false while this node judges alone. */
  shared: boolean;
  /** The nodes each key's plan is shared among while judging alone. */
  nodes: number;
  /** Why the counters cannot be reached, while they cannot. */
  problem?: string;
}

/** Give back and top up this often. */
const SYNC_MS = 100;
/** Lease the next second's calls of a key called now this long before it begins. */
const AHEAD_MS = 250;
/** A key is leased its next second's calls ahead when called at least this often in this one. */
const AHEAD_MIN_CALLS = 10;
/** Say this node is alive this often; a node not heard from for `LIVE_MS` is counted gone. */
const HEARTBEAT_MS = 5000;
const LIVE_MS = 15_000;
/** While alone, try the counters again this often. */
const RETRY_MS = 1000;
/** Sweep old counts about this often across the whole service (each node, 1 time in N). */
const SWEEP_MS = 60_000;

export function createSharedRateLimiter(options: {
  counters: SharedCounters;
  /** This node's name among the nodes (unique: a random one is fine). */
  node: string;
  /** The nodes to share each plan among when judging alone; by default those seen alive. */
  nodes?: number;
  log: ServerLog;
  now?: () => number;
  /** Nodes alive when the counters were opened. */
  liveNodes: number;
  /** Told of each round trip to the counters: how long it took, and whether they answered (the metrics). */
  onRoundTrip?: (seconds: number, ok: boolean) => void;
}) {
  const { counters, log, node } = options;
  const now = options.now ?? Date.now;
  /** This node's own count of its calls: the totals, and the judge while the counters are away. */
  const own = createRateLimiter(now);
  const leases = new Map<string, KeyLease>();
  const asks = new Set<KeyLease>();
  const aheadAsks = new Set<KeyLease>();
  const unspent: SlotCalls[] = [];
  const alone = createAloneLedger(own, now);
  let liveNodes = Math.max(1, options.liveNodes);
  let problem: string | undefined;
  let inFlight = false;
  let closed = false;
  let lastHeartbeat = now();
  let lastSweep = now();

  const nodes = () => options.nodes ?? liveNodes;

  function leaseOf(subject: string, plan: Plan, at: number): KeyLease {
    const second = Math.floor(at / 1000);
    let lease = leases.get(subject);
    if (!lease) leases.set(subject, (lease = newLease(subject, plan, second)));
    lease.plan = plan;
    turnDemand(lease, at);
    if (lease.slot !== second) expire(lease, second);
    return lease;
  }

  const giveBackLater = (lease: KeyLease, slot: number, calls: number) => {
    lease.returned += calls;
    unspent.push({ subject: lease.subject, slot, calls, burst: burstSize(lease.plan) });
  };

  const expire = (lease: KeyLease, second: number) => expireLease(lease, second, giveBackLater);

  const quota = (lease: KeyLease, at: number, allowed: boolean): Quota =>
    leaseQuota(lease, at, allowed, own.peek(lease.subject, lease.plan));

  /** Judged alone: this node's share of the plan, counted by this node. */
  const takeAlone = (subject: string, plan: Plan): Quota => alone.take(subject, plan, nodes());

  function ask(lease: KeyLease) {
    if (lease.asked) return;
    lease.asked = true;
    asks.add(lease);
    if (!inFlight) void roundTrip();
  }

  /** One round trip: every lease asked for, and what was not spent, at once. */
  async function roundTrip() {
    if (inFlight || closed) return;
    inFlight = true;
    try {
      while ((asks.size > 0 || aheadAsks.size > 0 || unspent.length > 0) && problem === undefined && !closed) {
        const at = now();
        const second = Math.floor(at / 1000);
        const batch = [
          ...[...asks].map((lease) => ({ lease, slot: second })),
          ...[...aheadAsks].map((lease) => ({ lease, slot: second + 1 })),
        ];
        asks.clear();
        aheadAsks.clear();
        const back = unspent.splice(0);
        for (const { subject, calls } of back) {
          const lease = leases.get(subject);
          if (lease) lease.returnedSent += calls;
        }
        const list: LeaseAsk[] = batch.map(({ lease, slot }) => ({
          subject: lease.subject,
          slot,
          want: wanted(lease, at),
          perMinute: lease.plan.perMinute,
          perHour: lease.plan.perHour,
          burst: burstSize(lease.plan),
        }));
        const started = performance.now();
        try {
          // Given back first: a key at its limit may lease what another node did not spend.
          await counters.giveBack(back);
          const grants = await counters.lease(list, at);
          options.onRoundTrip?.((performance.now() - started) / 1000, true);
          for (const [i, { lease, slot }] of batch.entries()) {
            const grant = grants[i];
            const isAhead = slot > second;
            if (isAhead) lease.aheadAsked = false;
            else lease.asked = false;
            if (!grant) continue;
            const current = Math.floor(now() / 1000);
            expire(lease, current);
            if (grant.granted > 0) {
              if (slot === current) {
                lease.lastGrant = grant.granted;
                lease.left += grant.granted;
                lease.granted = lease.left;
              } else if (slot === current + 1) {
                lease.ahead += grant.granted;
                lease.aheadSlot = slot;
              } else {
                // A second that passed while asking: the grant goes back at once.
                giveBackLater(lease, slot, grant.granted);
              }
            }
            // The store's counts take in the second after the one asked for, so every grant's are
            // the latest word on the key's calls, those leased ahead included.
            lease.minuteUsed = grant.minuteUsed;
            lease.hourUsed = grant.hourUsed;
            settleReturned(lease);
            // A refusal ahead says nothing of this second's calls.
            if (isAhead) continue;
            // Nor does a refusal for a second that passed while asking: it counted the calls this
            // node held then, which now go back. The requests waiting ask again.
            if (slot < current && grant.granted === 0) {
              wake(lease);
              continue;
            }
            const answered = now();
            lease.retryAt = answered + grant.waitMs;
            // Refused: refused here too for a while, without asking again for every call.
            lease.refusedUntil = grant.granted > 0 ? 0 : answered + Math.max(1, Math.min(grant.waitMs, SYNC_MS));
            wake(lease);
          }
        } catch (error) {
          options.onRoundTrip?.((performance.now() - started) / 1000, false);
          // Nothing given back is lost: it stays counted as spent, which errs on the safe side.
          for (const lease of leases.values()) settleReturned(lease);
          goAlone(error);
        }
      }
    } finally {
      inFlight = false;
    }
  }

  function goAlone(error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    if (problem !== undefined) return;
    problem = message || 'no answer';
    // Leases are dropped (their calls stay counted in the store) and every waiting request
    // is judged alone.
    for (const lease of leases.values()) {
      lease.left = 0;
      lease.granted = 0;
      lease.ahead = 0;
      lease.asked = false;
      lease.aheadAsked = false;
      wake(lease);
    }
    asks.clear();
    aheadAsks.clear();
    log.error(
      `The shared rate counters cannot be reached (${problem}): this node now allows each key its own share of its plan, ` +
        `1/${nodes()} of it, until they are back`,
    );
  }

  async function comeBack() {
    const at = now();
    liveNodes = Math.max(1, await counters.heartbeat(node, at, LIVE_MS));
    lastHeartbeat = at;
    await counters.writeBack(alone.spent());
    alone.clear();
    problem = undefined;
    log.warn('The shared rate counters are back: limits hold across every node again');
  }

  /** Every `SYNC_MS`: unspent calls back, half-spent leases topped up, the heartbeat, the sweep. */
  async function tick() {
    const at = now();
    if (problem !== undefined) {
      if (at - lastHeartbeat < RETRY_MS) return;
      lastHeartbeat = at;
      alone.forgetOld(at);
      await comeBack().catch(() => undefined);
      return;
    }
    const second = Math.floor(at / 1000);
    const endOfSecond = at % 1000 >= 1000 - AHEAD_MS;
    for (const [subject, lease] of leases) {
      expire(lease, second);
      // A key not called for a while is forgotten (its calls stay counted in the store).
      if (lease.demandSlot < second - 10 && lease.waiting.length === 0 && !lease.asked) leases.delete(subject);
      // A key called often this second is leased calls for the next one before it begins (one
      // called now and then waits for its round trip as it does for each call).
      else if (
        endOfSecond &&
        lease.demandSlot === second &&
        lease.demand >= AHEAD_MIN_CALLS &&
        lease.aheadSlot !== second + 1 &&
        !lease.aheadAsked
      ) {
        lease.aheadAsked = true;
        aheadAsks.add(lease);
      }
    }
    if (unspent.length > 0 || aheadAsks.size > 0) void roundTrip();
    try {
      if (at - lastHeartbeat >= HEARTBEAT_MS) {
        lastHeartbeat = at;
        liveNodes = Math.max(1, await counters.heartbeat(node, at, LIVE_MS));
      }
      if (at - lastSweep >= SWEEP_MS) {
        lastSweep = at;
        if (Math.random() < 1 / liveNodes) await counters.sweep(at);
      }
    } catch (error) {
      goAlone(error);
    }
  }

  let ticking = false;
  const timer = setInterval(() => {
    if (ticking) return;
    ticking = true;
    void tick().finally(() => (ticking = false));
  }, SYNC_MS);
  timer.unref();

  const limiter = {
    take(subject: string, plan: Plan): Quota | Promise<Quota> {
      if (problem !== undefined) return takeAlone(subject, plan);
      const at = now();
      const lease = leaseOf(subject, plan, at);
      lease.demand++;
      return decide(lease, at);
    },

    peek(subject: string, plan: Plan): Quota {
      const lease = leases.get(subject);
      if (problem !== undefined || !lease) return own.peek(subject, problem !== undefined ? shareOf(plan, nodes()) : plan);
      return quota(lease, now(), true);
    },

    flushTotals: own.flushTotals,
    totalCalls: own.totalCalls,

    status(): SharedLimitsStatus {
      return { shared: problem === undefined, nodes: nodes(), ...(problem !== undefined && { problem }) };
    },

    /** Stops the timer and gives back what leases hold unspent (if the counters answer). */
    async close(): Promise<void> {
      closed = true;
      clearInterval(timer);
      if (problem !== undefined) return;
      for (const lease of leases.values()) {
        if (lease.left > 0) giveBackLater(lease, lease.slot, lease.left);
        if (lease.ahead > 0) giveBackLater(lease, lease.aheadSlot, lease.ahead);
        lease.left = lease.ahead = 0;
      }
      await counters.giveBack(unspent.splice(0)).catch(() => undefined);
    },
  };

  function decide(lease: KeyLease, at: number): Quota | Promise<Quota> {
    const { subject } = lease;
    if (lease.left >= 1) {
      lease.left--;
      own.record(subject, lease.plan);
      // Half spent: more is asked for before it runs out.
      if (lease.left * 2 < lease.granted) ask(lease);
      return quota(lease, at, true);
    }
    if (lease.refusedUntil > at) return quota(lease, at, false);
    return new Promise<void>((resolve) => {
      lease.waiting.push(resolve);
      ask(lease);
    }).then(() => {
      if (problem !== undefined) return takeAlone(subject, lease.plan);
      const later = now();
      const second = Math.floor(later / 1000);
      if (lease.slot !== second) expire(lease, second);
      if (lease.left >= 1 || lease.refusedUntil > later) return decide(lease, later);
      // The second turned while asking: ask again.
      return limiter.take(subject, lease.plan);
    });
  }

  return limiter satisfies RateLimiter & Record<string, unknown>;
}
