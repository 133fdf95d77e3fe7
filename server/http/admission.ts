/**
 * Letting a call in: who is calling (the API key, from the header or the query), counting
 * the call against the key's plan (or the address's, without a valid key), and the headers
 * every answer carries, whatever answers it: CORS, so a page can read a refusal too, and
 * where the caller stands in its plan.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GLOSSA_SERVER_HEADER, RATE_LIMIT_HEADERS } from '../../lib/shared/api/index.ts';
import type { Accounts, ApiKeyRow, Plan, UserRow } from '../rules/accounts.ts';
import type { Quota, RateLimiter } from '../rules/rate-limits.ts';
import { HttpError } from './http-error.ts';
import type { ServerMetrics } from './metrics.ts';

/** Who is calling: the API key (checked or as given) and, where needed, the signed-in user. */
export interface Caller {
  /** The key as sent, valid or not (A4 reports on unknown keys itself). */
  apiKeyText?: string;
  apiKey?: ApiKeyRow;
  /** Why the key sent opens nothing (revoked, its account disabled …), for the 401 to say. */
  apiKeyRefused?: string;
  /** The address the call came from. */
  address: string;
  user?: UserRow;
  authToken?: string;
}

/**
 * Whose turn a request waits for where requests take turns (the audio synthesizer's): its
 * API key's, or, without a valid key, its address's.
 */
export function lineOf(caller: Pick<Caller, 'apiKey' | 'address'>): string {
  return caller.apiKey ? `key:${caller.apiKey.key_hash}` : `ip:${caller.address}`;
}

/** The CORS policy: any page may call, with these headers, and read the rate-limit ones and the server's own. */
export const CORS_POLICY = {
  origin: '*',
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
  allowedHeaders: ['api_key', 'auth_token', 'content-type', 'accept'],
  exposedHeaders: [...Object.values(RATE_LIMIT_HEADERS), GLOSSA_SERVER_HEADER.header],
  maxAge: 600,
};

export interface AdmissionOptions {
  accounts: Accounts;
  limiter: RateLimiter;
  /** The plan of calls without a valid key, counted per address. */
  anonymousPlan: Plan;
  /** Where a refusal of the limits is counted. */
  metrics?: Pick<ServerMetrics, 'rateLimited'>;
}

/**
 * Finds the caller, counts the call (unless `uncounted`: it only reports the budget) and
 * sets the rate-limit headers; throws a 429 when the plan is spent. The limiter answers at
 * once, unless it must first ask the counters every node shares (see rate-limits.ts).
 *
 * It answers at once too (no promise, so the request goes on without waiting for a turn of
 * the event loop) when neither the key nor the limiter needs to be waited for: a key read
 * within the last second, or none, and counters this node holds.
 */
export function admit(
  options: AdmissionOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  uncounted: boolean,
): Caller | Promise<Caller> {
  const apiKeyText = keyOf(request);
  const trusted = apiKeyText ? options.accounts.trustedKey(apiKeyText) : undefined;
  if (apiKeyText && !trusted) {
    return options.accounts
      .checkKey(apiKeyText)
      .then(({ row, refused }) =>
        count(options, request, reply, uncounted, { apiKeyText, apiKey: row, apiKeyRefused: refused, address: request.ip }),
      );
  }
  return count(options, request, reply, uncounted, { apiKeyText, apiKey: trusted, address: request.ip });
}

function count(options: AdmissionOptions, request: FastifyRequest, reply: FastifyReply, uncounted: boolean, caller: Caller) {
  const { apiKey } = caller;
  const subject = apiKey ? `key:${apiKey.key_hash}` : `ip:${request.ip}`;
  const plan = apiKey ? { perMinute: apiKey.per_minute, perHour: apiKey.per_hour } : options.anonymousPlan;
  const quota = uncounted ? options.limiter.peek(subject, plan) : options.limiter.take(subject, plan);
  return quota instanceof Promise
    ? quota.then((answered) => letIn(options, reply, answered, caller))
    : letIn(options, reply, quota, caller);
}

function letIn(options: AdmissionOptions, reply: FastifyReply, quota: Quota, caller: Caller): Caller {
  setRateLimitHeaders(reply, quota);
  if (!quota.allowed) {
    options.metrics?.rateLimited(caller.apiKey ? 'key' : 'address');
    reply.header('retry-after', String(quota.resetSeconds));
    throw new HttpError(429, `Rate limit exceeded: try again in ${quota.resetSeconds} s`);
  }
  return caller;
}

/**
 * The CORS headers of an answer to a page, for answers given where the CORS plugin does not
 * run (refusals of a URL Fastify could not route).
 */
export function setCorsHeaders(request: FastifyRequest, reply: FastifyReply) {
  if (!request.headers.origin) return;
  reply.header('access-control-allow-origin', CORS_POLICY.origin);
  reply.header('access-control-expose-headers', CORS_POLICY.exposedHeaders.join(', '));
}

function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers.api_key;
  if (typeof header === 'string' && header) return header;
  const fromQuery = lastValue(queryOf(request).api_key);
  return fromQuery || undefined;
}

/**
 * The parsed query; for a URL Fastify refused before parsing it, read leniently from the
 * raw URL (URLSearchParams never throws on a bad escape).
 */
function queryOf(request: FastifyRequest): Record<string, unknown> {
  const parsed = request.query as Record<string, unknown> | null | undefined;
  if (parsed) return parsed;
  const url = request.raw.url ?? '';
  const mark = url.indexOf('?');
  return mark < 0 ? {} : Object.fromEntries(new URLSearchParams(url.slice(mark + 1)));
}

/** A query parameter given more than once counts by its last value, as everywhere here. */
export function lastValue(value: unknown): string | undefined {
  const last = Array.isArray(value) ? (value as unknown[]).at(-1) : value;
  return typeof last === 'string' ? last : undefined;
}

function setRateLimitHeaders(reply: FastifyReply, quota: Quota) {
  reply.header(RATE_LIMIT_HEADERS.limitMinute, String(quota.limitMinute));
  reply.header(RATE_LIMIT_HEADERS.remainingMinute, String(quota.remainingMinute));
  reply.header(RATE_LIMIT_HEADERS.limitHour, String(quota.limitHour));
  reply.header(RATE_LIMIT_HEADERS.remainingHour, String(quota.remainingHour));
  reply.header(RATE_LIMIT_HEADERS.limit, String(quota.limitMinute));
  reply.header(RATE_LIMIT_HEADERS.remaining, String(quota.remainingMinute));
  reply.header(RATE_LIMIT_HEADERS.reset, String(quota.resetSeconds));
}
