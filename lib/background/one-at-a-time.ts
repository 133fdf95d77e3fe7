/**
 * Runs work one piece at a time, in the order it was asked for: each piece starts once the one
 * before has ended, however that ended (a failure is its caller's, and holds up nothing).
 */
export function oneAtATime(): <T>(work: () => Promise<T>) => Promise<T> {
  let queue: Promise<unknown> = Promise.resolve();
  return (work) => {
    const run = queue.then(work, work);
    // The caller holds `run` and its failure; the queue only needs to know it ended.
    queue = run.catch(() => undefined);
    return run;
  };
}
