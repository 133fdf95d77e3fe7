/**
 * The gateway: the background's one way to the word-data service. A client for the current settings and
 * secrets, every request passing the rate gate first and every answer feeding it, and
 * read-only answers going through the lookup cache. Lookups, the word page, the popup
 * and the sync engine all call through here.
 */
import {
  ApiError,
  createClient,
  OPERATIONS,
  OPERATIONS_BY_NAME,
  type AnyOperationName,
  type OperationInput,
  type OperationResult,
  type OperationSpec,
  type WordnikClient,
} from '../../shared/api';
import { notCacheableReason } from '../cache/cache-key';
import type { CacheResult } from '../cache/freshness';
import type { LookupCache } from '../cache/lookup-cache';
import type { BudgetWatcher, Priority } from '../rate/budget';
import type { ServiceKey } from '../../shared/service-identity/service-key';
import type { Settings } from '../../shared/settings/settings';
import type { SignIn } from '../secrets';

export interface GatewayDeps {
  budget: BudgetWatcher;
  cache: LookupCache;
  /** The fetch to use (tests pass their own edge); default the global one. */
  fetch?: typeof fetch;
}

export interface CallOptions {
  priority?: Priority;
  /** Keep the answer in the lookup cache. Default: yes for every operation the cache accepts. */
  cache?: boolean;
  /** Asked from a private window: the answer is kept in memory only, never in the database. */
  privateWindow?: boolean;
}

/**
 * Sign-in answers 429 when an account has had too many wrong passwords (a Glossa server
 * locks it a while): that is about the account, not the key's budget, so it must not
 * pause the lookups. Every other 429 is the key's rate limit.
 */
const ACCOUNT_LOCKOUT_OPERATIONS: ReadonlySet<string> = new Set([OPERATIONS.authenticate.id, OPERATIONS.authenticatePost.id]);
function pausesTheKey(answer: { status: number; operationId: string }): boolean {
  return answer.status === 429 && !ACCOUNT_LOCKOUT_OPERATIONS.has(answer.operationId);
}

/** The current service and the user signed in to it, if any. */
export interface CurrentService {
  service: ServiceKey;
  settings: Settings;
  /** Only a session for this very base URL counts: a token belongs to one service. */
  session?: SignIn;
}

export function createGateway(deps: GatewayDeps) {
  let state: CurrentService | undefined;
  /** Who hears, of each answer, whether its service says it is a Glossa server. */
  const hearers = new Set<(baseUrl: string, glossa: boolean) => void>();

  /**
   * The settings and secrets in force; the background sets them at start and on every
   * change. `apiKey` is the key of the settings' service (lib/shared/settings `apiKeyFor`).
   */
  function use(settings: Settings, secrets: { apiKey?: string; session?: SignIn }) {
    const service = { baseUrl: settings.baseUrl, apiKey: secrets.apiKey || undefined };
    const session = secrets.session?.baseUrl === settings.baseUrl ? secrets.session : undefined;
    state = { service, settings, session };
  }

  function current(): CurrentService {
    if (!state) throw new Error('The gateway has no settings yet');
    return state;
  }

  function clientFor({ service, session }: CurrentService): WordnikClient {
    return createClient({
      baseUrl: service.baseUrl,
      apiKey: service.apiKey,
      authToken: session?.token,
      fetch: deps.fetch,
      // Every answer's headers feed the budget; only a 429 about the key pauses it.
      onRateLimit: (snapshot, source) => deps.budget.observe(service, snapshot, pausesTheKey(source) ? 429 : 200),
      onService: ({ glossa }) => {
        for (const hear of hearers) hear(service.baseUrl, glossa);
      },
    });
  }

  /** Refuses before sending when the gate says no: nothing is sent into a 429. */
  function checkGate(service: ServiceKey, priority: Priority, operationName: string) {
    const permit = deps.budget.permit(service, priority);
    if (permit.ok) return;
    const op: OperationSpec | undefined = OPERATIONS_BY_NAME[operationName as AnyOperationName];
    throw new ApiError(
      permit.reason === 'low-budget'
        ? 'Waiting for the rate budget: lookups go first'
        : 'The service’s rate limit is reached; it will answer again after its reset',
      {
        kind: 'rate-limited',
        operationId: op?.id ?? operationName,
        operationName,
        rateLimit: permit.retryAt ? { observedAt: Date.now(), resetAt: permit.retryAt } : undefined,
      },
    );
  }

  return {
    use,
    current,

    /** Tells `hear`, of every answer from now on, whether its service says it is a Glossa server. */
    hearServices(hear: (baseUrl: string, glossa: boolean) => void): void {
      hearers.add(hear);
    },

    /** A client for the current settings whose every request passes the gate at `priority`. */
    client(priority: Priority = 'interactive'): WordnikClient {
      const now = current();
      const client = clientFor(now);
      const gated = new Proxy(client, {
        get(target, name, receiver) {
          const value = Reflect.get(target, name, receiver) as unknown;
          if (typeof value !== 'function') return value;
          // Async, so a refusal is a rejected promise like every other failure of a call.
          return async (...args: unknown[]) => {
            // `request(name, …)` names its operation first; the methods are named after theirs.
            checkGate(now.service, priority, String(name === 'request' ? args[0] : name));
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
      return gated;
    },

    /**
     * One operation, through the gate and (for GETs, unless told otherwise) the cache.
     * A 404 comes back as `{ status: 404 }`, not as an error.
     */
    async call<N extends AnyOperationName>(
      name: N,
      input: OperationInput<N>,
      options: CallOptions = {},
    ): Promise<CacheResult<OperationResult<N>> & { current: CurrentService }> {
      const now = current();
      const op: OperationSpec = OPERATIONS_BY_NAME[name];
      const fetchAnswer = async () => {
        checkGate(now.service, options.priority ?? 'interactive', name);
        const answer = await clientFor(now).request(name, ...([input] as [never]));
        return answer.data as OperationResult<N>;
      };
      if (notCacheableReason(op.id) || options.cache === false) {
        try {
          return { data: await fetchAnswer(), status: 200, stale: false, storedAt: Date.now(), current: now };
        } catch (error) {
          if (error instanceof ApiError && error.kind === 'not-found') {
            return { status: 404, stale: false, storedAt: Date.now(), current: now };
          }
          throw error;
        }
      }
      const result = await deps.cache.get<OperationResult<N>>(
        { baseUrl: now.service.baseUrl, operationId: op.id, params: input as Record<string, unknown> },
        fetchAnswer,
        { memoryOnly: options.privateWindow ?? false },
      );
      return { ...result, current: now };
    },
  };
}

export type Gateway = ReturnType<typeof createGateway>;
