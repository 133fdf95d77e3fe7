/** An error with the HTTP status it answers with; its message is shown to the client. */
import { STATUS_CODES } from 'node:http';
import { Refusal, type RefusalReason } from '../shared/errors.ts';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Sent as `retry-after` (seconds) with a 429 or a 503. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The status code each kind of refusal from the rules answers with. */
const REFUSAL_STATUS: Readonly<Record<RefusalReason, number>> = {
  invalid: 400,
  forbidden: 403,
  'not-found': 404,
  // A limit: the request does not fit what the account already holds (a list too many, L1).
  conflict: 409,
  // Well-formed, but contradicts what the server was sent before (an Idempotency-Key reused for another change).
  unprocessable: 422,
  // A limit: what the request adds does not fit (words beyond a list's limit, L5).
  // Too many attempts or jobs at once: the message says when to try again.
  'too-many': 429,
  // The server cannot write its database now (locked, disk full): nothing was changed.
  unavailable: 503,
};

/** A service's refusal as the HTTP error it answers with; any other error as it is. */
export function asHttpError(error: unknown): unknown {
  return error instanceof Refusal ? new HttpError(REFUSAL_STATUS[error.reason], error.message, error.retryAfterSeconds) : error;
}

/** Every error body has one shape, the live service's: `{statusCode, error, message}`. */
export function errorBody(statusCode: number, message: string) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}
