/**
 * What the rate-limit headers tell of a service's budget, and what is estimated from
 * them: a minute's window and an hour's, and a pause after a 429. Pure functions of a
 * budget, an observation and the time.
 *
 * - Both windows' limits and remaining counts come with every response, errors
 *   included.
 * - One reset time (`ratelimit-reset`, or `retry-after` on a 429) does not say which
 *   window it belongs to. The live service sends the minute's; the project's server
 *   sends the hour's once the hour is spent. So: a reset of more than a minute, or any
 *   reset while the hour is spent, is the hour's; otherwise it is the minute's.
 * - A window without a reset time gets an upper bound: one window length after the
 *   first sight of the window (a rise in `remaining` means a new window began). A window
 *   is never longer than its length, so by then it has surely refilled.
 * - The live service reconciles its counts at intervals, so `remaining` may jump either
 *   way; the latest observation wins.
 */
import type { Budget, BudgetWindow } from '../../shared/messages/answers';
import type { RateLimitSnapshot } from '../../shared/api/rate-limit';

export type WindowName = 'minute' | 'hour';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const WINDOW_MS: Record<WindowName, number> = { minute: MINUTE_MS, hour: HOUR_MS };
/** A 429 without a reset time pauses this long. */
const DEFAULT_PAUSE_MS = MINUTE_MS;
/** Even a 429 that says "now" pauses a moment: answering it at once would be a storm. */
const MIN_PAUSE_MS = 1_000;
/** No window is longer than an hour; a larger reset is a broken header, not a reason to stop for days. */
const MAX_PAUSE_MS = HOUR_MS;
/** Clock skew tolerated when deciding whether a reset time belongs to the minute. */
const RESET_SLACK_MS = 2_000;

/** What is known of a service before its first answer: nothing. */
export function emptyBudget(id: string): Budget {
  return { service: id, minute: {}, hour: {} };
}

/** The budget after a response with this snapshot and status, observed at `at`. */
export function observed(previous: Budget, snapshot: RateLimitSnapshot, status: number, at: number): Budget {
  const next: Budget = { ...previous, updatedAt: at };

  const resetAt = snapshotResetAt(snapshot, at);
  const resetIn = resetAt === undefined ? undefined : resetAt - at;
  const hourSpent = snapshot.remainingHour === 0;
  // Which window the one reset time belongs to (see the header comment).
  const hourReset = resetAt !== undefined && (hourSpent || (resetIn ?? 0) > MINUTE_MS + RESET_SLACK_MS) ? resetAt : undefined;
  const minuteReset = resetAt !== undefined && (resetIn ?? 0) <= MINUTE_MS + RESET_SLACK_MS ? resetAt : undefined;

  next.minute = nextWindow(previous.minute, snapshot.limitMinute, snapshot.remainingMinute, minuteReset, 'minute', at);
  next.hour = nextWindow(previous.hour, snapshot.limitHour, snapshot.remainingHour, hourReset, 'hour', at);

  if (status === 429) {
    const wanted = Math.min(Math.max(resetAt ?? at + DEFAULT_PAUSE_MS, at + MIN_PAUSE_MS), at + MAX_PAUSE_MS);
    // Answers to calls sent before the pause may arrive after it: keep the later end.
    const current = previous.pausedUntil !== undefined && previous.pausedUntil > at ? previous.pausedUntil : 0;
    next.pausedUntil = Math.max(current, wanted);
  } else if (previous.pausedUntil !== undefined && previous.pausedUntil <= at) {
    delete next.pausedUntil;
  }
  return next;
}

/** The budget as it stands at `at`: windows whose reset has passed are refilled, a pause that has ended is gone. */
export function effective(raw: Budget, at: number): Budget {
  const view: Budget = {
    service: raw.service,
    minute: effectiveWindow(raw.minute, at),
    hour: effectiveWindow(raw.hour, at),
  };
  if (raw.pausedUntil !== undefined && raw.pausedUntil > at) view.pausedUntil = raw.pausedUntil;
  if (raw.updatedAt !== undefined) view.updatedAt = raw.updatedAt;
  return view;
}

/** A budget stored by another run, as far as it can still hold at `at`: nothing may reach further ahead than a window can. */
export function restored(stored: Budget, at: number): Budget {
  const fix = (window: BudgetWindow, name: WindowName): BudgetWindow => {
    const fixed = { ...window };
    if (fixed.resetAt !== undefined) fixed.resetAt = Math.min(fixed.resetAt, at + WINDOW_MS[name]);
    // A count without a reset time would never expire: bound it from when it was seen.
    else if (fixed.remaining !== undefined) fixed.resetAt = Math.min((stored.updatedAt ?? at) + WINDOW_MS[name], at + WINDOW_MS[name]);
    return prune(fixed);
  };
  const result: Budget = { service: stored.service, minute: fix(stored.minute, 'minute'), hour: fix(stored.hour, 'hour') };
  if (stored.pausedUntil !== undefined && stored.pausedUntil > at) result.pausedUntil = Math.min(stored.pausedUntil, at + MAX_PAUSE_MS);
  if (stored.updatedAt !== undefined) result.updatedAt = stored.updatedAt;
  return result;
}

function nextWindow(
  previous: BudgetWindow,
  limit: number | undefined,
  remaining: number | undefined,
  reset: number | undefined,
  name: WindowName,
  at: number,
): BudgetWindow {
  // A window whose reset has passed is over: what it said no longer holds.
  const current = previous.resetAt !== undefined && previous.resetAt <= at ? { limit: previous.limit } : previous;
  const window: BudgetWindow = {
    limit: limit ?? current.limit,
    remaining: remaining ?? current.remaining,
    resetAt: current.resetAt,
  };
  if (reset !== undefined) {
    window.resetAt = reset;
  } else if (remaining !== undefined) {
    const newWindow = current.remaining !== undefined && remaining > current.remaining;
    if (window.resetAt === undefined || newWindow) window.resetAt = at + WINDOW_MS[name];
  }
  if (window.remaining === undefined) delete window.resetAt;
  return prune(window);
}

/** The snapshot's reset time in epoch ms, when it has one. */
function snapshotResetAt(snapshot: RateLimitSnapshot, at: number): number | undefined {
  if (snapshot.resetAt !== undefined && Number.isFinite(snapshot.resetAt)) return snapshot.resetAt;
  if (snapshot.resetSeconds !== undefined && Number.isFinite(snapshot.resetSeconds)) return at + snapshot.resetSeconds * 1000;
  return undefined;
}

function effectiveWindow(window: BudgetWindow, at: number): BudgetWindow {
  if (window.resetAt !== undefined && window.resetAt <= at) return prune({ limit: window.limit, remaining: window.limit });
  return { ...window };
}

/** Drops undefined fields, so views and stored records carry only what is known. */
function prune(window: BudgetWindow): BudgetWindow {
  const result: BudgetWindow = {};
  if (window.limit !== undefined) result.limit = window.limit;
  if (window.remaining !== undefined) result.remaining = window.remaining;
  if (window.resetAt !== undefined) result.resetAt = window.resetAt;
  return result;
}
