/**
 * The one error type of the client. Its `kind` says what went wrong in terms a caller
 * acts on; `status` and `serverMessage` carry what the service said.
 */
import type { z } from 'zod';
import type { RateLimitSnapshot } from './rate-limit';

export type ApiErrorKind =
  /** The input broke the operation table's rules; nothing was sent. */
  | 'invalid-input'
  /** The request never got an answer: refused, dropped, DNS, CORS. */
  | 'network'
  /** No answer within the time limit. */
  | 'timeout'
  /** The caller's AbortSignal fired. */
  | 'aborted'
  /** 401 or 403: missing, wrong or expired API key or auth token, or a forbidden list. */
  | 'credentials'
  /** 404: no such word, list, user or result. Callers often treat it as an empty answer. */
  | 'not-found'
  /** 429: over the rate plan; `resetAt` says when to try again, when the headers tell. */
  | 'rate-limited'
  /** 400 (and other 4xx): the service refused the request. */
  | 'bad-request'
  /** 5xx: the service failed. */
  | 'server'
  /** A successful status whose body is not what the operation's model describes. */
  | 'invalid-response';

export interface ApiErrorDetails {
  kind: ApiErrorKind;
  operationId: string;
  operationName: string;
  status?: number;
  /** The service's own message (`message` or `error` of its JSON body). */
  serverMessage?: string;
  rateLimit?: RateLimitSnapshot;
  /** For a model or input failure: what did not fit. */
  issues?: readonly z.core.$ZodIssue[];
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly operationId: string;
  readonly operationName: string;
  readonly status?: number;
  readonly serverMessage?: string;
  readonly rateLimit?: RateLimitSnapshot;
  readonly issues?: readonly z.core.$ZodIssue[];

  constructor(message: string, details: ApiErrorDetails) {
    super(`${details.operationName} (${details.operationId}): ${message}`, { cause: details.cause });
    this.kind = details.kind;
    this.operationId = details.operationId;
    this.operationName = details.operationName;
    this.status = details.status;
    this.serverMessage = details.serverMessage;
    this.rateLimit = details.rateLimit;
    this.issues = details.issues;
  }

  /** When a rate-limited caller may try again (epoch ms), when the headers said. */
  get resetAt(): number | undefined {
    return this.rateLimit?.resetAt;
  }
}

export function isApiError(error: unknown, kind?: ApiErrorKind): error is ApiError {
  return error instanceof ApiError && (kind === undefined || error.kind === kind);
}

/** The kind of error an HTTP status means. */
export function kindOfStatus(status: number): ApiErrorKind {
  if (status === 401 || status === 403) return 'credentials';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'server';
  return 'bad-request';
}
