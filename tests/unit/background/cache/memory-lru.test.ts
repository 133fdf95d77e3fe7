/** The in-memory LRU map the lookup cache keeps its most recent entries in. */
import { describe, expect, it } from 'vitest';
import { createMemoryLru } from '../../../../lib/background/cache/memory-lru';

/** An LRU of this capacity, with these keys set in order, each to its position from 1. */
function lruOf(capacity: number, ...keys: string[]) {
  const lru = createMemoryLru<string, number>(capacity);
  keys.forEach((key, i) => lru.set(key, i + 1));
  return lru;
}

describe('memory LRU', () => {
  it('holds what was set, and nothing else', () => {
    const lru = lruOf(3, 'a', 'b');
    expect(lru.get('a')).toBe(1);
    expect(lru.get('b')).toBe(2);
    expect(lru.get('c')).toBeUndefined();
    expect(lru.size).toBe(2);
  });

  it('drops the least recently set entry once past its capacity', () => {
    const lru = lruOf(2, 'a', 'b', 'c');
    expect(lru.size).toBe(2);
    expect(lru.get('a')).toBeUndefined();
    expect(lru.get('b')).toBe(2);
    expect(lru.get('c')).toBe(3);
  });

  it('counts a read as a use, so the entry read last is kept', () => {
    const lru = lruOf(2, 'a', 'b');
    lru.get('a');
    lru.set('c', 3);
    expect(lru.get('a')).toBe(1);
    expect(lru.get('b')).toBeUndefined();
  });

  it('counts writing an entry again as a use, and keeps one copy of it', () => {
    const lru = lruOf(2, 'a', 'b');
    lru.set('a', 10);
    expect(lru.size).toBe(2);
    lru.set('c', 3);
    expect(lru.get('a')).toBe(10);
    expect(lru.get('b')).toBeUndefined();
  });

  it('does not count a miss as a use', () => {
    const lru = lruOf(2, 'a');
    expect(lru.get('b')).toBeUndefined();
    expect(lru.size).toBe(1);
  });

  it('deletes one entry, or all of them', () => {
    const lru = lruOf(3, 'a', 'b');
    lru.delete('a');
    expect(lru.get('a')).toBeUndefined();
    expect(lru.get('b')).toBe(2);
    lru.clear();
    expect(lru.size).toBe(0);
    expect(lru.get('b')).toBeUndefined();
  });

  it('holds nothing with a capacity of 0, and refuses a capacity that is not a whole number', () => {
    const lru = lruOf(0, 'a');
    expect(lru.get('a')).toBeUndefined();
    expect(() => createMemoryLru(-1)).toThrow(RangeError);
    expect(() => createMemoryLru(1.5)).toThrow(RangeError);
  });
});
