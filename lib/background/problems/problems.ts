/**
 * The log of problems: work the background does on the side, with nobody waiting for its
 * answer (a lookup kept in the history, a sentence kept with a review card, a change queued to
 * sync), records its failure here instead of losing it. The options page shows the log.
 *
 * Each problem is when, which task (a fixed name, lib/shared/messages/problem.ts), the failure
 * in a reader's words (../plain-words.ts) and the error's own message, both rid of what may be
 * secret: an address keeps no query, fragment or credentials, and anything written like a key,
 * a token or a password is cut out. The log is kept in the background's own database (content
 * scripts cannot read it), holds the last `MAX_PROBLEMS`, and counts a task failing the same
 * way again as one problem.
 */
import type { Problem, ProblemTask } from '../../shared/messages/problem';
import { oneAtATime } from '../one-at-a-time';
import { plainFailure } from '../plain-words';
import type { GlossaDatabase } from '../store/db';

/** The newest problems kept: enough to see what keeps failing, small enough never to matter. */
export const MAX_PROBLEMS = 100;
/** A message past this is cut: the start says what failed. */
const MAX_MESSAGE = 500;

export interface ProblemLogDeps {
  db: GlossaDatabase;
  now?: () => number;
  /** Called after the log changed (the options page reads it again). */
  onChange?: () => void;
}

/** An address as the log keeps it: its scheme, host and path only. */
function plainAddress(address: string): string {
  try {
    const url = new URL(address);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    // Not an address after all: cut at its query, which is where a key would ride.
    return address.replace(/[?#].*$/, '');
  }
}

/**
 * The message with nothing secret left in it: addresses without their query (the live
 * service takes its key as `api_key=`), fields named like a key, token, password or header
 * without their value, and long runs of key-like characters blanked.
 */
export function scrubbed(message: string): string {
  return message
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s'"<>`]+/gi, plainAddress)
    .replace(/\b(bearer|basic)\s+[^\s,;]+/gi, '$1 …')
    .replace(/\b([\w-]*(?:key|token|password|secret|session|authorization|auth|cookie)[\w-]*)(["']?\s*[:=]\s*["']?)[^\s,;&"'}]+/gi, '$1$2…')
    .replace(/\b[A-Za-z0-9_-]{32,}\b/g, '…')
    .slice(0, MAX_MESSAGE);
}

/** What an error says of itself: its message, with its name where the name tells more than "Error". */
function messageOf(error: unknown): string {
  if (error instanceof Error) {
    const name = error.name && error.name !== 'Error' ? error.name : '';
    return [name, error.message].filter(Boolean).join(': ') || 'Error';
  }
  return String(error);
}

export function createProblemLog(deps: ProblemLogDeps) {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  // One write at a time: the count of a repeat and the bound hold however many fail at once.
  const inTurn = oneAtATime();
  let writing: Promise<unknown> = Promise.resolve();
  /** The background has stopped (its database closed): work cut short by that is no problem to keep. */
  let closed = false;

  async function keep(task: ProblemTask, plain: string, message: string): Promise<void> {
    const at = now();
    await db.transaction('rw', db.problems, async () => {
      const last = await db.problems.orderBy('id').last();
      if (last && last.task === task && last.message === message) {
        await db.problems.update(last.id, { at, plain, count: last.count + 1 });
        return;
      }
      await db.problems.add({ at, task, plain, message, count: 1 } as Problem);
      const over = (await db.problems.count()) - MAX_PROBLEMS;
      if (over > 0) await db.problems.bulkDelete(await db.problems.orderBy('id').limit(over).primaryKeys());
    });
    deps.onChange?.();
  }

  /** Keeps `error` as a failure of `task`. Never fails itself: it is what failures end in. */
  function record(task: ProblemTask, error: unknown): void {
    if (closed) return;
    const message = scrubbed(messageOf(error));
    const plain = scrubbed(plainFailure(error));
    writing = inTurn(() => keep(task, plain, message)).catch((failure: unknown) => {
      // The log could not be written (the database itself failing): the console is all that is left.
      console.error(`Glossa: ${task} failed (${message}), and the log of problems could not keep it:`, failure);
    });
  }

  return {
    record,
    /** A handler for a promise's failure: `void work().catch(problems.failed('historyRecord'))`. */
    failed: (task: ProblemTask) => (error: unknown) => record(task, error),
    /** The problems kept, newest first. */
    async list(): Promise<Problem[]> {
      await writing;
      return db.problems.orderBy('id').reverse().toArray();
    },
    async clear(): Promise<void> {
      await writing;
      await db.problems.clear();
      deps.onChange?.();
    },
    /** The background stops: what fails from now on fails for that, and is not kept. Resolves once what was recorded is written. */
    close: () => {
      closed = true;
      return writing.then(() => undefined);
    },
    /** Resolves once every problem recorded so far is written (tests wait on it). */
    settled: () => writing.then(() => undefined),
  };
}

export type ProblemLog = ReturnType<typeof createProblemLog>;
