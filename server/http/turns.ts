/**
 * Turns for the word and list operations, so that one key's flood cannot hold up everyone
 * else. The databases are read synchronously, on the server's only thread: a key sending many
 * costly requests at once would have them all run back to back while other keys' requests
 * wait for the lot. Here each caller's requests wait in a line of their own, and the lines
 * share the thread by the time their requests take (start-time fair queueing): the next
 * request is the one of the line that has used the least time so far, counted from when it
 * last had nothing waiting. A caller who asks now and then is served before one who has
 * kept the thread busy, so a lookup waits for at most the one costly request already running,
 * not for the turn of every costly request queued before it. Between turns of the event loop
 * (up to `TURN_MS` of requests, at least one) the server reads the network.
 */
import type { Caller } from './admission.ts';
import type { Handlers } from './app.ts';

type Job = () => void;

/**
 * How long one turn of the event loop serves the lines before the network is read again. One
 * request per turn cost a whole pass of the event loop per request: on this layout that pass,
 * not the word database, was most of an uncached lookup's time (3,600 against 6,800 lookups/s
 * at 32 connections). A millisecond keeps new callers' wait to about one costly request.
 */
const TURN_MS = 1;

interface Line {
  jobs: Job[];
  /** When, in the lines' shared time, its last request ended (see `virtualNow`). */
  finish: number;
  /** How long its last request took: what its next one is expected to take. */
  lastMs: number;
}

export function createTurns() {
  const lines = new Map<string, Line>();
  /**
   * The lines' shared time: the start of the request running or last run. A line that had
   * nothing waiting starts again from here, so the time it did not use is not saved up.
   */
  let virtualNow = 0;
  let scheduled = false;

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    // setImmediate, not a microtask: the network's waiting requests are read between turns.
    setImmediate(turn);
  }

  /** The line whose next request starts earliest in the shared time (the first such line on a tie). */
  function nextLine(): [string, Line, number] | undefined {
    let chosen: [string, Line, number] | undefined;
    for (const [caller, line] of lines) {
      const start = Math.max(virtualNow, line.finish);
      if (!chosen || start < chosen[2]) chosen = [caller, line, start];
    }
    return chosen;
  }

  function turn() {
    scheduled = false;
    const until = performance.now() + TURN_MS;
    for (let first = true; ; first = false) {
      const next = nextLine();
      if (!next) return;
      const [caller, line, start] = next;
      // The answers of this turn are sent when it ends: a request expected to run past the
      // turn waits for the next one, so that it does not hold back those answers.
      if (!first && performance.now() + line.lastMs > until) break;
      const job = line.jobs.shift();
      if (line.jobs.length === 0) lines.delete(caller);
      virtualNow = start;
      const began = performance.now();
      job?.();
      line.lastMs = performance.now() - began;
      line.finish = start + line.lastMs;
    }
    schedule();
  }

  return {
    /** Runs `work` at the caller's next turn and answers what it answers (or throws). */
    take<T>(caller: string, work: () => T | Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        let line = lines.get(caller);
        if (!line) {
          line = { jobs: [], finish: 0, lastMs: 0 };
          lines.set(caller, line);
        }
        line.jobs.push(() => {
          try {
            resolve(work());
          } catch (error) {
            reject(error);
          }
        });
        schedule();
      });
    },
  };
}

type Turns = ReturnType<typeof createTurns>;

/**
 * The same handlers, each run at its caller's turn (the caller is the API key; without one,
 * everyone shares a line). For handlers that do their work synchronously: one that awaits
 * would hold the turn for nothing.
 */
export function inTurns<H extends Partial<Handlers>>(turns: Turns, handlers: H): H {
  const wrapped: Record<string, unknown> = {};
  for (const [name, handler] of Object.entries(handlers)) {
    const run = handler as (context: { caller: Pick<Caller, 'apiKey'> }) => unknown;
    wrapped[name] = (context: Parameters<typeof run>[0]) => turns.take(context.caller.apiKey?.key_hash ?? '', () => run(context));
  }
  return wrapped as H;
}
