/**
 * What the lookup cache files an answer under: the service, the operation and its
 * parameters, normalized so that the same call always gets the same key.
 *
 * What may be kept is the operation table's rule (each operation's `caching`):
 * `cacheKeyOf` refuses the operations whose answers must never be stored.
 *
 * Credentials never reach a key: parameters named `api_key`, `auth_token` or `password`
 * (in any case, with or without `_`/`-`) are dropped, and a base URL loses any user
 * info, query or fragment. Keys are shared by every API key on the same service, which
 * is right for word data.
 */
import { operationById } from '../../shared/api/operations';
import { normalizeBaseUrl } from '../../shared/service-identity/service-key';

export interface CacheKey {
  baseUrl: string;
  operationId: string;
  params: Record<string, unknown>;
}

const CREDENTIAL_NAMES = new Set(['apikey', 'authtoken', 'password']);

function isCredentialName(name: string): boolean {
  return CREDENTIAL_NAMES.has(name.toLowerCase().replace(/[-_]/g, ''));
}

/** Why an operation's answers must never be cached, or undefined when they may be. */
export function notCacheableReason(operationId: string): string | undefined {
  const op = operationById(operationId);
  // Ids outside the table are the caller's responsibility.
  if (!op) return undefined;
  return op.caching.keep === 'never' ? `${op.id} is ${op.caching.why}` : undefined;
}

/**
 * The normalized text of a key: base URL (normalized, see `normalizeBaseUrl`),
 * operation id, then the parameters sorted by name, with undefined and null dropped and
 * credential parameters left out. Values are kept as given: strings keep their case
 * ("Polish" and "polish" are different words) and are not trimmed, arrays keep their
 * order (the service reads them in order). Throws a TypeError for an operation whose
 * answers must not be cached (`notCacheableReason`).
 */
export function cacheKeyOf(key: CacheKey): string {
  const reason = notCacheableReason(key.operationId);
  if (reason) throw new TypeError(`Not cacheable: ${reason}`);
  const params = Object.keys(key.params)
    .filter((name) => !isCredentialName(name) && key.params[name] !== undefined && key.params[name] !== null)
    .sort()
    .map((name) => [name, normalizeValue(key.params[name], name)]);
  return `${normalizeBaseUrl(key.baseUrl)} ${key.operationId} ${JSON.stringify(params)}`;
}

function normalizeValue(value: unknown, name: string): unknown {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`Parameter ${name} is not a finite number`);
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => normalizeValue(item, name));
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .filter((k) => !isCredentialName(k) && (value as Record<string, unknown>)[k] !== undefined)
        .sort()
        .map((k) => [k, normalizeValue((value as Record<string, unknown>)[k], name)]),
    );
  }
  throw new TypeError(`Parameter ${name} cannot be part of a cache key (${typeof value})`);
}
