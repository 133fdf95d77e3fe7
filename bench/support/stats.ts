/**
 * What the benchmarks say of their samples, defined once: quantiles by nearest rank (the
 * smallest sample at or above the share asked for), so every figure printed means the same.
 */

/** The nearest-rank quantile `q` (0–1) of values sorted in ascending order; NaN when there are none. */
export function quantile(sorted: readonly number[], q: number): number {
  const rank = Math.max(0, Math.ceil(q * sorted.length) - 1);
  return sorted[Math.min(sorted.length - 1, rank)] ?? Number.NaN;
}

/** The samples sorted, with the figures the benchmarks print. */
export function summarize(samples: readonly number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    sorted,
    count: sorted.length,
    median: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    min: sorted[0] ?? Number.NaN,
    max: sorted.at(-1) ?? Number.NaN,
    mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length,
  };
}
