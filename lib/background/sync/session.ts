/**
 * The session of the moment, as a drain or pull starts: who is signed in, to which service,
 * with which client, through which rate gate; and how its requests stop or ask again.
 */
import { isApiError, OPERATIONS, type WordnikClient } from '../../shared/api';
import type { ServiceKey } from '../../shared/service-identity/service-key';
import type { StopReason, SyncDeps } from './types';
import { t } from '../../shared/i18n';

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
