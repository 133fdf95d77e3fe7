/**
 * Runs at most `concurrency` jobs at a time; up to `waiting` more wait their turn, and any
 * beyond those are refused at once, so a flood can neither start unbounded work nor pile up
 * unbounded waiting requests. The waiting jobs are in lines, one per key (the caller's API
 * key), which take turns: a free place goes to the line whose key started a job the longest
 * ago (a key new to the queue first), each line in its own order. A key may have at most
 * `waitingPerKey` jobs waiting, so that one key's flood is refused beyond its share of the
 * waiting places and leaves the others to other keys, each of whose jobs then starts after
 * at most one of the flood's waiting ones.
 */
export interface JobLimits {
  concurrency: number;
  waiting: number;
  /** How many of the waiting places one key may hold; a quarter of them by default (at least one). */
  waitingPerKey?: number;
}

/** Why a job was not taken: the waiting places are all taken, or the key's share of them is. */
export type JobRefusal = 'queue-full' | 'key-share-full';

interface Line {
  waiting: (() => void)[];
  running: number;
  /** When (in jobs started) its key last started one: the line with the oldest goes next. */
  lastStart: number;
}

export function createJobQueue(limits: JobLimits) {
  const perKey = limits.waitingPerKey ?? Math.max(1, Math.floor(limits.waiting / 4));
  let running = 0;
  let waiting = 0;
  let started = 0;
  /** The keys with a job running or waiting; a key with neither is forgotten. */
  const lines = new Map<string, Line>();

  const begin = (line: Line) => {
    running++;
    line.running++;
    line.lastStart = ++started;
  };

  const release = (key: string, line: Line) => {
    running--;
    line.running--;
    if (line.running === 0 && line.waiting.length === 0) lines.delete(key);
    let next: Line | undefined;
    for (const candidate of lines.values()) {
      if (candidate.waiting.length > 0 && (!next || candidate.lastStart < next.lastStart)) next = candidate;
    }
    const start = next?.waiting.shift();
    if (!start) return;
    waiting--;
    start();
  };

  return {
    /**
     * The job's outcome once it has run, at the key's turn; or why it was refused (and it
     * never runs).
     */
    run<T>(key: string, job: () => Promise<T>): Promise<T> | JobRefusal {
      const line = lines.get(key) ?? { waiting: [], running: 0, lastStart: 0 };
      // A free place is never left while jobs wait: each job that ends starts the next.
      const now = running < limits.concurrency;
      if (!now && waiting >= limits.waiting) return 'queue-full';
      if (!now && line.waiting.length >= perKey) return 'key-share-full';
      lines.set(key, line);
      const turn = new Promise<void>((resolve) => {
        const start = () => {
          begin(line);
          resolve();
        };
        if (now) start();
        else {
          waiting++;
          line.waiting.push(start);
        }
      });
      return turn.then(job).finally(() => release(key, line));
    },
  };
}
