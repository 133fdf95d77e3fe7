/**
 * Work on the app database that cannot be done now: SQLite's file is locked by another
 * process, its disk is full or it cannot be written; PostgreSQL cannot be reached (or its
 * disk is full). The server keeps serving: such a request is refused as 'unavailable' (503,
 * with when to try again) having changed nothing (each write is one transaction), and the log
 * says once what is wrong and once when the database answers again, not a line for every
 * request refused.
 */
import { Refusal } from '../shared/errors.ts';
import { writeTroubleOf, type WriteTrouble } from '../stores/app-db.ts';

/** Where the server's own lines go: its log, or standard error when it logs nothing else. */
export interface ServerLog {
  warn(line: string): void;
  error(line: string): void;
}

const SILENT: ServerLog = { warn: () => undefined, error: () => undefined };

/** When a refused write may be tried again, by what went wrong. */
const RETRY_AFTER_SECONDS: Readonly<Record<WriteTrouble['kind'], number>> = { locked: 5, full: 60, failing: 30, unreachable: 5 };

/** What the client is told. */
function refusal(trouble: WriteTrouble): string {
  const wait = `nothing was changed; try again in ${RETRY_AFTER_SECONDS[trouble.kind]} s`;
  switch (trouble.kind) {
    case 'locked':
      return `The server cannot save changes now: its database is busy with another program; ${wait}`;
    case 'full':
      return `The server cannot save changes now: its disk is full; ${wait}`;
    case 'failing':
      return `The server cannot save changes now: it cannot write its database; ${wait}`;
    case 'unreachable':
      return `The server cannot reach its database now: ${wait}`;
  }
}

/** What the log says, once, for whoever runs the server. */
function diagnosis(file: string, trouble: WriteTrouble, detail: string): string {
  const meanwhile = "changes are answered 503 and the keys' request counts are kept in memory";
  switch (trouble.kind) {
    case 'locked':
      return `The app database ${file} is locked by another process (${trouble.code}): ${meanwhile} until it is free`;
    case 'full':
      return `The disk of the app database ${file} is full (${trouble.code}): ${meanwhile} until there is room`;
    case 'failing':
      return `The app database ${file} cannot be written (${trouble.code}: ${detail}): ${meanwhile} until it can`;
    case 'unreachable':
      return `The app database ${file} cannot be reached (${trouble.code}: ${detail}): requests that need it are answered 503 and the keys' request counts are kept in memory until it answers`;
  }
}

export function createWriteWatch(
  file: string,
  log: ServerLog = SILENT,
  now: () => number = Date.now,
  /** Told of every request the database could not serve, by its trouble (the metrics). */
  counted: (kind: WriteTrouble['kind']) => void = () => undefined,
) {
  /** What is wrong now, and since when; undefined while writes go through. */
  let trouble: (WriteTrouble & { since: number }) | undefined;

  /** Runs `work`; what the database cannot do now is refused (and said once in the log). */
  async function watched<T>(work: () => Promise<T>, mends: (kind: WriteTrouble['kind']) => boolean): Promise<T> {
    let result: T;
    try {
      result = await work();
    } catch (error) {
      const found = writeTroubleOf(error);
      if (!found) throw error;
      counted(found.kind);
      if (trouble?.kind !== found.kind) {
        log.warn(diagnosis(file, found, error instanceof Error ? error.message : String(error)));
        trouble = { ...found, since: trouble?.since ?? now() };
      }
      throw new Refusal('unavailable', refusal(found), RETRY_AFTER_SECONDS[found.kind]);
    }
    if (trouble && mends(trouble.kind)) {
      const seconds = Math.round((now() - trouble.since) / 1000);
      log.warn(`The app database ${file} can be ${trouble.kind === 'unreachable' ? 'reached' : 'written'} again (after ${seconds} s)`);
      trouble = undefined;
    }
    return result;
  }

  return {
    /**
     * Runs `work`, which writes the app database. If the database cannot do it now, throws a
     * Refusal 'unavailable' (saying so in the log, once); other errors pass as they are.
     */
    write: <T>(work: () => Promise<T>): Promise<T> => watched(work, () => true),
    /**
     * Runs `work`, which only changes numbers in rows already there (the keys' counts),
     * likewise. Such a write fits in the pages the file has, so it goes through on a full disk
     * too: it says a lock is gone, but not that there is room again (else the log would say
     * "full" and "written again" by turns while the disk stays full).
     */
    rewrite: <T>(work: () => Promise<T>): Promise<T> => watched(work, (kind) => kind !== 'full'),
    /** Runs `work`, which reads the app database, likewise; a read says a database is reachable again, not writable. */
    read: <T>(work: () => Promise<T>): Promise<T> => watched(work, (kind) => kind === 'unreachable'),
  };
}

export type WriteWatch = ReturnType<typeof createWriteWatch>;
