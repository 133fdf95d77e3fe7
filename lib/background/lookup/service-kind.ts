/**
 * Which kind of service the current one is, told by what it answers rather than where it runs:
 * a Glossa server answers X5 (the dictionaries it has) wherever it runs, and no other service
 * of the interface does. Asked once per service while the worker lives (and its answer is
 * cached like any other), so the credit costs at most one call per service.
 */
import { ApiError, isLiveService, serviceCredit, type ServiceCredit, type ServiceKind } from '../../shared/api';
import type { Gateway } from '../gateway/gateway';

/** Failures that say nothing about what the service is. */
const TRY_AGAIN = new Set<ApiError['kind']>(['network', 'timeout', 'aborted', 'rate-limited']);

export function createServiceKinds(gateway: Pick<Gateway, 'call' | 'current'>) {
  const known = new Map<string, ServiceKind>();

  async function kindOf(baseUrl: string): Promise<ServiceKind> {
    if (isLiveService(baseUrl)) return 'live';
    const kind = known.get(baseUrl);
    if (kind) return kind;
    let told: ServiceKind;
    try {
      const answer = await gateway.call('getDefinitionDictionaries', {});
      told = answer.status === 200 && answer.data.length > 0 ? 'glossa' : 'other';
    } catch (error) {
      // Not reachable now (or out of budget): credit the address, and ask again next time.
      if (!(error instanceof ApiError) || TRY_AGAIN.has(error.kind)) return 'other';
      told = 'other';
    }
    known.set(baseUrl, told);
    return told;
  }

  return {
    /** The current service's kind (a Glossa server keeps a reader's history and review: see sync/records.ts). */
    current: (): Promise<ServiceKind> => kindOf(gateway.current().service.baseUrl),

    /** Tells the current service's kind: then the credit for any word of its answers. */
    async creditor(): Promise<(word?: string) => ServiceCredit> {
      const { baseUrl } = gateway.current().service;
      const kind = await kindOf(baseUrl);
      return (word) => serviceCredit(baseUrl, kind, word);
    },
  };
}

export type ServiceKinds = ReturnType<typeof createServiceKinds>;
