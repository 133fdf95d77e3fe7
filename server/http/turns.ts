/**
 * Turns for the word operations, so that one key's flood cannot hold up everyone else. The
 * word database is read synchronously, on the server's only thread: a key sending many
 * costly requests at once would have them all run back to back while other keys' requests
 * wait for the lot. Here each caller's requests wait in a line of their own, the lines are
 * served in rotation, one request each time round, for up to `TURN_MS` (and at least one
 * request) per turn of the event loop, and between turns the server reads the network, so a
 * request waits at most for one request of each other caller in line, not for all of them.
 */
import type { Caller } from './admission';
import type { Handlers } from './app';

type Job = () => void;

/**
 * How long one turn of the event loop serves the lines before the network is read again. One
 * request per turn cost a whole pass of the event loop per request: on this layout that pass,
 * not the word database, was most of an uncached lookup's time (3,600 against 6,800 lookups/s
 * at 32 connections). A millisecond keeps new callers' wait to about one costly request.
 */
const TURN_MS = 1;

export function createTurns() {
  /** Callers' lines, in the order they are served next (a served line moves to the back). */
  const lines = new Map<string, Job[]>();
  let scheduled = false;

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    // setImmediate, not a microtask: the network's waiting requests are read between turns.
    setImmediate(turn);
  }

  function turn() {
    scheduled = false;
    const until = performance.now() + TURN_MS;
    do {
      const next = lines.entries().next();
      if (next.done) return;
      const [caller, line] = next.value;
      const job = line.shift();
      lines.delete(caller);
      if (line.length > 0) lines.set(caller, line);
      job?.();
    } while (lines.size > 0 && performance.now() < until);
    if (lines.size > 0) schedule();
  }

  return {
    /** Runs `work` at the caller's next turn and answers what it answers (or throws). */
    take<T>(caller: string, work: () => T | Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const line = lines.get(caller) ?? [];
        line.push(() => {
          try {
            resolve(work());
          } catch (error) {
            reject(error);
          }
        });
        lines.set(caller, line);
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
