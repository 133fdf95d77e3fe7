/**
 * Per-key rate limiting in fixed windows of one minute and one hour (aligned to the
 * clock); every answer reports where the key stands in both windows. Counting is in
 * memory, so it costs nothing per request; keys' running totals are flushed to the
 * database from time to time (see `flushTotals`).
 */
import type { Plan } from './accounts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface Quota {
  allowed: boolean;
  limitMinute: number;
  remainingMinute: number;
  limitHour: number;
  remainingHour: number;
  /** Seconds until the window that matters resets: the hour's when it is spent, else the minute's. */
  resetSeconds: number;
  /** Milliseconds until the hour window resets. */
  hourResetMs: number;
}

interface Counter {
  minuteStart: number;
  minuteCount: number;
  hourStart: number;
  hourCount: number;
}

export function createRateLimiter(now: () => number = Date.now) {
  const counters = new Map<string, Counter>();
  const unflushed = new Map<string, number>();
  let sinceSweep = 0;

  function counterOf(subject: string, at: number): Counter {
    const minuteStart = Math.floor(at / MINUTE) * MINUTE;
    const hourStart = Math.floor(at / HOUR) * HOUR;
    let counter = counters.get(subject);
    if (!counter) {
      counter = { minuteStart, minuteCount: 0, hourStart, hourCount: 0 };
      counters.set(subject, counter);
    }
    if (counter.minuteStart !== minuteStart) Object.assign(counter, { minuteStart, minuteCount: 0 });
    if (counter.hourStart !== hourStart) Object.assign(counter, { hourStart, hourCount: 0 });
    return counter;
  }

  function quotaOf(counter: Counter, plan: Plan, at: number, allowed: boolean): Quota {
    const remainingMinute = Math.max(0, plan.perMinute - counter.minuteCount);
    const remainingHour = Math.max(0, plan.perHour - counter.hourCount);
    const minuteResetMs = counter.minuteStart + MINUTE - at;
    const hourResetMs = counter.hourStart + HOUR - at;
    const blockedByHour = remainingHour === 0;
    return {
      allowed,
      limitMinute: plan.perMinute,
      remainingMinute,
      limitHour: plan.perHour,
      remainingHour,
      resetSeconds: Math.ceil((blockedByHour ? hourResetMs : minuteResetMs) / 1000),
      hourResetMs,
    };
  }

  /** Drops counters whose hour has passed, so one-off callers do not pile up. */
  function sweep(at: number) {
    const hourStart = Math.floor(at / HOUR) * HOUR;
    for (const [subject, counter] of counters) if (counter.hourStart < hourStart) counters.delete(subject);
  }

  return {
    /** Counts one call if the plan allows it, and says where the subject stands. */
    take(subject: string, plan: Plan): Quota {
      const at = now();
      if (++sinceSweep >= 10_000) {
        sinceSweep = 0;
        sweep(at);
      }
      const counter = counterOf(subject, at);
      if (counter.minuteCount >= plan.perMinute || counter.hourCount >= plan.perHour) {
        return quotaOf(counter, plan, at, false);
      }
      counter.minuteCount++;
      counter.hourCount++;
      unflushed.set(subject, (unflushed.get(subject) ?? 0) + 1);
      return quotaOf(counter, plan, at, true);
    },

    /** Where the subject stands, without counting a call. */
    peek(subject: string, plan: Plan): Quota {
      const at = now();
      return quotaOf(counterOf(subject, at), plan, at, true);
    },

    /** Calls counted since the last flush, by subject, handed to `write` and then forgotten. */
    flushTotals(write: (subject: string, calls: number) => void) {
      for (const [subject, calls] of unflushed) write(subject, calls);
      unflushed.clear();
    },

    /** Calls counted but not yet flushed, for one subject. */
    unflushed(subject: string): number {
      return unflushed.get(subject) ?? 0;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
