/**
 * Single flight: concurrent calls for the same key share one run of the work. A call
 * made while a run for its key is under way joins that run; once the run has settled,
 * the next call starts a new one. Failures are shared like answers, and not kept.
 */
interface SingleFlight<K, V> {
  /**
   * The run under way for `key`, or a new run of `start`; `joined` tells which. The key
   * is free again before any caller sees the run's outcome, so a caller that does not
   * like the outcome may start a new run at once.
   */
  run(key: K, start: () => Promise<V>): { promise: Promise<V>; joined: boolean };
}

export function createSingleFlight<K, V>(): SingleFlight<K, V> {
  const inflight = new Map<K, Promise<V>>();
  return {
    run(key, start) {
      const current = inflight.get(key);
      if (current) return { promise: current, joined: true };
      const started = start();
      inflight.set(key, started);
      const settle = () => {
        if (inflight.get(key) === started) inflight.delete(key);
      };
      // Registered before the caller can wait on the run, so it runs first.
      void started.then(settle, settle);
      return { promise: started, joined: false };
    },
  };
}
