/** Expected failures of client calls. */
import { ApiError } from '../../lib/shared/api';

/** The error a call fails with (the test fails if it succeeds, or fails with anything but an ApiError). */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const outcome = await promise.then(
    () => new Error('the call succeeded'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof ApiError)) throw outcome;
  return outcome;
}
