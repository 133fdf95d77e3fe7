/** A build's running record: the counts it keeps in build_info, and a log line per step with the time and memory so far. */

export interface Progress {
  /** What was read and written, by name (`entries`, `bigrams`, …), in the order counted. */
  counts: Record<string, number>;
  /** Logs a finished step with the seconds since the start and the memory in use. */
  lap(label: string): void;
  elapsedMs(): number;
  peakRssMb(): number;
}

export function startProgress(log: (line: string) => void): Progress {
  const started = performance.now();
  let peakRss = process.memoryUsage().rss;
  const rss = (): number => {
    const now = process.memoryUsage().rss;
    peakRss = Math.max(peakRss, now);
    return now;
  };
  return {
    counts: {},
    lap(label) {
      const now = rss();
      log(`${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s ${String(Math.round(now / 1e6)).padStart(5)} MB  ${label}`);
    },
    elapsedMs: () => Math.round(performance.now() - started),
    peakRssMb() {
      rss();
      return Math.round(peakRss / 1e6);
    },
  };
}
