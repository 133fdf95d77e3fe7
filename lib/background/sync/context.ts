/** What every part of the engine works with: the database, the clock, and the session of the moment. */
import { isApiError, OPERATIONS, type WordnikClient } from '../../shared/api';
import type { ServiceKey } from '../../shared/service-identity/service-key';
import type { GlossaDatabase } from '../store/db';
import type { StopReason, SyncDeps } from './types';
import { sentHere, type Backlog, type SentHere } from './own-changes';
import type { RecordsSync } from './records';
import { t } from '../../shared/i18n';

export interface SyncContext {
  db: GlossaDatabase;
  deps: SyncDeps;
  now: () => number;
  random: () => number;
  /** Tells views to re-read; an observer's failure must not fail a sync. */
  changed(): void;
  /** Moves on with every change to the mirror (see `changed`): what was read before it may be stale. */
  generation(): number;
  sent: SentHere;
  backlog: Backlog;
  records: RecordsSync;
}

/**
 * The signed-in account, its service and client, and the rate gate its requests pass, fixed
 * for the length of one drain or pull: what a step that asks the service works with.
 */
export interface SignedIn {
  account: string;
  service: ServiceKey;
  client: WordnikClient;
  gate: SyncDeps['budget'];
}

/** Where the session of the moment comes from: the account and client as settings have them now, and the rate gate. */
export type SessionSource = Pick<SyncDeps, 'account' | 'client' | 'budget'>;

export function createContext(deps: SyncDeps): SyncContext {
  let generation = 0;
  return {
    db: deps.db,
    deps,
    now: deps.now ?? Date.now,
    random: deps.random ?? Math.random,
    generation: () => generation,
    sent: sentHere(),
    backlog: new Set(),
    records: {
      db: deps.db,
      now: deps.now ?? Date.now,
      keeper: deps.records,
      syncing: () => deps.account()?.account,
      statusChanged() {
        try {
          deps.onStatus?.();
        } catch {
          // A view's listener is not the sync's business.
        }
      },
    },
    changed() {
      generation++;
      try {
        deps.onChange?.();
      } catch {
        // A view's listener is not the sync's business.
      }
    },
  };
}

export function signedInNow(source: SessionSource): SignedIn | undefined {
  const session = source.account();
  const client = source.client();
  if (!session || !client) return undefined;
  return { account: session.account, service: session.service, client, gate: source.budget };
}

/** Thrown to end a drain or pull early; pending work stays where it is. */
export class Stop extends Error {
  override readonly name = 'Stop';
  constructor(
    readonly reason: StopReason,
    readonly waitingUntil?: number,
    message?: string,
  ) {
    super(message ?? reason);
  }
}

function budgetReason(reason: 'paused' | 'low-budget' | 'exhausted'): string {
  switch (reason) {
    case 'low-budget':
      return t('syncWaitsForLookups');
    case 'paused':
      return t('syncPaused');
    case 'exhausted':
      return t('syncBudgetUsedUp');
  }
}

/**
 * Asks the rate gate before a request: sync is background work, so it yields to
 * lookups and stops (rather than queues) when refused.
 */
export function askPermit(session: SignedIn): void {
  const permit = session.gate.permit(session.service, 'background');
  if (!permit.ok) throw new Stop('budget', permit.retryAt, budgetReason(permit.reason));
}

/**
 * A 403 may be about one thing (a list that is no longer ours) rather than the session:
 * A5 tells. It returns when the token is still good; otherwise its own refusal (401/403:
 * signed out) or failure (network: try later) is thrown.
 */
export async function confirmSession(session: SignedIn): Promise<void> {
  askPermit(session);
  await session.client.getLoggedInUser();
}

/** A 403 that is not A5's own: it may be about one thing, so A5 is asked before anyone is signed out. */
export function askSessionFirst(error: unknown): boolean {
  return isApiError(error, 'credentials') && error.status === 403 && error.operationId !== OPERATIONS.getLoggedInUser.id;
}
