/**
 * Which service and key a request goes to, as an identity: the rate watcher keeps one
 * budget per service and key, and the lookup cache keys its entries by service.
 *
 * Neither a key nor credentials written into a base URL ever become part of an
 * identity: the identities are persisted.
 */

/** The service (its base URL) and the API key a request is sent with. */
export interface ServiceKey {
  baseUrl: string;
  apiKey?: string;
}

/**
 * A base URL as an identity: scheme, host and path, without credentials, query,
 * fragment or trailing slashes. Anything that is not a URL is kept, trimmed.
 */
export function normalizeBaseUrl(baseUrl: string): string {
  try {
    const url = new URL(baseUrl.trim());
    return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return baseUrl.trim().replace(/\/+$/, '');
  }
}

/**
 * The name of a service and key: the base URL and 53 bits of a hash of the key. The key
 * cannot be read back from it (keys are random and long), and it is never stored
 * anywhere by this module.
 */
export function serviceId(service: ServiceKey): string {
  const base = normalizeBaseUrl(service.baseUrl);
  return service.apiKey ? `${base}|key:${shortHash(`glossa-budget\u0000${service.apiKey}`)}` : `${base}|no-key`;
}

/** cyrb53: a fast, well-mixed 53-bit string hash. Synchronous, since the rate gate's `permit` is. */
export function shortHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}
