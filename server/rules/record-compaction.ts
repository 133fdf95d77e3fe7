/**
 * A reader's records kept within the account's cap (rules/user-records.ts) by compacting them,
 * before a put is refused: records a heavy reviewer makes (every grade, every deletion's
 * tombstone) would otherwise fill 100,000 places in one to three years. Two kinds of record
 * can go without anything a reader keeps being lost:
 *
 * - a tombstone, once every browser of the account has read past it. A tombstone exists so
 *   that a browser which was offline learns of the deletion; one that has read past it has
 *   learned. Each read (X8) names its browser (`client`, an id the browser chose once) and the
 *   cursor it reads from, which says it holds every change up to there: the lowest such cursor
 *   of the browsers that read in the last `activeDays` is how far every browser has seen. A
 *   read that names no browser counts as a browser at cursor 0 (it may be behind in
 *   anything), so while such reads go on, no tombstone is dropped. A browser silent for
 *   `activeDays` is forgotten; should it come back reading from below the place up to which
 *   tombstones were dropped, it is answered the cursor 0 with nothing, lower than it asked,
 *   which tells a browser to read everything again (X8) and to take the server's records for
 *   the account's whole state.
 * - a grade older than `foldAfterDays` beyond the newest `gradesKeptPerCard` of its card. A
 *   grade is one entry of a card's review log: the card record carries the card's whole review
 *   state (FSRS stability and difficulty, reps, lapses, due date), which the grade's review
 *   already went into, so folding a grade changes no card. Folded means: the card record keeps
 *   what the grade did to it, and the account keeps the card's newest grades; the server no
 *   longer holds that one old entry (its rating, date and the card before it, for undo). It
 *   leaves no tombstone: a browser that holds the entry keeps it, and a new browser reads the
 *   newest entries of each card's log.
 *
 * Live history entries, cards and recent grades are never compacted: an account whose records
 * are all of those is refused at its cap, as before.
 */
import type { RecordCompactionStore } from '../stores/record-compaction.ts';

export interface CompactionRule {
  /** A browser that has not read for this long is not waited for. */
  activeDays: number;
  /** Grades younger than this are kept, however many. */
  foldAfterDays: number;
  /** The newest grades of each card, kept however old. */
  gradesKeptPerCard: number;
}

export const DEFAULT_COMPACTION: CompactionRule = { activeDays: 90, foldAfterDays: 365, gradesKeptPerCard: 20 };

const DAY_MS = 86_400_000;

/** A read that names no browser: its cursor is taken as 0. */
export const UNNAMED_READER = '';

/** Compacts the user's records (inside the put's transaction, their records locked): how many went. */
export async function compactRecords(
  store: RecordCompactionStore,
  userId: number,
  at: number,
  rule: CompactionRule = DEFAULT_COMPACTION,
): Promise<number> {
  const activeSince = at - rule.activeDays * DAY_MS;
  await store.forgetReaders(userId, activeSince);
  let gone = 0;
  const { readers, cursor } = await store.oldestCursor(userId, activeSince);
  if (readers > 0 && cursor > 0) {
    const dropped = await store.dropTombstones(userId, cursor);
    if (dropped > 0 && cursor > (await store.droppedThrough(userId))) await store.setDroppedThrough(userId, cursor, at);
    gone += dropped;
  }

  const foldBefore = at - rule.foldAfterDays * DAY_MS;
  const byCard = new Map<string, { key: string; reviewedAt: number }[]>();
  for (const grade of await store.gradesOf(userId)) {
    const data = JSON.parse(grade.data) as { key?: unknown; reviewedAt?: unknown };
    // A grade whose card or date cannot be read is kept.
    if (typeof data.key !== 'string' || typeof data.reviewedAt !== 'number') continue;
    const grades = byCard.get(data.key) ?? [];
    grades.push({ key: grade.key, reviewedAt: data.reviewedAt });
    byCard.set(data.key, grades);
  }
  const folded = [...byCard.values()].flatMap((grades) =>
    grades
      .sort((a, b) => b.reviewedAt - a.reviewedAt)
      .slice(rule.gradesKeptPerCard)
      .filter((grade) => grade.reviewedAt < foldBefore)
      .map((grade) => grade.key),
  );
  await store.remove(userId, 'grade', folded);
  return gone + folded.length;
}
