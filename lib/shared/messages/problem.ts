/**
 * The problems the background kept: work done on the side that failed with nobody waiting for
 * it (a lookup kept in the history, a sentence kept with a review card, a change queued to
 * sync). The options page shows them, so a failure is never silent.
 *
 * What failed is one of a fixed set of tasks, each with its words in public/_locales
 * (`problem_<task>`); the failure comes in a reader's words, and the error's own message with
 * it, rid of anything secret (lib/background/problems).
 */

/** The work whose failure is kept, by name. */
export type ProblemTask =
  | 'historyRecord'
  | 'reviewMeet'
  | 'recordsChanged'
  | 'reviewReconcile'
  | 'dueBadge'
  | 'marksRefresh'
  | 'syncDrain'
  | 'syncFreshen'
  | 'listsRefused'
  | 'settingsApply'
  | 'changeFollowed'
  | 'senseChoiceKeep'
  | 'bubbleLoad';

/** One problem: the last time it happened, and how often in a row. */
export interface Problem {
  id: number;
  /** Epoch ms of the last time. */
  at: number;
  task: ProblemTask;
  /** What failed in a reader's words (lib/background/plain-words.ts); absent from problems kept before it was. */
  plain?: string;
  /** The error's own message, for a bug report: addresses' queries and anything like a key taken out. */
  message: string;
  /** The same task failing the same way, one time after another, is one problem counted. */
  count: number;
}
