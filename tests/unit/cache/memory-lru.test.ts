/** The in-memory LRU map the lookup cache keeps its most recent entries in. */
import { describe, expect, it } from 'vitest';
import { createMemoryLru } from '../../../lib/cache/memory-lru';

describe('memory LRU', () => {
  it('holds what was set, and nothing else', () => {
    const lru = createMemoryLru<string, number>(3);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    expect(lru.get('b')).toBe(2);
    expect(lru.get('c')).toBeUndefined();
    expect(lru.size).toBe(2);
  });

  it('drops the least recently set entry once past its capacity', () => {
    const lru = createMemoryLru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.set('c', 3);
    expect(lru.size).toBe(2);
    expect(lru.get('a')).toBeUndefined();
    expect(lru.get('b')).toBe(2);
    expect(lru.get('c')).toBe(3);
  });

  it('counts a read as a use, so the entry read last is kept', () => {
    const lru = createMemoryLru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.get('a');
    lru.set('c', 3);
    expect(lru.get('a')).toBe(1);
    expect(lru.get('b')).toBeUndefined();
  });

  it('counts writing an entry again as a use, and keeps one copy of it', () => {
    const lru = createMemoryLru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.set('a', 10);
    expect(lru.size).toBe(2);
    lru.set('c', 3);
    expect(lru.get('a')).toBe(10);
    expect(lru.get('b')).toBeUndefined();
  });

  it('does not count a miss as a use', () => {
    const lru = createMemoryLru<string, number>(2);
    lru.set('a', 1);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.size).toBe(1);
  });

  it('deletes one entry, or all of them', () => {
    const lru = createMemoryLru<string, number>(3);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.delete('a');
    expect(lru.get('a')).toBeUndefined();
    expect(lru.get('b')).toBe(2);
    lru.clear();
    expect(lru.size).toBe(0);
    expect(lru.get('b')).toBeUndefined();
  });

  it('holds nothing with a capacity of 0, and refuses a capacity that is not a whole number', () => {
    const lru = createMemoryLru<string, number>(0);
    lru.set('a', 1);
    expect(lru.get('a')).toBeUndefined();
    expect(() => createMemoryLru(-1)).toThrow(RangeError);
    expect(() => createMemoryLru(1.5)).toThrow(RangeError);
  });
});
