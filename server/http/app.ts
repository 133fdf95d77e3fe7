/**
 * The HTTP layer: one route per operation of the table, under `/v4`, with parameter
 * parsing, defaults, bounds, credentials, rate limits and errors all declared once
 * here and in the table. Handlers receive checked input and return plain objects.
 */
import cors from '@fastify/cors';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  ALL_OPERATIONS,
  BODY_MAX_BYTES,
  buildOpenApiDocument,
  buildSwaggerDeclaration,
  decodeParamValue,
  GLOSSA_SERVER_HEADER,
  IDEMPOTENCY_KEY,
  RESPONSE_FORMAT,
  SWAGGER_RESOURCES,
  type AnyOperationName,
  type OperationAnswer,
  type OperationSpec,
  type ResolvedInput,
} from '../../lib/shared/api/index.ts';
import type { Accounts, Plan } from '../rules/accounts.ts';
import { checkIdempotencyKey, keyedRequest, type Idempotency } from '../rules/idempotency.ts';
import type { RateLimiter } from '../rules/rate-limits.ts';
import { admit, CORS_POLICY, lastValue, setCorsHeaders, type Caller } from './admission.ts';
import { registerBodyParsers } from './body-parsers.ts';
import { registerHealthRoutes, type ReadinessChecks } from './health-routes.ts';
import { asHttpError, errorBody, HttpError } from './http-error.ts';
import { JsonText } from './json-text.ts';
import type { ServerMetrics } from './metrics.ts';
import { loggerOptions, type LogOptions } from './request-log.ts';
import { createResponseCache, type ResponseCache } from './response-cache.ts';

const API_PREFIX = '/v4';
/** What the CORS plugin sets on an answer that is not a preflight, under `CORS_POLICY` (any origin). */
const OPERATION_CORS_HEADERS = {
  'access-control-allow-origin': CORS_POLICY.origin,
  'access-control-expose-headers': CORS_POLICY.exposedHeaders.join(', '),
};
/** The longest path segment routed; words and queries are far shorter (the table's bounds). */
const MAX_PARAM_LENGTH = 1000;

interface HandlerContext<N extends AnyOperationName> {
  input: ResolvedInput<N>;
  caller: Caller;
  /** The server's own public base URL, ending with /v4, for links it hands out. */
  baseUrl: string;
}

type HandlerAnswer<N extends AnyOperationName> = OperationAnswer<N> | JsonText<OperationAnswer<N>>;
type Handler<N extends AnyOperationName> = (context: HandlerContext<N>) => HandlerAnswer<N> | Promise<HandlerAnswer<N>>;
export type Handlers = { [N in AnyOperationName]: Handler<N> };

export interface AppOptions {
  accounts: Accounts;
  limiter: RateLimiter;
  handlers: Handlers;
  /** The plan of calls without a valid key, counted per address. */
  anonymousPlan: Plan;
  /** Check every answer against its model (tests turn this on: a mismatch is a 500). */
  validateResponses?: boolean;
  /** Off by default; requests are logged without their credentials (see request-log.ts). */
  logger?: boolean | LogOptions;
  /** Extra routes (audio files, for one) registered under the prefix. */
  extraRoutes?: (app: FastifyInstance) => void;
  /**
   * Memory for finished answers of the operations the table marks as word data (they
   * depend only on the request and the read-only word database); 0: no cache.
   */
  cacheBytes?: number;
  /** Keeps the answers of changes sent with an Idempotency-Key (the table's `repeatable` operations); none: the header is ignored. */
  idempotency?: Idempotency;
  /** The load balancers whose X-Forwarded-For/-Proto/-Host are believed (addresses or CIDR ranges, comma-separated). */
  trustProxy?: string;
  /** Where every answer and every refusal of the rate limits is counted. */
  metrics?: ServerMetrics;
  /** What `/ready` asks: each part the node needs, `ok` or what is wrong (health-routes.ts). */
  readiness?: () => Promise<ReadinessChecks>;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
  interface FastifyContextConfig {
    /** Not an API call (a signed audio file): report the budget without spending it. */
    uncounted?: boolean;
    /** The CORS plugin's hook skips the route (the operations': their CORS headers are set in `onRequest`). */
    cors?: false;
    /** Not a call of the interface (`/health`, `/ready`): no key is read, nothing is counted. */
    unadmitted?: true;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logger),
    bodyLimit: BODY_MAX_BYTES,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    return503OnClosing: true,
    // Behind a load balancer, the caller's address (its anonymous plan, its sign-in tries) and
    // the links handed out (audio) are the ones the balancer was asked with.
    ...(options.trustProxy && { trustProxy: options.trustProxy }),
    // What Fastify refuses before routing (a bad percent-escape, a path segment over the
    // limit) is answered like every other refusal: counted, with CORS and rate-limit headers.
    frameworkErrors: (error, request, reply) => {
      const answer = reply as FastifyReply;
      refuseUnroutable(options, error, request as FastifyRequest, answer).catch((failed: unknown) => {
        request.log.error({ err: failed }, 'request failed');
        answer.code(500).send(errorBody(500, 'The server failed to answer this request'));
      });
    },
  });
  app.decorateRequest('caller');

  await app.register(cors, CORS_POLICY);

  registerBodyParsers(app);

  // Not an async hook: most calls are admitted at once, and go on without waiting for a promise.
  app.addHook('onRequest', (request, reply, done) => {
    const { config } = request.routeOptions;
    sayGlossaServer(reply);
    // The operations' CORS headers, the same on every answer, are set here as they are: their
    // routes turn off the CORS plugin's hook, which works the same headers out for each request.
    if (config.cors === false) reply.headers(OPERATION_CORS_HEADERS);
    if (config.unadmitted) {
      done();
      return;
    }
    // A CORS preflight is not a call either.
    const uncounted = request.method === 'OPTIONS' || config.uncounted === true;
    let admitted: Caller | Promise<Caller>;
    try {
      admitted = admit(options, request, reply, uncounted);
    } catch (refused) {
      done(refused as FastifyError);
      return;
    }
    if (!(admitted instanceof Promise)) {
      request.caller = admitted;
      done();
      return;
    }
    admitted.then(
      (caller) => {
        request.caller = caller;
        done();
      },
      (refused: unknown) => done(refused as FastifyError),
    );
  });

  app.setErrorHandler((thrown: Error & { statusCode?: number; code?: string }, request, reply) => {
    // A refusal of the rules met before a handler ran (the database unreachable while a key is read).
    const error = asHttpError(thrown) as Error & { statusCode?: number; code?: string };
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, a body too large, an unsupported content type.
      return reply.code(status).send(errorBody(status, plainFastifyMessage(error, request)));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(500, 'The server failed to answer this request'));
  });

  const { metrics } = options;
  if (metrics) {
    app.addHook('onResponse', (request, reply, done) => {
      // The route's template, never the path asked: a word is not a label.
      metrics.answered(request.routeOptions.url ?? 'unrouted', request.method, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  }
  if (options.readiness) registerHealthRoutes(app, options.readiness);

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(errorBody(404, `No operation at ${request.method} ${request.url.split('?')[0]}`));
  });

  const cache = options.cacheBytes ? createResponseCache(options.cacheBytes) : undefined;
  app.register(
    async (v4) => {
      for (const operation of ALL_OPERATIONS) {
        const cached = operation.caching.keep === 'word-data' ? cache : undefined;
        v4.route({
          method: operation.method,
          url: fastifyPath(operation.path),
          ...(operation.body?.maxBytes !== undefined && { bodyLimit: operation.body.maxBytes }),
          config: { cors: false },
          handler: (request, reply) => answer(operation, request, reply, options, cached),
        });
      }
      v4.get('/openapi.json', async (request) => buildOpenApiDocument({ serverUrl: publicBaseUrl(request) }));
      // The live service's Swagger 1.2 declarations, read without a key by its own clients.
      for (const resource of SWAGGER_RESOURCES) {
        v4.get(`/${resource}.${RESPONSE_FORMAT}`, async (request) => buildSwaggerDeclaration(resource, publicBaseUrl(request)));
      }
      options.extraRoutes?.(v4);
    },
    { prefix: API_PREFIX },
  );

  return app;
}

async function answer(
  operation: OperationSpec,
  request: FastifyRequest,
  reply: FastifyReply,
  options: AppOptions,
  cache: ResponseCache | undefined,
) {
  const params = request.params as Record<string, string>;
  if (params.format !== RESPONSE_FORMAT) {
    throw new HttpError(400, `Unsupported format "${params.format ?? ''}": only ${RESPONSE_FORMAT} is served`);
  }
  const { caller } = request;
  if (operation.credentials.apiKey === 'required' && !caller.apiKey) {
    throw new HttpError(
      401,
      caller.apiKeyText ? (caller.apiKeyRefused ?? 'Invalid authentication credentials') : 'No API key supplied: send api_key',
    );
  }
  checkQueryText(request.url);
  const input = readInput(operation, params, request.query as Record<string, unknown>, request.body);
  if (operation.credentials.authToken) {
    const token = tokenOf(request);
    const { user, refused } = token ? await options.accounts.userForToken(token) : {};
    if (!user || !token) throw new HttpError(403, refused ?? operation.errors[403] ?? 'Not authenticated');
    caller.user = user;
    caller.authToken = token;
  }

  // The input is checked and complete (defaults filled in, table order), so equal questions
  // have equal keys however they were written.
  const cacheKey = cache ? `${operation.name} ${JSON.stringify(input)}` : undefined;
  const hit = cacheKey ? cache?.get(cacheKey) : undefined;
  if (hit) return reply.code(hit.status).type('application/json; charset=utf-8').send(hit.body);

  const handler = options.handlers[operation.name as AnyOperationName] as Handler<AnyOperationName>;
  const perform = async (): Promise<unknown> => {
    const result = await handler({ input: input as never, caller, baseUrl: publicBaseUrl(request) });
    checkAnswer(operation, result, options);
    return result;
  };

  const idempotencyKey = operation.repeatable ? idempotencyKeyOf(request) : undefined;
  if (idempotencyKey !== undefined && options.idempotency && caller.user) {
    // A change a sync may send again: the same key answers what the first request was answered.
    const ref = { userId: caller.user.id, operation: operation.name, key: idempotencyKey };
    const kept = await options.idempotency.once(ref, keyedRequest(operation.name, input), async () => {
      const result = await perform();
      if (result === undefined) return '';
      return result instanceof JsonText ? result.json.toString() : JSON.stringify(result);
    });
    if (operation.response === null) return reply.code(200).send();
    return reply.code(200).type('application/json; charset=utf-8').send(kept);
  }

  let result: unknown;
  try {
    result = await perform();
  } catch (thrown) {
    const error = asHttpError(thrown);
    if (cacheKey && error instanceof HttpError && error.statusCode === 404) {
      // "Not found" is a stable answer too, and a frequent one.
      cache?.set(cacheKey, { status: 404, body: JSON.stringify(errorBody(404, error.message)) });
    }
    throw error;
  }

  if (operation.response === null) return reply.code(200).send();
  if (cacheKey) {
    const body = Buffer.from(result instanceof JsonText ? result.json : JSON.stringify(result));
    cache?.set(cacheKey, { status: 200, body });
    return reply.code(200).type('application/json; charset=utf-8').send(body);
  }
  // Sent as the text it is: the socket encodes it as it writes, with no buffer made first.
  if (result instanceof JsonText) return reply.code(200).type('application/json; charset=utf-8').send(result.json);
  return reply.code(200).send(result);
}

/** Tests have every answer checked against its model: a mismatch is a 500. */
function checkAnswer(operation: OperationSpec, result: unknown, options: AppOptions): void {
  if (!options.validateResponses || !operation.response) return;
  const answered = result instanceof JsonText ? result.parse() : result;
  const checked = operation.response.safeParse(answered);
  if (!checked.success) {
    throw new Error(`${operation.name} answered outside its model: ${JSON.stringify(checked.error.issues.slice(0, 3))}`);
  }
}

/** The `Idempotency-Key` header of a repeatable change, checked; none when not sent. */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_KEY.header.toLowerCase()];
  const text = Array.isArray(header) ? header.at(-1) : header;
  return text === undefined ? undefined : checkIdempotencyKey(text);
}

/**
 * The sign-in token: the `auth_token` header, as the interface says, or else the query
 * parameter of that name, where JavaScript's `wordnik` client sends it (as the API key may be;
 * the request log blanks both).
 */
function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.auth_token;
  if (typeof header === 'string' && header) return header;
  return lastValue((request.query as Record<string, unknown>).auth_token) || undefined;
}

/**
 * The query's percent-escapes must spell UTF-8: the query's parser reads a bad one as U+FFFD,
 * and a word or name would be looked up or kept altered. (The path's are checked by Fastify
 * before routing, refuseUnroutable below.)
 */
function checkQueryText(url: string): void {
  const mark = url.indexOf('?');
  if (mark < 0 || !url.includes('%', mark)) return;
  try {
    decodeURIComponent(url.slice(mark + 1));
  } catch {
    throw new HttpError(400, 'The query is not valid: it has a malformed percent-escape, or one that is not UTF-8');
  }
}

/**
 * Reads path and query text into checked values, fills in the table's defaults, and
 * checks the body. Unknown query parameters are ignored (the key travels there too).
 */
function readInput(operation: OperationSpec, path: Record<string, string>, query: Record<string, unknown>, body: unknown) {
  const input: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(operation.params)) {
    let raw = spec.in === 'path' ? path[name] : query[name];
    if (Array.isArray(raw)) raw = raw.at(-1);
    if (raw === undefined || raw === '') {
      if (spec.required) throw new HttpError(400, `${name} is required`);
      if (spec.hasDefault) input[name] = spec.default;
      continue;
    }
    const decoded = decodeParamValue(name, spec, String(raw));
    if (!decoded.ok) throw new HttpError(400, decoded.message);
    input[name] = decoded.value;
  }
  if (operation.body) {
    if (body === undefined || body === null || body === '') {
      if (operation.body.required) throw new HttpError(400, `${operation.errors[400] ?? 'A body is required'}: the body is missing`);
    } else {
      const checked = operation.body.schema.safeParse(body);
      if (!checked.success) {
        const issue = checked.error.issues[0];
        const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
        throw new HttpError(400, `The body is invalid${where}: ${issue?.message ?? 'invalid'}`);
      }
      input.body = checked.data;
    }
  }
  return input;
}

/** 65536 → `64 KiB`, 2097152 → `2 MiB`. */
function sizeText(bytes: number): string {
  const mebibytes = bytes / (1024 * 1024);
  return Number.isInteger(mebibytes) ? `${mebibytes} MiB` : `${Math.round(bytes / 1024)} KiB`;
}

/** `/word.{format}/{word}` → Fastify's `/word.:format/:word`. */
function fastifyPath(template: string): string {
  return template.replace(/\{(\w+)\}/g, ':$1');
}

/** Every answer says it is a Glossa server's, refusals too: a client knows the service by any answer, without asking. */
function sayGlossaServer(reply: FastifyReply): void {
  reply.header(GLOSSA_SERVER_HEADER.header, GLOSSA_SERVER_HEADER.value);
}

/** The base URL clients reached this server at, for links it hands out. */
function publicBaseUrl(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}${API_PREFIX}`;
}

/**
 * What Fastify refuses before routing (a bad percent-escape, a path segment over the limit)
 * is answered like every other refusal: counted, with CORS and rate-limit headers, in the
 * contract's shape, and without echoing the path.
 */
async function refuseUnroutable(options: AppOptions, error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply) {
  setCorsHeaders(request, reply);
  sayGlossaServer(reply);
  try {
    await admit(options, request, reply, false);
  } catch (thrown) {
    const refused = asHttpError(thrown);
    if (refused instanceof HttpError) return reply.code(refused.statusCode).send(errorBody(refused.statusCode, refused.message));
    throw refused;
  }
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = tooLong ? 414 : 400;
  const message = tooLong
    ? `A part of the path is longer than ${MAX_PARAM_LENGTH} characters`
    : 'The path is not a valid URL: it has a malformed percent-escape';
  return reply.code(status).send(errorBody(status, message));
}

function plainFastifyMessage(error: Error & { code?: string }, request: FastifyRequest): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      // The route's own limit: an operation may take more than the server's usual one (X7 does).
      return `The body is larger than ${sizeText(request.routeOptions.bodyLimit ?? BODY_MAX_BYTES)}, the most this operation takes`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the body as application/json (or text/plain for a password)';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The JSON body is empty';
    default:
      return error.message.startsWith('Body is not valid JSON') || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
        ? 'The body is not valid JSON'
        : error.message;
  }
}
