/**
 * Per-key rate limiting over sliding spans: a key never spends more than its plan's minute
 * within any 60 s, nor its hour within any 60 min (fixed windows of the clock would let it
 * spend two minutes' worth across a boundary), and calls come at most a small burst at a
 * time, refilled at the plan's pace (so a minute is not spent in one second). Every answer
 * reports where the key stands. Counting is in memory, so it costs nothing per request;
 * keys' running totals are flushed to the database from time to time (see `flushTotals`).
 */
import type { Plan } from './accounts.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export interface Quota {
  allowed: boolean;
  limitMinute: number;
  remainingMinute: number;
  limitHour: number;
  remainingHour: number;
  /**
   * Seconds until the next call goes through, when this one was refused; otherwise until
   * the minute's allowance is whole again.
   */
  resetSeconds: number;
  /** Milliseconds until the hour's allowance is whole again. */
  hourResetMs: number;
}

/**
 * How many calls may come at once: a tenth of the minute, at least 10 (or the whole
 * minute, for plans smaller than that).
 */
export function burstSize(plan: Plan): number {
  return Math.min(plan.perMinute, Math.max(10, Math.ceil(plan.perMinute / 10)));
}

/**
 * Calls counted in slots of `slotMs`: the current slot and the `span / slotMs` before it.
 * A call is allowed only while their sum is under the limit, so any `span` of time holds at
 * most the limit (a span always lies within that many slots plus the current one).
 *
 * Every call asks for the sums several times (to judge it, then for the answer's headers), so
 * the sum is kept: counted over the slots once when the current slot changes (once a second
 * for a minute, once a minute for an hour) and raised by each call counted within it.
 */
export class SlidingCount {
  private readonly slots: number[];
  private readonly counts: number[];
  /** The slot `total` was counted for (NaN: not counted yet). */
  private summedSlot = NaN;
  private total = 0;
  /** The latest slot a call was counted in. */
  private newest = -Infinity;

  constructor(
    private readonly slotMs: number,
    span: number,
  ) {
    const size = span / slotMs + 1;
    this.slots = new Array<number>(size).fill(-Infinity);
    this.counts = new Array<number>(size).fill(0);
  }

  sum(at: number): number {
    const current = Math.floor(at / this.slotMs);
    if (current === this.summedSlot) return this.total;
    const oldest = current - this.slots.length + 1;
    let total = 0;
    for (let i = 0; i < this.slots.length; i++) if ((this.slots[i] ?? -Infinity) >= oldest) total += this.counts[i] ?? 0;
    this.summedSlot = current;
    this.total = total;
    return total;
  }

  add(at: number) {
    const current = Math.floor(at / this.slotMs);
    const i = current % this.slots.length;
    const reused = this.slots[i] ?? -Infinity;
    if (reused !== current) {
      this.slots[i] = current;
      this.counts[i] = 0;
    }
    this.counts[i] = (this.counts[i] ?? 0) + 1;
    // The slot it reuses has left the span of `current` (unless the clock went back: then the
    // sum is counted again).
    if (current === this.summedSlot && reused <= current) this.total++;
    else this.summedSlot = NaN;
    this.newest = Math.max(this.newest, current);
  }

  /** Milliseconds until the sum is at most `target` (0 if it is already). */
  msUntilAtMost(target: number, at: number): number {
    let total = this.sum(at);
    if (total <= target) return 0;
    const current = Math.floor(at / this.slotMs);
    const size = this.slots.length;
    // Nothing left: the sum is 0 once the latest counted slot leaves the span (it is live, since
    // the sum is not 0, unless the clock went back; then the slots are walked as below).
    if (target === 0 && this.newest <= current && this.slots[this.newest % size] === this.newest) {
      return (this.newest + size) * this.slotMs - at;
    }
    // The live slots oldest first (every call asks, so no list is made and sorted for it).
    for (let slot = current - size + 1; slot <= current; slot++) {
      const i = slot % size;
      if (this.slots[i] !== slot) continue;
      total -= this.counts[i] ?? 0;
      // A slot leaves the span when the slot `size` after it begins.
      if (total <= target) return (slot + size) * this.slotMs - at;
    }
    return 0;
  }

  /** True when nothing counted is still within the span. */
  empty(at: number): boolean {
    return this.sum(at) === 0;
  }
}

interface Counter {
  minute: SlidingCount;
  hour: SlidingCount;
  /** Calls that may come now without waiting, refilled at the plan's pace up to its burst. */
  tokens: number;
  tokensAt: number;
}

export function createRateLimiter(now: () => number = Date.now) {
  const counters = new Map<string, Counter>();
  const unflushed = new Map<string, number>();
  /** The flush writing now, and how many have begun: a total read meanwhile is read again. */
  let flushing: Promise<void> | undefined;
  let flushesBegun = 0;
  let sinceSweep = 0;

  function counterOf(subject: string, plan: Plan, at: number): Counter {
    let counter = counters.get(subject);
    if (!counter) {
      counter = { minute: new SlidingCount(SECOND, MINUTE), hour: new SlidingCount(MINUTE, HOUR), tokens: burstSize(plan), tokensAt: at };
      counters.set(subject, counter);
    }
    const refill = ((at - counter.tokensAt) * plan.perMinute) / MINUTE;
    counter.tokens = Math.min(burstSize(plan), counter.tokens + Math.max(0, refill));
    counter.tokensAt = Math.max(at, counter.tokensAt);
    return counter;
  }

  function quotaOf(counter: Counter, plan: Plan, at: number, allowed: boolean): Quota {
    const remainingMinute = Math.max(0, plan.perMinute - counter.minute.sum(at));
    const remainingHour = Math.max(0, plan.perHour - counter.hour.sum(at));
    const waitMs = allowed
      ? counter.minute.msUntilAtMost(0, at)
      : Math.max(
          counter.minute.msUntilAtMost(plan.perMinute - 1, at),
          counter.hour.msUntilAtMost(plan.perHour - 1, at),
          ((1 - counter.tokens) * MINUTE) / plan.perMinute,
        );
    return {
      allowed,
      limitMinute: plan.perMinute,
      remainingMinute,
      limitHour: plan.perHour,
      remainingHour,
      resetSeconds: Math.ceil(waitMs / SECOND),
      hourResetMs: counter.hour.msUntilAtMost(0, at),
    };
  }

  function spend(subject: string, counter: Counter, at: number) {
    counter.tokens = Math.max(0, counter.tokens - 1);
    counter.minute.add(at);
    counter.hour.add(at);
    unflushed.set(subject, (unflushed.get(subject) ?? 0) + 1);
  }

  /** Drops counters with nothing left in their hour, so one-off callers do not pile up. */
  function sweep(at: number) {
    for (const [subject, counter] of counters) if (counter.hour.empty(at)) counters.delete(subject);
  }

  return {
    /** Counts one call if the plan allows it, and says where the subject stands. */
    take(subject: string, plan: Plan): Quota {
      const at = now();
      if (++sinceSweep >= 10_000) {
        sinceSweep = 0;
        sweep(at);
      }
      const counter = counterOf(subject, plan, at);
      if (counter.tokens < 1 || counter.minute.sum(at) >= plan.perMinute || counter.hour.sum(at) >= plan.perHour) {
        return quotaOf(counter, plan, at, false);
      }
      spend(subject, counter, at);
      return quotaOf(counter, plan, at, true);
    },

    /**
     * Counts a call another judge allowed (the counters every node shares, see
     * shared-rate-limits.ts), so that this node knows what it spent if it must judge alone.
     */
    record(subject: string, plan: Plan): void {
      const at = now();
      spend(subject, counterOf(subject, plan, at), at);
    },

    /** Where the subject stands, without counting a call. */
    peek(subject: string, plan: Plan): Quota {
      const at = now();
      return quotaOf(counterOf(subject, plan, at), plan, at, true);
    },

    /**
     * Calls counted since the last flush, by subject, handed to `write` at once and forgotten
     * once it has written them (calls counted meanwhile wait for the next flush). If it
     * fails, they are all kept for the next flush.
     */
    async flushTotals(write: (totals: ReadonlyMap<string, number>) => Promise<void>) {
      if (unflushed.size === 0) return;
      const taken = new Map(unflushed);
      flushesBegun++;
      const written = write(taken).then(() => {
        for (const [subject, calls] of taken) {
          const left = (unflushed.get(subject) ?? 0) - calls;
          if (left > 0) unflushed.set(subject, left);
          else unflushed.delete(subject);
        }
      });
      flushing = written;
      try {
        await written;
      } finally {
        if (flushing === written) flushing = undefined;
      }
    },

    /**
     * A subject's calls in all: those the database holds (`readStored`) and those counted
     * since. A flush that writes while the database is read would count its calls twice or not
     * at all, so the total is read again after any flush that began meanwhile.
     */
    async totalCalls(subject: string, readStored: () => Promise<number>): Promise<number> {
      for (;;) {
        // A failed flush keeps its calls counted here: what matters is only that it has ended.
        if (flushing) await flushing.catch(() => undefined);
        const begun = flushesBegun;
        const stored = await readStored();
        if (!flushing && begun === flushesBegun) return stored + (unflushed.get(subject) ?? 0);
      }
    },
  };
}

/**
 * What the HTTP layer asks of a limiter: this node's own (above), or the counters every node
 * shares, which answer at once while this node holds a lease of calls and otherwise after
 * one round trip to their store.
 */
export interface RateLimiter {
  take(subject: string, plan: Plan): Quota | Promise<Quota>;
  peek(subject: string, plan: Plan): Quota;
  flushTotals(write: (totals: ReadonlyMap<string, number>) => Promise<void>): Promise<void>;
  totalCalls(subject: string, readStored: () => Promise<number>): Promise<number>;
}
