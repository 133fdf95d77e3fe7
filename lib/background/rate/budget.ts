/**
 * The rate-limit watcher: one gate for every request the background sends.
 *
 * It sees the rate-limit snapshot of every response (the client's `onRateLimit`) and
 * answers, before a request is sent, whether it may go now. Interactive lookups go
 * first; background work (sync, prefetch) leaves a reserve for them; after a 429
 * nothing goes until the service said it may, so there are no retry storms.
 *
 * One budget per service and key: the base URL plus a short hash of the API key (the
 * key itself is never kept, since budgets are persisted; see `serviceId`). What each
 * response tells of a budget, and what is estimated from it, is in estimate.ts; how
 * budgets outlive a restart of the service worker, in budget-store.ts.
 *
 * `permit` asks, it does not take: calls in flight are not counted until their answer
 * arrives, so a burst may overshoot the last few calls of a window (the 429 then
 * pauses everything until its reset).
 *
 * Pure logic over an injected clock and an optional database; no browser APIs.
 */
import type { RateLimitSnapshot } from '../../shared/api/rate-limit';
import { serviceId, type ServiceKey } from '../../shared/service-identity/service-key';
import type { GlossaDatabase } from '../store/db';
import { createBudgetStore } from './budget-store';
import type { Budget, BudgetWindow } from '../../shared/messages/answers';
import { effective, emptyBudget, observed, restored, type WindowName } from './estimate';

/**
 * `interactive`: a reader waits for it. `background`: sync and the like, which leave a reserve
 * for lookups. `spare`: a call made on a guess, worth it only with calls to spare (see `SPARE`).
 */
export type Priority = 'interactive' | 'background' | 'spare';

/**
 * When a guess may cost a call: on a plan of at least this many calls an hour (the live free
 * plan's 100 are never spent on guesses), with more than this share of each window left. An
 * unknown plan has nothing to spare.
 */
const SPARE = { hourlyLimit: 1000, shareLeft: 0.25 };

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

interface BudgetWatcherOptions {
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

// ---------------------------------------------------------------- the watcher

export function createBudgetWatcher(options: BudgetWatcherOptions = {}): BudgetWatcher {
  const now = options.now ?? Date.now;
  /** The raw state, as observed; views apply the clock (`effective`). */
  const budgets = new Map<string, Budget>();
  const store = options.db ? createBudgetStore(options.db, (id) => budgets.get(id)) : undefined;
  let loading: Promise<void> | undefined;

  // ------------------------------------------------------------ observing

  function observe(service: ServiceKey, snapshot: RateLimitSnapshot, status: number): void {
    const id = serviceId(service);
    budgets.set(id, observed(budgets.get(id) ?? emptyBudget(id), snapshot, status, now()));
    // A pause must survive a worker that stops right after the 429.
    store?.save(id, status === 429);
    try {
      options.onChange?.();
    } catch {
      // A view's listener must not break the gate.
    }
  }

  // ------------------------------------------------------------ deciding

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
    if (!raw) return priority === 'spare' ? { ok: false, reason: 'low-budget' } : { ok: true };
    const view = effective(raw, at);
    if (view.pausedUntil !== undefined) return { ok: false, reason: 'paused', retryAt: view.pausedUntil };

    const windows: [WindowName, BudgetWindow][] = [
      ['minute', view.minute],
      ['hour', view.hour],
    ];
    const exhausted = windows.filter(([, w]) => w.remaining === 0);
    if (exhausted.length > 0) return refusal('exhausted', exhausted);
    if (priority === 'spare') {
      const hourly = view.hour.limit ?? 0;
      const short = windows.filter(
        ([, w]) => w.limit === undefined || w.remaining === undefined || w.remaining <= w.limit * SPARE.shareLeft,
      );
      if (hourly < SPARE.hourlyLimit || short.length > 0) return refusal('low-budget', short.length ? short : windows);
    }
    if (priority === 'background') {
      const low = windows.filter(([name, w]) => w.remaining !== undefined && w.remaining <= reserveOf(name, w.limit));
      if (low.length > 0) return refusal('low-budget', low);
    }
    return { ok: true };
  }

  // ------------------------------------------------------------ restoring

  async function restore() {
    if (!store) return;
    const rows = await store.load();
    const at = now();
    for (const { id, budget } of rows) {
      const stored = restored(budget, at);
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
      loading ??= restore();
      return loading;
    },
  };
}

// ---------------------------------------------------------------- helpers

function refusal(reason: 'exhausted' | 'low-budget', windows: [string, BudgetWindow][]): Permit {
  // Every refusing window must have reset before the request can go: the latest reset.
  const resets = windows.map(([, w]) => w.resetAt).filter((t): t is number => t !== undefined);
  return resets.length > 0 ? { ok: false, reason, retryAt: Math.max(...resets) } : { ok: false, reason };
}
