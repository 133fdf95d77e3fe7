/**
 * The limiter keeps each span's sum instead of counting its slots on every call: it must answer
 * exactly what counting every slot on every call answers, at any pace of calls, across slot and
 * span boundaries, and when the clock goes back.
 */
import { describe, expect, it } from 'vitest';
import { SlidingCount } from '../../server/rules/rate-limits.ts';

/** Counting every slot on every call: what the kept sums must agree with. */
class CountedEveryTime {
  private readonly slots: number[];
  private readonly counts: number[];

  constructor(
    private readonly slotMs: number,
    span: number,
  ) {
    this.slots = new Array<number>(span / slotMs + 1).fill(-Infinity);
    this.counts = new Array<number>(span / slotMs + 1).fill(0);
  }

  sum(at: number): number {
    const oldest = Math.floor(at / this.slotMs) - this.slots.length + 1;
    let total = 0;
    this.slots.forEach((slot, i) => (total += slot >= oldest ? (this.counts[i] ?? 0) : 0));
    return total;
  }

  add(at: number) {
    const current = Math.floor(at / this.slotMs);
    const i = current % this.slots.length;
    if (this.slots[i] !== current) [this.slots[i], this.counts[i]] = [current, 0];
    this.counts[i] = (this.counts[i] ?? 0) + 1;
  }

  msUntilAtMost(target: number, at: number): number {
    const current = Math.floor(at / this.slotMs);
    const size = this.slots.length;
    let total = this.sum(at);
    if (total <= target) return 0;
    for (let slot = current - size + 1; slot <= current; slot++) {
      if (this.slots[slot % size] !== slot) continue;
      total -= this.counts[slot % size] ?? 0;
      if (total <= target) return (slot + size) * this.slotMs - at;
    }
    return 0;
  }
}

/** A small deterministic random source, so a failure can be run again. */
function randomSource(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('the limiter’s kept sums', () => {
  for (const [name, slotMs, span] of [
    ['a minute in seconds', 1000, 60_000],
    ['an hour in minutes', 60_000, 3_600_000],
  ] as const) {
    it(`answer as counting every slot does: ${name}`, () => {
      for (let seed = 1; seed <= 20; seed++) {
        const random = randomSource(seed);
        const kept = new SlidingCount(slotMs, span);
        const counted = new CountedEveryTime(slotMs, span);
        let at = 1_700_000_000_000 + Math.floor(random() * span);
        for (let step = 0; step < 3000; step++) {
          const roll = random();
          // Mostly calls close together; now and then a pause past a slot or the whole span,
          // and now and then the clock set back.
          if (roll < 0.6) at += Math.floor(random() * slotMs * 0.2);
          else if (roll < 0.9) at += Math.floor(random() * slotMs * 3);
          else if (roll < 0.97) at += Math.floor(random() * span * 1.5);
          else at -= Math.floor(random() * span * 1.5);
          if (random() < 0.7) {
            kept.add(at);
            counted.add(at);
          }
          const target = random() < 0.5 ? 0 : Math.floor(random() * 40);
          const where = `seed ${seed}, step ${step}`;
          expect(kept.sum(at), where).toBe(counted.sum(at));
          expect(kept.msUntilAtMost(target, at), where).toBe(counted.msUntilAtMost(target, at));
          expect(kept.empty(at), where).toBe(counted.sum(at) === 0);
        }
      }
    });
  }
});
