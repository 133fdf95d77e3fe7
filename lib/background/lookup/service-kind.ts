/**
 * Which kind of service the current one is, told by what it answers rather than where it runs:
 * every answer of a Glossa server says so (GLOSSA_SERVER_HEADER), wherever it runs, and no
 * other service of the interface does. So the kind costs no call of its own: it is heard from
 * the answers the reader's own calls get, and kept across the worker's lives (`memory`). Only
 * a service never heard from (its answers all from the cache) is asked X5, once.
 */
import { ApiError, isLiveService, serviceCredit, type ServiceCredit, type ServiceKind } from '../../shared/api';
import type { Gateway } from '../gateway/gateway';
import type { GlossaDatabase } from '../store/db';

/** Failures that say nothing about what the service is. */
const TRY_AGAIN = new Set<ApiError['kind']>(['network', 'timeout', 'aborted', 'rate-limited']);

/** Where the kinds heard are kept across the worker's lives. */
export interface KindMemory {
  read(baseUrl: string): Promise<ServiceKind | undefined>;
  write(baseUrl: string, kind: ServiceKind): Promise<void>;
}

/** The kinds kept in the store's `meta` table, one entry per service address. */
export function kindMemoryIn(db: GlossaDatabase): KindMemory {
  const key = (baseUrl: string) => `service-kind:${baseUrl}`;
  return {
    read: async (baseUrl) => (await db.meta.get(key(baseUrl)))?.value as ServiceKind | undefined,
    write: async (baseUrl, kind) => void (await db.meta.put({ key: key(baseUrl), value: kind })),
  };
}

export function createServiceKinds(gateway: Pick<Gateway, 'call' | 'current' | 'hearServices'>, memory?: KindMemory) {
  const known = new Map<string, ServiceKind>();

  function learn(baseUrl: string, kind: ServiceKind): void {
    if (known.get(baseUrl) === kind) return;
    known.set(baseUrl, kind);
    // Kept for the next worker. Not kept (the database closing, say), it costs that worker one X5 call if
    // nothing else is heard first: nothing a reader would see, so nothing to record.
    memory?.write(baseUrl, kind).catch(() => undefined);
  }

  // The latest answer tells: a service moved behind another address, or replaced, is told again.
  gateway.hearServices((baseUrl, glossa) => {
    if (!isLiveService(baseUrl)) learn(baseUrl, glossa ? 'glossa' : 'other');
  });

  /** The kind heard from a service already, in this worker's life or an earlier one; undefined if never: no call. */
  async function heardOf(baseUrl: string): Promise<ServiceKind | undefined> {
    if (isLiveService(baseUrl)) return 'live';
    // Not read (the database closing, say): the service is asked or heard again, as on a first start.
    const kind = known.get(baseUrl) ?? (await memory?.read(baseUrl).catch(() => undefined));
    if (kind && !known.has(baseUrl)) known.set(baseUrl, kind);
    return kind;
  }

  async function kindOf(baseUrl: string): Promise<ServiceKind> {
    const kind = await heardOf(baseUrl);
    if (kind) return kind;
    // Never heard from: asked X5, whose answer tells as any answer does (and, kept in the cache, by what it holds).
    try {
      const answer = await gateway.call('getDefinitionDictionaries', {});
      if (!known.has(baseUrl)) learn(baseUrl, answer.status === 200 && answer.data.length > 0 ? 'glossa' : 'other');
    } catch (error) {
      // Not reachable now (or out of budget): credit the address, and ask again next time.
      if (!(error instanceof ApiError) || TRY_AGAIN.has(error.kind)) return 'other';
      if (!known.has(baseUrl)) learn(baseUrl, 'other');
    }
    return known.get(baseUrl) ?? 'other';
  }

  return {
    /** The current service's kind (a Glossa server keeps a reader's history and review: see sync/records.ts). */
    current: (): Promise<ServiceKind> => kindOf(gateway.current().service.baseUrl),

    /** The current service's kind where it has been heard already, else undefined: never a call. */
    heard: (): Promise<ServiceKind | undefined> => heardOf(gateway.current().service.baseUrl),

    /** Tells the current service's kind: then the credit for any word of its answers. */
    async creditor(): Promise<(word?: string) => ServiceCredit> {
      const { baseUrl } = gateway.current().service;
      const kind = await kindOf(baseUrl);
      return (word) => serviceCredit(baseUrl, kind, word);
    },
  };
}

export type ServiceKinds = ReturnType<typeof createServiceKinds>;
