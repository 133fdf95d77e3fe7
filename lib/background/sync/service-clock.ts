/**
 * The service's clock as this browser knows it: the offset between the two (service minus
 * browser), measured at each sync from an answer's Date header and kept in the records' state.
 *
 * A record's change is dated when it is made by the browser's clock plus the offset known then,
 * and each put says when it is sent by the browser's clock plus the offset known then (X7's
 * `sentAt`). The server brings every change to its clock by the difference between `sentAt` and
 * its own time (rules/user-records.ts). While the offset kept stays the same, the two additions
 * cancel there, and the server's correction alone counts, to the millisecond, as before. When
 * the browser's clock is set right between a change and its sending (it ran an hour ahead,
 * say), the offset measured in between has moved by as much, and the change keeps the time it
 * was made at by the service's clock: an old change does not come to win over a later one made
 * elsewhere. The same addition never counts twice.
 *
 * A Date header names a whole second, so a measure is good to about a second: a new one within
 * that of the offset kept is the same offset, and the kept one stays (so that it cancels
 * exactly). A change made before this browser ever measured the offset is dated by its clock
 * alone.
 */

/** Two measures of an unchanged offset differ by less than this (the Date header's second, and the way there and back). */
const MEASURE_ERROR_MS = 2_000;

/** The offset an answer tells: its Date header (a whole second) against the middle of the request's way there and back. */
export function measuredOffset(date: number, sentAt: number, receivedAt: number): number {
  return Math.round(date + 500 - (sentAt + receivedAt) / 2);
}

/** The offset to keep after a measure: the one kept, unless the measure says the clocks moved apart since. */
export function offsetToKeep(kept: number | undefined, measured: number): number {
  return kept !== undefined && Math.abs(measured - kept) < MEASURE_ERROR_MS ? kept : measured;
}
