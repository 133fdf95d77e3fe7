/**
 * The typed client of the word-data interface: one method per operation of the
 * operation table, usable in the MV3 service worker, extension pages and Node (fetch
 * is injected). Input is checked against the table before anything is sent; every
 * response, success or error, yields a rate-limit snapshot for the observer.
 */
import type { z } from 'zod';
import type { OperationInput, OperationResult } from './types';
import { buildQuery, encodeParams, fillPath, joinUrl } from './encoding';
import { ApiError, kindOfStatus, type ApiErrorKind } from './errors';
import { ErrorBody } from './models';
import {
  COMPAT_OPERATIONS,
  OPERATIONS,
  GLOSSA_SERVER_HEADER,
  IDEMPOTENCY_KEY,
  OPERATIONS_BY_NAME,
  RELATED_WORDS_LIVE_PARAMS,
  type AnyOperationName,
  type OperationSpec,
} from './operations';
import { checkParamValue } from './params';
import { readRateLimit, type RateLimitSnapshot } from './rate-limit';
import { LIVE_SERVICE_BASE_URL, type ApiKeyPlacement } from './values';

type InputArgs<N extends AnyOperationName> =
  object extends OperationInput<N> ? [input?: OperationInput<N>, options?: CallOptions] : [input: OperationInput<N>, options?: CallOptions];

export interface ClientOptions {
  /** Ends with `/v4`. Default: the live service. */
  baseUrl?: string;
  apiKey?: string;
  /** Where the API key travels. Default: where the service reads it (`apiKeyPlacementFor`). */
  apiKeyIn?: ApiKeyPlacement;
  /** The signed-in user's token, sent only to operations that need it. */
  authToken?: string;
  /** The fetch to use; default: the global one. */
  fetch?: typeof fetch;
  /** Milliseconds before a request gives up. Default: 15 s. */
  timeoutMs?: number;
  /** Sees the rate-limit snapshot of every response, success or error. */
  onRateLimit?: (snapshot: RateLimitSnapshot, source: RateLimitSource) => void;
  /** Sees whether each response, success or error, says it is a Glossa server's (GLOSSA_SERVER_HEADER). */
  onService?: (answer: { baseUrl: string; glossa: boolean }) => void;
  /**
   * Related words (W9) live at `/relatedWords` on the live service. `auto` uses that
   * route when the base URL is the live service's host, W9's own route elsewhere.
   */
  relatedWordsRoute?: 'auto' | 'spec' | 'live';
}

interface RateLimitSource {
  baseUrl: string;
  apiKey?: string;
  operationId: string;
  status: number;
}

interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Overrides the client's token for this call. */
  authToken?: string;
  /** Makes a repeat of this change one change, where the operation is `repeatable` (operations.ts `IDEMPOTENCY_KEY`). */
  idempotencyKey?: string;
}

interface ApiResponse<T> {
  data: T;
  status: number;
  rateLimit: RateLimitSnapshot;
  /** The response's `Date` header, in epoch ms, when present: audio URLs expire from it. */
  date?: number;
}

export type WordnikClient = {
  readonly baseUrl: string;
  /** Calls an operation by name and answers with the status and rate-limit snapshot too. */
  request<N extends AnyOperationName>(name: N, ...args: InputArgs<N>): Promise<ApiResponse<OperationResult<N>>>;
} & {
  readonly [N in AnyOperationName]: (...args: InputArgs<N>) => Promise<OperationResult<N>>;
};

const DEFAULT_TIMEOUT_MS = 15_000;

// ---------------------------------------------------------------- the client

export function createClient(options: ClientOptions = {}): WordnikClient {
  const baseUrl = (options.baseUrl ?? LIVE_SERVICE_BASE_URL).replace(/\/+$/, '');
  const apiKeyIn = options.apiKeyIn ?? apiKeyPlacementFor(baseUrl);
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const liveRelated = options.relatedWordsRoute === 'live' || ((options.relatedWordsRoute ?? 'auto') === 'auto' && isLiveService(baseUrl));

  async function request(name: string, input: Record<string, unknown> = {}, call: CallOptions = {}) {
    const asked = (OPERATIONS_BY_NAME as Readonly<Record<string, OperationSpec>>)[name];
    if (!asked) throw new TypeError(`No operation named ${name}`);
    let op: OperationSpec = asked;
    // Errors name the operation the caller asked for, even when another route serves it.
    const fail = (kind: ApiErrorKind, message: string, extra: Partial<ConstructorParameters<typeof ApiError>[1]> = {}) =>
      new ApiError(message, { kind, operationId: asked.id, operationName: asked.name, ...extra });

    const checked = checkInput(op, input, fail);
    let params = checked.params;
    if (liveRelated && op === OPERATIONS.getRelatedWords) {
      // Checked as W9, sent as the live service's route.
      params = renameParams(params, RELATED_WORDS_LIVE_PARAMS);
      op = COMPAT_OPERATIONS.getRelatedWordsLive;
    }

    const authToken = call.authToken ?? options.authToken;
    if (op.credentials.authToken && !authToken) throw fail('credentials', 'Not signed in: this needs a user’s auth token');
    if (op.credentials.apiKey === 'required' && !options.apiKey) throw fail('credentials', 'No API key is set');

    const encoded = encodeParams(op.params, params);
    if (options.apiKey && apiKeyIn !== 'header') encoded.query.push(['api_key', options.apiKey]);
    const url = joinUrl(baseUrl, fillPath(op.path, encoded.path)) + buildQuery(encoded.query);

    const headers: Record<string, string> = { Accept: 'application/json', ...encoded.headers };
    if (options.apiKey && apiKeyIn !== 'query') headers.api_key = options.apiKey;
    if (op.credentials.authToken && authToken) headers.auth_token = authToken;
    if (op.repeatable && call.idempotencyKey) headers[IDEMPOTENCY_KEY.header] = call.idempotencyKey;
    let body: string | undefined;
    if (op.body && checked.body !== undefined) {
      headers['Content-Type'] = `${op.body.contentType}; charset=utf-8`;
      body = op.body.contentType === 'text/plain' ? String(checked.body) : JSON.stringify(checked.body);
    }

    const deadline = withDeadline(call.signal, call.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    let response: Response;
    let text: string;
    try {
      // A redirect is never followed: the key and the token would go along to wherever it
      // points, and a service's address is the only place they may go.
      response = await fetchImpl(url, { method: op.method, headers, body, signal: deadline.signal, redirect: 'manual' });
      text = await response.text();
    } catch (error) {
      if (deadline.timedOut()) throw fail('timeout', 'The service did not answer in time', { cause: error });
      if (call.signal?.aborted) throw fail('aborted', 'The request was cancelled', { cause: error });
      throw fail('network', `The service could not be reached (${describe(error)})`, { cause: error });
    } finally {
      deadline.clear();
    }

    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
      const to = response.headers.get('location');
      const where = to ? ` to ${safeOrigin(to, url)}` : '';
      throw fail(
        'server',
        `The service answered with a redirect${where}: Glossa sends your key only to the service's own address (set the address it redirects to in the options)`,
        {
          status: response.status || undefined,
        },
      );
    }
    const rateLimit = readRateLimit(response.headers);
    try {
      options.onRateLimit?.(rateLimit, { baseUrl, apiKey: options.apiKey, operationId: op.id, status: response.status });
      options.onService?.({ baseUrl, glossa: response.headers.get(GLOSSA_SERVER_HEADER.header) === GLOSSA_SERVER_HEADER.value });
    } catch {
      // An observer's failure must not turn a good answer into an error.
    }
    const dateHeader = response.headers.get('date');
    const date = dateHeader ? Date.parse(dateHeader) : Number.NaN;
    const meta = { status: response.status, rateLimit, date: Number.isNaN(date) ? undefined : date };

    if (!response.ok) {
      const serverMessage = errorMessageOf(text);
      const listed = op.errors[response.status as keyof typeof op.errors];
      const message = `${response.status} ${serverMessage ?? listed ?? (response.statusText || 'error')}`;
      throw fail(kindOfStatus(response.status), message, { status: response.status, serverMessage, rateLimit });
    }
    if (op.response === null) return { ...meta, data: undefined };

    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      const start = text.trim().slice(0, 40);
      throw fail('invalid-response', start ? `The answer is not JSON: it starts with "${start}"` : 'The answer is empty', {
        status: response.status,
        rateLimit,
        cause: error,
      });
    }
    const parsed = op.response.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? issue.path.join('.') : 'the body';
      throw fail('invalid-response', `The answer does not fit its model at ${where}: ${issue?.message ?? 'invalid'}`, {
        status: response.status,
        rateLimit,
        issues: parsed.error.issues,
      });
    }
    return { ...meta, data: parsed.data };
  }

  const client: Record<string, unknown> = {
    baseUrl,
    request,
  };
  for (const name of Object.keys(OPERATIONS_BY_NAME)) {
    client[name] = async (input?: Record<string, unknown>, call?: CallOptions) => (await request(name, input, call)).data;
  }
  return client as unknown as WordnikClient;
}

// ---------------------------------------------------------------- helpers

/** Where a redirect points, as its origin only: its path or query may carry anything. */
function safeOrigin(location: string, from: string): string {
  try {
    return new URL(location, from).origin;
  } catch {
    return 'another address';
  }
}

/**
 * Where the API key travels to a service. The live service reads only the query form, so it
 * gets that; every other service (a Glossa server takes both) gets the header, which stays
 * out of URLs and so out of proxies' and servers' access logs. Never both: a key in the URL
 * that the service does not need is only a key more places can keep.
 */
function apiKeyPlacementFor(baseUrl: string): ApiKeyPlacement {
  return isLiveService(baseUrl) ? 'query' : 'header';
}

/** Whether a base URL is the live service, which serves some routes differently. */
export function isLiveService(baseUrl: string): boolean {
  try {
    return new URL(baseUrl).hostname === new URL(LIVE_SERVICE_BASE_URL).hostname;
  } catch {
    return false;
  }
}

type Fail = (kind: ApiErrorKind, message: string, extra?: { issues?: readonly z.core.$ZodIssue[] }) => ApiError;

/** Checks input against the operation's parameters and body; the first problem is thrown. */
function checkInput(op: OperationSpec, input: Record<string, unknown>, fail: Fail) {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw fail('invalid-input', 'The input must be an object of parameters');
  }
  const params: Record<string, unknown> = {};
  for (const key of Object.keys(input)) {
    if (key !== 'body' && !(key in op.params)) throw fail('invalid-input', `Unknown parameter ${key}`);
    if (key === 'body' && !op.body) throw fail('invalid-input', 'This operation takes no body');
  }
  for (const [name, spec] of Object.entries(op.params)) {
    const value = input[name];
    if (value === undefined || value === null) {
      if (spec.required) throw fail('invalid-input', `${name} is required`);
      continue;
    }
    const result = checkParamValue(name, spec, value);
    if (!result.ok) throw fail('invalid-input', result.message);
    params[name] = result.value;
  }
  let body: unknown;
  if (op.body) {
    if (input.body === undefined) {
      if (op.body.required) throw fail('invalid-input', 'The body is required');
    } else {
      const result = op.body.schema.safeParse(input.body);
      if (!result.success) {
        const issue = result.error.issues[0];
        const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
        throw fail('invalid-input', `The body is invalid${where}: ${issue?.message ?? 'invalid'}`, {
          issues: result.error.issues,
        });
      }
      body = result.data;
    }
  }
  return { params, body };
}

function renameParams(params: Record<string, unknown>, names: Readonly<Record<string, string>>) {
  const renamed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params)) {
    const target = names[name];
    if (target) renamed[target] = value;
  }
  return renamed;
}

/** Reads the service's message out of an error body: `{statusCode,error,message}` or `{message}`. */
function errorMessageOf(text: string): string | undefined {
  try {
    const parsed = ErrorBody.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data.message ?? parsed.data.error ?? undefined;
  } catch {
    // Not JSON (an HTML error page, say): the status says enough.
  }
  return undefined;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}

/** One signal that fires on the caller's abort or at the deadline, and tells which. */
function withDeadline(callerSignal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The service did not answer in time', 'TimeoutError'));
  }, timeoutMs);
  const onAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onAbort();
  else callerSignal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    clear: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onAbort);
    },
  };
}
