/** The budget estimate as pure functions: what one observation does, and how a budget stands later. */
import { describe, expect, it } from 'vitest';
import type { RateLimitSnapshot } from '../../../../lib/shared/api';
import { effective, emptyBudget, observed, restored } from '../../../../lib/background/rate/estimate';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const AT = Date.UTC(2024, 8, 13, 12, 0, 0);
const ID = 'https://api.wordnik.com/v4|no-key';

const snap = (fields: Partial<RateLimitSnapshot> = {}): RateLimitSnapshot => ({ observedAt: AT, ...fields });

describe('budget estimate', () => {
  it('gives a short reset to the minute, and a long one, or any while the hour is spent, to the hour', () => {
    const short = observed(emptyBudget(ID), snap({ remainingMinute: 3, remainingHour: 50, resetSeconds: 20 }), 200, AT);
    expect(short.minute).toEqual({ remaining: 3, resetAt: AT + 20_000 });
    expect(short.hour).toEqual({ remaining: 50, resetAt: AT + HOUR });

    const long = observed(emptyBudget(ID), snap({ remainingMinute: 3, remainingHour: 50, resetSeconds: 1800 }), 200, AT);
    expect(long.hour.resetAt).toBe(AT + 1800_000);

    const spent = observed(emptyBudget(ID), snap({ remainingMinute: 3, remainingHour: 0, resetSeconds: 20 }), 200, AT);
    expect(spent.hour.resetAt).toBe(AT + 20_000);
    expect(spent.minute.resetAt).toBe(AT + 20_000);
  });

  it('pauses after a 429 until its reset, at least a second and at most an hour', () => {
    expect(observed(emptyBudget(ID), snap({ resetSeconds: 30 }), 429, AT).pausedUntil).toBe(AT + 30_000);
    expect(observed(emptyBudget(ID), snap(), 429, AT).pausedUntil).toBe(AT + MINUTE);
    expect(observed(emptyBudget(ID), snap({ resetSeconds: 0 }), 429, AT).pausedUntil).toBe(AT + 1_000);
    expect(observed(emptyBudget(ID), snap({ resetSeconds: 86_400 }), 429, AT).pausedUntil).toBe(AT + HOUR);
  });

  it('shows a window whose reset has passed as refilled, and drops an ended pause', () => {
    const raw = { service: ID, minute: { limit: 5, remaining: 0, resetAt: AT + 1 }, hour: {}, pausedUntil: AT + 1 };
    expect(effective(raw, AT)).toEqual(raw);
    expect(effective(raw, AT + 1)).toEqual({ service: ID, minute: { limit: 5, remaining: 5 }, hour: {} });
  });

  it('bounds what another run stored by what a window can still hold', () => {
    const stored = {
      service: ID,
      minute: { remaining: 1 },
      hour: { resetAt: AT + 10 * HOUR },
      pausedUntil: AT + 10 * HOUR,
      updatedAt: AT - 1_000,
    };
    expect(restored(stored, AT)).toEqual({
      service: ID,
      minute: { remaining: 1, resetAt: AT - 1_000 + MINUTE },
      hour: { resetAt: AT + HOUR },
      pausedUntil: AT + HOUR,
      updatedAt: AT - 1_000,
    });
  });
});
