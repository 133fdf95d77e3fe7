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

/** A request's work; what it answers, if a promise, is waited for within the turn. */
type Job = () => unknown;

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
  /** A turn is under way (it may be waiting for a request's database work). */
  let running = false;

  function schedule() {
    if (scheduled || running) return;
    scheduled = true;
    // setImmediate, not a microtask: the network's waiting requests are read between turns.
    setImmediate(() => void turn());
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

  async function turn() {
    scheduled = false;
    running = true;
    try {
      await serveLines();
    } finally {
      running = false;
    }
    if (lines.size > 0) schedule();
  }

  /**
   * Serves the lines for up to `TURN_MS`. A request whose work answers a promise (a list
   * operation on SQLite, whose queries settle without leaving the thread) is waited for before
   * the next starts, so that its time counts for its line as a synchronous one's does.
   */
  async function serveLines() {
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
      const answered = job?.();
      if (answered instanceof Promise) await answered;
      line.lastMs = performance.now() - began;
      line.finish = start + line.lastMs;
    }
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
            const answer = work();
            resolve(answer);
            // Its failure is the request's (rejected above); the turn only waits for it.
            return answer instanceof Promise ? answer.catch(() => undefined) : undefined;
          } catch (error) {
            reject(error);
            return undefined;
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
 * everyone shares a line). For handlers whose work stays on the server's thread (synchronous,
 * or SQLite's queries, which settle without leaving it): one that waits for the network (a
 * PostgreSQL query) would hold every line's turn meanwhile.
 */
export function inTurns<H extends Partial<Handlers>>(turns: Turns, handlers: H): H {
  const wrapped: Record<string, unknown> = {};
  for (const [name, handler] of Object.entries(handlers)) {
    const run = handler as (context: { caller: Pick<Caller, 'apiKey'> }) => unknown;
    wrapped[name] = (context: Parameters<typeof run>[0]) => turns.take(context.caller.apiKey?.key_hash ?? '', () => run(context));
  }
  return wrapped as H;
}
