/**
 * Judging alone, while the shared counters cannot be reached (see shared-rate-limits.ts): each
 * key is allowed its share of its plan, the plan divided by the nodes, counted by this node;
 * and what was allowed is kept by second, to be written back when the counters return.
 */
import type { Plan } from './accounts.ts';
import type { Quota } from './rate-limits.ts';
import type { SlotCalls } from '../stores/shared-state.ts';

/** Calls older than this (an hour, and a minute to spare) are in no span any more. */
const KEPT_SECONDS = 3660;

/** One node's share of a plan among `nodes`, never below one call. */
export function shareOf(plan: Plan, nodes: number): Plan {
  return {
    perMinute: Math.max(1, Math.floor(plan.perMinute / nodes)),
    perHour: Math.max(1, Math.floor(plan.perHour / nodes)),
  };
}

/** `own` is this node's own count of its calls; the ledger keeps what it allowed alone. */
export function createAloneLedger(own: { take(subject: string, plan: Plan): Quota }, now: () => number) {
  /** Calls allowed alone, by key and second, to write back. */
  let allowed = new Map<string, Map<number, number>>();

  return {
    /** Judges one call by this node's share of the plan, and keeps it if allowed. */
    take(subject: string, plan: Plan, nodes: number): Quota {
      const judged = own.take(subject, shareOf(plan, nodes));
      if (judged.allowed) {
        const second = Math.floor(now() / 1000);
        let seconds = allowed.get(subject);
        if (!seconds) allowed.set(subject, (seconds = new Map()));
        seconds.set(second, (seconds.get(second) ?? 0) + 1);
      }
      return judged;
    },

    /** Forgets calls in no span any more: they need not be written back. */
    forgetOld(at: number): void {
      const oldest = Math.floor(at / 1000) - KEPT_SECONDS;
      for (const seconds of allowed.values()) for (const slot of seconds.keys()) if (slot < oldest) seconds.delete(slot);
    },

    /** What was allowed alone, as calls to write back to the store. */
    spent(): SlotCalls[] {
      const spent: SlotCalls[] = [];
      for (const [subject, seconds] of allowed) {
        for (const [slot, calls] of seconds) spent.push({ subject, slot, calls, burst: 0 });
      }
      return spent;
    },

    /** Written back: the ledger starts again. */
    clear(): void {
      allowed = new Map();
    },
  };
}
