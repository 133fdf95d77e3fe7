/**
 * Budgets kept across restarts of the service worker: in `meta`, one record per service
 * and key under `budget:<serviceId>` (the key itself is never stored). Budgets change
 * on every response, so changes are written together after a short delay; an urgent
 * one (a pause after a 429, which must survive a worker that stops right after it) at
 * once. A database that fails leaves budgets in memory only, logged once.
 */
import { z } from 'zod';
import type { GlossaDatabase } from '../store/db';
import { unref, withTimeout } from '../../shared/util/timeout';
import type { Budget } from '../../shared/messages/answers';

export const BUDGET_META_PREFIX = 'budget:';
/** Budgets change on every response; writing each change would cost more than the calls. */
const PERSIST_DELAY_MS = 500;
/** A database that does not answer (blocked by an upgrade, say) must not hold up start-up. */
const LOAD_TIMEOUT_MS = 3_000;

const count = z.number().nonnegative();
const StoredWindow = z.object({ limit: count.optional(), remaining: count.optional(), resetAt: count.optional() });
const StoredBudget = z.object({
  service: z.string(),
  minute: StoredWindow,
  hour: StoredWindow,
  pausedUntil: count.optional(),
  updatedAt: count.optional(),
});

interface BudgetStore {
  /** Saves the budget of `id` as it is when written: soon, with the others changed meanwhile, or at once when `urgent`. */
  save(id: string, urgent: boolean): void;
  /** The budgets stored by an earlier run, as stored; records that are not budgets are left out. None when the database fails. */
  load(): Promise<{ id: string; budget: Budget }[]>;
}

/** A store over `db`; `current` gives a budget's state when it is written. */
export function createBudgetStore(db: GlossaDatabase, current: (id: string) => Budget | undefined): BudgetStore {
  const dirty = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let warned = false;

  function warnOnce(message: string, error: unknown) {
    if (warned) return;
    warned = true;
    console.warn(`Glossa rate budget: ${message}; budgets are kept in memory only`, error);
  }

  function flush() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (dirty.size === 0) return;
    const rows = [...dirty].flatMap((id) => {
      const budget = current(id);
      return budget ? [{ key: BUDGET_META_PREFIX + id, value: copyBudget(budget) }] : [];
    });
    dirty.clear();
    // Fire and forget: losing a write costs at most a few calls' worth of knowledge.
    db.meta.bulkPut(rows).catch((error: unknown) => warnOnce('could not save budgets', error));
  }

  async function read() {
    const rows = await withTimeout(
      db.meta.where('key').startsWith(BUDGET_META_PREFIX).toArray(),
      LOAD_TIMEOUT_MS,
      'the database did not answer',
    );
    return rows.flatMap((row) => {
      const parsed = StoredBudget.safeParse(row.value);
      return parsed.success ? [{ id: row.key.slice(BUDGET_META_PREFIX.length), budget: parsed.data }] : [];
    });
  }

  return {
    save(id, urgent) {
      dirty.add(id);
      if (urgent) {
        flush();
        return;
      }
      if (timer !== undefined) return;
      timer = setTimeout(flush, PERSIST_DELAY_MS);
      unref(timer);
    },
    load() {
      return read().catch((error: unknown) => {
        warnOnce('could not restore budgets', error);
        return [];
      });
    },
  };
}

function copyBudget(budget: Budget): Budget {
  return { ...budget, minute: { ...budget.minute }, hour: { ...budget.hour } };
}
