/**
 * A memory cache of finished answers for operations whose answer depends only on the
 * request and the read-only word database: the same question always gets the same
 * bytes, so they are serialized once. Least recently used answers go first once the
 * cache holds `maxBytes`.
 */
export interface CachedAnswer {
  status: number;
  /** JSON, as text or UTF-8 bytes (its length counts either way: near enough for a budget). */
  body: string | Buffer;
}

export function createResponseCache(maxBytes: number) {
  const entries = new Map<string, CachedAnswer>();
  let bytes = 0;
  return {
    get(key: string): CachedAnswer | undefined {
      const hit = entries.get(key);
      if (hit) {
        // Re-inserting moves the entry to the young end of the Map's order.
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },
    set(key: string, answer: CachedAnswer) {
      const size = key.length + answer.body.length;
      if (size > maxBytes / 100) return; // one huge answer must not evict everything
      const old = entries.get(key);
      if (old) bytes -= key.length + old.body.length;
      entries.set(key, answer);
      bytes += size;
      for (const [oldestKey, oldest] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldestKey);
        bytes -= oldestKey.length + oldest.body.length;
      }
    },
    get size() {
      return entries.size;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;
