/**
 * What this engine knows of its own changes, kept as long as it lives (the engine makes one
 * of each): the entries that waited behind a failed one, the words whose removal it sent, the
 * lists it made. What the service says was done elsewhere is judged against them
 * (conflicts.ts), so that this browser's own changes are not taken for another's.
 */
import type { OutboxEntry } from '../store/db';

/** Outbox entries (by `seq`) that stood behind a failed one: they waited, however young. */
export type Backlog = Set<number>;

/** Before a drain or a sync: when one pending entry failed, every entry behind it waited too. */
export function noteBacklog(backlog: Backlog, pending: readonly OutboxEntry[]): void {
  if (!pending.some((entry) => entry.attempts > 0)) return;
  for (const entry of pending) if (entry.seq !== undefined) backlog.add(entry.seq);
}

/** A change sent at once is later than anything on the service; one that waited this long (or failed once) may not be. */
const WAITED_MS = 30_000;

/** Whether a change may be older than what the service holds: it failed once, stood behind one that did, or waited. */
export function waited(entry: OutboxEntry, backlog: ReadonlySet<number>, now: () => number): boolean {
  return entry.attempts > 0 || now() - entry.createdAt > WAITED_MS || (entry.seq !== undefined && backlog.has(entry.seq));
}

/** What this engine sent that the service may later show as done elsewhere. */
export interface SentHere {
  /** Words whose removal this engine sent, by list (`removedHere` asks). */
  removals: Set<string>;
  /** Lists (by local id) this engine made on the service, and when (engine clock). */
  lists: Map<string, number>;
}

export function sentHere(): SentHere {
  return { removals: new Set(), lists: new Map() };
}

const removalOf = (listLocalId: string, word: string) => `${listLocalId}\n${word}`;

/** The service confirmed the removal of these words of a list. */
export function noteRemovalsSent(sent: SentHere, listLocalId: string, words: readonly string[]): void {
  for (const word of words) sent.removals.add(removalOf(listLocalId, word));
}

/** Whether this engine sent the removal of the word: the service's record of it is this browser's own. */
export function removedHere(sent: SentHere, listLocalId: string, word: string): boolean {
  return sent.removals.has(removalOf(listLocalId, word));
}
