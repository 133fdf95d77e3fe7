/**
 * One key's lease of shared calls on this node (see shared-rate-limits.ts): what it holds for
 * this second and the next, what it is handing back, and how often the key is called. Plain
 * bookkeeping on one lease; the round trips to the shared counters are the limiter's.
 */
import type { Plan } from './accounts.ts';
import type { Quota } from './rate-limits.ts';

/** A lease covers about this share of a second of the key's recent calls. */
const LEASE_SHARE = 0.2;

export interface KeyLease {
  subject: string;
  plan: Plan;
  /** The second the lease is good for, and the calls it may still make then. */
  slot: number;
  left: number;
  granted: number;
  /** The size of the last grant. */
  lastGrant: number;
  /** What the store said with the last lease: the minute's and hour's calls, all nodes'. */
  minuteUsed: number;
  hourUsed: number;
  /**
   * Calls handed back since the store last said so (it counted them as leased), and how many
   * of them have been sent: the store's next word on this key has those sent.
   */
  returned: number;
  returnedSent: number;
  /** After a refusal: no call is allowed, nor asked for, before `refusedUntil`; the next may come at `retryAt`. */
  refusedUntil: number;
  retryAt: number;
  /** Calls asked for in the second `demandSlot` (the first at `demandSince`), and in the second before it. */
  demand: number;
  lastDemand: number;
  demandSlot: number;
  demandSince: number;
  /** Requests waiting for the next answer, and whether one is asked for. */
  waiting: (() => void)[];
  asked: boolean;
  /** Calls leased ahead for the second `aheadSlot` (the next), so that none waits when it begins. */
  ahead: number;
  aheadSlot: number;
  aheadAsked: boolean;
}

/** Where unspent calls of a lease go: back to the store with the next round trip. */
export type GiveBack = (lease: KeyLease, slot: number, calls: number) => void;

/** A key's first lease, holding nothing yet. */
export function newLease(subject: string, plan: Plan, second: number): KeyLease {
  return {
    subject,
    plan,
    slot: second,
    left: 0,
    granted: 0,
    lastGrant: 0,
    minuteUsed: 0,
    hourUsed: 0,
    returned: 0,
    returnedSent: 0,
    refusedUntil: 0,
    retryAt: 0,
    demand: 0,
    lastDemand: 0,
    demandSlot: second,
    demandSince: 0,
    waiting: [],
    asked: false,
    ahead: 0,
    aheadSlot: 0,
    aheadAsked: false,
  };
}

/** Moves the key's count of calls to the second of `at`, keeping the second before as its pace. */
export function turnDemand(lease: KeyLease, at: number): void {
  const second = Math.floor(at / 1000);
  if (lease.demandSlot !== second) {
    lease.lastDemand = lease.demandSlot === second - 1 ? lease.demand : 0;
    lease.demand = 0;
    lease.demandSlot = second;
  }
  if (lease.demand === 0) lease.demandSince = at;
}

/**
 * A lease whose second has passed: what it did not spend goes back, and the calls leased
 * ahead for the new second are its lease.
 */
export function expire(lease: KeyLease, second: number, giveBack: GiveBack): void {
  if (lease.slot >= second) return;
  if (lease.left > 0) {
    giveBack(lease, lease.slot, lease.left);
    // A refusal while these calls were held counted them as spent: handed back, they may be
    // leased again, so the next call asks rather than being refused on that word.
    lease.refusedUntil = 0;
  }
  lease.slot = second;
  lease.left = 0;
  lease.granted = 0;
  if (lease.ahead > 0 && lease.aheadSlot <= second) {
    if (lease.aheadSlot === second) lease.left = lease.granted = lease.ahead;
    else giveBack(lease, lease.aheadSlot, lease.ahead);
    lease.ahead = 0;
  }
}

/** The store's word on a key now counts what was sent back before it (or, when sending failed, counts it as spent). */
export function settleReturned(lease: KeyLease): void {
  lease.returned -= lease.returnedSent;
  lease.returnedSent = 0;
}

/**
 * Where the key stands across every node: the plan, less all nodes' calls as the store last
 * said them. `mine` is this node's own count, which knows when its spans reset.
 */
export function leaseQuota(lease: KeyLease, at: number, allowed: boolean, mine: Quota): Quota {
  const { plan } = lease;
  // All nodes' calls as the store last said, less what this node holds unspent (now and
  // ahead) or is handing back.
  const held = lease.left + lease.ahead + lease.returned;
  const minute = lease.minuteUsed - held;
  const hour = lease.hourUsed - held;
  return {
    allowed,
    limitMinute: plan.perMinute,
    remainingMinute: Math.max(0, plan.perMinute - minute),
    limitHour: plan.perHour,
    remainingHour: Math.max(0, plan.perHour - hour),
    resetSeconds: allowed ? mine.resetSeconds : Math.ceil(Math.max(lease.retryAt - at, 0) / 1000),
    hourResetMs: mine.hourResetMs,
  };
}

/**
 * How many calls to ask for: about `LEASE_SHARE` of a second of the key's calls, at the pace of
 * the last second or of this one so far, whichever is faster; and, when calls wait for it,
 * twice the last grant at least, so a key that starts calling often soon has leases its size.
 */
export function wanted(lease: KeyLease, at: number): number {
  const pace = Math.max(lease.lastDemand, (lease.demand * 1000) / Math.max(at - lease.demandSince, 50));
  const share = Math.ceil(pace * LEASE_SHARE);
  return Math.max(lease.waiting.length + 1, share, lease.waiting.length > 0 ? 2 * lease.lastGrant : 0);
}

/** Lets every request waiting on the key's next answer go on. */
export function wake(lease: KeyLease): void {
  const waiting = lease.waiting.splice(0);
  for (const resolve of waiting) resolve();
}
