/** The circuit breaker the lookup cache calls its database through. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBreaker } from '../../../../lib/background/cache/breaker';

const RETRY_MS = 60_000;
const TIMEOUT_MS = 3_000;

let t = 0;

function breakerOf() {
  const told = vi.fn();
  const breaker = createBreaker({
    now: () => t,
    timeoutMs: TIMEOUT_MS,
    timeoutMessage: 'no answer',
    retryMs: RETRY_MS,
    onFirstFailure: told,
  });
  return { breaker, told };
}

const failing = () => vi.fn(() => Promise.reject(new Error('broken')));

afterEach(() => {
  vi.useRealTimers();
  t = 0;
});

describe('circuit breaker', () => {
  it('passes a call’s value through', async () => {
    const { breaker, told } = breakerOf();
    expect(await breaker.call(() => Promise.resolve(5))).toEqual({ value: 5 });
    expect(told).not.toHaveBeenCalled();
  });

  it('answers undefined for a call that fails, throwing or rejecting, and tells of the first failure only', async () => {
    const { breaker, told } = breakerOf();
    expect(await breaker.call(failing())).toBeUndefined();
    t += RETRY_MS;
    expect(
      await breaker.call(() => {
        throw new Error('thrown');
      }),
    ).toBeUndefined();
    expect(told).toHaveBeenCalledTimes(1);
    expect(told).toHaveBeenCalledWith(new Error('broken'));
  });

  it('makes no call for a while after a failure, then tries again', async () => {
    const { breaker } = breakerOf();
    await breaker.call(failing());
    const operation = vi.fn(() => Promise.resolve('back'));
    t += RETRY_MS - 1;
    expect(await breaker.call(operation)).toBeUndefined();
    expect(operation).not.toHaveBeenCalled();
    t += 1;
    expect(await breaker.call(operation)).toEqual({ value: 'back' });
    // A success closes it again: the next call is made at once.
    expect(await breaker.call(operation)).toEqual({ value: 'back' });
    expect(operation).toHaveBeenCalledTimes(2);
  });

  it('counts a call that does not answer in time as failed', async () => {
    vi.useFakeTimers();
    const { breaker, told } = breakerOf();
    const hanging = breaker.call(() => new Promise<never>(() => undefined));
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
    expect(await hanging).toBeUndefined();
    expect(told).toHaveBeenCalledWith(new Error('no answer'));
    const operation = vi.fn(() => Promise.resolve(1));
    expect(await breaker.call(operation)).toBeUndefined();
    expect(operation).not.toHaveBeenCalled();
  });

  it('counts a failure seen outside its calls', async () => {
    const { breaker, told } = breakerOf();
    breaker.failed(new Error('a queued task failed'));
    expect(told).toHaveBeenCalledTimes(1);
    const operation = vi.fn(() => Promise.resolve(1));
    expect(await breaker.call(operation)).toBeUndefined();
    expect(operation).not.toHaveBeenCalled();
  });

  it('is not shut for longer when the clock is turned back', async () => {
    const { breaker } = breakerOf();
    t = 10 * RETRY_MS;
    await breaker.call(failing());
    t -= 1;
    expect(await breaker.call(() => Promise.resolve(1))).toEqual({ value: 1 });
  });
});
