/** Single flight: concurrent calls for one key share one run of the work. */
import { describe, expect, it, vi } from 'vitest';
import { createSingleFlight } from '../../../../lib/background/cache/single-flight';

/** Work that resolves or rejects when told to, and counts its runs. */
function controlled<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const start = vi.fn(
    () =>
      new Promise<T>((yes, no) => {
        resolve = yes;
        reject = no;
      }),
  );
  return { start, resolve: (value: T) => resolve(value), reject: (error: unknown) => reject(error) };
}

describe('single flight', () => {
  it('runs the work once for concurrent calls with the same key, and tells who joined', async () => {
    const flights = createSingleFlight<string, number>();
    const work = controlled<number>();
    const first = flights.run('a', work.start);
    const second = flights.run('a', work.start);
    expect(work.start).toHaveBeenCalledTimes(1);
    expect(first.joined).toBe(false);
    expect(second.joined).toBe(true);
    work.resolve(7);
    expect(await Promise.all([first.promise, second.promise])).toEqual([7, 7]);
  });

  it('does not share across keys', () => {
    const flights = createSingleFlight<string, number>();
    const work = controlled<number>();
    flights.run('a', work.start);
    expect(flights.run('b', work.start).joined).toBe(false);
    expect(work.start).toHaveBeenCalledTimes(2);
  });

  it('starts a new run once the last one has settled', async () => {
    const flights = createSingleFlight<string, number>();
    const work = controlled<number>();
    const first = flights.run('a', work.start);
    work.resolve(1);
    await first.promise;
    const second = flights.run('a', work.start);
    expect(second.joined).toBe(false);
    expect(work.start).toHaveBeenCalledTimes(2);
  });

  it('shares a failure too, and forgets it afterwards', async () => {
    const flights = createSingleFlight<string, number>();
    const work = controlled<number>();
    const first = flights.run('a', work.start);
    const second = flights.run('a', work.start);
    work.reject(new Error('down'));
    await expect(first.promise).rejects.toThrow('down');
    await expect(second.promise).rejects.toThrow('down');
    expect(flights.run('a', work.start).joined).toBe(false);
  });

  it('frees the key before a caller sees the outcome, so the caller may start again at once', async () => {
    const flights = createSingleFlight<string, number>();
    const work = controlled<number>();
    const joined = flights.run('a', work.start);
    const retried = joined.promise.then(() => flights.run('a', work.start).joined);
    work.resolve(1);
    expect(await retried).toBe(false);
  });
});
