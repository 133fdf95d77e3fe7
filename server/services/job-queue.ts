/**
 * Runs at most `concurrency` jobs at a time; up to `waiting` more wait their turn, in
 * order, and any beyond those are refused at once, so a flood can neither start unbounded
 * work nor pile up unbounded waiting requests.
 */
export interface JobLimits {
  concurrency: number;
  waiting: number;
}

export function createJobQueue(limits: JobLimits) {
  let running = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    running--;
    const next = queue.shift();
    if (next) next();
  };

  return {
    /** The job's outcome once it has run; undefined (and the job never runs) when the queue is full. */
    run<T>(job: () => Promise<T>): Promise<T> | undefined {
      if (running >= limits.concurrency && queue.length >= limits.waiting) return undefined;
      const turn = new Promise<void>((resolve) => {
        const start = () => {
          running++;
          resolve();
        };
        if (running < limits.concurrency) start();
        else queue.push(start);
      });
      return turn.then(job).finally(release);
    },
  };
}
