/** X7, X8: a signed-in reader's records beside the lists (the history, the review's cards and grades). */
import type { Handlers } from '../http/app.ts';
import { HttpError } from '../http/http-error.ts';
import type { UserRow } from '../rules/accounts.ts';
import type { UserRecords } from '../rules/user-records.ts';

type RecordHandlers = Pick<Handlers, 'putRecords' | 'getRecords'>;

/** The router has checked the token; a handler still refuses to run without a user. */
function userOf(caller: { user?: UserRow }): UserRow {
  if (!caller.user) throw new HttpError(403, 'Not authenticated');
  return caller.user;
}

export function userRecordHandlers(records: UserRecords): RecordHandlers {
  return {
    putRecords: ({ input, caller }) => records.put(userOf(caller), input.body),
    getRecords: ({ input, caller }) => records.changedSince(userOf(caller), input.since, input.limit),
  };
}
