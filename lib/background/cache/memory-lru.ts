/**
 * A map in memory that holds at most `capacity` entries: when a new entry would pass
 * the capacity, the least recently used one is dropped. Reading an entry (`get`) or
 * writing it (`set`) makes it the most recently used.
 *
 * A Map keeps its keys in insertion order, so moving an entry to the end on each use
 * keeps the least recently used one first.
 */
interface MemoryLru<K, V> {
  readonly size: number;
  /** The value, made the most recently used; undefined when the key is not held. */
  get(key: K): V | undefined;
  /** Holds the value as the most recently used, dropping the least recently used ones beyond the capacity. */
  set(key: K, value: V): void;
  delete(key: K): void;
  clear(): void;
}

export function createMemoryLru<K, V>(capacity: number): MemoryLru<K, V> {
  if (!(Number.isInteger(capacity) && capacity >= 0)) throw new RangeError('capacity must be a whole number of at least 0');
  const entries = new Map<K, V>();

  function set(key: K, value: V) {
    entries.delete(key);
    entries.set(key, value);
    while (entries.size > capacity) entries.delete(entries.keys().next().value as K);
  }

  return {
    get size() {
      return entries.size;
    },
    get(key) {
      if (!entries.has(key)) return undefined;
      const value = entries.get(key) as V;
      set(key, value);
      return value;
    },
    set,
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
