/**
 * The rate-limit watcher: one gate for every request the background sends.
 *
 * It sees the rate-limit snapshot of every response (the client's `onRateLimit`) and
 * answers, before a request is sent, whether it may go now. Interactive lookups go
 * first; background work (sync, prefetch) leaves a reserve for them; after a 429
 * nothing goes until the service said it may, so there are no retry storms.
 *
 * One budget per service and key: the base URL plus a short hash of the API key (the
 * key itself is never kept, since budgets are persisted).
 *
 * What the headers tell, and what is estimated here:
 * - both windows' limits and remaining counts, on every response, errors included;
 * - one reset time (`ratelimit-reset`, or `retry-after` on a 429) that does not say
 *   which window it belongs to. The live service sends the minute's; the project's
 *   server sends the hour's once the hour is spent. So: a reset of more than a minute,
 *   or any reset while the hour is spent, is the hour's; otherwise it is the minute's.
 * - a window without a reset time gets an upper bound: one window length after the
 *   first sight of the window (a rise in `remaining` means a new window began). A
 *   window is never longer than its length, so by then it has surely refilled.
 * - the live service reconciles its counts at intervals, so `remaining` may jump either
 *   way; the latest observation wins.
 *
 * `permit` asks, it does not take: calls in flight are not counted until their answer
 * arrives, so a burst may overshoot the last few calls of a window (the 429 then
 * pauses everything until its reset).
 *
 * Pure logic over an injected clock and an optional database; no browser APIs.
 */
import { z } from 'zod';
import type { RateLimitSnapshot } from '../api/rate-limit';
import { serviceId, type ServiceKey } from '../service-identity/service-key';
import type { GlossaDatabase } from '../store/db';
import { unref, withTimeout } from '../util/timeout';

export type { ServiceKey };

export type Priority = 'interactive' | 'background';

/**
 * One window (a minute or an hour) as last seen. `resetAt` is epoch ms, either what the
 * service said or an upper-bound estimate (see above). Once it has passed, the window
 * is shown refilled: `remaining` is the limit (or unknown when the limit is).
 */
export interface BudgetWindow {
  limit?: number;
  remaining?: number;
  resetAt?: number;
}

export interface Budget {
  /** `serviceId` of the service and key. */
  service: string;
  minute: BudgetWindow;
  hour: BudgetWindow;
  /** After a 429: nothing is sent before this time (epoch ms). */
  pausedUntil?: number;
  /** When the last snapshot was observed (epoch ms). */
  updatedAt?: number;
}

export type Permit = { ok: true } | { ok: false; reason: 'paused' | 'low-budget' | 'exhausted'; retryAt?: number };

export interface BudgetWatcher {
  /** Feed every response's snapshot (the client's onRateLimit gives snapshot and status). */
  observe(service: ServiceKey, snapshot: RateLimitSnapshot, status: number): void;
  /** May a request of this priority be sent now? */
  permit(service: ServiceKey, priority: Priority): Permit;
  budget(service: ServiceKey): Budget;
  all(): Budget[];
  /** Restore persisted budgets (after a service-worker restart). */
  ready(): Promise<void>;
}

export interface BudgetWatcherOptions {
  /** Where budgets persist (`meta`, keys `budget:<serviceId>`); without it they live in memory only. */
  db?: GlossaDatabase;
  now?: () => number;
  /**
   * Calls kept for interactive lookups: background requests are refused when a window's
   * remaining count is at or below its reserve. Default: 2 a minute, and an hour's
   * max(5, 10% of the hour's limit).
   */
  reserve?: { minute: number; hour: number };
  /** Called after every observation, so views showing the budget can read it again. */
  onChange?: () => void;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** A 429 without a reset time pauses this long. */
const DEFAULT_PAUSE_MS = MINUTE_MS;
/** Even a 429 that says "now" pauses a moment: answering it at once would be a storm. */
const MIN_PAUSE_MS = 1_000;
/** No window is longer than an hour; a larger reset is a broken header, not a reason to stop for days. */
const MAX_PAUSE_MS = HOUR_MS;
/** Budgets change on every response; writing each change would cost more than the calls. */
const PERSIST_DELAY_MS = 500;
/** A database that does not answer (blocked by an upgrade, say) must not hold up start-up. */
const LOAD_TIMEOUT_MS = 3_000;
/** Clock skew tolerated when deciding whether a reset time belongs to the minute. */
const RESET_SLACK_MS = 2_000;
export const BUDGET_META_PREFIX = 'budget:';

// ---------------------------------------------------------------- persisted shape

const count = z.number().nonnegative();
const StoredWindow = z.object({ limit: count.optional(), remaining: count.optional(), resetAt: count.optional() });
const StoredBudget = z.object({
  service: z.string(),
  minute: StoredWindow,
  hour: StoredWindow,
  pausedUntil: count.optional(),
  updatedAt: count.optional(),
});

// ---------------------------------------------------------------- the watcher

type WindowName = 'minute' | 'hour';
const WINDOW_MS: Record<WindowName, number> = { minute: MINUTE_MS, hour: HOUR_MS };

export function createBudgetWatcher(options: BudgetWatcherOptions = {}): BudgetWatcher {
  const now = options.now ?? Date.now;
  const db = options.db;
  /** The raw state, as observed; views apply the clock (`effective`). */
  const budgets = new Map<string, Budget>();
  const dirty = new Set<string>();
  let persistTimer: ReturnType<typeof setTimeout> | undefined;
  let loading: Promise<void> | undefined;
  let warned = false;

  function warnOnce(message: string, error: unknown) {
    if (warned) return;
    warned = true;
    console.warn(`Glossa rate budget: ${message}; budgets are kept in memory only`, error);
  }

  function emptyBudget(id: string): Budget {
    return { service: id, minute: {}, hour: {} };
  }

  // ------------------------------------------------------------ observing

  function observe(service: ServiceKey, snapshot: RateLimitSnapshot, status: number): void {
    const id = serviceId(service);
    const at = now();
    const previous = budgets.get(id) ?? emptyBudget(id);
    const next: Budget = { ...previous, updatedAt: at };

    const resetAt = snapshotResetAt(snapshot, at);
    const resetIn = resetAt === undefined ? undefined : resetAt - at;
    const hourSpent = snapshot.remainingHour === 0;
    // Which window the one reset time belongs to (see the header comment).
    const hourReset = resetAt !== undefined && (hourSpent || (resetIn ?? 0) > MINUTE_MS + RESET_SLACK_MS) ? resetAt : undefined;
    const minuteReset = resetAt !== undefined && (resetIn ?? 0) <= MINUTE_MS + RESET_SLACK_MS ? resetAt : undefined;

    next.minute = nextWindow(previous.minute, snapshot.limitMinute, snapshot.remainingMinute, minuteReset, 'minute', at);
    next.hour = nextWindow(previous.hour, snapshot.limitHour, snapshot.remainingHour, hourReset, 'hour', at);

    let urgent = false;
    if (status === 429) {
      const wanted = Math.min(Math.max(resetAt ?? at + DEFAULT_PAUSE_MS, at + MIN_PAUSE_MS), at + MAX_PAUSE_MS);
      // Answers to calls sent before the pause may arrive after it: keep the later end.
      const current = previous.pausedUntil !== undefined && previous.pausedUntil > at ? previous.pausedUntil : 0;
      next.pausedUntil = Math.max(current, wanted);
      urgent = true;
    } else if (previous.pausedUntil !== undefined && previous.pausedUntil <= at) {
      delete next.pausedUntil;
    }

    budgets.set(id, next);
    // A pause must survive a worker that stops right after the 429.
    schedulePersist(id, urgent);
    try {
      options.onChange?.();
    } catch {
      // A view's listener must not break the gate.
    }
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

  // ------------------------------------------------------------ deciding

  function effective(raw: Budget, at: number): Budget {
    const view: Budget = {
      service: raw.service,
      minute: effectiveWindow(raw.minute, at),
      hour: effectiveWindow(raw.hour, at),
    };
    if (raw.pausedUntil !== undefined && raw.pausedUntil > at) view.pausedUntil = raw.pausedUntil;
    if (raw.updatedAt !== undefined) view.updatedAt = raw.updatedAt;
    return view;
  }

  function reserveOf(name: WindowName, limit: number | undefined): number {
    const configured = options.reserve?.[name];
    let reserve = configured ?? (name === 'minute' ? 2 : Math.max(5, Math.ceil((limit ?? 0) * 0.1)));
    // With a tiny plan the reserve would shut background work out for good: it may still
    // use a window that is full.
    if (limit !== undefined) reserve = Math.min(reserve, Math.max(0, limit - 1));
    return reserve;
  }

  function permit(service: ServiceKey, priority: Priority): Permit {
    const at = now();
    const raw = budgets.get(serviceId(service));
    if (!raw) return { ok: true };
    const view = effective(raw, at);
    if (view.pausedUntil !== undefined) return { ok: false, reason: 'paused', retryAt: view.pausedUntil };

    const windows: [WindowName, BudgetWindow][] = [
      ['minute', view.minute],
      ['hour', view.hour],
    ];
    const exhausted = windows.filter(([, w]) => w.remaining === 0);
    if (exhausted.length > 0) return refusal('exhausted', exhausted);
    if (priority === 'background') {
      const low = windows.filter(([name, w]) => w.remaining !== undefined && w.remaining <= reserveOf(name, w.limit));
      if (low.length > 0) return refusal('low-budget', low);
    }
    return { ok: true };
  }

  // ------------------------------------------------------------ persisting

  function schedulePersist(id: string, urgent: boolean) {
    if (!db) return;
    dirty.add(id);
    if (urgent) {
      flush();
      return;
    }
    if (persistTimer !== undefined) return;
    persistTimer = setTimeout(flush, PERSIST_DELAY_MS);
    unref(persistTimer);
  }

  function flush() {
    if (persistTimer !== undefined) clearTimeout(persistTimer);
    persistTimer = undefined;
    if (!db || dirty.size === 0) return;
    const rows = [...dirty].flatMap((id) => {
      const budget = budgets.get(id);
      return budget ? [{ key: BUDGET_META_PREFIX + id, value: copyBudget(budget) }] : [];
    });
    dirty.clear();
    // Fire and forget: losing a write costs at most a few calls' worth of knowledge.
    db.meta.bulkPut(rows).catch((error: unknown) => warnOnce('could not save budgets', error));
  }

  async function load() {
    if (!db) return;
    const rows = await withTimeout(
      db.meta.where('key').startsWith(BUDGET_META_PREFIX).toArray(),
      LOAD_TIMEOUT_MS,
      'the database did not answer',
    );
    const at = now();
    for (const row of rows) {
      const parsed = StoredBudget.safeParse(row.value);
      if (!parsed.success) continue;
      const stored = sanitize(parsed.data, at);
      const id = row.key.slice(BUDGET_META_PREFIX.length);
      const live = budgets.get(id);
      if (!live) {
        budgets.set(id, { ...stored, service: id });
        continue;
      }
      // Seen since start-up: what was observed is newer than what was stored, but a
      // stored pause still holds.
      if (stored.pausedUntil !== undefined && stored.pausedUntil > (live.pausedUntil ?? 0)) {
        budgets.set(id, { ...live, pausedUntil: stored.pausedUntil });
      }
    }
  }

  /** Stored values from another run: nothing may reach further ahead than a window can. */
  function sanitize(stored: Budget, at: number): Budget {
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

  return {
    observe,
    permit,
    budget(service) {
      const id = serviceId(service);
      return effective(budgets.get(id) ?? emptyBudget(id), now());
    },
    all() {
      const at = now();
      return [...budgets.values()].map((raw) => effective(raw, at));
    },
    ready() {
      loading ??= load().catch((error: unknown) => warnOnce('could not restore budgets', error));
      return loading;
    },
  };
}

// ---------------------------------------------------------------- helpers

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

function refusal(reason: 'exhausted' | 'low-budget', windows: [string, BudgetWindow][]): Permit {
  // Every refusing window must have reset before the request can go: the latest reset.
  const resets = windows.map(([, w]) => w.resetAt).filter((t): t is number => t !== undefined);
  return resets.length > 0 ? { ok: false, reason, retryAt: Math.max(...resets) } : { ok: false, reason };
}

/** Drops undefined fields, so views and stored records carry only what is known. */
function prune(window: BudgetWindow): BudgetWindow {
  const result: BudgetWindow = {};
  if (window.limit !== undefined) result.limit = window.limit;
  if (window.remaining !== undefined) result.remaining = window.remaining;
  if (window.resetAt !== undefined) result.resetAt = window.resetAt;
  return result;
}

function copyBudget(budget: Budget): Budget {
  return { ...budget, minute: { ...budget.minute }, hour: { ...budget.hour } };
}
