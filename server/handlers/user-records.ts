/** X7, X8: a signed-in reader's records beside the lists (the history, the review's cards and grades). */
import type { Handlers } from '../http/app.ts';
import type { UserRecords } from '../rules/user-records.ts';
import { userOf } from './word-lists.ts';

type RecordHandlers = Pick<Handlers, 'putRecords' | 'getRecords'>;

export function userRecordHandlers(records: UserRecords): RecordHandlers {
  return {
    putRecords: ({ input, caller }) => records.put(userOf(caller), input.body),
    getRecords: ({ input, caller }) => records.changedSince(userOf(caller), input.since, input.limit, input.client),
  };
}
